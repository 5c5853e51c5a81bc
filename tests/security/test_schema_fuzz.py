"""A bounded schemathesis run over the OpenAPI schema: no 5xx, no answer off its schema.

CI runs a few examples per operation; ``TABULA_FUZZ_EXAMPLES`` raises the bound for the
longer run documented in docs/security.md.
"""

from __future__ import annotations

import itertools
import os

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
)

EXAMPLES = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "4"))
CHECKS = [not_a_server_error, response_schema_conformance, content_type_conformance]
_turn = itertools.count()


@pytest.fixture
def api_schema(service, db):
    return schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())


@pytest.fixture
def world(register):
    """A token and matches in every state, so path ids reach real matches too."""
    _, client = register("fuzz")
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
    return {"Authorization": token}, ids


def test_the_api_answers_every_generated_request_within_its_schema(api_schema, world):
    headers, match_ids = world
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

        @given(case=operation.as_strategy())
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            derandomize=True,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def call(case):
            turn = next(_turn)
            if case.path_parameters and "match_id" in case.path_parameters and turn % 4:
                case.path_parameters["match_id"] = match_ids[turn % len(match_ids)]
            response = case.call(headers=headers if turn % 3 else {})
            case.validate_response(response, checks=CHECKS)

        call()
