"""Shared helpers for the Ankh-Morpork tests: scenarios, actions, invariants."""

from __future__ import annotations

import json
import random
from typing import Any

from games.ankh_morpork import GAME
from games.ankh_morpork.data import (
    BROWN_CARDS,
    CARDS,
    GREEN_CARDS,
    INTERRUPT_CARDS,
    MINIONS_PER_PLAYER,
)
from games.ankh_morpork.rules import new_turn
from games.ankh_morpork.state import minion_count
from games.engine import ensure_json_native
from tests.moves import random_playout

State = dict[str, Any]


def new_game(players: int = 3, seed: int = 0, **options: Any) -> State:
    opts = GAME.validate_options(players, options)
    state = GAME.new_state(players, opts)
    for effect in GAME.setup(players, opts, random.Random(seed)):
        GAME.apply(state, effect)
    return state


def act(state: State, seat: int, action: dict[str, Any], seed: int = 0) -> list[dict[str, Any]]:
    """Resolve and apply one action in place; return its effects."""
    effects = GAME.resolve(state, seat, action, random.Random(seed))
    for effect in effects:
        GAME.apply(state, effect)
    return effects


def current(state: State) -> int:
    return state["flow"]["current"]


def pending(state: State) -> dict[str, Any]:
    return state["flow"]["pending"]


def legal(state: State, seat: int | None = None) -> list[dict[str, Any]]:
    seat = pending(state)["seat"] if seat is None else seat
    return GAME.legal_actions(state, seat)


def types(state: State) -> set[str]:
    return {a["type"] for a in legal(state)}


def find_card(state: State, card: str) -> None:
    """Take ``card`` out of wherever it is (deck, hands, discard)."""
    for pool in (state["deck_green"], state["deck_brown"], state["discard"], *state["hands"]):
        if card in pool:
            pool.remove(card)
            return
    raise AssertionError(f"{card} not found")


def give(state: State, seat: int, *cards: str) -> None:
    for card in cards:
        find_card(state, card)
        state["hands"][seat].append(card)


def clear_board(state: State) -> None:
    for a in state["areas"].values():
        a["minions"] = [0] * state["players"]
        a["trolls"] = a["demons"] = 0
        a["trouble"] = False
        a["building"] = None
    state["city_cards"] = [[] for _ in range(state["players"])]


def put(state: State, area: int, owner: int | str, count: int = 1) -> None:
    a = state["areas"][str(area)]
    if owner == "troll":
        a["trolls"] += count
        state["trolls_left"] -= count
    elif owner == "demon":
        a["demons"] += count
        state["demons_left"] -= count
    else:
        a["minions"][owner] += count


def build(state: State, area: int, seat: int) -> None:
    state["areas"][str(area)]["building"] = seat
    state["city_cards"][seat].append(area)


def check_invariants(state: State) -> None:
    players = state["players"]
    in_game = [
        c for c in (*GREEN_CARDS, *BROWN_CARDS) if not (players == 2 and CARDS[c]["removed_in_2p"])
    ]
    located = (
        state["deck_green"] + state["deck_brown"] + state["discard"] + state["flow"]["resolving"]
    )
    for seat in range(players):
        located += state["hands"][seat] + state["loans"][seat] + state["penalties"][seat]
    assert sorted(located) == sorted(in_game), "every card is in exactly one place"
    for key, a in state["areas"].items():
        if a["trouble"]:
            assert minion_count(a) > 0, f"trouble without minions in area {key}"
        assert all(n >= 0 for n in a["minions"])
        assert a["trolls"] >= 0 and a["demons"] >= 0
    assert sum(a["trolls"] for a in state["areas"].values()) + state["trolls_left"] == 3
    assert sum(a["demons"] for a in state["areas"].values()) + state["demons_left"] == 4
    for seat in range(players):
        assert state["money"][seat] >= 0, "money is never negative"
        assert sum(a["minions"][seat] for a in state["areas"].values()) <= MINIONS_PER_PLAYER
        buildings = [int(k) for k, a in state["areas"].items() if a["building"] == seat]
        assert len(buildings) <= 6
        for number in state["city_cards"][seat]:
            assert number in buildings, "a City Area card goes with a building"
    if state["result"] is None:
        p = state["flow"]["pending"]
        assert p is not None and GAME.legal_actions(state, p["seat"]), "someone always has a choice"


def play_checked(players: int, seed: int, check_every: int = 1, **options: Any) -> State:
    """A random match (``tests.moves.random_playout``) with the state's JSON round-trip and
    the invariants checked every ``check_every`` actions and at the end."""
    state: State = {}
    for number, step in enumerate(random_playout(GAME, players, seed, options), start=1):
        state = step.after
        if number % check_every == 0:
            ensure_json_native(state)
            assert json.loads(json.dumps(state)) == state
            check_invariants(state)
    check_invariants(state)
    return state


def scenario(players: int = 3, seed: int = 0) -> State:
    """Seat 0 to play; empty hands and board; $20 each; no random events left.

    The interrupt cards lie face up in the discard pile, so a threatened player is asked
    for one only once a test gives one out (``give``): a player is asked whenever such a
    card could be in their hand, as far as the table knows."""
    state = new_game(players, seed)
    for seat in range(players):
        for card in state["hands"][seat]:
            pool = state["deck_green"] if CARDS[card]["deck"] == "green" else state["deck_brown"]
            pool.append(card)
        state["hands"][seat] = []
    for card in sorted(INTERRUPT_CARDS):
        find_card(state, card)
        state["discard"].append(card)
    clear_board(state)
    state["events"] = []
    state["money"] = [20] * players
    state["flow"].update(new_turn(0), pending={"seat": 0, "kind": "main", "prompt": "your turn"})
    state["personalities"] = ["commander_vimes", "lord_rust", "lord_selachii", "lord_de_worde"][
        :players
    ]
    return state


def play(state: State, card: str, seat: int = 0) -> list[dict[str, Any]]:
    if card not in state["hands"][seat]:
        give(state, seat, card)
    return act(state, seat, {"type": "play_card", "card": card})


def start_text(state: State, card: str, seat: int = 0) -> list[dict[str, Any]]:
    """Play ``card``, skip its other symbols and start its scroll text."""
    effects = play(state, card, seat)
    for _ in range(10):
        p = pending(state)
        if p is None or p["seat"] != seat or p["kind"] == "main":
            break
        kinds = types(state)
        if "use_text" in kinds:
            return effects + act(state, seat, {"type": "use_text"})
        if "skip" in kinds:
            effects += act(state, seat, {"type": "skip"})
            continue
        break
    raise AssertionError(f"{card}: no scroll text was offered")


def choose(state: State, action: dict[str, Any], seat: int | None = None) -> list[dict[str, Any]]:
    seat = pending(state)["seat"] if seat is None else seat
    assert action in legal(state, seat), (action, legal(state, seat))
    return act(state, seat, action)


def skip_rest(state: State) -> None:
    """Skip everything until the active player is back at their free choice."""
    for _ in range(20):
        p = pending(state)
        if p is None or p["kind"] == "main":
            return
        kinds = types(state)
        for choice in ("skip", "let_it_happen"):
            if choice in kinds:
                act(state, p["seat"], {"type": choice})
                break
        else:
            act(state, p["seat"], legal(state)[0])


class ScriptedDie(random.Random):
    """A random generator whose d12 rolls (randint) follow a script."""

    def __init__(self, rolls: list[int], seed: int = 0):
        super().__init__(seed)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0)


def act_rolls(
    state: State, seat: int, action: dict[str, Any], rolls: list[int]
) -> list[dict[str, Any]]:
    effects = GAME.resolve(state, seat, action, ScriptedDie(rolls))
    for effect in effects:
        GAME.apply(state, effect)
    return effects


def trigger_event(state: State, event: str, rolls: list[int]) -> list[dict[str, Any]]:
    """Seat 0 plays Professor of Recent Runes (EVENT first) with only ``event`` left."""
    state["events"] = [event]
    give(state, 0, "B38")
    return act_rolls(state, 0, {"type": "play_card", "card": "B38"}, rolls)
