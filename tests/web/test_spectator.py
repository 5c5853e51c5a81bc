"""A spectator's page holds no hidden card, at any version: checked in the DOM and the network."""

from __future__ import annotations

import random

import pytest
from selenium.webdriver.common.by import By

from tests.moves import random_action
from tests.web import pages
from tests.web.browser import responses, wait_for


def play_random_moves(base: str, token: str, match_id: str, moves: int, seed: int = 3) -> None:
    """Moves of the human seat through the REST API (the bot answers by itself)."""
    rng = random.Random(seed)
    for _ in range(moves):
        view = wait_for(
            lambda: (
                v := pages.api_call(base, "GET", f"/api/matches/{match_id}/view/", token=token)[1]
            )["legal_actions"]
            and v,
            timeout=60,
            what="the human seat to act",
        )
        status_code, answer = pages.api_call(
            base,
            "POST",
            f"/api/matches/{match_id}/actions/",
            random_action(view, rng),
            token,
        )
        assert status_code in (201, 409), answer


#: Keys whose value a spectator must only ever read as null (or a list/dict of nulls), per
#: docs/games/*.md: hands, secret personalities, face-down decks and stacks.
SECRET_KEYS = {
    "hands",
    "hand",
    "personalities",
    "unused_personalities",
    "known_personalities",
    "tribe_deck",
    "temple_deck",
    "god_deck",
    "stacks",
    "task_stack",
    "seed",
}


def _hidden(value) -> bool:
    if value is None:
        return True
    if isinstance(value, list):
        return all(item is None for item in value)
    if isinstance(value, dict):
        return all(item is None for item in value.values())
    return False


def secrets_in(document, where: str) -> list[str]:
    """Paths in an API answer where something hidden from a spectator is readable."""
    found = []

    def walk(node, path):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in SECRET_KEYS and not _hidden(value):
                    found.append(f"{where}{path}.{key}")
            # Drawn cards and given cards are redacted to null for other readers.
            if node.get("type") in ("draw", "give_card", "give_back"):
                for key in ("cards", "card"):
                    if node.get(key) is not None:
                        found.append(f"{where}{path}.{key}")
            for key, value in node.items():
                walk(value, f"{path}.{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{path}[{index}]")

    walk(document, "")
    return found


@pytest.mark.slow
@pytest.mark.parametrize("game", ["babel", "bora-bora", "ankh-morpork"])
def test_spectator_sees_nothing_hidden_at_any_version(game, live, browsers):
    _, token = pages.api_user(live, "host")
    status_code, summary = pages.api_call(
        live, "POST", "/api/matches/", {"game": game, "players": 2}, token
    )
    match_id = summary["id"]
    assert (
        pages.api_call(live, "POST", f"/api/matches/{match_id}/join/", {"seat": 0}, token)[0] == 200
    )
    assert (
        pages.api_call(
            live, "POST", f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, token
        )[0]
        == 200
    )
    play_random_moves(live, token, match_id, 8)
    own = pages.api_call(live, "GET", f"/api/matches/{match_id}/view/", token=token)[1]
    assert own["status"] == "active", "the match must still run: at the end all is revealed"

    spectator = browsers()  # anonymous, in its own browser session
    spectator.get(f"{live}/matches/{match_id}/")
    wait_for(lambda: pages.version(spectator) >= own["version"], what="the spectator's board")
    assert "You are watching" in spectator.page_source
    assert not spectator.find_elements(
        By.CSS_SELECTOR, "[data-private], .actionable, #actions button"
    )
    assert "Your hand" not in spectator.find_element(By.TAG_NAME, "body").text
    # One more move while the spectator watches: the stream pushes its state.
    seen = pages.version(spectator)
    play_random_moves(live, token, match_id, 1, seed=4)
    wait_for(lambda: pages.version(spectator) > seen, what="the pushed move")
    live_page = responses(spectator)
    assert any("/view/" in r["url"] for r in live_page)
    assert any(r.get("event") == "state" for r in live_page), "the stream pushed a state"
    assert [leak for r in live_page for leak in secrets_in(r["json"], r["url"])] == []

    spectator.get(f"{live}/matches/{match_id}/replay/?at=1")
    last = own["version"]
    for version in range(1, last + 1):
        if version > 1:
            spectator.find_element(By.ID, "next").click()
        wait_for(lambda v=version: pages.version(spectator) == v, what=f"version {version}")
        assert not spectator.find_elements(By.CSS_SELECTOR, "[data-private]"), (
            f"private panel at {version}"
        )
        assert "Your hand" not in spectator.find_element(By.TAG_NAME, "body").text
    recorded = responses(spectator)
    assert any("/replay/?at=" in r["url"] for r in recorded)
    leaks = [leak for r in recorded for leak in secrets_in(r["json"], r["url"])]
    assert leaks == []
    # The seated player's own view does hold hidden things: the check above can fail.
    assert secrets_in(own, "own view")
