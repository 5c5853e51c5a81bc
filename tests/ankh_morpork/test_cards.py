"""One behaviour test per player card (101): its symbols, then its scroll text."""

from __future__ import annotations

import pytest

from games.ankh_morpork.data import CARDS, INTERRUPT_CARDS
from games.ankh_morpork.machine import card_money
from tests.ankh_morpork.helpers import (
    act,
    build,
    choose,
    give,
    legal,
    pending,
    play,
    put,
    scenario,
    skip_rest,
    start_text,
    types,
)

SYMBOL_DECISION = {
    "MINION": "place_minion",
    "BUILDING": "build",
    "ASSASSINATE": "assassinate",
    "REMOVE_TROUBLE": "remove_trouble",
    "MONEY": "take_money",
    "SCROLL": "use_text",
}
SYMBOL_EFFECT = {
    "place_minion": "minion_placed",
    "build": "building_placed",
    "assassinate": "minion_removed",
    "remove_trouble": "trouble",
    "take_money": "money",
}


def symbol_board():
    s = scenario()
    put(s, 1, 0)  # Dolly Sisters: seat 0 may build here ($6)
    for number, enemy in ((5, 1), (7, 2), (8, 1)):
        put(s, number, 0)
        put(s, number, enemy)
        s["areas"][str(number)]["trouble"] = True
    return s


@pytest.mark.parametrize("card", sorted(CARDS))
def test_card_symbols_resolve_left_to_right(card):
    s = symbol_board()
    if card in INTERRUPT_CARDS:
        give(s, 0, card)
        assert {"type": "play_card", "card": card} not in legal(s, 0)
        return
    money_before = s["money"][0]
    play(s, card)
    decisions = []
    for _ in range(30):
        p = pending(s)
        if p["kind"] == "main":
            break
        kinds = types(s)
        decision = next(d for d in SYMBOL_DECISION.values() if d in kinds)
        decisions.append(decision)
        if decision == "use_text":
            act(s, 0, {"type": "skip"})
            continue
        options = [a for a in legal(s) if a["type"] == decision]
        # place into an empty area so that a later building symbol still has its target
        chosen = next((a for a in options if a.get("area") == 12), options[0])
        effects = act(s, 0, chosen)
        assert SYMBOL_EFFECT[decision] in [e["type"] for e in effects]
    expected = [SYMBOL_DECISION[x] for x in CARDS[card]["symbols"] if x in SYMBOL_DECISION]
    assert decisions == expected
    assert s["flow"]["plays"] == (1 if "ANOTHER" in CARDS[card]["symbols"] else 0)
    assert s["discard"][-1] == card
    if "MONEY" in CARDS[card]["symbols"]:
        built = sum(6 for d in decisions if d == "build")
        assert s["money"][0] == money_before + card_money(s, card) - built


# -- scroll texts --------------------------------------------------------------------


def cards_with(code):
    return sorted(c for c, d in CARDS.items() if d["text"] == code)


def check_draw_cards(card):
    s = scenario()
    start_text(s, card)
    assert len(s["hands"][0]) == CARDS[card]["params"]["count"]


def check_earn_per_building_on_board(card):
    s = scenario()
    build(s, 1, 1)
    build(s, 7, 2)
    start_text(s, card)
    assert s["money"][0] == 22


def check_earn_per_minion_in_area(card):
    s = scenario()
    put(s, 10, 1, 2)
    put(s, 10, "troll")
    start_text(s, card)
    assert s["money"][0] == 23


def check_earn_per_trouble_marker(card):
    s = scenario()
    for n in (1, 2, 3):
        put(s, n, 1)
        s["areas"][str(n)]["trouble"] = True
    start_text(s, card)
    assert s["money"][0] == 23


def check_earn_per_minion_in_trouble_area(card):
    s = scenario()
    put(s, 4, 1, 3)
    s["areas"]["4"]["trouble"] = True
    start_text(s, card)
    choose(s, {"type": "choose_area", "area": 4})
    assert s["money"][0] == 26


def check_take_loan(card):
    s = scenario()
    start_text(s, card)
    skip_rest(s)
    assert s["money"][0] == 30 and s["loans"][0] == [card] and card not in s["discard"]


def check_take_from_one_player(card):
    s = scenario()
    s["money"][2] = 2
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 2})
    assert s["money"][0] == 22 and s["money"][2] == 0


def check_take_from_each_other_player(card):
    s = scenario()
    s["money"][2] = 1
    start_text(s, card)
    assert s["money"] == [23, 18, 0]


def check_force_transfer(card):
    s = scenario(4)
    start_text(s, card)
    assert {"type": "choose_player", "player": 0} not in legal(s)
    choose(s, {"type": "choose_player", "player": 1})
    assert {"type": "choose_player", "player": 1} not in legal(s)
    choose(s, {"type": "choose_player", "player": 3})
    assert s["money"] == [20, 17, 20, 23]


def check_dibbler_gamble(card):
    outcomes = set()
    for seed in range(40):
        s = scenario()
        put(s, 3, 0)
        give(s, 0, card)
        act(s, 0, {"type": "play_card", "card": card})
        act(s, 0, {"type": "use_text"}, seed=seed)
        if s["money"][0] == 24:
            outcomes.add("win")
        elif pending(s)["kind"] != "main":
            assert types(s) == {"pay", "remove_own_minion"}
            choose(s, {"type": "pay", "amount": 2})
            assert s["money"][0] == 18
            outcomes.add("lose")
        else:
            assert s["money"][0] == 20
            outcomes.add("nothing")
    assert outcomes == {"win", "lose", "nothing"}


def rolled(effects):
    return [e["value"] for e in effects if e["type"] == "roll"]


def check_roll_steal_or_lose_minion(card):
    seen = set()
    for seed in range(40):
        s = scenario()
        put(s, 3, 0)
        give(s, 0, card)
        act(s, 0, {"type": "play_card", "card": card})
        value = rolled(act(s, 0, {"type": "use_text"}, seed=seed))[0]
        if value >= 7:
            choose(s, {"type": "choose_player", "player": 1})
            assert s["money"][:2] == [23, 17]
            seen.add("win")
        elif value == 1:
            choose(s, {"type": "remove_own_minion", "area": 3})
            assert s["areas"]["3"]["minions"][0] == 0
            seen.add("lose")
    assert seen == {"win", "lose"}


def check_errol_gamble(card):
    seen = set()
    for seed in range(40):
        s = scenario()
        put(s, 3, 0)
        put(s, 3, 1)
        s["areas"]["3"]["trouble"] = True
        give(s, 0, card)
        act(s, 0, {"type": "play_card", "card": card})
        value = rolled(act(s, 0, {"type": "use_text"}, seed=seed))[0]
        if value >= 7:
            assert {"type": "remove_minion", "area": 3, "owner": "0"} not in legal(s)
            choose(s, {"type": "remove_minion", "area": 3, "owner": "1"})
            assert s["areas"]["3"]["minions"] == [1, 0, 0]
            seen.add("win")
        elif value == 1:
            choose(s, {"type": "remove_own_minion", "area": 3})
            assert s["areas"]["3"]["minions"] == [0, 1, 0]
            seen.add("lose")
    assert seen == {"win", "lose"}


def check_draw_per_own_building(card):
    s = scenario()
    build(s, 1, 0)
    build(s, 2, 0)
    start_text(s, card)
    assert len(s["hands"][0]) == 2


def check_draw_random_from_discard(card):
    s = scenario()
    for c in ["G01", "G05", "G07", "G17", "G18", "G19"]:
        give(s, 1, c)
        s["hands"][1].remove(c)
        s["discard"].append(c)
    pile = list(s["discard"])
    start_text(s, card)
    assert len(s["hands"][0]) == 4 and set(s["hands"][0]) <= set(pile)
    assert len(s["discard"]) == len(pile) - 4


def check_discard_cards(card):
    s = scenario()
    give(s, 0, "G18", "G17")
    start_text(s, card)
    choose(s, {"type": "discard", "card": "G18"})
    assert "G18" in s["discard"] and s["hands"][0] == ["G17"]


def check_discard_any_for_money(card):
    s = scenario()
    give(s, 0, "G18", "G17", "G19")
    start_text(s, card)
    choose(s, {"type": "discard", "card": "G18"})
    choose(s, {"type": "discard", "card": "G17"})
    choose(s, {"type": "skip"})
    assert s["money"][0] == 20 + 2 * CARDS[card]["params"]["per_card"]
    assert s["hands"][0] == ["G19"]


def check_discard_then_refill(card):
    s = scenario()
    give(s, 0, "G18", "G17")
    start_text(s, card)
    choose(s, {"type": "discard", "card": "G18"})
    choose(s, {"type": "skip"})
    assert len(s["hands"][0]) == 5 and "G17" in s["hands"][0]


def check_play_two_more_cards(card):
    s = scenario()
    start_text(s, card)
    skip_rest(s)
    assert s["flow"]["plays"] == 2


def check_target_gives_cards(card):
    s = scenario()
    give(s, 1, "G18", "G17", "G19")
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 1})
    assert pending(s)["seat"] == 1
    choose(s, {"type": "give_card", "card": "G18"})
    choose(s, {"type": "give_card", "card": "G19"})
    assert sorted(s["hands"][0]) == ["G18", "G19"] and s["hands"][1] == ["G17"]


def check_each_other_gives_money_or_card(card):
    s = scenario()
    give(s, 1, "G18")
    start_text(s, card)
    assert pending(s)["seat"] == 1
    choose(s, {"type": "give_card", "card": "G18"})
    assert pending(s)["seat"] == 2
    choose(s, {"type": "give_money"})
    assert s["hands"][0] == ["G18"] and s["money"] == [21, 20, 19]


def check_give_card_for_money(card):
    s = scenario()
    give(s, 0, "G18")
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 2})
    choose(s, {"type": "give_card", "card": "G18"})
    assert s["hands"][2] == ["G18"] and s["money"] == [22, 20, 18]


def check_look_at_hand_discard_one(card):
    s = scenario()
    give(s, 1, "G18", "G17")
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 1})
    from games.ankh_morpork import GAME

    assert GAME.view(s, 0)["hands"][1] == ["G18", "G17"]
    assert GAME.view(s, 2)["hands"][1] is None
    choose(s, {"type": "discard_from", "card": "G17"})
    assert s["hands"][1] == ["G18"] and "G17" in s["discard"]


def check_steal_random_cards_keep_one(card):
    s = scenario()
    give(s, 1, "G18", "G17", "G19")
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 1})
    offered = [a["card"] for a in legal(s)]
    assert len(offered) == 2 and all(c in s["hands"][0] for c in offered)
    choose(s, {"type": "give_back", "card": offered[0]})
    assert s["hands"][0] == [offered[1]] and len(s["hands"][1]) == 2


def check_exchange_hands(card):
    s = scenario()
    give(s, 0, "G18")
    give(s, 2, "G17", "G19")
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 2})
    assert s["hands"][0] == ["G17", "G19"] and s["hands"][2] == ["G18"]


def check_penalty_card_unless_paid(card):
    s = scenario()
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 1})
    choose(s, {"type": "take_card"})
    skip_rest(s)
    assert s["penalties"][1] == [card] and card not in s["discard"]
    s2 = scenario()
    start_text(s2, card)
    choose(s2, {"type": "choose_player", "player": 1})
    choose(s2, {"type": "pay", "amount": 5})
    assert s2["money"][:2] == [25, 15]


def check_fire_brigade(card):
    s = scenario()
    build(s, 3, 1)
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 1})
    choose(s, {"type": "refuse"})
    choose(s, {"type": "remove_building", "area": 3})
    assert s["areas"]["3"]["building"] is None and s["city_cards"][1] == []


def check_build_half_price(card):
    s = scenario()
    put(s, 2, 0)
    start_text(s, card)
    choose(s, {"type": "build", "area": 2})
    assert s["money"][0] == 11 and s["city_cards"][0] == [2]


def check_buy_building(card):
    trouble = CARDS[card]["params"]["area_must_have_trouble"]
    if not trouble:
        return check_sybil(card)
    s = scenario()
    build(s, 3, 1)
    build(s, 6, 2)
    put(s, 3, 1)
    put(s, 6, 2)
    s["areas"]["3"]["trouble"] = True
    start_text(s, card)
    assert [a["area"] for a in legal(s) if a["type"] == "take_over"] == [3]
    choose(s, {"type": "take_over", "area": 3})
    assert s["areas"]["3"]["building"] == 0 and s["money"][:2] == [8, 32]
    assert s["city_cards"][0] == [3] and s["city_cards"][1] == []


def check_sybil(card):
    s = scenario()
    build(s, 3, 1)
    build(s, 6, 2)
    s["areas"]["6"]["trouble"] = True
    put(s, 6, 2)
    start_text(s, card)
    assert [a["area"] for a in legal(s) if a["type"] == "take_over"] == [3]
    choose(s, {"type": "take_over", "area": 3})
    assert s["areas"]["3"]["building"] == 0 and s["city_cards"][0] == [3]


def check_place_minion_anywhere_no_trouble(card):
    s = scenario()
    put(s, 1, 0)
    put(s, 9, 1)
    start_text(s, card)
    choose(s, {"type": "place_minion", "area": 9})
    assert s["areas"]["9"]["minions"][0] == 1 and not s["areas"]["9"]["trouble"]


def check_place_minion_in_trouble_area(card):
    s = scenario()
    put(s, 1, 0)
    put(s, 9, 1)
    s["areas"]["9"]["trouble"] = True
    start_text(s, card)
    assert [a["area"] for a in legal(s) if a["type"] == "place_minion"] == [9]
    choose(s, {"type": "place_minion", "area": 9})


def check_place_minion_where_own_building(card):
    s = scenario()
    put(s, 1, 0)
    build(s, 11, 0)
    start_text(s, card)
    assert [a["area"] for a in legal(s) if a["type"] == "place_minion"] == [11]


def check_place_minions_near_area(card):
    s = scenario()
    put(s, 7, 0)
    start_text(s, card)
    assert [a["area"] for a in legal(s) if a["type"] == "place_minion"] == [1, 2, 3, 4, 10, 11, 12]
    choose(s, {"type": "place_minion", "area": 12})
    if CARDS[card]["params"]["max"] == 2:
        choose(s, {"type": "place_minion", "area": 2})
        assert s["areas"]["2"]["minions"][0] == 1
    assert s["areas"]["12"]["minions"][0] == 1


def check_place_trouble_anywhere(card):
    s = scenario()
    put(s, 9, 1)
    start_text(s, card)
    assert [a["area"] for a in legal(s) if a["type"] == "place_trouble"] == [9]
    choose(s, {"type": "place_trouble", "area": 9})
    assert s["areas"]["9"]["trouble"]


def check_place_trouble_adjacent_to_trouble(card):
    s = scenario()
    put(s, 9, 1)
    put(s, 8, 1)
    put(s, 1, 1)
    s["areas"]["9"]["trouble"] = True
    start_text(s, card)
    assert [a["area"] for a in legal(s) if a["type"] == "place_trouble"] == [8]


def check_move_own_minion_anywhere(card):
    s = scenario()
    put(s, 1, 0)
    start_text(s, card)
    choose(s, {"type": "choose_minion", "area": 1, "owner": "0"})
    choose(s, {"type": "move_to", "area": 9})
    assert s["areas"]["9"]["minions"][0] == 1 and s["areas"]["1"]["minions"][0] == 0


def check_pay_player_then_move_own_minion_anywhere(card):
    s = scenario()
    put(s, 1, 0)
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 2})
    choose(s, {"type": "choose_minion", "area": 1, "owner": "0"})
    choose(s, {"type": "move_to", "area": 9})
    assert s["money"] == [18, 20, 22] and s["areas"]["9"]["minions"][0] == 1


def check_move_own_minion_from_trouble_adjacent(card):
    s = scenario()
    put(s, 1, 0)
    put(s, 7, 0)
    put(s, 7, 1)
    s["areas"]["7"]["trouble"] = True
    start_text(s, card)
    assert [a for a in legal(s) if a["type"] == "choose_minion"] == [
        {"type": "choose_minion", "area": 7, "owner": "0"}
    ]
    choose(s, {"type": "choose_minion", "area": 7, "owner": "0"})
    assert [a["area"] for a in legal(s)] == [5, 6, 8]
    choose(s, {"type": "move_to", "area": 8})
    assert not s["areas"]["7"]["trouble"]


def check_move_other_player_minion_adjacent(card):
    s = scenario()
    put(s, 1, 0)
    put(s, 7, 1)
    put(s, 7, "troll")
    start_text(s, card)
    assert [a for a in legal(s) if a["type"] == "choose_minion"] == [
        {"type": "choose_minion", "area": 7, "owner": "1"}
    ]
    choose(s, {"type": "choose_minion", "area": 7, "owner": "1"})
    choose(s, {"type": "move_to", "area": 6})
    assert s["areas"]["6"]["minions"][1] == 1


def check_swap_two_minions(card):
    s = scenario()
    put(s, 1, 0)
    put(s, 7, 1)
    start_text(s, card)
    choose(s, {"type": "choose_minion", "area": 1, "owner": "0"})
    choose(s, {"type": "choose_minion", "area": 7, "owner": "1"})
    assert s["areas"]["1"]["minions"] == [0, 1, 0] and s["areas"]["7"]["minions"] == [1, 0, 0]


def check_remove_minion_in_area(card):
    s = scenario()
    put(s, 2, 1)
    put(s, 3, 1)
    start_text(s, card)
    assert [a for a in legal(s) if a["type"] == "remove_minion"] == [
        {"type": "remove_minion", "area": 2, "owner": "1"}
    ]
    choose(s, {"type": "remove_minion", "area": 2, "owner": "1"})
    assert s["areas"]["2"]["minions"][1] == 0


def check_roll_twice_remove_minions(card):
    s = scenario()
    for n in range(1, 13):
        put(s, n, 1)
    give(s, 0, card)
    act(s, 0, {"type": "play_card", "card": card})
    rolls = rolled(act(s, 0, {"type": "use_text"}, seed=3))
    assert len(rolls) == 2
    choose(s, {"type": "remove_minion", "area": rolls[0], "owner": "1"})
    if rolls[1] != rolls[0]:
        choose(s, {"type": "remove_minion", "area": rolls[1], "owner": "1"})
    assert sum(a["minions"][1] for a in s["areas"].values()) == 12 - len(set(rolls))


def check_pay_player_then_assassinate(card):
    s = scenario()
    put(s, 4, 2)
    put(s, 4, 1)
    s["areas"]["4"]["trouble"] = True
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 1})
    choose(s, {"type": "assassinate", "area": 4, "owner": "2"})
    assert s["money"][:2] == [18, 22] and s["areas"]["4"]["minions"] == [0, 1, 0]


def check_pay_player_they_remove_minion(card):
    s = scenario(4)
    put(s, 4, 0)
    put(s, 4, 2)
    s["areas"]["4"]["trouble"] = True
    start_text(s, card)
    choose(s, {"type": "choose_player", "player": 1})
    assert pending(s)["seat"] == 1
    assert {"type": "remove_minion", "area": 4, "owner": "0"} not in legal(s)
    choose(s, {"type": "remove_minion", "area": 4, "owner": "2"})
    assert s["money"][:2] == [18, 22] and s["areas"]["4"]["minions"] == [1, 0, 0, 0]


def check_others_remove_own_minion(card):
    s = scenario()
    put(s, 1, 1)
    put(s, 2, 1)
    put(s, 3, 2)
    start_text(s, card)
    choose(s, {"type": "remove_own_minion", "area": 2}, seat=1)
    choose(s, {"type": "remove_own_minion", "area": 3}, seat=2)
    assert s["areas"]["3"]["minions"][2] == 0 and s["areas"]["2"]["minions"][1] == 0


def check_view_unused_personalities(card):
    s = scenario()
    s["unused_personalities"] = ["chrysoprase", "dragon_king_of_arms", "lord_vetinari"]
    start_text(s, card)
    assert len(s["known_personalities"][0]) == 2
    assert set(s["known_personalities"][0]) < set(s["unused_personalities"])


def check_swap_personality_random(card):
    s = scenario()
    s["unused_personalities"] = ["chrysoprase"]
    start_text(s, card)
    choose(s, {"type": "swap_personality"})
    assert s["personalities"][0] == "chrysoprase" and s["unused_personalities"] == [
        "commander_vimes"
    ]


TEXT_CHECKS = {name[6:]: fn for name, fn in dict(globals()).items() if name.startswith("check_")}
TEXT_CARDS = sorted(
    c for c, d in CARDS.items() if d["text"] and not d["text"].startswith("interrupt_")
)


@pytest.mark.parametrize("card", TEXT_CARDS)
def test_card_scroll_text(card):
    TEXT_CHECKS[CARDS[card]["text"]](card)


def test_every_text_card_has_a_check():
    assert (
        len(TEXT_CARDS) + len(INTERRUPT_CARDS) + sum(1 for d in CARDS.values() if not d["text"])
        == 101
    )
    assert {CARDS[c]["text"] for c in TEXT_CARDS} <= set(TEXT_CHECKS)


def test_peeled_nuts_does_nothing():
    s = scenario()
    pile = list(s["discard"])
    play(s, "G36")
    assert pending(s)["kind"] == "main" and s["discard"] == [*pile, "G36"] and s["money"][0] == 20
