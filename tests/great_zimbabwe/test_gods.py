"""Each of the 12 gods, in the phase where its power acts."""

from __future__ import annotations

from games.engine import Resolution, apply_all
from games.great_zimbabwe import GAME
from games.great_zimbabwe.effects import EFFECTS
from games.great_zimbabwe.rounds import start_round
from tests.great_zimbabwe.helpers import (
    act,
    add_craftsman,
    add_monument,
    begin_turn,
    blank,
    cell,
    give_god,
    illegal,
    make_state,
)


def start_auction(state: dict) -> None:
    res = Resolution(EFFECTS, state)
    start_round(res)
    apply_all(GAME, state, res.effects)


def end_round_now(state: dict) -> None:
    """Every remaining player ends his turn: phases III and IV run."""
    while state["phase"] == "actions":
        act(state, GAME.to_act(state)[0], {"type": "end_turn"})


def test_shadipinyi_plaque_sits_in_front_and_goes_to_his_worshipper():
    state = make_state(blank(4, 4), players=2, cattle=5)
    start_auction(state)
    assert -1 not in state["auction"]["plaques"]  # nobody adores him: no god plaque
    state = make_state(blank(4, 4), players=2, cattle=5)
    give_god(state, 1, "shadipinyi")
    start_auction(state)
    plaques = state["auction"]["plaques"]
    assert plaques[0] == -1
    first = plaques[1]
    act(state, first, {"type": "bid", "amount": 3})
    assert state["auction"]["cattle"] == [1, 1, 1]
    other = plaques[2]
    act(state, other, {"type": "pass"})
    cattle = {s: p["cattle"] for s, p in enumerate(state["seats"])}
    # Worshipper (seat 1) takes his own plaque and the god plaque.
    expected_1 = 5 - (3 if first == 1 else 0) + 2
    assert cattle[1] == expected_1


def test_elegua_first_bid_comes_from_the_bank():
    state = make_state(blank(4, 4), players=2, cattle=0)
    give_god(state, 0, "elegua")
    state["seats"][0]["vr"] = 30  # bids first
    start_auction(state)
    assert GAME.legal_actions(state, 0) == [{"type": "bid", "amount": n} for n in (1, 2, 3)] + [
        {"type": "pass"}
    ]
    bank = state["bank"]
    act(state, 0, {"type": "bid", "amount": 3})
    assert state["seats"][0]["cattle"] == 0 and state["bank"] == bank - 3
    # The opponent has no cattle and passes; Elegua's worshipper is first.
    act(state, 1, {"type": "pass"})
    assert state["turn_order"] == [0, 1]


def test_dziva_changes_prices_at_the_start_of_the_turn_only():
    state = make_state(blank(6, 6, {(0, 0): "C"}), players=2)
    add_craftsman(state, 0, "potter", [(0, 2), (0, 3)], price=3)
    give_god(state, 0, "dziva")
    begin_turn(state, 0)
    prices = [a for a in GAME.legal_actions(state, 0) if a["type"] == "dziva_price"]
    assert {a["price"] for a in prices} == {1, 2}
    act(state, 0, {"type": "dziva_price", "craftsman": "potter", "price": 1})
    assert state["seats"][0]["techs"]["potter"]["price"] == 1
    assert "once per turn" in illegal(
        state, 0, {"type": "dziva_price", "craftsman": "potter", "price": 2}
    )
    act(state, 0, {"type": "build_monument", "cell": cell(state, 5, 5)})
    assert "start of the turn" in illegal(
        state, 0, {"type": "dziva_price", "craftsman": "potter", "price": 2}
    )


def test_dziva_may_change_prices_on_the_turn_he_is_taken():
    state = make_state(blank(6, 6, {(0, 0): "C"}), players=2)
    add_craftsman(state, 0, "potter", [(0, 2), (0, 3)], price=3)
    begin_turn(state, 0)
    act(state, 0, {"type": "choose_god", "god": "dziva"})
    act(state, 0, {"type": "dziva_price", "craftsman": "potter", "price": 2})
    assert state["seats"][0]["techs"]["potter"]["price"] == 2


def _far_potter_state(god: str | None) -> dict:
    # Monument and potter are 5 steps apart: out of range 3, in range 6.
    state = make_state(blank(3, 10, {(2, 8): "C"}), players=2)
    add_monument(state, 0, 0, 0, level=1)
    add_craftsman(state, 1, "potter", [(0, 5), (0, 6)])
    if god:
        give_god(state, 0, god)
    begin_turn(state, 0)
    return state


def test_eshu_doubles_the_transport_range_on_his_turn():
    plain = _far_potter_state(None)
    assert "you cannot gather" in illegal(plain, 0, {"type": "raise_monument", "monument": 0})
    eshu = _far_potter_state("eshu")
    act(eshu, 0, {"type": "raise_monument", "monument": 0})
    act(eshu, 0, GAME.legal_actions(eshu, 0)[0])
    assert eshu["monuments"][0]["level"] == 2


def test_eshu_range_applies_to_the_resource_already_covered_test():
    # A potter 5 steps from the only clay: with Eshu it covers the clay, so no new potter fits.
    terrain = blank(2, 12, {(0, 0): "C"})
    state = make_state(terrain, players=2)
    add_craftsman(state, 1, "potter", [(1, 5), (1, 6)])
    begin_turn(state, 0)
    assert any(a.get("craftsman") == "potter" for a in GAME.legal_actions(state, 0))
    give_god(state, 0, "eshu")
    begin_turn(state, 0)
    assert not any(a.get("craftsman") == "potter" for a in GAME.legal_actions(state, 0))


def test_gu_lowers_every_technology_card_to_one_vr():
    state = make_state(blank(6, 6, {(0, 0): "C", (5, 5): "I"}), players=2)
    add_craftsman(state, 0, "potter", [(0, 2), (0, 3)])  # +3
    add_craftsman(state, 0, "ivory_carver", [(3, 3), (3, 4), (4, 3), (4, 4)])  # +2
    begin_turn(state, 0)
    assert state["seats"][0]["vr"] == 25
    act(state, 0, {"type": "choose_god", "god": "gu"})
    assert state["seats"][0]["vr"] == 25 - 2 - 1 + 4


def test_gu_can_be_taken_at_vr_40_when_the_reduction_covers_it():
    state = make_state(blank(6, 6, {(0, 0): "C", (5, 5): "W"}), players=2)
    add_craftsman(state, 0, "potter", [(0, 2), (0, 3)])
    add_craftsman(state, 0, "wood_carver", [(5, 2), (5, 3)])
    state["seats"][0]["vr"] = 40
    begin_turn(state, 0)
    act(state, 0, {"type": "choose_god", "god": "gu"})
    assert state["seats"][0]["vr"] == 40
    other = make_state(blank(6, 6, {(0, 0): "C"}), players=2)
    add_craftsman(other, 0, "potter", [(0, 2), (0, 3)])
    other["seats"][0]["vr"] = 40
    begin_turn(other, 0)
    assert "above 40" in illegal(other, 0, {"type": "choose_god", "god": "gu"})


def test_gu_makes_new_technology_cards_add_one_vr():
    state = make_state(blank(4, 6, {(0, 0): "C"}), players=2)
    give_god(state, 0, "gu")
    begin_turn(state, 0)
    vr = state["seats"][0]["vr"]
    act(state, 0, {"type": "choose_craftsman", "craftsman": "potter"})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["seats"][0]["vr"] == vr + 1


def test_obatala_builds_two_monuments_obeying_zoning():
    state = make_state(blank(6, 6), players=2)
    give_god(state, 0, "obatala")
    begin_turn(state, 0)
    act(state, 0, {"type": "build_monument", "cell": cell(state, 0, 0)})
    assert "next to another monument" in illegal(
        state, 0, {"type": "build_monument", "cell": cell(state, 1, 1)}
    )
    act(state, 0, {"type": "build_monument", "cell": cell(state, 3, 3)})
    assert len(state["monuments"]) == 2 and state["seats"][0]["vp"] == 2
    assert "main action" in illegal(state, 0, {"type": "build_monument", "cell": cell(state, 5, 0)})
    plain = make_state(blank(6, 6), players=2)
    act(plain, 0, {"type": "build_monument", "cell": cell(plain, 0, 0)})
    assert "main action" in illegal(plain, 0, {"type": "build_monument", "cell": cell(plain, 3, 3)})


def _used_clay_state(god: str | None) -> dict:
    state = make_state(blank(3, 8, {(2, 5): "C"}), players=2)
    add_monument(state, 0, 0, 0, level=1)
    add_craftsman(state, 1, "potter", [(0, 2), (0, 3)])
    state["used"] = {str(cell(state, 2, 5)): 1}
    if god:
        give_god(state, 0, god)
    begin_turn(state, 0)
    return state


def test_atete_puts_a_second_used_marker_on_a_resource():
    assert "cannot gather" in illegal(
        _used_clay_state(None), 0, {"type": "raise_monument", "monument": 0}
    )
    state = _used_clay_state("atete")
    act(state, 0, {"type": "raise_monument", "monument": 0})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["used"] == {str(cell(state, 2, 5)): 2}
    assert state["monuments"][0]["level"] == 2


def _two_potter_state(god: str | None) -> dict:
    state = make_state(blank(5, 10, {(0, 8): "C", (4, 8): "C"}), players=2)
    add_monument(state, 0, 2, 3, level=2)
    add_craftsman(state, 1, "potter", [(2, 5), (2, 6)], price=3)
    if god:
        give_god(state, 0, god)
    begin_turn(state, 0)
    return state


def test_tsui_goab_may_use_goods_of_the_same_kind():
    assert "different ritual goods" in illegal(
        _two_potter_state(None), 0, {"type": "raise_monument", "monument": 0}
    )
    state = _two_potter_state("tsui_goab")
    act(state, 0, {"type": "raise_monument", "monument": 0})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["monuments"][0]["level"] == 3
    assert state["seats"][1]["cards"] == {"tech:potter": 6}


def test_anansi_pays_one_cattle_per_good_whatever_the_price():
    state = make_state(blank(3, 8, {(2, 5): "C"}), players=2, cattle=5)
    add_monument(state, 0, 0, 0, level=1)
    add_craftsman(state, 1, "potter", [(0, 2), (0, 3)], price=3)
    give_god(state, 0, "anansi")
    begin_turn(state, 0)
    act(state, 0, {"type": "raise_monument", "monument": 0})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["seats"][0]["cattle"] == 4
    assert state["seats"][1]["cards"] == {"tech:potter": 1}


def test_anansi_pays_one_to_each_craftsman_of_a_secondary_good():
    state = make_state(blank(3, 10, {(2, 4): "C", (2, 5): "C"}), players=2, cattle=5)
    add_monument(state, 0, 0, 0, level=1)
    add_craftsman(state, 1, "potter", [(0, 2), (0, 3)], price=3)
    add_craftsman(state, 1, "vessel_maker", [(1, 2), (1, 3), (2, 2), (2, 3)], price=3)
    give_god(state, 0, "anansi")
    begin_turn(state, 0)
    act(state, 0, {"type": "raise_monument", "monument": 0})
    good = GAME.legal_actions(state, 0)[0]
    assert good["craftsman"] == 1 and good["primary"] == 0  # pottery itself is no ritual good
    act(state, 0, good)
    assert state["seats"][1]["cards"] == {"tech:potter": 1, "tech:vessel_maker": 1}


def test_qamata_collects_every_hub_fee():
    state = make_state(blank(3, 10, {(2, 9): "C"}), players=2, cattle=5)
    add_monument(state, 0, 0, 0, level=1)
    add_monument(state, 1, 0, 3, level=1)  # the hub
    add_craftsman(state, 1, "potter", [(0, 6), (0, 7)], price=1)
    give_god(state, 1, "qamata")
    begin_turn(state, 0)
    bank = state["bank"]
    act(state, 0, {"type": "raise_monument", "monument": 0})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["bank"] == bank
    assert state["seats"][1]["cards"] == {"tech:potter": 1, "god:qamata": 1}
    assert state["seats"][0]["cattle"] == 3


def test_engai_adds_two_cattle_to_income():
    state = make_state(blank(6, 6), players=2, cattle=0)
    add_monument(state, 0, 0, 0, level=2)
    add_monument(state, 1, 5, 5, level=2)
    give_god(state, 0, "engai")
    begin_turn(state, 0)
    end_round_now(state)
    assert state["seats"][0]["cattle"] == 4 and state["seats"][1]["cattle"] == 2


def test_xango_lowers_vr_by_two_and_wins_ties():
    state = make_state(blank(6, 6), players=2)
    add_monument(state, 0, 0, 0)
    add_monument(state, 1, 5, 5)
    begin_turn(state, 0)
    act(state, 0, {"type": "choose_god", "god": "xango"})
    assert state["seats"][0]["vr"] == 18
    state["seats"][0]["vp"] = 20  # margin +2
    state["seats"][1]["vp"] = 22  # margin +2, more VP, and earlier... but no Xango
    end_round_now(state)
    assert GAME.outcome(state)["winners"] == [0]
