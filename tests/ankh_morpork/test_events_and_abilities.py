"""Random events (12), City Area abilities (12), personalities (7) and interrupts."""

from __future__ import annotations

from games.ankh_morpork import GAME
from tests.ankh_morpork.helpers import (
    act,
    act_rolls,
    build,
    choose,
    give,
    legal,
    pending,
    play,
    put,
    scenario,
    trigger_event,
    types,
)

# -- random events -------------------------------------------------------------------


def test_event_symbol_is_mandatory_and_recorded():
    s = scenario()
    effects = trigger_event(s, "fog", [])
    assert [e["event"] for e in effects if e["type"] == "event_drawn"] == ["fog"]
    assert s["events"] == [] and s["events_used"] == ["fog"]
    assert "skip" not in [e["type"] for e in effects]


def test_the_dragon_clears_the_rolled_area():
    s = scenario()
    put(s, 7, 1, 2)
    put(s, 7, "troll")
    build(s, 7, 2)
    s["areas"]["7"]["trouble"] = True
    effects = trigger_event(s, "the_dragon", [7])
    assert [e["value"] for e in effects if e["type"] == "roll"] == [7]
    a = s["areas"]["7"]
    assert (
        a["minions"] == [0, 0, 0]
        and a["trolls"] == 0
        and a["building"] is None
        and not a["trouble"]
    )
    assert s["city_cards"][2] == [] and s["trolls_left"] == 3


def test_flood_moves_minions_out_of_river_areas():
    s = scenario()
    put(s, 7, 1)
    put(s, 3, 1)
    trigger_event(s, "flood", [7, 3])  # Dragon's Landing (3) does not border the river
    assert pending(s)["seat"] == 1
    assert {a["area"] for a in legal(s)} == {5, 6, 8}
    choose(s, {"type": "flee_to", "area": 6})
    assert s["areas"]["6"]["minions"][1] == 1 and s["areas"]["3"]["minions"][1] == 1


def test_fire_spreads_only_to_adjacent_buildings():
    s = scenario()
    for n in (1, 2, 9):
        build(s, n, 1)
    trigger_event(s, "fire", [1, 2, 9])  # 1 burns, 2 is adjacent and burns, 9 is not adjacent to 2
    assert s["areas"]["1"]["building"] is None and s["areas"]["2"]["building"] is None
    assert s["areas"]["9"]["building"] == 1


def test_fog_discards_five_cards_face_up():
    s = scenario()
    before = len(s["deck_green"]) + len(s["deck_brown"])
    pile = len(s["discard"])
    trigger_event(s, "fog", [])  # (the Professor of Recent Runes comes out of the deck too)
    assert len(s["deck_green"]) + len(s["deck_brown"]) == before - 6
    assert len(s["discard"]) == pile + 5


def test_riots_end_the_game_on_points_with_eight_trouble_markers():
    s = scenario()
    for n in range(1, 9):
        put(s, n, 1)
        s["areas"][str(n)]["trouble"] = True
    trigger_event(s, "riots", [])
    assert s["result"]["reason"] == "riots"
    assert s["result"]["winners"] == [1]  # Commander Vimes (seat 0) does not win automatically


def test_riots_do_nothing_with_fewer_trouble_markers():
    s = scenario()
    trigger_event(s, "riots", [])
    assert s["result"] is None


def test_explosion_removes_the_building():
    s = scenario()
    build(s, 3, 2)
    trigger_event(s, "explosion", [3])
    assert s["areas"]["3"]["building"] is None and s["city_cards"][2] == []


def test_mysterious_murders_each_player_rolls_and_removes():
    s = scenario()
    put(s, 4, 0)
    put(s, 4, 1)
    put(s, 6, 2)
    trigger_event(s, "mysterious_murders", [4])
    assert pending(s)["seat"] == 0
    assert legal(s) == [{"type": "remove_minion", "area": 4, "owner": "1"}]  # not your own
    act_rolls(s, 0, {"type": "remove_minion", "area": 4, "owner": "1"}, [6, 12])
    assert pending(s)["seat"] == 1
    choose(s, {"type": "remove_minion", "area": 6, "owner": "2"})
    assert s["areas"]["4"]["minions"] == [1, 0, 0] and s["areas"]["6"]["minions"] == [0, 0, 0]


def test_demons_arrive_with_trouble():
    s = scenario()
    trigger_event(s, "demons", [1, 1, 2, 3])
    assert s["areas"]["1"]["demons"] == 2 and s["areas"]["1"]["trouble"]
    assert s["areas"]["3"]["demons"] == 1 and s["areas"]["3"]["trouble"] and s["demons_left"] == 0


def test_subsidence_pay_or_lose_each_building():
    s = scenario()
    build(s, 1, 1)
    build(s, 2, 1)
    s["money"][1] = 3
    trigger_event(s, "subsidence", [])
    choose(s, {"type": "pay", "amount": 2, "area": 1})
    assert legal(s) == [{"type": "lose_building", "area": 2}]
    choose(s, {"type": "lose_building", "area": 2})
    assert (
        s["money"][1] == 1
        and s["areas"]["2"]["building"] is None
        and s["areas"]["1"]["building"] == 1
    )


def test_bloody_stupid_johnson_loses_the_card_and_a_minion():
    s = scenario()
    build(s, 3, 2)
    put(s, 3, 2, 2)
    trigger_event(s, "bloody_stupid_johnson", [3])
    assert s["city_cards"][2] == [] and s["lost_city_cards"] == [3]
    assert s["areas"]["3"]["building"] == 2 and s["areas"]["3"]["minions"][2] == 1


def test_trolls_arrive_with_trouble_only_where_minions_are():
    s = scenario()
    put(s, 5, 1)
    trigger_event(s, "trolls", [5, 9, 9])
    assert s["areas"]["5"]["trolls"] == 1 and s["areas"]["5"]["trouble"]
    assert (
        s["areas"]["9"]["trolls"] == 2 and s["areas"]["9"]["trouble"]
    )  # the second troll met the first


def test_earthquake_removes_both_buildings():
    s = scenario()
    build(s, 3, 1)
    build(s, 11, 2)
    trigger_event(s, "earthquake", [3, 11])
    assert s["areas"]["3"]["building"] is None and s["areas"]["11"]["building"] is None


# -- interrupts ------------------------------------------------------------------------


def assassination_setup(card: str):
    s = scenario()
    put(s, 1, 0)
    put(s, 5, 1)
    put(s, 5, 2)
    put(s, 7, 1)
    s["areas"]["5"]["trouble"] = True
    give(s, 1, card)
    play(s, "G07")  # Dr Cruces: ASSASSINATE, $3
    choose(s, {"type": "assassinate", "area": 5, "owner": "1"})
    assert pending(s)["seat"] == 1 and pending(s)["kind"] == "interrupt"
    return s


def test_gaspode_stops_an_assassination():
    s = assassination_setup("G16")
    choose(s, {"type": "play_interrupt", "card": "G16"})
    assert s["areas"]["5"]["minions"][1] == 1 and "G16" in s["discard"]
    assert pending(s)["seat"] == 0  # back to seat 0's money symbol


def test_susan_stops_an_assassination():
    s = assassination_setup("B48")
    choose(s, {"type": "play_interrupt", "card": "B48"})
    assert s["areas"]["5"]["minions"][1] == 1


def test_letting_it_happen():
    s = assassination_setup("B48")
    choose(s, {"type": "let_it_happen"})
    assert s["areas"]["5"]["minions"][1] == 0 and "B48" in s["hands"][1]


def test_igor_and_fresh_start_club_relocate_the_minion():
    for card in ("B26", "G15"):
        s = assassination_setup(card)
        choose(s, {"type": "play_interrupt", "card": card})
        assert pending(s)["seat"] == 1
        areas = {a["area"] for a in legal(s)}
        assert 5 not in areas and areas == {6, 7, 8}  # normal placement rule, elsewhere
        choose(s, {"type": "place_minion", "area": 8})
        assert s["areas"]["8"]["minions"][1] == 1 and s["areas"]["5"]["minions"][1] == 0


def test_susan_against_a_random_event_but_not_gaspode():
    s = scenario()
    put(s, 7, 1)
    give(s, 1, "B48", "G16")
    trigger_event(s, "the_dragon", [7])
    assert pending(s)["seat"] == 1
    assert {a.get("card") for a in legal(s)} == {"B48", None}
    choose(s, {"type": "play_interrupt", "card": "B48"})
    assert s["areas"]["7"]["minions"][1] == 1


def test_small_gods_protects_a_building_from_an_event():
    s = scenario()
    build(s, 4, 1)
    build(s, 3, 1)
    trigger_event(s, "explosion", [3])
    assert types(s) == {"small_gods", "let_it_happen"}
    choose(s, {"type": "small_gods"})
    assert s["areas"]["3"]["building"] == 1 and s["money"][1] == 17


def test_wallace_sonky_ignores_a_text():
    s = scenario()
    give(s, 1, "G47")
    play(s, "G30")  # Mr Boggis: take $2 from every other player
    choose(s, {"type": "use_text"})
    assert pending(s)["seat"] == 1 and types(s) == {"play_interrupt", "let_it_happen"}
    choose(s, {"type": "play_interrupt", "card": "G47"})
    assert s["money"] == [22, 20, 18]


def test_doctor_mossy_lawn_ends_the_turn_and_returns_the_card():
    s = scenario()
    put(s, 1, 0)
    give(s, 0, "B18")
    play(s, "G05")  # Captain Carrot: MINION, REMOVE_TROUBLE, $1
    assert {"type": "play_interrupt", "card": "B18"} in legal(s)
    choose(s, {"type": "play_interrupt", "card": "B18"})
    assert "G05" in s["hands"][0] and "B18" in s["discard"]
    assert s["flow"]["current"] == 1 and len(s["hands"][0]) == 5


# -- City Area abilities --------------------------------------------------------------


def ability_setup(number: int):
    s = scenario()
    build(s, number, 0)
    put(s, number, 0)
    return s


def use(s, number):
    return act(s, 0, {"type": "use_ability", "area": number})


def test_money_abilities_once_per_turn():
    for number, amount in ((3, 2), (6, 2), (9, 1), (11, 3), (12, 1)):
        s = ability_setup(number)
        use(s, number)
        assert s["money"][0] == 20 + amount
        assert {"type": "use_ability", "area": number} not in legal(s)


def test_not_in_the_turn_the_card_was_gained():
    s = scenario()
    put(s, 3, 0)
    play(s, "G27")  # The Mended Drum: BUILDING, $2
    choose(s, {"type": "build", "area": 3})
    act(s, 0, {"type": "take_money"})
    assert {"type": "use_ability", "area": 3} not in legal(s)


def test_demons_block_an_ability():
    s = ability_setup(11)
    put(s, 11, "demon")
    assert {"type": "use_ability", "area": 11} not in legal(s)


def test_dolly_sisters_and_dimwell_place_a_minion_for_3():
    for number in (1, 8):
        s = ability_setup(number)
        use(s, number)
        far = 12 if number == 1 else 9
        choose(s, {"type": "place_minion", "area": far})
        assert s["money"][0] == 17 and s["areas"][str(far)]["minions"][0] == 1


def test_unreal_estate_draws_then_discards():
    s = ability_setup(2)
    pile = list(s["discard"])
    use(s, 2)
    assert len(s["hands"][0]) == 1
    card = s["hands"][0][0]
    choose(s, {"type": "discard", "card": card})
    assert s["discard"] == [*pile, card]


def test_small_gods_has_no_active_ability():
    s = ability_setup(4)
    assert {"type": "use_ability", "area": 4} not in legal(s)


def test_the_scours_discard_for_2():
    s = ability_setup(5)
    give(s, 0, "G18")
    use(s, 5)
    choose(s, {"type": "discard", "card": "G18"})
    assert s["money"][0] == 22


def test_the_shades_place_trouble_near_a_minion():
    s = ability_setup(7)
    put(s, 8, 1)
    use(s, 7)
    assert {a["area"] for a in legal(s) if a["type"] == "place_trouble"} == {7, 8}
    choose(s, {"type": "place_trouble", "area": 8})
    assert s["areas"]["8"]["trouble"]


def test_isle_of_gods_pay_2_remove_trouble():
    s = ability_setup(10)
    put(s, 6, 1)
    s["areas"]["6"]["trouble"] = True
    use(s, 10)
    choose(s, {"type": "remove_trouble", "area": 6})
    assert s["money"][0] == 18 and not s["areas"]["6"]["trouble"]


# -- personalities --------------------------------------------------------------------


def turn_passes_to_seat_0(s):
    s["flow"]["current"] = 2
    s["flow"]["pending"] = {"seat": 2, "kind": "main", "prompt": "your turn"}
    s["flow"]["must_play"] = False
    act(s, 2, {"type": "end_turn"})


def test_lord_vetinari_needs_ten_areas_with_three_players():
    s = scenario()
    s["personalities"][0] = "lord_vetinari"
    for n in range(1, 10):
        put(s, n, 0)
    turn_passes_to_seat_0(s)
    assert s["result"] is None
    s = scenario(4)
    s["personalities"][0] = "lord_vetinari"
    for n in range(1, 10):
        put(s, n, 0)
    s["flow"]["current"] = 3
    s["flow"]["pending"] = {"seat": 3, "kind": "main", "prompt": ""}
    s["flow"]["must_play"] = False
    act(s, 3, {"type": "end_turn"})
    assert s["result"]["winners"] == [0] and s["result"]["reason"] == "personality"


def test_the_three_lords_control_five_areas():
    for lord in ("lord_selachii", "lord_rust", "lord_de_worde"):
        s = scenario()
        s["personalities"][0] = lord
        for n in (1, 2, 3, 4):
            put(s, n, 0)
        put(s, 5, 0)
        put(s, 5, "troll")  # a troll ties: no control there
        turn_passes_to_seat_0(s)
        assert s["result"] is None
        s = scenario()
        s["personalities"][0] = lord
        for n in (1, 2, 3, 4, 5):
            put(s, n, 0)
        turn_passes_to_seat_0(s)
        assert s["result"]["winners"] == [0]


def test_dragon_king_of_arms_eight_trouble_markers():
    s = scenario()
    s["personalities"][0] = "dragon_king_of_arms"
    for n in range(1, 9):
        put(s, n, 1)
        s["areas"][str(n)]["trouble"] = True
    turn_passes_to_seat_0(s)
    assert s["result"]["winners"] == [0]


def test_chrysoprase_fifty_dollars_net_of_loans():
    s = scenario()
    s["personalities"][0] = "chrysoprase"
    s["money"][0] = 50
    s["loans"][0] = ["G29"]
    s["deck_green"].remove("G29")
    turn_passes_to_seat_0(s)
    assert s["result"] is None
    s = scenario()
    s["personalities"][0] = "chrysoprase"
    s["money"][0] = 38
    build(s, 3, 0)
    turn_passes_to_seat_0(s)
    assert s["result"]["winners"] == [0]


def test_commander_vimes_wins_when_the_deck_runs_out():
    s = scenario()
    s["deck_brown"] = []
    s["deck_green"] = s["deck_green"][:1]
    turn_passes_to_seat_0(s)
    assert s["result"]["reason"] == "deck" and s["result"]["winners"] == [0]


def test_points_and_tie_break_without_vimes():
    s = scenario()
    s["personalities"][0] = "lord_rust"
    put(s, 1, 1)  # 5 points
    build(s, 3, 2)  # 12 points
    s["money"] = [17, 20, 5]
    s["deck_brown"] = []
    s["deck_green"] = s["deck_green"][:1]
    turn_passes_to_seat_0(s)
    assert s["result"]["scores"] == {"0": 17, "1": 25, "2": 17}
    assert s["result"]["winners"] == [1]
    s = scenario()
    s["personalities"][0] = "lord_rust"
    s["money"] = [20, 8, 8]
    build(s, 3, 1)
    build(s, 1, 2)
    s["deck_brown"] = []
    s["deck_green"] = s["deck_green"][:1]
    turn_passes_to_seat_0(s)
    assert s["result"]["scores"] == {"0": 20, "1": 20, "2": 14}
    assert s["result"]["winners"] == [1]  # tie broken by the dearer City Area card


def test_loans_repay_12_or_lose_15():
    s = scenario()
    s["personalities"][0] = "lord_rust"
    s["loans"][1] = ["G29", "G03"]
    s["deck_green"].remove("G29")
    s["deck_green"].remove("G03")
    s["money"][1] = 20
    s["deck_brown"] = []
    s["deck_green"] = s["deck_green"][:1]
    turn_passes_to_seat_0(s)
    assert s["result"]["scores"]["1"] == 20 - 12 - 15


def test_illegal_actions_are_rejected_with_a_reason():
    import random

    import pytest

    from games.engine import IllegalAction

    s = scenario()
    give(s, 0, "G16", "G18")
    for bad, words in (
        ({"type": "play_card", "card": "G16"}, "interrupt"),
        ({"type": "end_turn"}, "must play"),
        ({"type": "play_card", "card": "B01"}, "from your hand"),
        ({"type": "fly"}, "not one of the choices"),
        ("nonsense", "JSON object"),
        ({"type": "play_card"}, "from your hand"),
    ):
        with pytest.raises(IllegalAction, match=words):
            GAME.resolve(s, 0, bad, random.Random(0))
    with pytest.raises(IllegalAction, match="not your decision"):
        GAME.resolve(s, 1, {"type": "end_turn"}, random.Random(0))
