"""``tabula``: the command line of match records (docs/records.md).

    tabula verify RECORD [--key KEY]

RECORD is a file, ``-`` (standard input) or an http(s) URL of a record. The record's digest and
Ed25519 signature are checked, then every action is replayed with this package's rules from
the revealed seed: every state, the end and the result must be the record's. ``--key`` pins
the signer: a public key (base64url), a file holding ``/.well-known/tabula-records-key``'s
JSON, or that URL (or just the server's address). Exit status 0 when the record holds, 1 when
it is rejected, 2 when it cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import httpx

KEY_PATH = "/.well-known/tabula-records-key"


def _fetch(url: str) -> Any:
    response = httpx.get(url, timeout=10, follow_redirects=False)
    response.raise_for_status()
    return response.json()


def read_record(source: str) -> Any:
    if source == "-":
        return json.load(sys.stdin)
    if source.startswith(("http://", "https://")):
        return _fetch(source)
    return json.loads(Path(source).read_text(encoding="utf-8"))


def read_key(source: str) -> str:
    """The base64url public key that ``source`` names (a key, a file, a URL, a server)."""
    if source.startswith(("http://", "https://")):
        url = source if source.rstrip("/").endswith(KEY_PATH) else source.rstrip("/") + KEY_PATH
        return str(_fetch(url)["public_key"])
    path = Path(source)
    if path.is_file():
        return str(json.loads(path.read_text(encoding="utf-8"))["public_key"])
    return source


def verify(arguments: argparse.Namespace) -> int:
    from matches.records import RecordRejected, verify_record

    try:
        record = read_record(arguments.record)
        trusted = read_key(arguments.key) if arguments.key else None
    except (OSError, ValueError, KeyError, httpx.HTTPError) as error:
        print(f"cannot read: {error}", file=sys.stderr)
        return 2
    try:
        verdict = verify_record(record, trusted_key=trusted)
    except RecordRejected as error:
        print(f"rejected: {error}")
        return 1
    for line in verdict.checked:
        print(f"ok: {line}")
    if not verdict.replayed:
        print("not replayed: the record holds no seed (one reader's view of a running match)")
    match = record.get("match", {})
    print(f"verified: {record['game']} match {match.get('id')}, result {record.get('result')}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabula", description="Tabula match records")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser(
        "verify", help="check a record's signature and replay it with the rules"
    )
    check.add_argument("record", help="a record file, - for standard input, or a URL")
    check.add_argument(
        "--key",
        help="the signer's public key: base64url, a key file, or the server's address",
    )
    check.set_defaults(run=verify)
    arguments = parser.parse_args(argv)
    return arguments.run(arguments)


if __name__ == "__main__":
    sys.exit(main())
