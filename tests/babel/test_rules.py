"""Each rule of the digest, on hand-made positions."""

from __future__ import annotations

import random
from itertools import product

import pytest

from games.babel import GAME
from games.babel.checks import (
    starting_build_keeper,
    starting_build_possible,
    starting_build_safe,
)
from games.babel.data import ABILITIES, LANDS, TRIBES
from games.babel.state import hand_size, has_run, runs, temple_points, tribes_with_runs
from games.engine import apply_all, clone, redact_effect

from .helpers import assert_rejected, make_state, play

S, A, P, M, H = "sumerians", "assyrians", "persians", "medes", "hittites"


def fresh_game(seed: int = 0):
    rng = random.Random(seed)
    return apply_all(GAME, GAME.new_state(2, {}), GAME.setup(2, {}, rng))


# -- setup and the draw phase -------------------------------------------------------------------


def test_setup_deals_and_starts_the_first_turn_with_its_draw():
    state = fresh_game()
    assert hand_size(state, 0) == 5 + 3  # the first turn's draw happens too
    assert hand_size(state, 1) == 5
    assert len(state["tribe_deck"]) == 60 - 13
    assert len(state["temple_deck"]) == 43
    assert state["supply"] == {"0": [1], "1": [1]}
    assert state["figures"] == {"0": "quarry", "1": "quarry"}
    assert GAME.to_act(state) == [0]
    assert GAME.outcome(state) is None


def test_validate_options_accepts_exactly_two_players():
    assert GAME.validate_options(2, None) == {}
    for players in (1, 3):
        with pytest.raises(ValueError):
            GAME.validate_options(players, {})


def test_draw_reshuffles_the_discard_pile_when_the_deck_runs_out():
    state = make_state(
        hands={0: [M]},
        temples={0: {"medes": [1]}, 1: {"medes": [1]}},
        figures={0: "medes"},
        tribe_deck_size=1,
    )
    pile = sum(state["discard"].values())
    effects = play(state, 0, {"type": "end_turn"}, seed=3)
    kinds = [e["type"] for e in effects]
    assert kinds == ["temple_draw", "turn_start", "draw", "reshuffle", "draw"]
    reshuffle = effects[3]
    assert reshuffle["visible_to"] == [] and reshuffle["count"] == pile
    for seat in (0, 1, None):
        assert redact_effect(reshuffle, seat)["order"] is None
        drawn = redact_effect(effects[4], seat)["cards"]
        assert (drawn is not None) == (seat == 1)
    assert hand_size(state, 1) == 3
    assert sum(state["discard"].values()) == 0
    assert len(state["tribe_deck"]) == pile - 2


def test_draw_takes_what_exists_when_deck_and_discard_pile_are_empty():
    state = make_state(
        hands={0: [M] * 12 + [S] * 12 + [H] * 12, 1: [P] * 12 + [A] * 11},
        temples={0: {"medes": [1]}, 1: {"medes": [1]}},
        figures={0: "medes"},
    )
    assert len(state["tribe_deck"]) == 1 and sum(state["discard"].values()) == 0
    effects = play(state, 0, {"type": "end_turn"})
    assert [e["type"] for e in effects] == ["temple_draw", "turn_start", "draw"]
    assert effects[-1]["count"] == 1
    assert hand_size(state, 1) == 24


def test_temple_draw_puts_the_higher_card_first_and_the_lower_on_top():
    state = make_state(
        temples={0: {"medes": [1]}, 1: {"medes": [1]}},
        supply={0: [6]},
        temple_deck_top=[3, 5],
    )
    effects = play(state, 0, {"type": "end_turn"})
    assert effects[0]["levels"] == [5, 3]
    assert state["supply"]["0"] == [6, 5, 3]
    assert state["current"] == 1 and state["turn"] == 6


# -- move, settle, build --------------------------------------------------------------------------


def test_move_discards_the_card_and_moves_the_figure():
    state = make_state(hands={0: [H, H]}, figures={0: "quarry", 1: "hittites"})
    play(state, 0, {"type": "move", "card": H})
    assert state["figures"]["0"] == H  # both figures may share a land
    assert state["hands"]["0"][H] == 1
    assert state["discard"][H] >= 1
    assert_rejected(state, 0, {"type": "move", "card": H}, "already stands")
    assert_rejected(state, 0, {"type": "move", "card": M}, "no medes card")


def test_settle_puts_a_card_on_top_of_your_column_where_your_figure_is():
    state = make_state(hands={0: [A, P]}, columns={0: {"sumerians": [A, A]}})
    assert_rejected(state, 0, {"type": "settle", "card": A}, "quarry")
    state["figures"]["0"] = "sumerians"
    play(state, 0, {"type": "settle", "card": A})
    play(state, 0, {"type": "settle", "card": P})
    assert state["columns"]["0"]["sumerians"] == [A, A, A, P]
    assert hand_size(state, 0) == 0


def test_build_in_order_from_either_supply_column_with_enough_settlers():
    # The rulebook's build example: 4 settlers in Media allow levels 2, 3 and 4, taken from the
    # own and the opponent's supply columns; 2 more settlers allow 5 and 6.
    state = make_state(
        hands={0: [M, M]},
        columns={0: {"medes": [M, S, S, H]}},
        temples={0: {"medes": [1]}},
        supply={0: [6, 2], 1: [5, 4, 3]},
        figures={0: "medes"},
    )
    assert_rejected(state, 0, {"type": "build", "land": "medes", "column": 1}, "needs level 2")
    play(state, 0, {"type": "build", "land": "medes", "column": 0})
    play(state, 0, {"type": "build", "land": "medes", "column": 1})
    play(state, 0, {"type": "build", "land": "medes", "column": 1})
    assert state["temples"]["0"]["medes"] == [1, 2, 3, 4]
    assert_rejected(state, 0, {"type": "build", "column": 1}, "at least 5")
    play(state, 0, {"type": "settle", "card": M})
    play(state, 0, {"type": "settle", "card": M})
    play(state, 0, {"type": "build", "column": 1})
    play(state, 0, {"type": "build", "column": 0})
    assert state["temples"]["0"]["medes"] == [1, 2, 3, 4, 5, 6]
    assert temple_points(state, 0) == 6
    assert_rejected(state, 0, {"type": "build", "column": 0}, "beyond level 6")


def test_build_rejects_the_wrong_land_and_the_quarry():
    state = make_state(columns={0: {"medes": [M]}}, supply={0: [1]}, figures={0: "medes"})
    assert_rejected(state, 0, {"type": "build", "land": "persians", "column": 0}, "stands in")
    state["figures"]["0"] = "quarry"
    assert_rejected(state, 0, {"type": "build", "column": 0}, "quarry")


def test_removing_settlers_never_lowers_a_temple():
    state = make_state(
        columns={0: {"medes": [M, M, M]}},
        temples={0: {"medes": [1, 2, 3]}},
        figures={0: "persians"},
    )
    play(state, 0, {"type": "migrate", "from": "medes", "to": "persians"})
    assert state["columns"]["0"]["medes"] == []
    assert temple_points(state, 0) == 3


# -- the first turn -------------------------------------------------------------------------------


def test_first_turn_cannot_end_before_the_starting_card_is_built():
    state = fresh_game(seed=5)
    assert {"type": "end_turn"} not in GAME.legal_actions(state, 0)
    assert_rejected(state, 0, {"type": "end_turn"}, "starting")
    # The opponent's starting card is reserved for its owner.
    tribe = next(t for t, n in state["hands"]["0"].items() if n)
    play(state, 0, {"type": "move", "card": tribe})
    play(state, 0, {"type": "settle", "card": next(t for t, n in state["hands"]["0"].items() if n)})
    assert_rejected(state, 0, {"type": "build", "column": 1}, "reserved")
    play(state, 0, {"type": "build", "column": 0})
    assert state["temples"]["0"][tribe] == [1]
    assert state["starting_card_pending"]["0"] is False
    assert {"type": "end_turn"} in GAME.legal_actions(state, 0)
    play(state, 0, {"type": "end_turn"})
    # Seat 1 now has the same obligation.
    assert {"type": "end_turn"} not in GAME.legal_actions(state, 1)


def test_first_turn_offers_only_actions_that_keep_the_starting_build_possible():
    state = make_state(hands={0: [M, S]}, supply={0: [1]})
    state["starting_card_pending"]["0"] = True
    legal = GAME.legal_actions(state, 0)
    assert {"type": "move", "card": M} in legal and {"type": "end_turn"} not in legal
    play(state, 0, {"type": "move", "card": M})
    # Moving again would leave no card to settle: only settling is offered.
    assert GAME.legal_actions(state, 0) == [{"type": "settle", "card": S}]
    assert_rejected(state, 0, {"type": "move", "card": S}, "starting temple card")
    play(state, 0, {"type": "settle", "card": S})
    assert GAME.legal_actions(state, 0) == [{"type": "build", "land": M, "column": 0}]
    play(state, 0, {"type": "build", "land": M, "column": 0})
    assert GAME.legal_actions(state, 0) == [{"type": "end_turn"}]


def every_action_the_keeper_may_judge(figure: str) -> list[dict]:
    """Every move, settle, build, migration and ability, legal or not (on the quarry only
    moves and migrations: the others are refused there before the keeper is asked)."""
    actions: list[dict] = [{"type": "move", "card": tribe} for tribe in TRIBES]
    actions += [{"type": "migrate", "from": a, "to": b} for a in LANDS for b in LANDS if a != b]
    if figure != "quarry":
        actions += [{"type": "settle", "card": tribe} for tribe in TRIBES]
        actions += [{"type": "build", "land": figure, "column": column} for column in (0, 1)]
        actions += [{"type": "ability", "tribe": tribe} for tribe in ABILITIES]
    return actions


@pytest.mark.parametrize("seed", range(4))
def test_a_safe_first_turn_table_keeps_the_starting_build_possible_after_any_action(seed):
    """starting_build_safe's claim, on random tables of hands, figures, column sizes and
    temples: where it holds, the starting-card keeper lets every single action through."""
    rng = random.Random(seed)
    safe_tables = 0
    for _ in range(3000):
        state = make_state(
            hands={0: [tribe for tribe in TRIBES for _ in range(rng.randint(0, 3))]},
            columns={
                0: {land: list(TRIBES[: rng.choice((0, 0, 1, 2, 3, 4, 5))]) for land in LANDS}
            },
            temples={0: {land: [1] for land in LANDS if rng.random() < 0.3}},
            figures={0: rng.choice((*LANDS, "quarry"))},
        )
        state["starting_card_pending"]["0"] = True
        if not starting_build_safe(state, 0):
            continue
        safe_tables += 1
        keeps = starting_build_keeper(state, 0)
        for action in every_action_the_keeper_may_judge(state["figures"]["0"]):
            assert keeps(action), (state, action)
    assert safe_tables > 500


def starting_build_possible_after(state: dict, seat: int, action: dict) -> bool:
    """starting_build_possible of the table after ``action``: the hand, the figure, the column
    sizes and the empty sites changed as the action changes them."""
    key = str(seat)
    hand = dict(state["hands"][key])
    figure = state["figures"][key]
    sizes = {land: len(state["columns"][key][land]) for land in LANDS}
    empty = {land: not state["temples"][key][land] for land in LANDS}
    kind = action["type"]
    if kind == "move":
        hand[action["card"]] -= 1
        figure = action["card"]
    elif kind == "settle":
        hand[action["card"]] -= 1
        sizes[figure] += 1
    elif kind == "migrate":
        sizes[action["from"]] -= 3
        sizes[action["to"]] += 3
    elif kind == "build":
        empty[figure] = False
    elif kind == "ability":
        sizes[figure] -= 1
        if action["tribe"] in ("hittites", "persians"):
            empty[figure] = False
    return starting_build_possible(hand, figure, sizes, empty)


@pytest.mark.parametrize("seed", range(2))
def test_the_keeper_is_whether_the_starting_build_stays_possible(seed):
    """The starting-card keeper (worked out site by site) lets an action through exactly when
    starting_build_possible holds on the table after it, or the action builds the starting
    card: on random tables, for every action it may judge."""
    rng = random.Random(10 + seed)
    for _ in range(3000):
        state = make_state(
            hands={0: [tribe for tribe in TRIBES for _ in range(rng.choice((0, 0, 0, 1, 2)))]},
            columns={0: {land: list(TRIBES[: rng.choice((0, 0, 1, 2, 3, 4))]) for land in LANDS}},
            temples={0: {land: [1] for land in LANDS if rng.random() < 0.3}},
            figures={0: rng.choice((*LANDS, "quarry"))},
        )
        keeps = starting_build_keeper(state, 0)
        for action in every_action_the_keeper_may_judge(state["figures"]["0"]):
            expected = (
                action["type"] == "build" and action["column"] == 0
            ) or starting_build_possible_after(state, 0, action)
            assert keeps(action) == expected, (state, action)


# -- migration ------------------------------------------------------------------------------------


def test_migration_moves_exactly_the_top_three_in_order_once_per_turn():
    state = make_state(
        columns={0: {"medes": [P, S, S, H], "persians": [P], "hittites": [A, A]}},
        figures={0: "hittites"},
    )
    assert_rejected(state, 0, {"type": "migrate", "from": "hittites", "to": "medes"}, "exactly")
    assert_rejected(state, 0, {"type": "migrate", "from": "medes", "to": "medes"}, "another")
    play(state, 0, {"type": "migrate", "from": "medes", "to": "persians"})
    assert state["columns"]["0"]["medes"] == [P]
    assert state["columns"]["0"]["persians"] == [P, S, S, H]
    assert_rejected(state, 0, {"type": "migrate", "from": "persians", "to": "medes"}, "once")
    play(state, 0, {"type": "end_turn"})
    play(state, 1, {"type": "end_turn"})
    assert state["current"] == 0 and state["migrated"] is False
    play(state, 0, {"type": "migrate", "from": "persians", "to": "medes"})
    assert state["columns"]["0"]["medes"] == [P, S, S, H]


# -- tribe abilities ------------------------------------------------------------------------------


def test_ability_needs_three_consecutive_cards_in_the_land_of_the_figure():
    state = make_state(
        columns={0: {"medes": [A, A, S, A], "persians": [A, A, A]}, 1: {"medes": [H]}},
        temples={1: {"medes": [1], "persians": [1]}},
        figures={0: "medes"},
    )
    assert_rejected(state, 0, {"type": "ability", "tribe": "assyrians"}, "3 consecutive")
    state["figures"]["0"] = "persians"
    play(state, 0, {"type": "ability", "tribe": "assyrians"})
    assert state["columns"]["0"]["persians"] == [A, A]


def test_assyrians_destroy_the_temple_lowest_level_on_top_of_the_temple_deck():
    state = make_state(
        columns={0: {"persians": [A, A, A, A, S]}},
        temples={1: {"persians": [1, 2, 4]}},
        figures={0: "persians"},
    )
    effects = play(state, 0, {"type": "ability", "tribe": "assyrians"})
    assert effects[0] == {
        "type": "sacrifice",
        "seat": 0,
        "land": "persians",
        "index": 0,
        "card": A,
    }
    assert state["temples"]["1"]["persians"] == []
    assert state["temple_deck"][-3:] == [4, 2, 1]
    assert GAME.view(state, None)["temple_deck_known_top"] == [1, 2, 4]
    # With four in a row the ability may be used again while three remain.
    assert runs(state["columns"]["0"]["persians"], A) == [0]
    assert_rejected(state, 0, {"type": "ability", "tribe": "assyrians"}, "no temple")
    # The next temple draw brings the known cards 1 and 2.
    play(state, 0, {"type": "end_turn"})
    assert state["supply"]["0"][-2:] == [2, 1]
    assert GAME.view(state, None)["temple_deck_known_top"] == [4]


def test_hittites_steal_a_higher_level_counting_the_discarded_hittite():
    state = make_state(
        columns={0: {"sumerians": [H, H, H, M]}},
        temples={0: {"sumerians": [1]}, 1: {"sumerians": [1, 2, 3, 5]}},
        figures={0: "sumerians"},
    )
    assert_rejected(state, 0, {"type": "ability", "tribe": "hittites"}, "needs 5")
    state["columns"]["0"]["sumerians"].insert(0, S)
    play(state, 0, {"type": "ability", "tribe": "hittites"})  # skips levels 2-4
    assert state["temples"]["0"]["sumerians"] == [1, 5]
    assert state["temples"]["1"]["sumerians"] == [1, 2, 3]
    assert state["columns"]["0"]["sumerians"] == [S, H, H, M]
    state["columns"]["0"]["sumerians"] = [H, H, H, H, H]
    assert_rejected(state, 0, {"type": "ability", "tribe": "hittites"}, "higher")


def test_medes_expel_every_card_of_the_named_tribe_wherever_it_lies():
    state = make_state(
        columns={0: {"assyrians": [M, M, M]}, 1: {"assyrians": [S, P, S, H, S]}},
        figures={0: "assyrians"},
    )
    before = dict(state["discard"])
    assert_rejected(state, 0, {"type": "ability", "tribe": "medes", "target": A}, "no assyrians")
    assert_rejected(state, 0, {"type": "ability", "tribe": "medes"}, "target")
    play(state, 0, {"type": "ability", "tribe": "medes", "target": S})
    assert state["columns"]["1"]["assyrians"] == [P, H]
    assert state["discard"][S] == before[S] + 3
    assert state["discard"][M] == before[M] + 1


def test_sumerians_win_over_every_card_of_the_opponents_top_tribe():
    state = make_state(
        columns={0: {"medes": [S, S, S, P]}, 1: {"medes": [H, A, H, P, H]}},
        figures={0: "medes"},
    )
    play(state, 0, {"type": "ability", "tribe": "sumerians"})
    assert state["columns"]["0"]["medes"] == [S, S, P, H, H, H]
    assert state["columns"]["1"]["medes"] == [A, P]


def test_persians_skip_exactly_one_level_counting_the_discarded_persian():
    state = make_state(
        columns={0: {"hittites": [P, P, P, A]}},
        temples={0: {"hittites": [1, 2]}},
        supply={0: [4], 1: [3]},
        figures={0: "hittites"},
    )
    legal = GAME.legal_actions(state, 0)
    assert {"type": "ability", "tribe": "persians", "column": 0} in legal
    assert {"type": "ability", "tribe": "persians", "column": 1} not in legal
    assert_rejected(state, 0, {"type": "ability", "tribe": "persians", "column": 1}, "level 3")
    effects = play(state, 0, {"type": "ability", "tribe": "persians", "column": 0})
    assert effects[-1]["skip"] is True and effects[-1]["level"] == 4
    assert state["temples"]["0"]["hittites"] == [1, 2, 4]
    assert state["columns"]["0"]["hittites"] == [P, P, A]  # 3 left: the Persian counted


def test_persians_need_enough_settlers():
    state = make_state(
        columns={0: {"hittites": [P, P, P]}},
        temples={0: {"hittites": [1, 2]}},
        supply={0: [4]},
        figures={0: "hittites"},
    )
    assert_rejected(state, 0, {"type": "ability", "tribe": "persians", "column": 0}, "at least 4")


def test_any_three_make_the_opponent_discard_half_their_hand_of_their_choice():
    state = make_state(
        hands={0: [M], 1: [S, S, H, A, P]},
        columns={0: {"medes": [H, H, H]}},
        figures={0: "medes"},
    )
    play(state, 0, {"type": "ability", "tribe": "any", "with": H})
    assert GAME.to_act(state) == [1]
    assert state["pending_discard"] == {"seat": 1, "remaining": 2}  # 5 cards: keep 3
    assert GAME.legal_actions(state, 1) == [{"type": "discard", "card": c} for c in (S, H, P, A)]
    assert_rejected(state, 0, {"type": "end_turn"}, "seat 1 must first discard")
    assert_rejected(state, 1, {"type": "end_turn"}, "discard 2 more")
    assert_rejected(state, 1, {"type": "discard", "card": M}, "no medes")
    play(state, 1, {"type": "discard", "card": S})
    play(state, 1, {"type": "discard", "card": S})
    assert state["pending_discard"] is None
    assert state["hands"]["1"] == {M: 0, S: 0, H: 1, P: 1, A: 1}
    assert GAME.to_act(state) == [0]
    assert_rejected(state, 1, {"type": "discard", "card": H}, "nobody asked")
    state["hands"]["1"] = {M: 0, S: 0, H: 1, P: 0, A: 0}
    state["columns"]["0"]["medes"] = [H, H, H]
    assert_rejected(state, 0, {"type": "ability", "tribe": "any", "with": H}, "fewer than 2")


def test_tribes_with_runs_finds_every_run_that_runs_finds_topmost_first():
    """tribes_with_runs looks at one place in three: on random columns it finds exactly the
    runs of ``runs``, each tribe in the order of its topmost run."""
    rng = random.Random(3)
    for _ in range(20000):
        tribes = TRIBES[: rng.randint(1, 5)]
        column = [rng.choice(tribes) for _ in range(rng.randint(0, 16))]
        expected = {tribe: runs(column, tribe) for tribe in TRIBES if runs(column, tribe)}
        order = sorted(expected, key=lambda tribe: -expected[tribe][0])
        found = tribes_with_runs(column)
        assert found == expected and list(found) == order, column


def test_has_run_is_whether_some_tribe_has_a_run():
    """has_run looks at the pairs that start at odd places: on every column of up to 8 cards of
    three tribes, and on random longer ones, it answers whether ``runs`` finds one."""
    columns = [list(cards) for size in range(9) for cards in product(TRIBES[:3], repeat=size)]
    rng = random.Random(4)
    for _ in range(20000):
        tribes = TRIBES[: rng.randint(1, 5)]
        columns.append([rng.choice(tribes) for _ in range(rng.randint(9, 20))])
    for column in columns:
        assert has_run(column) == any(runs(column, tribe) for tribe in TRIBES), column


def test_several_runs_of_one_tribe_are_told_apart_by_run():
    state = make_state(
        columns={0: {"medes": [A, A, A, S, A, A, A]}, 1: {"medes": [H]}},
        temples={1: {"medes": [1]}},
        figures={0: "medes"},
    )
    legal = GAME.legal_actions(state, 0)
    assert {"type": "ability", "tribe": "assyrians", "run": 1} in legal
    play(state, 0, {"type": "ability", "tribe": "assyrians", "run": 1})
    assert state["columns"]["0"]["medes"] == [A, A, S, A, A, A]
    assert_rejected(state, 0, {"type": "ability", "tribe": "any", "with": A, "run": 1}, "run")


# -- the end --------------------------------------------------------------------------------------


def scoring_position(mine: list[int], theirs: list[int], **extra):
    """Seat 0 can build level ``len(mine[-1]) + 1`` in Media from its own supply."""
    lands = ["medes", "sumerians", "hittites", "persians", "assyrians"]
    temples = {
        0: {land: list(range(1, top + 1)) for land, top in zip(lands, mine, strict=False) if top},
        1: {land: list(range(1, top + 1)) for land, top in zip(lands, theirs, strict=False) if top},
    }
    return make_state(temples=temples, **extra)


def test_fifteen_against_fewer_than_ten_wins_at_once():
    state = scoring_position([3, 6, 5], [4, 5], columns={0: {"medes": [M] * 4}})
    state["supply"]["0"] = [4]
    state["figures"]["0"] = "medes"
    effects = play(state, 0, {"type": "build", "column": 0})
    assert effects[-1]["type"] == "game_over"
    assert GAME.outcome(state) == {"winners": [0], "scores": {"0": 15, "1": 9}}
    assert GAME.to_act(state) == [] and GAME.legal_actions(state, 0) == []
    assert_rejected(state, 0, {"type": "end_turn"}, "over")


def test_fifteen_against_ten_starts_the_final_phase_and_twenty_wins_it():
    state = scoring_position([2, 6, 5], [4, 6], columns={0: {"medes": [M] * 6}})
    state["supply"]["0"] = [6, 5, 4, 3]
    state["figures"]["0"] = "medes"
    assert GAME.view(state, 1)["final_phase"] is False
    play(state, 0, {"type": "build", "column": 0})
    assert GAME.outcome(state) is None  # 14 against 10
    play(state, 0, {"type": "build", "column": 0})
    assert GAME.outcome(state) is None  # 15 against 10: the final phase
    assert GAME.view(state, 1)["final_phase"] is True
    play(state, 0, {"type": "build", "column": 0})
    play(state, 0, {"type": "build", "column": 0})
    assert GAME.outcome(state) is None  # 17 against 10
    state["temples"]["0"]["persians"] = [1, 2]
    state["columns"]["0"]["persians"] = [P, P, P]
    state["supply"]["1"] = [3]
    state["figures"]["0"] = "persians"
    play(state, 0, {"type": "build", "column": 1})
    assert GAME.outcome(state) == {"winners": [0], "scores": {"0": 20, "1": 10}}


def test_final_phase_is_won_when_the_opponent_drops_below_ten():
    state = scoring_position(
        [5, 5, 5], [4, 6], columns={0: {"sumerians": [A, A, A]}}, figures={0: "sumerians"}
    )
    assert GAME.view(state, 0)["final_phase"] is True
    play(state, 0, {"type": "ability", "tribe": "assyrians"})
    assert GAME.outcome(state) == {"winners": [0], "scores": {"0": 15, "1": 4}}


def test_final_phase_exactly_ten_does_not_end_the_game():
    # Ruling: "below 10" (main text), not the player aid's "10 or fewer".
    state = scoring_position(
        [5, 5, 5], [4, 6, 1], columns={0: {"hittites": [A, A, A]}}, figures={0: "hittites"}
    )
    play(state, 0, {"type": "ability", "tribe": "assyrians"})
    assert temple_points(state, 1) == 10
    assert GAME.outcome(state) is None


def last_temple_card_position(mine: list[int], theirs: list[int], hands: dict[int, list[str]]):
    state = scoring_position(mine, theirs, hands=hands, supply={0: [2]}, temple_deck_size=1)
    assert len(state["temple_deck"]) == 1
    return state


def test_last_temple_card_ends_the_game_more_points_wins():
    state = last_temple_card_position([3, 2], [4], {0: [M], 1: [S, S]})
    effects = play(state, 0, {"type": "end_turn"})
    assert [e["type"] for e in effects] == ["temple_draw", "game_over"]
    assert state["temple_deck"] == []
    assert GAME.outcome(state) == {"winners": [0], "scores": {"0": 5, "1": 4}}


def test_last_temple_card_tie_goes_to_more_cards_in_hand():
    state = last_temple_card_position([3, 2], [5], {0: [M], 1: [S, S]})
    play(state, 0, {"type": "end_turn"})
    assert GAME.outcome(state) == {"winners": [1], "scores": {"0": 5, "1": 5}}


def test_last_temple_card_full_tie_is_a_draw_with_both_seats_winning():
    state = last_temple_card_position([3, 2], [5], {0: [M, A], 1: [S, S]})
    effects = play(state, 0, {"type": "end_turn"})
    assert GAME.outcome(state) == {"winners": [0, 1], "scores": {"0": 5, "1": 5}}
    assert "draw" in GAME.describe(0, {"type": "end_turn"}, effects)


# -- malformed and out-of-turn actions ------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ("end_turn", "object"),
        ({}, "type"),
        ({"type": 3}, "type"),
        ({"type": "fly"}, "unknown action"),
        ({"type": "move"}, "'card'"),
        ({"type": "move", "card": "romans"}, "tribes"),
        ({"type": "move", "card": ["medes"]}, "tribes"),
        ({"type": "build"}, "'column'"),
        ({"type": "build", "column": True}, "seat 0 or 1"),
        ({"type": "build", "column": "0"}, "seat 0 or 1"),
        ({"type": "migrate", "from": "medes"}, "'to'"),
        ({"type": "migrate", "from": "medes", "to": 4}, "lands"),
        ({"type": "ability"}, "'tribe'"),
        ({"type": "ability", "tribe": "romans"}, "tribe"),
        ({"type": "ability", "tribe": "any"}, "'with'"),
        ({"type": "ability", "tribe": "medes", "target": "x"}, "tribes"),
        ({"type": "ability", "tribe": "assyrians", "run": "top"}, "run"),
        ({"type": "ability", "tribe": "assyrians", "run": 5}, "run"),
    ],
)
def test_malformed_actions_are_rejected_with_a_reason(action, words):
    state = make_state(
        hands={0: [M]},
        columns={0: {"medes": [M, M, M, A, A, A]}, 1: {"medes": [S]}},
        temples={1: {"medes": [1]}},
        figures={0: "medes"},
    )
    if isinstance(action, dict):
        assert_rejected(state, 0, action, words)
    else:
        from games.engine import IllegalAction

        before = clone(state)
        with pytest.raises(IllegalAction, match=words):
            GAME.resolve(state, 0, action, random.Random(0))
        assert state == before


def test_out_of_turn_and_bad_seats_are_rejected():
    state = make_state(hands={0: [M], 1: [M]})
    assert_rejected(state, 1, {"type": "end_turn"}, "seat 0's turn")
    assert GAME.legal_actions(state, 1) == []
    from games.engine import IllegalAction

    for seat in (2, -1, True, "0"):
        with pytest.raises(IllegalAction):
            GAME.resolve(state, seat, {"type": "end_turn"}, random.Random(0))


def test_describe_gives_one_line_for_every_event():
    rng = random.Random(4)
    state = fresh_game(4)
    assert GAME.describe(None, None, GAME.setup(2, {}, random.Random(4))).startswith("Setup")
    for _ in range(80):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        effects = GAME.resolve(state, seat, action, rng)
        text = GAME.describe(seat, action, [redact_effect(e, None) for e in effects])
        assert text.startswith(f"Seat {seat}") and "\n" not in text
        apply_all(GAME, state, effects)
