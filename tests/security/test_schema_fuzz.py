"""A bounded schemathesis run over the OpenAPI schema: no 5xx, no answer off its schema.

CI runs a few examples per operation; ``TABULA_FUZZ_EXAMPLES`` raises the bound for the
longer run documented in docs/security.md, ``TABULA_FUZZ_SECONDS`` bounds its time.

Two calls in three carry the run's token. The run keeps it to the end: the operations that
revoke a token (logout, deleting a token) are sent with a throwaway token of the same user,
the token is checked after every operation, and every operation must have answered an
authenticated call with something other than 401/403 at least once.
"""

from __future__ import annotations

import itertools
import os
import time

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, given, settings
from rest_framework.test import APIClient
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
)

EXAMPLES = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "4"))
#: The whole run must end within this many seconds.
BUDGET_SECONDS = float(os.environ.get("TABULA_FUZZ_SECONDS", "600"))
CHECKS = [not_a_server_error, response_schema_conformance, content_type_conformance]
#: Operations that end the token they are sent with, or another token of the user.
REVOKING = {("POST", "/api/v1/auth/logout/"), ("DELETE", "/api/v1/auth/tokens/{token_key}/")}
#: Operations anybody may call: an authenticated answer tells nothing about the token.
OPEN = {("POST", "/api/v1/auth/register/"), ("POST", "/api/v1/auth/token/")}
_turn = itertools.count()


@pytest.fixture
def api_schema(service, db):
    return schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())


@pytest.fixture
def world(register):
    """A token and matches in every state, so path ids reach real matches too."""
    username, client = register("fuzz")
    token = client._credentials["HTTP_AUTHORIZATION"]
    ids = []
    for bots in ([], [1], [0, 1]):
        match_id = client.post("/api/matches/", {"game": "babel", "players": 2}).data["id"]
        if bots != [0, 1]:
            client.post(f"/api/matches/{match_id}/join/", {"seat": 0})
        for seat in bots:
            client.post(f"/api/matches/{match_id}/bots/", {"seat": seat, "level": "random"})
        ids.append(match_id)
    # Ended matches, for the commands of leaving and takeback: one resigned (finished,
    # against a bot), one aborted before the second move.
    for ending in ("resign", "abort"):
        match_id = client.post("/api/matches/", {"game": "babel", "players": 2}).data["id"]
        client.post(f"/api/matches/{match_id}/join/", {"seat": 0})
        client.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"})
        assert client.post(f"/api/matches/{match_id}/{ending}/").status_code == 200
        ids.append(match_id)
    # An imported match (docs/records.md), from the resigned match's record.
    record = client.get(f"/api/v1/matches/{ids[-2]}/record/").json()
    imported = client.post("/api/v1/records/", record, format="json")
    assert imported.status_code == 201, imported.json()
    ids.append(imported.json()["id"])
    return {"Authorization": token}, ids, username


def throwaway_token(username: str) -> dict[str, str]:
    """A new token of the run's user, for an operation that may revoke the one it carries."""
    from django.contrib.auth.models import User

    from api.accounts import issue_token

    token = issue_token(User.objects.get(username=username), "fuzz: revoked")["token"]
    return {"Authorization": f"Token {token}"}


def fuzz(operation, world, started: float, authenticated: dict) -> None:
    """Send ``operation`` its generated requests and check each answer."""
    headers, match_ids, owner = world
    key = (operation.method.upper(), operation.path)
    calls = itertools.count()  # the first call of every operation carries the token

    @given(case=operation.as_strategy())
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def call(case):
        assert time.monotonic() - started < BUDGET_SECONDS, "the fuzz run is over its time"
        turn = next(_turn)
        if case.path_parameters and "match_id" in case.path_parameters and turn % 4:
            case.path_parameters["match_id"] = match_ids[turn % len(match_ids)]
        sent = headers if next(calls) % 3 != 2 else {}
        if sent and key in REVOKING:
            sent = throwaway_token(owner)
        response = case.call(headers=sent)
        if sent:
            authenticated.setdefault(key, set()).add(response.status_code)
        case.validate_response(response, checks=CHECKS)

    call()


@pytest.mark.slow
def test_the_api_answers_every_generated_request_within_its_schema(api_schema, world):
    headers = world[0]
    started = time.monotonic()
    #: operation -> the statuses of its authenticated calls
    authenticated: dict[tuple[str, str], set[int]] = {}
    # A live stream never ends by design, so a synchronous client would wait forever on it;
    # tests/api/test_stream.py drives it over real servers instead.
    operations = [
        operation
        for operation in (result.ok() for result in api_schema.get_all_operations())
        if not operation.path.endswith("/stream/")
    ]
    assert len(operations) > 15
    paths = {operation.path for operation in operations}
    assert {"/api/v1/matches/{match_id}/record/", "/api/v1/records/"} <= paths
    # Actions are typed per game: the fuzzer draws bodies of every game's action kinds.
    components = api_schema.raw_schema["components"]["schemas"]
    assert {"GameAction", "BabelAction", "GreatZimbabweAction"} <= set(components)
    for operation in operations:
        fuzz(operation, world, started, authenticated)
        kept = APIClient(HTTP_AUTHORIZATION=headers["Authorization"]).get("/api/v1/auth/tokens/")
        assert kept.status_code == 200, f"{operation.method} {operation.path} took the token"
    refused = sorted(
        key for key, statuses in authenticated.items() if statuses <= {401, 403} and key not in OPEN
    )
    assert not refused, f"authenticated calls only refused: {refused}"
    assert len(authenticated) == len(operations), "every operation got authenticated calls"
