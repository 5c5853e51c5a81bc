"""A tiny game whose actions name hidden things, for testing redaction end to end.

Each seat is dealt two secret cards; on its turn a seat gives one of its cards to
another seat, in secret (only giver and receiver learn which card), or stops the game.
"""

from __future__ import annotations

import random
from typing import Any

from games.engine import Action, Effect, Game, IllegalAction, Outcome, State, View, clone

CARDS = [f"card-{n:02d}" for n in range(12)]


class SecretGift(Game):
    slug = "secret-gift"
    name = "Secret gift"
    min_players = 2
    max_players = 3

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return {"players": players, "hands": [[] for _ in range(players)], "turn": 0, "over": False}

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        cards = CARDS[:]
        rng.shuffle(cards)
        return [
            {"type": "deal", "seat": s, "cards": cards[2 * s : 2 * s + 2]}
            | {"visible_to": [s], "secret": ["cards"]}
            for s in range(players)
        ]

    def apply(self, state: State, effect: Effect) -> State:
        if effect["type"] == "deal":
            state["hands"][effect["seat"]] = list(effect["cards"])
        elif effect["type"] == "give":
            state["hands"][effect["seat"]].remove(effect["card"])
            state["hands"][effect["to"]].append(effect["card"])
            state["turn"] = (effect["seat"] + 1) % state["players"]
        elif effect["type"] == "stop":
            state["over"] = True
        return state

    def to_act(self, state: State) -> list[int]:
        return [] if state["over"] else [state["turn"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state["over"] or seat != state["turn"]:
            return []
        gives = [
            {"type": "give", "card": card, "to": to}
            for card in state["hands"][seat]
            for to in range(state["players"])
            if to != seat
        ]
        return [*gives, {"type": "stop"}]

    def resolve(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("give a card of your hand to another seat, or stop")
        if action["type"] == "stop":
            return [{"type": "stop"}]
        return [
            {"type": "give", "seat": seat, "card": action["card"], "to": action["to"]}
            | {"visible_to": [seat, action["to"]], "secret": ["card"]}
        ]

    def action_secrets(self, seat: int, action: Action, effects: list[Effect]) -> Effect | None:
        if action["type"] == "give":
            return {"visible_to": [seat, action["to"]], "secret": ["card"]}
        return None

    def outcome(self, state: State) -> Outcome | None:
        if not state["over"]:
            return None
        return {"winners": [0], "scores": {str(s): 0 for s in range(state["players"])}}

    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        view = clone(state)
        view["hand_sizes"] = [len(hand) for hand in state["hands"]]
        if not omniscient:
            view["hands"] = [hand if s == seat else None for s, hand in enumerate(state["hands"])]
        return view

    def sample(self, view: View, seat: int, rng: random.Random) -> State:
        state = clone(view)
        sizes = state.pop("hand_sizes")
        known = {card for hand in view["hands"] if hand for card in hand}
        unknown = [card for card in CARDS if card not in known]
        rng.shuffle(unknown)
        for s, hand in enumerate(view["hands"]):
            if hand is None:
                state["hands"][s], unknown = unknown[: sizes[s]], unknown[sizes[s] :]
        return state

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        if action is None:
            return "Setup: two cards dealt to each seat"
        if action["type"] == "give":
            card = action["card"] or "a card"
            return f"Seat {seat} gives {card} to Seat {action['to']}"
        return f"Seat {seat} stops the game"


GAME = SecretGift()
