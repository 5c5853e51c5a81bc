"""Leaving a match (docs/api.md "Clocks and leaving"): the rules the aggregate decides by.

A seat leaves for good by resigning or by losing on time; it ranks last and a bot plays it
out, unless only one seat is left standing, which then wins. A match is aborted at once
before its second move, later only when every human seat still in the game asks.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext


def outcome_with_forfeits(outcome: dict[str, Any], forfeited: list[int]) -> dict[str, Any]:
    """A played-out result once some seats forfeited: they never win and rank last.

    (The contract of ``Finished`` for ratings: docs/api.md "Clocks and leaving".)
    """
    if not forfeited:
        return outcome
    scores = outcome.get("scores", {})
    winners = [seat for seat in outcome["winners"] if seat not in forfeited]
    if not winners:
        # The bot playing a forfeited seat came first: the best of the others win.
        standing = [s for s in map(int, scores) if s not in forfeited]
        best = max((scores[str(s)] for s in standing), default=None)
        winners = sorted(s for s in standing if scores[str(s)] == best)
    return {**outcome, "winners": winners, "forfeited": list(forfeited), "reason": "played_out"}


def forfeit_outcome(
    players: int, standing: list[int], forfeited: list[int], reason: str
) -> dict[str, Any]:
    """The result when everybody else left: the seat still standing wins (1 point, 0 others)."""
    return {
        "winners": list(standing),
        "scores": {str(seat): 1.0 if seat in standing else 0.0 for seat in range(players)},
        "forfeited": list(forfeited),
        "reason": reason,
    }


def voting_seats(seats: list[dict[str, Any]], forfeited: list[int]) -> list[int]:
    """The seats that must agree to abort: every human seat still in the game."""
    return [s["seat"] for s in seats if s["username"] is not None and s["seat"] not in forfeited]


def left_message(seat: int, what: str) -> str:
    """Why the player who left ``seat`` may not do ``what`` ("ask for a takeback" …)."""
    doing = {
        "ask for a takeback": gettext("ask for a takeback"),
        "answer a takeback": gettext("answer a takeback"),
        "vote on aborting the match": gettext("vote on aborting the match"),
    }.get(what, what)
    return gettext(
        "you left seat %(seat)s for good (resigned or lost on time); a bot plays it out and "
        "you can no longer %(what)s for it"
    ) % {"seat": seat, "what": doing}


def held_by_bot_message(seat: dict[str, Any]) -> str:
    values = {"seat": seat["seat"]}
    if seat.get("handed_over") == "timeout":
        return (
            gettext("a bot plays seat %(seat)s since its time ran out; reclaim the seat first")
            % values
        )
    if seat.get("handed_over"):
        return gettext("seat %(seat)s has left the match; a bot plays it out") % values
    return gettext("seat %(seat)s is played by a bot") % values
