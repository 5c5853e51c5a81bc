"""Every error row of the contract: status, error code, a useful detail, nothing recorded."""

from __future__ import annotations

import uuid

import pytest

pytestmark = pytest.mark.django_db


def assert_error(answer, status: int, code: str) -> None:
    assert answer.status_code == status, answer.data
    assert answer.data["error"] == code, answer.data
    assert isinstance(answer.data["detail"], str) and len(answer.data["detail"]) > 10


def current_version(api, match_id) -> int:
    return api.get(f"/api/matches/{match_id}/").data["version"]


def history_length(api, match_id) -> int:
    return len(api.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"])


# -- accounts ---------------------------------------------------------------


def test_register_rejects_taken_and_invalid(api, register):
    username, _ = register("ann")
    assert_error(
        api.post(
            "/api/v1/auth/register/",
            {"username": username, "password": "a-long-password"},
            format="json",
        ),
        400,
        "username_taken",
    )
    assert_error(
        api.post(
            "/api/v1/auth/register/",
            {"username": "x y", "password": "a-long-password"},
            format="json",
        ),
        400,
        "invalid_request",
    )
    assert_error(
        api.post("/api/auth/register/", {"username": "shorty", "password": "abc"}, format="json"),
        400,
        "invalid_request",
    )


def test_token_for_good_and_bad_credentials(api, register):
    username, _ = register("ann")
    good = api.post(
        "/api/auth/token/", {"username": username, "password": "a-long-password"}, format="json"
    )
    assert good.status_code == 200 and good.data["token"]
    assert_error(
        api.post(
            "/api/auth/token/", {"username": username, "password": "wrong-password"}, format="json"
        ),
        400,
        "invalid_credentials",
    )


# -- catalogue and creation ---------------------------------------------------


def test_catalogue_lists_babel(api):
    games = api.get("/api/games/").data
    babel = next(g for g in games if g["slug"] == "babel")
    assert (babel["min_players"], babel["max_players"]) == (2, 2)
    assert set(games[0]) >= {"slug", "name", "min_players", "max_players", "options"}


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"game": "chess", "players": 2}, "unknown_game"),
        ({"game": "babel", "players": 3}, "invalid_options"),
        ({"game": "babel", "players": 2, "options": {"speed": "fast"}}, "invalid_options"),
        ({"game": "babel"}, "invalid_request"),
        ({"game": "babel", "players": 2, "seed": -1}, "invalid_request"),
        # A seed is text: a number is not read as its decimal text.
        ({"game": "babel", "players": 2, "seed": 42}, "invalid_request"),
        ({"game": "babel", "players": 2, "seed": 4.2}, "invalid_request"),
        ({"game": "babel", "players": 2, "client_seed": 7}, "invalid_request"),
    ],
)
def test_create_rejects_bad_requests(api, register, body, code):
    _, ann = register()
    assert_error(ann.post("/api/matches/", body, format="json"), 400, code)
    assert api.get("/api/matches/").data["count"] == 0


def test_anonymous_may_read_but_not_create(api):
    assert_error(
        api.post("/api/matches/", {"game": "babel", "players": 2}, format="json"),
        401,
        "not_authenticated",
    )
    assert api.get("/api/matches/").status_code == 200


def test_list_filters_and_paginates(api, register):
    _, ann = register()
    for _ in range(3):
        ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json")
    page = api.get("/api/matches/", {"game": "babel", "status": "open"}).data
    assert page["count"] == 3 and set(page) == {"count", "next", "previous", "results"}
    assert api.get("/api/matches/", {"status": "finished"}).data["count"] == 0
    assert_error(api.get("/api/matches/", {"status": "sleeping"}), 400, "invalid_request")


def test_unknown_match_is_404(api):
    assert_error(api.get(f"/api/matches/{uuid.uuid4()}/"), 404, "not_found")
    assert_error(api.get(f"/api/matches/{uuid.uuid4()}/view/"), 404, "not_found")


# -- seats ----------------------------------------------------------------------


def test_join_conflicts(api, register):
    _, ann = register("ann")
    _, bob = register("bob")
    _, cid = register("cid")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    assert ann.post(f"/api/matches/{match_id}/join/", {"seat": 1}, format="json").status_code == 200
    assert_error(
        bob.post(f"/api/matches/{match_id}/join/", {"seat": 1}, format="json"), 409, "seat_taken"
    )
    assert_error(
        ann.post(f"/api/matches/{match_id}/join/", {}, format="json"), 409, "already_seated"
    )
    assert bob.post(f"/api/matches/{match_id}/join/", {}, format="json").data["status"] == "active"
    answer = cid.post(f"/api/matches/{match_id}/join/", {}, format="json")
    assert answer.status_code == 409 and answer.data["error"] in {"match_full", "match_not_active"}
    assert_error(
        api.post(f"/api/matches/{match_id}/join/", {}, format="json"), 401, "not_authenticated"
    )


def test_bots_only_by_the_creator(api, register):
    _, ann = register("ann")
    _, bob = register("bob")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    assert_error(
        bob.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, format="json"),
        403,
        "not_creator",
    )
    assert_error(
        ann.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "genius"}, format="json"),
        400,
        "invalid_request",
    )
    ann.post(f"/api/matches/{match_id}/join/", {"seat": 1}, format="json")
    assert_error(
        ann.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, format="json"),
        409,
        "seat_taken",
    )


# -- actions --------------------------------------------------------------------


def test_action_error_rows_record_nothing(api, babel_match, register):
    match_id, ann, bob = babel_match
    _, cid = register("cid")
    version = current_version(api, match_id)
    events_before = history_length(api, match_id)
    view = ann.get(f"/api/matches/{match_id}/view/").data
    mover, waiter = (ann, bob) if view["to_act"] == [0] else (bob, ann)
    legal = mover.get(f"/api/matches/{match_id}/legal-actions/").data["actions"][0]
    url = f"/api/matches/{match_id}/actions/"

    assert_error(
        api.post(url, {"action": legal, "expected_version": version}, format="json"),
        401,
        "not_authenticated",
    )
    assert_error(
        cid.post(url, {"action": legal, "expected_version": version}, format="json"),
        403,
        "not_your_turn",
    )
    assert_error(
        waiter.post(url, {"action": legal, "expected_version": version}, format="json"),
        403,
        "not_your_turn",
    )
    conflict = mover.post(url, {"action": legal, "expected_version": version - 1}, format="json")
    assert_error(conflict, 409, "version_conflict")
    assert conflict.data["current_version"] == version
    assert_error(
        mover.post(
            url, {"action": {"type": "teleport"}, "expected_version": version}, format="json"
        ),
        400,
        "illegal_action",
    )
    assert_error(
        mover.post(
            url,
            {"action": {"type": "move", "card": "vikings"}, "expected_version": version},
            format="json",
        ),
        400,
        "illegal_action",
    )
    assert_error(
        mover.post(url, {"action": "end_turn", "expected_version": version}, format="json"),
        400,
        "illegal_action",
    )
    assert_error(mover.post(url, {"action": legal}, format="json"), 400, "invalid_request")

    assert current_version(api, match_id) == version
    assert history_length(api, match_id) == events_before
    assert (
        mover.post(url, {"action": legal, "expected_version": version}, format="json").status_code
        == 201
    )


def test_actions_on_an_open_match_are_refused(api, register):
    _, ann = register("ann")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    ann.post(f"/api/matches/{match_id}/join/", {"seat": 0}, format="json")
    answer = ann.post(
        f"/api/matches/{match_id}/actions/",
        {"action": {"type": "end_turn"}, "expected_version": 2},
        format="json",
    )
    assert_error(answer, 409, "match_not_active")


def test_view_of_another_seat_is_forbidden(api, babel_match):
    match_id, ann, bob = babel_match
    assert_error(ann.get(f"/api/matches/{match_id}/view/", {"seat": 1}), 403, "not_your_seat")
    assert_error(api.get(f"/api/matches/{match_id}/view/", {"seat": 0}), 403, "not_your_seat")
    assert ann.get(f"/api/matches/{match_id}/view/", {"seat": 0}).data["seat"] == 0
    assert api.get(f"/api/matches/{match_id}/view/").data["seat"] is None


def test_legal_actions_need_a_seat(api, babel_match, register):
    match_id, ann, bob = babel_match
    _, cid = register("cid")
    assert_error(cid.get(f"/api/matches/{match_id}/legal-actions/"), 403, "not_seated")
    assert_error(api.get(f"/api/matches/{match_id}/legal-actions/"), 401, "not_authenticated")
    answers = [c.get(f"/api/matches/{match_id}/legal-actions/").data for c in (ann, bob)]
    assert sorted(bool(a["actions"]) for a in answers) == [False, True]


def test_replay_and_events_parameters(api, babel_match):
    match_id, ann, _ = babel_match
    version = current_version(api, match_id)
    # Without at, the answer is the whole timeline (issue 15), one frame per version.
    whole = api.get(f"/api/matches/{match_id}/replay/").data
    assert [frame["version"] for frame in whole["frames"]] == list(range(1, version + 1))
    assert_error(
        api.get(f"/api/matches/{match_id}/replay/", {"from": 3, "to": 2}), 400, "invalid_request"
    )
    assert_error(
        api.get(f"/api/matches/{match_id}/replay/", {"at": version + 1}), 400, "invalid_request"
    )
    assert_error(
        api.get(f"/api/matches/{match_id}/replay/", {"at": "soon"}), 400, "invalid_request"
    )
    assert_error(api.get(f"/api/matches/{match_id}/events/", {"limit": 0}), 400, "invalid_request")
    page = api.get(f"/api/matches/{match_id}/events/", {"after": 1, "limit": 2}).data
    assert [e["version"] for e in page["events"]] == [2, 3] and page["next_after"] == 3


def test_fork_only_finished_matches(api, babel_match):
    match_id, ann, _ = babel_match
    assert_error(
        ann.post(f"/api/matches/{match_id}/fork/", {"at": 4}, format="json"),
        409,
        "match_not_finished",
    )


# -- idempotency ------------------------------------------------------------------


def test_idempotent_retry_returns_the_first_answer(api, babel_match):
    match_id, ann, bob = babel_match
    view = ann.get(f"/api/matches/{match_id}/view/").data
    mover = ann if view["to_act"] == [0] else bob
    view = mover.get(f"/api/matches/{match_id}/view/").data
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}
    url = f"/api/matches/{match_id}/actions/"
    first = mover.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="k-1")
    again = mover.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="k-1")
    assert first.status_code == again.status_code == 201
    assert first.data == again.data
    assert current_version(api, match_id) == first.data["version"]
    # The same key by another user is that user's own key.
    other = bob if mover is ann else ann
    assert other.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="k-1").data["error"] in {
        "version_conflict",
        "not_your_turn",
    }


def test_idempotent_create_makes_one_match(api, register):
    _, ann = register()
    body = {"game": "babel", "players": 2}
    first = ann.post("/api/matches/", body, format="json", HTTP_IDEMPOTENCY_KEY="create-1")
    again = ann.post("/api/matches/", body, format="json", HTTP_IDEMPOTENCY_KEY="create-1")
    assert first.data["id"] == again.data["id"]
    assert api.get("/api/matches/").data["count"] == 1


def test_schema_and_docs_and_landing(api):
    assert api.get("/api/schema/").status_code == 200
    assert api.get("/api/docs/").status_code == 200
    landing = api.get("/")
    assert landing.status_code == 200 and b"Babel" in landing.content


def test_openapi_schema_validates_without_warnings(tmp_path):
    from django.core.management import call_command

    target = tmp_path / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(target))
    schema = target.read_text()
    for path in (
        "/api/v1/matches/{match_id}/actions/",
        "/api/v1/matches/{match_id}/replay/",
        "/api/v1/auth/register/",
    ):
        assert path in schema


def test_the_browsable_api_renders(api, babel_match):
    match_id, ann, _ = babel_match
    for path in (
        "/api/games/",
        "/api/matches/",
        f"/api/matches/{match_id}/",
        f"/api/matches/{match_id}/view/",
        f"/api/matches/{match_id}/events/",
        f"/api/matches/{match_id}/replay/?at=3",
    ):
        for client in (api, ann):
            page = client.get(path, HTTP_ACCEPT="text/html")
            assert page.status_code == 200, (path, page.status_code)
            assert b"<html" in page.content.lower()


@pytest.mark.parametrize("where", ["match", "lobby"])
def test_a_stream_that_cannot_reach_the_database_is_a_503_to_retry(
    api, babel_match, monkeypatch, settings, where
):
    """A stream opens with database reads: an exhausted pool (psycopg's PoolTimeout is an
    OperationalError) answers 503 with Retry-After, as every other endpoint, never a 500."""
    from django.db import OperationalError

    from api import lobby, stream

    def unreachable(*args, **kwargs):
        raise OperationalError("couldn't get a connection after 3.00 sec")

    module = stream if where == "match" else lobby
    monkeypatch.setattr(module, "_open", unreachable)
    url = f"/api/matches/{babel_match[0]}/stream/" if where == "match" else "/api/lobby/stream/"
    answer = api.get(url)
    assert answer.status_code == 503
    assert answer.json()["error"] == "unavailable"
    assert answer["Retry-After"] == "2"


@pytest.mark.parametrize("where", ["match", "lobby"])
def test_streams_opening_faster_than_the_process_opens_them_wait_then_get_a_503(
    api, babel_match, monkeypatch, settings, where
):
    """Streams take turns to open (``api.fanout.opening_turn``): one that waited its whole
    turn out answers 503 with Retry-After, and the next one opens once a turn is free. A
    stream that waits gives its database connections back first: waiting ones never hold
    the pool."""
    import threading

    from api import fanout

    openings = threading.BoundedSemaphore(1)
    monkeypatch.setattr(fanout, "stream_openings", lambda: openings)
    released: list[bool] = []
    monkeypatch.setattr(fanout, "release_db_connections", lambda: released.append(True))
    settings.TABULA_STREAM_OPENING_WAIT = 0.2
    url = f"/api/matches/{babel_match[0]}/stream/" if where == "match" else "/api/lobby/stream/"
    openings.acquire()  # every turn is taken
    answer = api.get(url)
    assert released, "it gave its connections back before it waited"
    assert answer.status_code == 503
    assert answer.json()["error"] == "unavailable"
    assert answer["Retry-After"] == "2"
    openings.release()
    opened = api.get(url)
    assert opened.status_code == 200
    opened.close()
