"""Takeback by consent (issue 14, item 5): the rules the aggregate decides by.

What may be taken back
    A seat asks to take back **its last standing move** (its most recent ``ActionApplied``
    not already taken back) together with every move made after it - lichess's rule, so a
    reply the opponent already made goes too. The match returns to the state right after
    the event before that move (``to_version``).

When it is impossible
    * hidden information came out since: that move or any standing move after it has an
      effect the game says reveals something (``Game.reveals``: draws, rolls, shuffles,
      cards out of a hidden hand...) or names something hidden (``Game.action_secrets``);
      playing a move again must give nobody knowledge they did not have;
    * in a rated match, outside the asker's own turn: the asker must still be to act and
      no other seat may have moved since (a misclick inside one's turn, nothing more);
    * another request is pending, the match is not active, or the asker has no move left.

Consent
    Every other seat must accept. Bots accept at once (recorded as their answers, in the
    same save as the request), and so do other seats held by the asker's own account. A
    refusal - or the asker withdrawing - ends the request; a move by anybody cancels it
    (``Match.ActionApplied`` clears it), so a bot to act never waits for a human's answer.
    When the last consent arrives, ``MovesTakenBack`` is recorded in the same save.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from django.utils.translation import gettext

from games.engine import Game
from matches.errors import MatchError


class SeatedMatch(Protocol):
    """What these rules read of a match (``matches.aggregate.Match``, which decides by them)."""

    players: int
    seats: list[dict[str, Any]]

    @property
    def pending_takeback(self) -> dict[str, Any] | None: ...


class TakebackImpossible(MatchError):
    """The move cannot be taken back (the message says why)."""


class TakebackPending(MatchError):
    """Another takeback request is waiting for answers."""


class NoTakebackPending(MatchError):
    """There is no takeback request to answer."""


class NotAskedToAnswer(MatchError):
    """The seat has nothing to answer (it asked, or it already accepted)."""


@dataclass(frozen=True)
class StandingMove:
    """One accepted move that has not been taken back."""

    version: int
    seat: int
    action: dict[str, Any]
    effects: list[dict[str, Any]]


def move_reveals(engine: Game, move: StandingMove) -> bool:
    return (
        engine.reveals(move.effects)
        or engine.action_secrets(move.seat, move.action, move.effects) is not None
    )


def takeback_target(
    engine: Game, moves: list[StandingMove], seat: int, to_act: list[int], rated: bool
) -> int:
    """The version the match returns to if ``seat`` takes back its last move.

    Raises TakebackImpossible saying why not.
    """
    index = next((i for i in range(len(moves) - 1, -1, -1) if moves[i].seat == seat), None)
    if index is None:
        raise TakebackImpossible(
            gettext("seat %(seat)s has no move that could be taken back") % {"seat": seat}
        )
    taken_back = moves[index:]
    if rated and (len(taken_back) > 1 or seat not in to_act):
        raise TakebackImpossible(
            gettext(
                "this match is rated: a move can only be taken back during your own turn, before any other seat has moved"
            )
        )
    for move in taken_back:
        if move_reveals(engine, move):
            raise TakebackImpossible(
                gettext(
                    "the move at version %(version)s (seat %(seat)s) drew, rolled or revealed something hidden, so the moves up to it stand"
                )
                % {"version": move.version, "seat": move.seat}
            )
    return taken_back[0].version - 1


def automatic_consents(match: SeatedMatch, asker: int) -> list[tuple[int, str]]:
    """(seat, actor) of the seats that accept without being asked: bots, the asker's own."""
    username = match.seats[asker]["username"]
    consents = []
    for entry in match.seats:
        if entry["seat"] == asker:
            continue
        if entry["bot"] is not None:
            consents.append((entry["seat"], f"bot:{entry['bot']}"))
        elif username is not None and entry["username"] == username:
            consents.append((entry["seat"], f"user:{username}"))
    return consents


def awaiting(match: SeatedMatch) -> list[int]:
    """The seats whose answer the pending request still waits for."""
    pending = match.pending_takeback
    if pending is None:
        return []
    return [seat for seat in range(match.players) if seat not in pending["accepted"]]


def pending_data(pending: dict[str, Any] | None, players: int) -> dict[str, Any] | None:
    """A pending request as the API shows it (all public: who asked, back to which version)."""
    if pending is None:
        return None
    return {
        "seat": pending["seat"],
        "to_version": pending["to_version"],
        "requested_at": pending["requested_at"],
        "accepted": list(pending["accepted"]),
        "awaiting": [seat for seat in range(players) if seat not in pending["accepted"]],
    }


def takeback_data(match: SeatedMatch) -> dict[str, Any] | None:
    """The match's pending request as the API shows it."""
    return pending_data(match.pending_takeback, match.players)
