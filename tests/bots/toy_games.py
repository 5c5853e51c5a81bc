"""Two tiny games on the engine contract, small enough to reason about in tests.

* ``TicTacToe``: perfect information, for positions with one obvious best move.
* ``HighCard``: hidden hands, 2-4 players: each trick every seat plays a card,
  the highest card takes it and leads the next; most tricks wins.
"""

from __future__ import annotations

import random
from typing import Any

from games.engine import Action, Effect, Game, IllegalAction, Outcome, State, View, clone

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class TicTacToe(Game):
    slug = "tictactoe"
    name = "Tic-tac-toe"
    min_players = 2
    max_players = 2

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return {"board": [None] * 9, "turn": 0}

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        return []

    def apply(self, state: State, effect: Effect) -> State:
        state["board"][effect["cell"]] = effect["seat"]
        state["turn"] = 1 - effect["seat"]
        return state

    def winner(self, state: State) -> int | None:
        board = state["board"]
        for a, b, c in LINES:
            if board[a] is not None and board[a] == board[b] == board[c]:
                return board[a]
        return None

    def outcome(self, state: State) -> Outcome | None:
        winner = self.winner(state)
        if winner is not None:
            return {"winners": [winner], "scores": {str(winner): 1, str(1 - winner): 0}}
        if all(cell is not None for cell in state["board"]):
            return {"winners": [0, 1], "scores": {"0": 0, "1": 0}}
        return None

    def to_act(self, state: State) -> list[int]:
        return [] if self.outcome(state) else [state["turn"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat != state["turn"] or self.outcome(state):
            return []
        return [{"type": "mark", "cell": i} for i, c in enumerate(state["board"]) if c is None]

    def resolve(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("mark an empty cell on your turn")
        return [{"type": "mark", "seat": seat, "cell": action["cell"]}]

    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        return clone(state)

    def sample(self, view: View, seat: int, rng: random.Random) -> State:
        return clone(view)


CARDS = list(range(1, 13))
HAND_SIZE = 3


class HighCard(Game):
    slug = "highcard"
    name = "High card"
    min_players = 2
    max_players = 4

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return {
            "players": players,
            "hands": {str(s): [] for s in range(players)},
            "deck": [],
            "trick": [],
            "played": [],
            "turn": 0,
            "tricks": {str(s): 0 for s in range(players)},
        }

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        cards = CARDS[:]
        rng.shuffle(cards)
        effects: list[Effect] = []
        for s in range(players):
            hand = sorted(cards[s * HAND_SIZE : (s + 1) * HAND_SIZE])
            effects.append(
                {"type": "deal", "seat": s, "cards": hand, "visible_to": [s], "secret": ["cards"]}
            )
        deck = cards[players * HAND_SIZE :]
        effects.append({"type": "deck", "cards": deck, "visible_to": [], "secret": ["cards"]})
        return effects

    def apply(self, state: State, effect: Effect) -> State:
        kind = effect["type"]
        if kind == "deal":
            state["hands"][str(effect["seat"])] = effect["cards"]
        elif kind == "deck":
            state["deck"] = effect["cards"]
        elif kind == "play":
            state["hands"][str(effect["seat"])].remove(effect["card"])
            state["trick"].append({"seat": effect["seat"], "card": effect["card"]})
            state["turn"] = (effect["seat"] + 1) % state["players"]
        elif kind == "trick_won":
            state["tricks"][str(effect["seat"])] += 1
            state["played"].extend(play["card"] for play in state["trick"])
            state["trick"] = []
            state["turn"] = effect["seat"]
        return state

    def finished(self, state: State) -> bool:
        return not state["trick"] and not any(state["hands"].values())

    def outcome(self, state: State) -> Outcome | None:
        if not self.finished(state):
            return None
        best = max(state["tricks"].values())
        winners = [int(s) for s, n in state["tricks"].items() if n == best]
        return {"winners": winners, "scores": dict(state["tricks"])}

    def to_act(self, state: State) -> list[int]:
        return [] if self.finished(state) else [state["turn"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat != state["turn"] or self.finished(state):
            return []
        return [{"type": "play", "card": c} for c in sorted(state["hands"][str(seat)])]

    def resolve(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("play a card from your hand on your turn")
        effects: list[Effect] = [{"type": "play", "seat": seat, "card": action["card"]}]
        trick = state["trick"] + [{"seat": seat, "card": action["card"]}]
        if len(trick) == state["players"]:
            winner = max(trick, key=lambda play: play["card"])["seat"]
            effects.append({"type": "trick_won", "seat": winner})
        return effects

    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        view = clone(state)
        view["hand_sizes"] = {s: len(hand) for s, hand in state["hands"].items()}
        view["deck_size"] = len(state["deck"])
        if not omniscient:
            view["deck"] = None
            for s in view["hands"]:
                if seat is None or s != str(seat):
                    view["hands"][s] = None
        return view

    def sample(self, view: View, seat: int, rng: random.Random) -> State:
        state = clone(view)
        del state["hand_sizes"], state["deck_size"]
        seen = set(view["hands"][str(seat)]) | set(view["played"])
        seen |= {play["card"] for play in view["trick"]}
        unknown = [c for c in CARDS if c not in seen]
        rng.shuffle(unknown)
        for s, size in view["hand_sizes"].items():
            if s != str(seat):
                state["hands"][s], unknown = sorted(unknown[:size]), unknown[size:]
        state["deck"] = unknown
        return state

    def evaluate(self, state: State) -> dict[int, float] | None:
        total = sum(state["tricks"].values()) or 1
        return {int(s): n / total for s, n in state["tricks"].items()}
