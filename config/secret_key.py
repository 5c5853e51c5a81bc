"""The secret key of an instance that was given none: random, made once, kept private."""

from __future__ import annotations

import os
import secrets
import time
from pathlib import Path

FILE_NAME = "secret_key"


def load_or_create_secret_key(directory: Path) -> str:
    """Read ``directory/secret_key``, creating it (mode 0600) with a random key if absent.

    ``O_EXCL`` makes concurrent first starts agree: the loser of the race reads the
    winner's key instead of writing its own.
    """
    path = directory / FILE_NAME
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        key = path.read_text().strip()
        if key:
            return key
        # A concurrent first start created the file and is about to write it.
        for _ in range(50):
            time.sleep(0.02)
            key = path.read_text().strip()
            if key:
                return key
        raise RuntimeError(f"{path} is empty; delete it to have a new key generated") from None
    key = secrets.token_urlsafe(50)
    with os.fdopen(descriptor, "w") as file:
        file.write(key + "\n")
    return key
