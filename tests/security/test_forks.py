"""Finding 7: a fork deals every hidden zone anew; an exact fork is for analysis only."""

from __future__ import annotations

import random

import pytest

from games.registry import get_game
from tests.moves import play_random

pytestmark = pytest.mark.django_db


def finished_match(service, slug: str, players: int, seed: int = 3):
    match = service.create_match(slug, players, seed=seed, creator="ann")
    for seat in range(players):
        match = service.join(match.id, f"p{seat}", seat)
    return play_random(service, match, random.Random(seed))


def start(service, fork, players: int):
    for seat in range(players):
        fork = service.join(fork.id, f"f{seat}", seat)
    assert fork.status == "active"
    return fork


@pytest.mark.parametrize(("slug", "players"), [("babel", 2), ("secret-gift", 3)])
def test_a_fork_redeals_what_was_hidden_and_keeps_what_was_public(
    service, secret_gift, slug, players
):
    game = get_game(slug)
    parent = finished_match(service, slug, players)
    started = 1 + players + 1
    at = (started + parent.version) // 2 if slug == "babel" else started
    old = service.state_at(parent.id, at)
    forks = [start(service, service.fork(parent.id, at, creator="cid"), players) for _ in range(3)]
    for fork in forks:
        assert fork.rated is False and fork.forked_from["exact"] is False
        assert game.view(fork.state, None) == game.view(old, None), "public facts are kept"
    hidden = {repr(fork.state) for fork in forks}
    assert repr(old) not in hidden and len(hidden) > 1, "hidden zones are dealt anew"


def test_an_exact_fork_copies_the_position_and_says_so(service, api):
    parent = finished_match(service, "babel", 2)
    at = parent.version - 4
    fork = start(service, service.fork(parent.id, at, creator="cid", exact=True), 2)
    assert fork.state == service.state_at(parent.id, at) and fork.rated is False
    summary = api.get(f"/api/matches/{fork.id}/").data
    assert summary["forked_from"]["exact"] is True and summary["rated"] is False
    created = api.get(f"/api/matches/{fork.id}/events/").data["events"][0]
    assert "exact position" in created["text"]


def test_fork_over_http_takes_exact(register, api, service):
    parent = finished_match(service, "babel", 2)
    _, ann = register("ann")
    for exact in (False, True):
        answer = ann.post(
            f"/api/matches/{parent.id}/fork/", {"at": parent.version - 2, "exact": exact}
        )
        assert answer.status_code == 201 and answer.data["forked_from"]["exact"] is exact
