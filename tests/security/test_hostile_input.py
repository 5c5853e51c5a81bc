"""Findings 3 and 4: canonical commands, and JSON 4xx for every malformed request."""

from __future__ import annotations

import json

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def assert_json_error(answer, status: int, code: str | None = None) -> dict:
    assert answer.status_code == status, answer.content[:300]
    assert answer["Content-Type"].startswith("application/json"), answer["Content-Type"]
    body = json.loads(answer.content)
    assert set(body) >= {"error", "detail"}, body
    if code is not None:
        assert body["error"] == code, body
    return body


def first_action(client, match_id):
    view = client.get(f"/api/matches/{match_id}/view/").data
    return view["legal_actions"][0], view["version"]


def test_extra_fields_of_an_action_are_refused_and_never_stored(babel_match, api):
    match_id, ann, _ = babel_match
    action, version = first_action(ann, match_id)
    for extra in ({"pad": "x" * 100_000}, {"text": "fake: seat 1 resigns"}):
        answer = ann.post(
            f"/api/matches/{match_id}/actions/",
            {"action": {**action, **extra}, "expected_version": version},
            format="json",
        )
        assert_json_error(answer, 400, "illegal_action")
        assert next(iter(extra)) in answer.data["detail"]
    events = api.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
    assert events[-1]["version"] == version, "nothing was recorded"


def test_the_stored_action_is_the_servers_copy(babel_match, api):
    match_id, ann, _ = babel_match
    action, version = first_action(ann, match_id)
    sent = dict(reversed(list(action.items())))  # same fields, another order
    answer = ann.post(
        f"/api/matches/{match_id}/actions/",
        {"action": sent, "expected_version": version},
        format="json",
    )
    assert answer.status_code == 201
    stored = api.get(f"/api/matches/{match_id}/events/", {"after": version}).data["events"][0]
    assert list(stored["action"]) == list(action) and stored["action"] == action


def test_a_body_over_the_limit_answers_json_413(babel_match, settings):
    match_id, ann, _ = babel_match
    settings.TABULA_MAX_BODY_BYTES = 10_000
    body = json.dumps({"action": {"type": "x", "pad": "y" * 20_000}, "expected_version": 1})
    answer = ann.post(f"/api/matches/{match_id}/actions/", body, content_type="application/json")
    assert_json_error(answer, 413, "payload_too_large")


def test_a_ten_megabyte_body_answers_json_413(api):
    answer = Client().post(
        "/api/auth/register/",
        b"{" + b" " * (10 * 1024 * 1024) + b"}",
        content_type="application/json",
    )
    assert_json_error(answer, 413, "payload_too_large")


@pytest.mark.parametrize("depth", [40, 100_000])
def test_deeply_nested_json_answers_400(babel_match, api, depth):
    match_id, ann, _ = babel_match
    nested = "[" * depth + "]" * depth
    bodies = {
        "/api/auth/register/": f'{{"username": "deep", "password": {nested}}}',
        "/api/matches/": f'{{"game": "babel", "players": 2, "options": {nested}}}',
        f"/api/matches/{match_id}/actions/": f'{{"action": {nested}, "expected_version": 1}}',
    }
    for path, body in bodies.items():
        client = api if "register" in path else ann
        answer = client.post(path, body, content_type="application/json")
        assert_json_error(answer, 400, "invalid_request")


def test_brackets_inside_strings_do_not_count_as_nesting(api):
    answer = api.post(
        "/api/auth/register/",
        json.dumps({"username": "brackets", "password": "[[[[{{{{" * 10 + "x"}),
        content_type="application/json",
    )
    assert answer.status_code == 201, answer.data


@pytest.mark.parametrize(
    "path",
    [
        "/api/matches/not-a-uuid/",
        "/api/matches/123/events/",
        "/api/nothing-here/",
        "/api/matches/00000000-0000-0000-0000-000000000000/view/",
    ],
)
def test_unknown_paths_answer_json_404(api, path):
    assert_json_error(Client().get(path), 404, "not_found")


def test_wrong_method_answers_json_405(api):
    assert_json_error(Client().delete("/api/games/"), 405, "method_not_allowed")


def test_malformed_json_answers_json_400(api):
    answer = Client().post("/api/auth/register/", "{not json", content_type="application/json")
    assert_json_error(answer, 400, "invalid_request")


@pytest.mark.parametrize(
    "query",
    [
        {"after": str(2**63)},
        {"after": "9" * 5000},
        {"after": "-1"},
        {"limit": str(2**63)},
        {"seat": str(2**63)},
        {"after": "1e3"},
    ],
)
def test_query_integers_are_range_checked(babel_match, api, query):
    match_id, _, _ = babel_match
    answer = api.get(f"/api/matches/{match_id}/events/", query)
    assert_json_error(answer, 400, "invalid_request")


def test_replay_at_is_range_checked(babel_match, api):
    match_id, _, _ = babel_match
    assert_json_error(
        api.get(f"/api/matches/{match_id}/replay/", {"at": str(2**63)}), 400, "invalid_request"
    )


def test_a_500_under_api_is_json(api, monkeypatch):
    from api import queries

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(queries, "all_games", broken)
    client = Client(raise_request_exception=False)
    assert_json_error(client.get("/api/games/"), 500, "server_error")


# -- the commands of issue 14 (leaving, takeback, webhooks): garbage is a JSON 4xx --------

GARBAGE_BODIES = [
    "[1, 2]",
    '"text"',
    "null",
    "{",
    '{"accept": "maybe"}',
    '{"expected_version": "x"}',
]


@pytest.mark.parametrize(
    "path",
    ["resign/", "abort/", "reclaim/", "takeback/", "takeback/accept/", "takeback/refuse/"],
)
def test_leaving_and_takeback_commands_answer_garbage_with_json_4xx(babel_match, path):
    match_id, ann, bob = babel_match
    # resign and reclaim take no field and abort only "accept": any other is refused too.
    for body in GARBAGE_BODIES:
        answer = ann.post(f"/api/matches/{match_id}/{path}", body, content_type="application/json")
        assert 400 <= answer.status_code < 500, (body, answer.status_code)
        assert_json_error(answer, answer.status_code)
    unknown = ann.post(f"/api/matches/00000000-0000-0000-0000-000000000000/{path}", {})
    assert_json_error(unknown, 404)
    not_an_id = ann.post(f"/api/matches/not-an-id/{path}", {})
    assert 400 <= not_an_id.status_code < 500
    assert_json_error(not_an_id, not_an_id.status_code)


@pytest.mark.parametrize("ending", ["resign", "abort"])
@pytest.mark.parametrize(
    "path", ["resign/", "abort/", "reclaim/", "takeback/", "takeback/accept/", "takeback/refuse/"]
)
def test_commands_on_an_ended_match_are_json_409(babel_match, ending, path):
    match_id, ann, bob = babel_match
    assert ann.post(f"/api/matches/{match_id}/{ending}/").status_code == 200
    version = ann.get(f"/api/matches/{match_id}/").data["version"]
    body = {"expected_version": version} if path.startswith("takeback/") else {}
    for client in (ann, bob):
        answer = client.post(f"/api/matches/{match_id}/{path}", body, format="json")
        if client is ann and ending == "resign" and path == "resign/":
            # Her resignation again: answered as the first one was (a resign sent twice).
            assert answer.status_code == 200 and answer.data["status"] == "finished"
            continue
        assert_json_error(answer, 409)


@pytest.mark.parametrize(
    "url",
    [
        "not a url",
        "http://example.com/hook",
        "https://127.0.0.1/hook",
        "https://[::1]/hook",
        "https://localhost/hook",
        "https://user:pw@example.com/hook",
        "https://" + "a" * 3000 + ".com/",
        "javascript:alert(1)",
        123,
        None,
        ["https://example.com/"],
    ],
)
def test_webhook_url_garbage_is_a_json_400(api, register, url):
    _, ann = register("ann")
    answer = ann.post("/api/v1/webhooks/", {"url": url, "events": ["your_turn"]}, format="json")
    assert_json_error(answer, 400)
