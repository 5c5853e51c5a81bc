"""Issue 13, Ankh-Morpork items 1-6: each rulebook sentence, a position built by hand, the
choice offered or refused, and the outcome."""

from __future__ import annotations

import pytest

from games.ankh_morpork import GAME
from games.ankh_morpork.data import CARDS, INTERRUPT_CARDS, MINIONS_PER_PLAYER
from tests.ankh_morpork.helpers import (
    act,
    act_rolls,
    build,
    check_invariants,
    choose,
    find_card,
    give,
    legal,
    pending,
    play,
    put,
    scenario,
    start_text,
    trigger_event,
    types,
)

SHADES, HIPPO, DRAGONS_LANDING, DOLLY_SISTERS, NAP_HILL = 7, 6, 3, 1, 12


def ability(number: int) -> dict:
    return {"type": "use_ability", "area": number}


# -- 1. "You choose when you use it" / The Shades: "at any moment of your turn" ---------------


def test_the_shades_between_the_money_and_the_assassination_of_one_card():
    """Mr Teatime ($, assassinate): trouble placed by The Shades after the money symbol makes
    the assassination possible - before the card's next symbol, not only between two cards."""
    s = scenario()
    build(s, SHADES, 0)
    put(s, SHADES, 0)
    put(s, HIPPO, 0)
    put(s, HIPPO, 1)  # no trouble in The Hippo yet: nothing to assassinate
    play(s, "B33")
    assert "take_money" in types(s) and ability(SHADES) in legal(s)
    choose(s, ability(SHADES))
    choose(s, {"type": "place_trouble", "area": HIPPO})
    # back at the same symbol, the ability spent for this turn
    assert "take_money" in types(s) and ability(SHADES) not in legal(s)
    choose(s, {"type": "take_money"})
    choose(s, {"type": "assassinate", "area": HIPPO, "owner": "1"})
    assert s["areas"][str(HIPPO)]["minions"][1] == 0 and s["money"][0] == 20 + 3


def test_money_ability_after_the_minion_pays_for_the_building():
    """Ruby (minion, building): $5 cannot pay for Dolly Sisters ($6); the Dragon's Landing
    ability ($2) used after placing the minion and before the building symbol can."""
    s = scenario()
    s["money"][0] = 5
    build(s, DRAGONS_LANDING, 0)
    put(s, DRAGONS_LANDING, 0)
    play(s, "B40")
    assert ability(DRAGONS_LANDING) in legal(s)  # also before the first symbol's choice
    choose(s, {"type": "place_minion", "area": DOLLY_SISTERS})
    # nothing to build with $5, but the symbol waits: use an ability first or pass
    assert types(s) == {"skip", "use_ability"}
    choose(s, ability(DRAGONS_LANDING))
    choose(s, {"type": "build", "area": DOLLY_SISTERS})
    assert s["areas"][str(DOLLY_SISTERS)]["building"] == 0 and s["money"][0] == 1
    assert pending(s)["kind"] == "main"


def test_no_ability_inside_a_text_or_on_another_players_decision():
    s = scenario()
    build(s, NAP_HILL, 0)
    put(s, NAP_HILL, 0)
    put(s, SHADES, 1)
    start_text(s, "B31")  # Mr Shine: place a minion anywhere (a text, not a symbol)
    assert ability(NAP_HILL) not in legal(s)
    s = scenario()
    build(s, NAP_HILL, 0)
    put(s, NAP_HILL, 0)
    give(s, 1, "G47")
    start_text(s, "G30")  # Mr Boggis: seat 1 may answer with Wallace Sonky
    assert pending(s)["seat"] == 1 and "use_ability" not in types(s)


def test_a_symbol_with_nothing_to_do_is_not_asked_without_an_ability():
    s = scenario()
    play(s, "B33")  # Mr Teatime: no ability, no target: the assassination is skipped silently
    choose(s, {"type": "take_money"})
    assert pending(s)["kind"] == "main"


# -- 2. Interrupts answer every removal ----------------------------------------------------


def auditors(answer_card: str) -> dict:
    s = scenario()
    put(s, SHADES, 1)
    put(s, HIPPO, 1)
    give(s, 1, answer_card)
    start_text(s, "B04")
    if answer_card == "G47":  # Sonky is offered against the text itself first
        choose(s, {"type": "let_it_happen"})
    choose(s, {"type": "remove_own_minion", "area": SHADES})
    return s


@pytest.mark.parametrize("card", ["B48", "G16"])
def test_the_auditors_removal_can_be_stopped_by_susan_or_gaspode(card):
    s = auditors(card)
    assert pending(s)["seat"] == 1 and pending(s)["kind"] == "interrupt"
    assert types(s) == {"play_interrupt", "let_it_happen"}
    choose(s, {"type": "play_interrupt", "card": card})
    assert s["areas"][str(SHADES)]["minions"][1] == 1 and card in s["discard"]
    check_invariants(s)


def test_the_threatened_player_is_asked_whatever_their_hand():
    """Everybody sees who is asked, so a player holding Susan and one holding any other card
    are asked alike (the table cannot tell the hands apart); only the choices differ."""
    views, choices = [], []
    for card in ("B48", "B01"):  # Susan, or Adora Belle Dearheart (no interrupt)
        s = scenario()
        put(s, SHADES, 1)
        put(s, HIPPO, 1)
        find_card(s, "B48")
        s["deck_brown"].append("B48")  # out of sight: in a deck, or in seat 1's hand
        give(s, 1, card)
        start_text(s, "B04")
        choose(s, {"type": "remove_own_minion", "area": SHADES})
        assert pending(s)["seat"] == 1 and pending(s)["kind"] == "interrupt"
        views.append([GAME.view(s, seat) for seat in (0, 2, None)])
        choices.append(types(s))
    assert views[0] == views[1]
    assert choices == [{"play_interrupt", "let_it_happen"}, {"let_it_happen"}]


def test_a_player_with_no_cards_is_not_asked():
    s = scenario()
    put(s, SHADES, 1)
    put(s, HIPPO, 1)
    find_card(s, "B48")
    s["deck_brown"].append("B48")
    start_text(s, "B04")
    choose(s, {"type": "remove_own_minion", "area": SHADES})
    assert s["areas"][str(SHADES)]["minions"][1] == 0, "removed at once: no card, no question"


@pytest.mark.parametrize("card", ["B26", "G15"])
def test_the_auditors_removal_relocated_by_igor_or_fresh_start_club(card):
    s = auditors(card)
    choose(s, {"type": "play_interrupt", "card": card})
    areas = {a["area"] for a in legal(s)}
    assert SHADES not in areas and areas  # a different area, under the placement rule
    choose(s, {"type": "place_minion", "area": 5})
    assert s["areas"][str(SHADES)]["minions"][1] == 0 and s["areas"]["5"]["minions"][1] == 1


def test_the_auditors_do_not_offer_sonky_twice():
    s = auditors("G47")
    assert s["areas"][str(SHADES)]["minions"][1] == 0  # no second Sonky question
    assert "G47" in s["hands"][1]


def test_the_auditors_without_interrupts_remove_directly():
    s = scenario()
    put(s, SHADES, 1)
    put(s, HIPPO, 2)
    start_text(s, "B04")
    choose(s, {"type": "remove_own_minion", "area": SHADES})
    choose(s, {"type": "remove_own_minion", "area": HIPPO})
    assert s["areas"][str(SHADES)]["minions"][1] == 0 and s["areas"][str(HIPPO)]["minions"][2] == 0
    assert pending(s)["kind"] == "main"


@pytest.mark.parametrize("card", ["G06", "G21", "B22"])
def test_a_failed_gamble_can_be_answered_with_susan_but_not_gaspode(card):
    """Dibbler, Here'n'Now, Errol on a 1: you remove one of your own minions - a removal."""
    s = scenario()
    put(s, SHADES, 0)
    give(s, 0, "B48", "G16")
    play(s, card)
    act_rolls(s, 0, {"type": "use_text"}, [1])
    choose(s, {"type": "remove_own_minion", "area": SHADES})
    assert pending(s)["kind"] == "interrupt"
    assert {a.get("card") for a in legal(s)} == {"B48", None}  # Gaspode: only another player
    choose(s, {"type": "play_interrupt", "card": "B48"})
    assert s["areas"][str(SHADES)]["minions"][0] == 1


# -- 3. "Take one back and place it somewhere else" ------------------------------------------


def all_twelve_out(s: dict) -> None:
    put(s, SHADES, 0, MINIONS_PER_PLAYER - 1)
    put(s, HIPPO, 0)


def test_a_minion_taken_back_is_not_placed_where_it_was():
    s = scenario()
    all_twelve_out(s)
    play(s, "G18")  # Groat: MINION
    assert types(s) == {"take_back_minion", "skip"}
    choose(s, {"type": "take_back_minion", "area": HIPPO})
    areas = {a["area"] for a in legal(s)}
    assert HIPPO not in areas and SHADES in areas
    assert "skip" not in types(s)  # once taken back it must be placed
    choose(s, {"type": "place_minion", "area": 5})
    assert s["areas"]["5"]["minions"][0] == 1 and s["areas"][str(HIPPO)]["minions"][0] == 0


def test_take_back_is_refused_where_no_other_place_would_remain():
    """Willikins (place where you have a building): with one building, the minion there cannot
    be taken back (it could only return where it was)."""
    s = scenario()
    all_twelve_out(s)
    build(s, HIPPO, 0)
    start_text(s, "B53")
    assert legal(s) == [{"type": "take_back_minion", "area": SHADES}, {"type": "skip"}]


# -- 4. An exchange is a move --------------------------------------------------------------


def test_the_bursar_exchange_brings_trouble_where_another_minion_stays():
    s = scenario()
    put(s, SHADES, 1)
    put(s, SHADES, 2)  # seat 2's minion stays in The Shades
    put(s, HIPPO, 0)  # alone in The Hippo
    s["areas"][str(SHADES)]["trouble"] = True
    start_text(s, "B07")
    choose(s, {"type": "choose_minion", "area": SHADES, "owner": "1"})
    effects = choose(s, {"type": "choose_minion", "area": HIPPO, "owner": "0"})
    assert any(e["type"] == "minions_swapped" for e in effects)
    shades, hippo = s["areas"][str(SHADES)], s["areas"][str(HIPPO)]
    assert shades["minions"] == [1, 0, 1] and shades["trouble"]  # seat 0 arrives: trouble
    assert hippo["minions"] == [0, 1, 0] and not hippo["trouble"]  # seat 1 arrives alone
    check_invariants(s)


def test_the_bursar_exchange_clears_trouble_of_an_area_left_alone():
    s = scenario()
    put(s, SHADES, 1)
    put(s, HIPPO, 0)
    s["areas"][str(SHADES)]["trouble"] = True  # (left over: seat 1 alone with a marker)
    s["areas"][str(HIPPO)]["trouble"] = False
    start_text(s, "B07")
    choose(s, {"type": "choose_minion", "area": SHADES, "owner": "1"})
    choose(s, {"type": "choose_minion", "area": HIPPO, "owner": "0"})
    assert not s["areas"][str(SHADES)]["trouble"] and not s["areas"][str(HIPPO)]["trouble"]


def test_an_old_exchange_effect_replays_as_it_was_stored():
    s = scenario()
    put(s, SHADES, 1)
    put(s, SHADES, 2)
    put(s, HIPPO, 0)
    from games.ankh_morpork import GAME

    old = {"type": "minions_swapped", "area_a": SHADES, "owner_a": "1", "area_b": HIPPO}
    GAME.apply(s, {**old, "owner_b": "0"})
    assert not s["areas"][str(SHADES)]["trouble"]  # stored before the ruling: unchanged


# -- 5. "May" stays optional: audit of the 101 cards ------------------------------------------


def rich_board() -> dict:
    """Every piece a text could want: minions of all, trouble, buildings, cards in hands."""
    s = scenario()
    for number in range(1, 13):
        put(s, number, 0)
        put(s, number, 1 + number % 2)
    for number in (5, 7, 9):
        s["areas"][str(number)]["trouble"] = True
    build(s, 3, 1)
    build(s, 10, 2)
    build(s, 12, 0)
    for seat in (1, 2):
        give(s, seat, *[c for c in ("G18", "G19", "B40", "B20")[seat - 1 :: 2]])
    give(s, 0, "G05", "G17")
    return s


#: Texts whose first question is not the card's player's to decline: the card commands it
#: ("must", a die already rolled, "each area rolled") - the text itself was optional.
COMMANDED_TEXTS = {"roll_twice_remove_minions", "others_remove_own_minion"}


@pytest.mark.parametrize(
    "card", sorted(c for c in CARDS if "SCROLL" in CARDS[c]["symbols"] and c not in INTERRUPT_CARDS)
)
def test_every_scroll_text_can_be_declined(card):
    s = rich_board()
    play(s, card)
    for _ in range(10):  # reach the scroll question, taking the symbols before it
        if "use_text" in types(s):
            break
        act(s, 0, next(a for a in legal(s) if a["type"] != "skip"))
    assert {"type": "skip"} in legal(s), "the scroll itself is always optional"
    text = CARDS[card]["text"]
    act_rolls(s, 0, {"type": "use_text"}, [5, 5, 5])
    p = pending(s)
    if p is None or p["kind"] == "main" or p["seat"] != 0 or text in COMMANDED_TEXTS:
        return
    stack_top = s["flow"]["stack"][-1]
    if stack_top["t"] == "card":  # the text was over at once (draw, money...)
        return
    assert "skip" in types(s), f"{CARDS[card]['name']}: the first choice of its text"


@pytest.mark.parametrize("card", ["B17", "B29"])
def test_doctor_hix_and_the_mob_may_be_declined(card):
    s = scenario()
    put(s, SHADES, 0)
    put(s, SHADES, 1)
    put(s, HIPPO, 1)
    s["areas"][str(SHADES)]["trouble"] = True
    start_text(s, card)
    assert "place_trouble" in types(s) and "skip" in types(s)
    choose(s, {"type": "skip"})
    assert not s["areas"][str(HIPPO)]["trouble"]
    if card == "B29":  # The Mob's minion symbol is optional too
        assert types(s) >= {"place_minion", "skip"}
        choose(s, {"type": "skip"})
    assert pending(s)["kind"] == "main"


def test_every_symbol_but_the_event_can_be_declined():
    for card, data in CARDS.items():
        if card in INTERRUPT_CARDS or not data["symbols"]:
            continue
        s = rich_board()
        play(s, card)
        for _ in range(12):
            p = pending(s)
            if p is None or p["kind"] == "main" or p["seat"] != 0:
                break
            assert "skip" in types(s), (data["name"], p["prompt"])
            act(s, 0, {"type": "skip"})


# -- 6. Fog (or any effect) empties the deck mid-turn ---------------------------------------


def test_fog_emptying_the_deck_ends_the_game_at_once():
    """ "The game ends ... as soon as one player takes the last card from the deck": Fog
    discards the last cards mid-turn - the game ends there, before the card's next symbol."""
    s = scenario()
    keep = (s["deck_green"] + s["deck_brown"])[:4]
    s["discard"] += [c for c in s["deck_green"] + s["deck_brown"] if c not in keep]
    s["deck_green"] = [c for c in s["deck_green"] if c in keep]
    s["deck_brown"] = [c for c in s["deck_brown"] if c in keep]
    put(s, SHADES, 0)
    effects = trigger_event(s, "fog", [])  # Professor of Recent Runes: EVENT, then a scroll
    types_seen = [e["type"] for e in effects]
    assert types_seen.index("fog") < types_seen.index("game_over")
    assert s["result"] is not None and s["result"]["reason"] == "deck"
    assert s["result"]["winners"] == [0]  # seat 0 is Commander Vimes
    assert s["flow"]["pending"] is None and "use_text" not in types_seen


def test_fog_leaving_cards_lets_the_turn_go_on():
    s = scenario()
    trigger_event(s, "fog", [])
    assert s["result"] is None and pending(s)["seat"] == 0
    assert "use_text" in types(s)


def test_a_draw_of_the_last_card_mid_turn_ends_the_game():
    s = scenario()
    keep = s["deck_green"][:3]
    s["discard"] += [c for c in s["deck_green"] + s["deck_brown"] if c not in keep]
    s["deck_green"], s["deck_brown"] = keep, []
    start_text(s, "G22")  # Hex: draw three cards, then a building symbol
    assert s["result"] is not None and s["result"]["reason"] == "deck"
    assert len(s["hands"][0]) == 3


def test_with_the_other_end_rule_the_game_ends_when_a_draw_cannot_be_made():
    s = scenario()
    s["options"]["end_when_last_card_drawn"] = False
    keep = s["deck_green"][:3]
    s["discard"] += [c for c in s["deck_green"] + s["deck_brown"] if c not in keep]
    s["deck_green"], s["deck_brown"] = keep, []
    start_text(s, "G22")
    assert s["result"] is None  # the deck is empty but nobody had to draw from it yet
    choose(s, {"type": "end_turn"})  # refilling to five needs two more cards
    assert s["result"] is not None and s["result"]["reason"] == "deck"
