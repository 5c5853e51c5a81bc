"""The rulebook's worked example (digest section "Worked example"), played action by action.

Player 1 of the rulebook is seat 0, player 2 is seat 1.
"""

from __future__ import annotations

from games.babel import GAME
from games.babel.state import hand_size, temple_points

from .helpers import make_state, play

S, A, P, M, H = "sumerians", "assyrians", "persians", "medes", "hittites"


def example_position():
    return make_state(
        hands={0: [A, H, S], 1: [M, M, S, H, P, A, A]},
        columns={
            0: {"hittites": [S, S, S, S, A, P, P], "sumerians": [P, P], "assyrians": [H, H]},
            1: {"hittites": [P, S, A, A, M]},
        },
        temples={1: {"hittites": [1, 2, 3, 4, 5, 6], "assyrians": [1, 2, 3]}},
        supply={0: [5], 1: [4]},
        figures={0: "hittites", 1: "medes"},
        current=0,
    )


def test_worked_example_step_by_step():
    state = example_position()
    mine, theirs = state["columns"]["0"], state["columns"]["1"]
    assert temple_points(state, 1) == 9

    # 1. Discard a Sumerian: the Sumerians win over the Mede on top of the opponent's column.
    effects = play(state, 0, {"type": "ability", "tribe": "sumerians"})
    assert [e["type"] for e in effects] == ["sacrifice", "take"]
    assert mine["hittites"] == [S, S, S, A, P, P, M]
    assert theirs["hittites"] == [P, S, A, A]
    assert state["discard"][S] == 1

    # 2. Migrate the top three (Persian, Persian, Mede) to the Sumerian land.
    play(state, 0, {"type": "migrate", "from": "hittites", "to": "sumerians"})
    assert mine["hittites"] == [S, S, S, A]
    assert mine["sumerians"] == [P, P, P, P, M]
    assert state["migrated"] is True
    assert {"type": "migrate", "from": "sumerians", "to": "medes"} not in GAME.legal_actions(
        state, 0
    )

    # 3. The Sumerians again: the opponent's top card is now an Assyrian, both Assyrians come over.
    play(state, 0, {"type": "ability", "tribe": "sumerians"})
    assert mine["hittites"] == [S, S, A, A, A]
    assert theirs["hittites"] == [P, S]

    # 4. Three Assyrians in a row destroy the level-6 temple; its cards go face down on top of
    #    the temple deck, highest first, so level 1 is on top.
    deck_size = len(state["temple_deck"])
    effects = play(state, 0, {"type": "ability", "tribe": "assyrians"})
    assert effects[-1] == {
        "type": "destroy",
        "seat": 1,
        "land": "hittites",
        "levels": [1, 2, 3, 4, 5, 6],
    }
    assert state["temples"]["1"]["hittites"] == []
    assert state["temple_deck"][-6:] == [6, 5, 4, 3, 2, 1]
    assert len(state["temple_deck"]) == deck_size + 6
    assert GAME.view(state, 1)["temple_deck_known_top"] == [1, 2, 3, 4, 5, 6]
    assert mine["hittites"] == [S, S, A, A]
    assert temple_points(state, 1) == 3

    # 5. Move to the Assyrian land by discarding the Assyrian from hand.
    play(state, 0, {"type": "move", "card": A})
    assert state["figures"]["0"] == "assyrians"
    assert state["hands"]["0"] == {"medes": 0, S: 1, H: 1, P: 0, A: 0}

    # 6. Settle the Hittite: three Hittites in a row.
    play(state, 0, {"type": "settle", "card": H})
    assert mine["assyrians"] == [H, H, H]

    # 7. Steal the level-3 temple card: the discarded Hittite counts towards the 3 settlers.
    effects = play(state, 0, {"type": "ability", "tribe": "hittites"})
    assert effects[-1]["type"] == "steal" and effects[-1]["level"] == 3
    assert mine["assyrians"] == [H, H]
    assert state["temples"]["0"]["assyrians"] == [3]
    assert state["temples"]["1"]["assyrians"] == [1, 2]

    # 8. Move to the Sumerian land by discarding the Sumerian from hand.
    play(state, 0, {"type": "move", "card": S})
    assert state["figures"]["0"] == "sumerians"
    assert hand_size(state, 0) == 0

    # 9. Four Persians and a Mede: the any-tribe ability twice. 7 cards -> keep 4, then 2.
    action = {"type": "ability", "tribe": "any", "with": P}
    assert action in GAME.legal_actions(state, 0)
    play(state, 0, action)
    assert state["pending_discard"] == {"seat": 1, "remaining": 3}
    assert GAME.to_act(state) == [1]
    assert GAME.legal_actions(state, 0) == []
    for card in (M, A, S):
        assert {"type": "discard", "card": card} in GAME.legal_actions(state, 1)
        play(state, 1, {"type": "discard", "card": card})
    assert hand_size(state, 1) == 4
    assert GAME.to_act(state) == [0]
    assert mine["sumerians"] == [P, P, P, M]
    play(state, 0, action)
    assert state["pending_discard"] == {"seat": 1, "remaining": 2}
    play(state, 1, {"type": "discard", "card": H})
    play(state, 1, {"type": "discard", "card": P})
    assert hand_size(state, 1) == 2
    assert state["hands"]["1"] == {M: 1, S: 0, H: 0, P: 0, A: 1}
    assert mine["sumerians"] == [P, P, M]
    assert GAME.to_act(state) == [0]

    # 10. The temple draw brings levels 1 and 2: the higher first, the lower on top.
    effects = play(state, 0, {"type": "end_turn"})
    assert effects[0] == {"type": "temple_draw", "seat": 0, "levels": [2, 1]}
    assert state["supply"]["0"] == [5, 2, 1]
    assert GAME.view(state, 0)["temple_deck_known_top"] == [3, 4, 5, 6]
    # The opponent's turn starts with the draw of 3 tribe cards.
    assert state["current"] == 1
    assert hand_size(state, 1) == 5
    assert GAME.outcome(state) is None
