"""The server's Ed25519 key for match records (docs/records.md, "Signature").

The private key lives in the data directory (``records_signing_key.pem``, mode 0600), made on
first use; its public half is served at ``/.well-known/tabula-records-key``. A record names the
key that signed it (``key_id``, ``public_key``), so it can be checked anywhere; whoever wants
to know that a given *server* signed it compares that key with the one the server publishes.
"""

from __future__ import annotations

import base64
import hashlib
import os
import time
from functools import cache
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from matches.storage import data_dir

KEY_FILE = "records_signing_key.pem"
ALGORITHM = "Ed25519"


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def from_b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def raw_public_key(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def key_id(public_key: bytes) -> str:
    """A short name of a public key: the first 16 hex digits of its SHA-256."""
    return hashlib.sha256(public_key).hexdigest()[:16]


def load_or_create_key(directory: Path) -> Ed25519PrivateKey:
    """Read ``directory/records_signing_key.pem``, creating it (mode 0600) if absent.

    ``O_EXCL`` makes concurrent first starts agree: the loser reads the winner's key.
    """
    path = directory / KEY_FILE
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        for _ in range(50):
            pem = path.read_bytes()
            if pem.strip():
                key = serialization.load_pem_private_key(pem, password=None)
                if not isinstance(key, Ed25519PrivateKey):
                    raise RuntimeError(f"{path} holds no Ed25519 key") from None
                return key
            time.sleep(0.02)  # a concurrent first start created the file and is writing it
        raise RuntimeError(f"{path} is empty; delete it to have a new key made") from None
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    with os.fdopen(descriptor, "wb") as file:
        file.write(pem)
    return key


@cache
def server_key() -> Ed25519PrivateKey:
    """This server's signing key (per process; the data directory holds it)."""
    return load_or_create_key(data_dir())


def public_key_info(key: Ed25519PrivateKey | None = None) -> dict[str, str]:
    """What ``/.well-known/tabula-records-key`` serves: the algorithm, key id and public key."""
    public = raw_public_key((key or server_key()).public_key())
    return {"algorithm": ALGORITHM, "key_id": key_id(public), "public_key": b64url(public)}


def sign(digest: str, key: Ed25519PrivateKey | None = None) -> dict[str, str]:
    """The signature block of a record whose digest is ``digest`` ("sha256:<hex>")."""
    key = key or server_key()
    return {**public_key_info(key), "value": b64url(key.sign(digest.encode("ascii")))}


class BadSignature(ValueError):
    """The signature block is malformed, or does not verify."""


def check_signature(digest: str, signature: Any, trusted_key: str | None = None) -> str:
    """Verify ``signature`` over ``digest``; return the signing key's id.

    ``trusted_key`` (base64url raw public key): the record must be signed by exactly that key.
    Without it the key named in the record is used, which proves the record unchanged since
    it was signed, not who signed it.
    """
    if not isinstance(signature, dict) or signature.get("algorithm") != ALGORITHM:
        raise BadSignature(f'the signature must be an {ALGORITHM} block {{"algorithm", ...}}')
    try:
        public = from_b64url(str(signature["public_key"]))
        value = from_b64url(str(signature["value"]))
        key = Ed25519PublicKey.from_public_bytes(public)
    except (KeyError, ValueError) as error:
        raise BadSignature(f"the signature block is malformed ({error})") from None
    if trusted_key is not None and public != from_b64url(trusted_key):
        raise BadSignature(
            f"the record is signed by key {key_id(public)}, not the trusted key "
            f"{key_id(from_b64url(trusted_key))}"
        )
    if signature.get("key_id") != key_id(public):
        raise BadSignature("the signature's key_id does not name its public key")
    try:
        key.verify(value, digest.encode("ascii"))
    except InvalidSignature:
        raise BadSignature("the signature does not match the record's digest") from None
    return key_id(public)
