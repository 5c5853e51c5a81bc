"""The inference check: what the table sees after a move never depends on a hidden hand.

The leak test (``test_leaks.py``) finds hidden values in responses; it cannot see an
inference. A decision everybody can see (whose turn it is, what that seat is asked) that
is offered only when a hidden hand allows it tells the table about the hand without any
hidden value in a response (Ankh-Morpork once asked a threatened player only when their
hand held an answering card).

So, over random matches of every game, at every move and for one seat at a time (the
*observer*), the move is played twice: once in the real state, and once in a state dealt
anew from what the observer knows (``Game.sample``: every hand and deck order the
observer cannot see, re-dealt), with the same randomness. Unless the two moves drew or
showed different things at random (a card turned face up from a deck dealt anew,
``Game.reveals``), the observer must see exactly the same after both: the same effects
(as the observer may see them), so the same decisions offered to the same seats. A
difference means the table could tell the two hidden states apart.

Independence is counted per public decision kind: for each kind, how often it followed
the move in the real state and in the re-dealt one; any move where the two disagree
fails the test, naming the game, the seed, the move and both decisions.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import pytest

from games.engine import Game, IllegalAction, redact_effect
from games.registry import all_games, get_game

MATCHES_PER_GAME = 200
#: Actions checked per match: Babel to the end, the others well into the middle game. Great
#: Zimbabwe hides nothing (every view is the whole state), so its opening is enough.
#: ``TABULA_INFERENCE_ACTIONS=400`` plays every match to its end (the longer run).
MAX_ACTIONS = {"babel": 400, "great-zimbabwe": 12, "bora-bora": 120, "ankh-morpork": 120}
LONGER = int(os.environ.get("TABULA_INFERENCE_ACTIONS", "0"))
SEED = 26


def decision_kind(slug: str, state: dict[str, Any]) -> str:
    """The public name of the decision a state waits on (for the counts only)."""
    if slug == "ankh-morpork":
        pending = state["flow"]["pending"]
        return pending["kind"] if pending else "none"
    if slug == "bora-bora":
        return state["frames"][-1]["kind"] if state["frames"] else state["phase"]
    if slug == "babel":
        if state["pending_discard"]:
            return "discard"
        return "starting card" if state["starting_card_pending"] else "turn"
    return str(state.get("phase"))


def decision(game: Game, state: dict[str, Any]) -> tuple[str, tuple[int, ...]]:
    return decision_kind(game.slug, state), tuple(game.to_act(state))


def apply_all(game: Game, state: dict[str, Any], effects: list[dict[str, Any]]) -> None:
    for effect in effects:
        game.apply(state, effect)


class Check:
    """Counts of one game's comparisons, and the first disagreement found."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.compared = 0
        self.skipped: Counter[str] = Counter()
        #: (decision kind, seen in the real state, seen in the re-dealt one) -> moves
        self.presence: Counter[tuple[str, bool, bool]] = Counter()
        self.kinds: set[str] = set()
        self.failures: list[str] = []

    def move(
        self,
        state: dict[str, Any],
        seat: int,
        action: dict[str, Any],
        action_seed: int,
        observer: int,
        deal_seed: int,
        where: str,
    ) -> None:
        """Check one move, then play it on ``state``."""
        game = self.game
        effects = game.resolve(state, seat, action, random.Random(action_seed))
        redealt = game.sample(game.view(state, observer), observer, random.Random(deal_seed))
        try:
            other_effects = game.resolve(redealt, seat, action, random.Random(action_seed))
        except IllegalAction:
            other_effects = None
        apply_all(game, state, effects)
        if other_effects is None:
            self.skipped["the move needs the real hidden state"] += 1
            return
        seen = [redact_effect(effect, observer) for effect in effects]
        other_seen = [redact_effect(effect, observer) for effect in other_effects]
        if seen != other_seen and (game.reveals(effects) or game.reveals(other_effects)):
            # Another card drawn face up, another roll: the difference may be chance's.
            self.skipped["the move showed or drew something else at random"] += 1
            return
        apply_all(game, redealt, other_effects)
        self.compared += 1
        real, other = decision(game, state), decision(game, redealt)
        self.kinds |= {real[0], other[0]}
        for kind in {real[0], other[0]}:
            self.presence[(kind, real[0] == kind, other[0] == kind)] += 1
        if real != other or seen != other_seen:
            self.failures.append(
                f"{where}: seat {seat} played {action}; seat {observer} sees "
                f"{real} after it in the real state but {other} in one dealt anew"
                + ("" if real != other else f", and other effects: {seen} / {other_seen}")
            )

    def report(self) -> str:
        lines = [f"{self.game.slug}: {self.compared} moves compared, skipped {dict(self.skipped)}"]
        for kind in sorted(self.kinds):
            both = self.presence[(kind, True, True)]
            real_only = self.presence[(kind, True, False)]
            other_only = self.presence[(kind, False, True)]
            lines.append(
                f"  {kind}: after {both} moves in both, {real_only} only with the real "
                f"hidden state, {other_only} only with another"
            )
        return "\n".join(lines + self.failures[:5])


def check_game(slug: str, matches: int = MATCHES_PER_GAME) -> Check:
    game = get_game(slug)
    check = Check(game)
    counts = list(range(game.min_players, game.max_players + 1))
    for number in range(matches):
        players = counts[number % len(counts)]
        seed = SEED * 1_000_003 + number
        rng = random.Random(seed)
        options = game.validate_options(players, {})
        state = game.new_state(players, options)
        for effect in game.setup(players, options, rng):
            game.apply(state, effect)
        for step in range(max(LONGER, MAX_ACTIONS[slug])):
            if game.outcome(state) is not None:
                break
            seat = game.to_act(state)[0]
            action = rng.choice(game.legal_actions(state, seat))
            action_seed = rng.getrandbits(64)
            observer = rng.randrange(players)
            where = f"{slug} match {number} ({players} players, seed {seed}) move {step}"
            deal_seed = rng.getrandbits(64)
            check.move(state, seat, action, action_seed, observer, deal_seed, where)
    return check


@pytest.mark.slow
@pytest.mark.parametrize("slug", [game.slug for game in all_games()])
def test_what_the_table_sees_after_a_move_is_independent_of_hidden_hands(slug):
    check = check_game(slug)
    assert not check.failures, check.report()
    assert check.compared >= MATCHES_PER_GAME, check.report()


def test_the_check_catches_a_decision_offered_on_the_hand(monkeypatch):
    """The check's power: Ankh-Morpork as it was, asking a threatened player only when
    their hand held an answering card, fails it within a few matches."""
    from games.ankh_morpork import machine

    in_hand_only = machine.interrupt_cards_for

    def asked_on_the_hand(*args: Any, cards: Any = None) -> list[str]:
        return in_hand_only(*args)

    monkeypatch.setattr(machine, "interrupt_cards_for", asked_on_the_hand)
    check = check_game("ankh-morpork", matches=20)
    assert check.failures, check.report()
    assert any("'interrupt'" in failure for failure in check.failures)
