"""An ASGI HTTP request's scope, as uvicorn builds one: the tests that call ASGI applications
directly share it."""

from __future__ import annotations

from typing import Any


def http_scope(
    method: str,
    path: str,
    headers: list[tuple[bytes, bytes]],
    query_string: bytes = b"",
    scheme: str = "http",
    client: tuple[str, int] = ("127.0.0.1", 50000),
    server: tuple[str, int] = ("testserver", 80),
) -> dict[str, Any]:
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": scheme,
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": query_string,
        "headers": headers,
        "client": client,
        "server": server,
    }
