"""Regenerate the API clients from the OpenAPI schema, or check that they are current.

    python -m clients.generate          # write clients/openapi.json and both clients
    python -m clients.generate --check  # exit 1 (naming the files) when any would change

* ``clients/openapi.json``: the schema drf-spectacular writes for this code (``/api/schema/``).
* ``clients/python/tabula_client``: openapi-python-client (PyPI), formatted by ruff.
* ``clients/typescript/src/schema.d.ts``: openapi-typescript (npm; run ``npm ci`` in
  ``clients/typescript`` first), the types that openapi-fetch's ``createClient`` reads.

Both generators run offline from their registries' packages; the versions are pinned
(constraints.txt, clients/typescript/package-lock.json), so a run is reproducible.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CLIENTS = Path(__file__).resolve().parent
PROJECT = CLIENTS.parent
SCHEMA = CLIENTS / "openapi.json"
PYTHON_PACKAGE = CLIENTS / "python" / "tabula_client"
TYPESCRIPT = CLIENTS / "typescript"
TYPESCRIPT_SCHEMA = TYPESCRIPT / "src" / "schema.d.ts"
GENERATOR_CONFIG = CLIENTS / "python" / "generator.yaml"


def schema_json() -> str:
    """The OpenAPI schema of this code, as ``/api/schema/?format=json`` would serve it."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    # Django's settings make a data directory (a secret key): keep this run's apart.
    os.environ.setdefault("TABULA_DATA_DIR", tempfile.mkdtemp(prefix="tabula-schema-"))
    import django

    django.setup()
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def python_client(schema: Path, output: Path) -> None:
    """openapi-python-client into ``output`` (the package directory)."""
    bin_dir = Path(sys.executable).parent
    generator = shutil.which("openapi-python-client", path=str(bin_dir)) or "openapi-python-client"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    subprocess.run(
        [
            generator,
            "generate",
            "--path",
            str(schema),
            "--output-path",
            str(output),
            "--meta",
            "none",
            "--config",
            str(GENERATOR_CONFIG),
            "--overwrite",
            "--fail-on-warning",
        ],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
    )


def typescript_client(schema: Path, output: Path) -> None:
    """openapi-typescript's types of the schema into ``output``."""
    tool = TYPESCRIPT / "node_modules" / ".bin" / "openapi-typescript"
    if not tool.exists():
        raise SystemExit(f"{tool} is missing: run `npm ci` in {TYPESCRIPT} first")
    subprocess.run(
        [str(tool), str(schema), "--output", str(output)],
        check=True,
        cwd=TYPESCRIPT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def generate(into: Path) -> dict[Path, Path]:
    """Write the schema and both clients under ``into``; map each to its committed place."""
    schema = into / "openapi.json"
    schema.write_text(schema_json(), encoding="utf-8")
    package = into / "tabula_client"
    python_client(schema, package)
    typescript = into / "schema.d.ts"
    typescript_client(schema, typescript)
    return {schema: SCHEMA, package: PYTHON_PACKAGE, typescript: TYPESCRIPT_SCHEMA}


def differences(new: Path, committed: Path) -> list[str]:
    """The files that differ between a fresh generation and the committed one."""
    if new.is_file():
        same = committed.is_file() and filecmp.cmp(new, committed, shallow=False)
        return [] if same else [str(committed.relative_to(PROJECT))]
    found: list[str] = []
    names = {p.relative_to(new) for p in new.rglob("*") if p.is_file()}
    if committed.is_dir():
        names |= {
            p.relative_to(committed)
            for p in committed.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts
        }
    for name in sorted(names):
        a, b = new / name, committed / name
        if "__pycache__" in name.parts:
            continue
        if not (a.is_file() and b.is_file() and filecmp.cmp(a, b, shallow=False)):
            found.append(str(b.relative_to(PROJECT)))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m clients.generate", description=__doc__)
    parser.add_argument(
        "--check", action="store_true", help="change nothing; fail when the clients are stale"
    )
    arguments = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tabula-clients-") as scratch:
        generated = generate(Path(scratch))
        if arguments.check:
            stale = [f for new, old in generated.items() for f in differences(new, old)]
            if stale:
                print(
                    "the committed clients disagree with the schema; run python -m "
                    "clients.generate and commit:",
                    *stale,
                    sep="\n  ",
                )
                return 1
            print("clients/ matches the schema")
            return 0
        for new, committed in generated.items():
            if new.is_dir():
                shutil.rmtree(committed, ignore_errors=True)
                shutil.copytree(new, committed)
            else:
                shutil.copyfile(new, committed)
    print(
        f"wrote {SCHEMA.relative_to(PROJECT)}, {PYTHON_PACKAGE.relative_to(PROJECT)}/, "
        f"{TYPESCRIPT_SCHEMA.relative_to(PROJECT)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
