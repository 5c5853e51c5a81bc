"""Issue 13 item 10: the primary/secondary same-turn rule is a match option (digest Q7).

R-ES (default): "no está permitido construir tanto el primer artesano principal como el artesano
secundario correspondiente en el turno del mismo jugador". R-RU: "В один ход нельзя нанимать двух
мастеров одного цвета, если один из них обычный, а другой - опытный" (no primary and secondary of
one colour in one turn, whichever comes first).
"""

from __future__ import annotations

import pytest

from games.engine import InvalidOptions, play_random_match
from games.great_zimbabwe import GAME
from tests.great_zimbabwe.helpers import (
    act,
    add_craftsman,
    begin_turn,
    blank,
    illegal,
    make_state,
)

CHOOSE_VESSEL_MAKER = {"type": "choose_craftsman", "craftsman": "vessel_maker"}
CHOOSE_POTTER = {"type": "choose_craftsman", "craftsman": "potter"}


def clay_map_with_a_potter(rule: str) -> dict:
    """Two clay squares far apart; seat 1 already has a potter at the first one, so the clay line
    had a primary on the map before seat 0's turn began."""
    options = None if rule == "default" else {"same_turn_rule": rule}
    state = make_state(
        blank(4, 12, {(0, 0): "C", (3, 11): "C"}), players=2, cattle=20, options=options
    )
    add_craftsman(state, 1, "potter", [(0, 1), (0, 2)])
    begin_turn(state, 0)
    return state


def place_chosen(state: dict, seat: int) -> None:
    """Place the chosen craftsman on its first legal site and set a price if a card was taken."""
    act(state, seat, GAME.legal_actions(state, seat)[0])
    pending = state["turn"]["pending"]
    if pending is not None and pending["kind"] == "set_price":
        act(state, seat, {"type": "set_price", "craftsman": pending["craftsman"], "price": 1})


def test_the_option_is_offered_validated_and_stored():
    spec = GAME.options_spec["same_turn_rule"]
    assert spec["default"] == "es" and spec["choices"] == ["es", "ru"]
    assert "Russian" in spec["description"] and "Spanish" in spec["description"]
    assert GAME.validate_options(3, {})["same_turn_rule"] == "es"
    assert GAME.validate_options(3, {"same_turn_rule": "ru"})["same_turn_rule"] == "ru"
    with pytest.raises(InvalidOptions, match="same_turn_rule"):
        GAME.validate_options(3, {"same_turn_rule": "en"})
    options = GAME.validate_options(2, {"same_turn_rule": "ru"})
    assert GAME.new_state(2, options)["options"]["same_turn_rule"] == "ru"


@pytest.mark.parametrize("rule", ["default", "es"])
def test_es_allows_another_primary_and_the_secondary_in_one_turn(rule):
    state = clay_map_with_a_potter(rule)
    act(state, 0, CHOOSE_POTTER)
    place_chosen(state, 0)
    # The clay line had a primary when the turn began, so this potter was not the first.
    assert CHOOSE_VESSEL_MAKER in GAME.legal_actions(state, 0)
    act(state, 0, CHOOSE_VESSEL_MAKER)
    place_chosen(state, 0)
    assert sorted(c["type"] for c in state["craftsmen"] if c["owner"] == 0) == [
        "potter",
        "vessel_maker",
    ]


def test_ru_refuses_a_secondary_after_a_primary_of_its_line_in_the_same_turn():
    state = clay_map_with_a_potter("ru")
    act(state, 0, CHOOSE_POTTER)
    place_chosen(state, 0)
    assert CHOOSE_VESSEL_MAKER not in GAME.legal_actions(state, 0)
    assert "same turn" in illegal(state, 0, CHOOSE_VESSEL_MAKER)
    # Another player may place the secondary in the same round.
    act(state, 0, {"type": "end_turn"})
    assert GAME.to_act(state) == [1]
    assert CHOOSE_VESSEL_MAKER in GAME.legal_actions(state, 1)


@pytest.mark.parametrize(("rule", "allowed"), [("es", True), ("ru", False)])
def test_a_primary_after_the_secondary_of_its_line(rule, allowed):
    state = clay_map_with_a_potter(rule)
    act(state, 0, CHOOSE_VESSEL_MAKER)
    place_chosen(state, 0)
    assert (CHOOSE_POTTER in GAME.legal_actions(state, 0)) is allowed
    if not allowed:
        assert "same turn" in illegal(state, 0, CHOOSE_POTTER)


def test_ru_still_allows_craftsmen_of_other_lines_and_the_next_turn():
    state = make_state(
        blank(4, 12, {(0, 0): "C", (3, 11): "W"}),
        players=2,
        cattle=20,
        options={"same_turn_rule": "ru"},
    )
    act(state, 0, CHOOSE_POTTER)
    place_chosen(state, 0)
    assert {"type": "choose_craftsman", "craftsman": "wood_carver"} in GAME.legal_actions(state, 0)
    act(state, 0, {"type": "end_turn"})
    act(state, 1, {"type": "end_turn"})  # the round ends; play on to seat 0's next turn
    while GAME.to_act(state) != [0] or state["phase"] != "actions":
        seat = GAME.to_act(state)[0]
        act(state, seat, {"type": "pass" if state["phase"] == "auction" else "end_turn"})
    assert state["turn"]["placed"] == []
    assert CHOOSE_VESSEL_MAKER in GAME.legal_actions(state, 0)


@pytest.mark.parametrize("rule", ["es", "ru"])
def test_random_matches_finish_under_both_rules(rule):
    for seed in range(3):
        _, outcome, _ = play_random_match(GAME, 3, seed, {"same_turn_rule": rule})
        assert outcome["winners"]


@pytest.mark.django_db
def test_the_option_is_stored_with_the_match_and_listed_in_the_catalogue(service):
    from rest_framework.test import APIClient

    created = service.create_match("great-zimbabwe", 3, {"same_turn_rule": "ru"}, seed=5)
    stored = service.get_match(created.id)  # rebuilt from the stored events
    assert stored.options == {"beginner": False, "same_turn_rule": "ru"}
    for seat in range(3):
        service.join(created.id, f"player{seat}", seat)
    assert service.get_match(created.id).state["options"]["same_turn_rule"] == "ru"
    games = APIClient().get("/api/games/").json()
    listed = next(game for game in games if game["slug"] == "great-zimbabwe")
    assert listed["options"]["same_turn_rule"]["choices"] == ["es", "ru"]
