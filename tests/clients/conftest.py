"""A live server (uvicorn on the embedded default) for the generated clients to play on."""

from __future__ import annotations

import pytest

from tests.api.live import embedded_server


@pytest.fixture(scope="session")
def tabula_server(tmp_path_factory):
    with embedded_server(tmp_path_factory.mktemp("clients")) as base:
        yield base
