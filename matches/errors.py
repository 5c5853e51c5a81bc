"""Domain errors raised by the match aggregate's decisions. The API maps each to a status code."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from games.engine import IllegalAction, InvalidOptions
from games.registry import UnknownGame

__all__ = [
    "AbortRefused",
    "AlreadySeated",
    "IllegalAction",
    "InvalidOptions",
    "MatchError",
    "MatchFull",
    "MatchNotActive",
    "MatchNotFinished",
    "MatchNotFound",
    "NotSeated",
    "NotYourTurn",
    "OutOfTime",
    "RatedMatchWithBots",
    "SeatHeldByBot",
    "SeatTaken",
    "UnknownGame",
    "VersionConflict",
]


class MatchError(Exception):
    """Base class: every message is a sentence a person can act on."""


class MatchNotFound(MatchError):
    pass


class VersionConflict(MatchError):
    def __init__(self, expected: int, current: int):
        super().__init__(
            f"the match is at version {current}, not {expected}; reload the view and decide again"
        )
        self.expected = expected
        self.current_version = current


class MatchNotActive(MatchError):
    pass


class MatchNotFinished(MatchError):
    pass


class NotYourTurn(MatchError):
    pass


class SeatTaken(MatchError):
    pass


class AlreadySeated(MatchError):
    pass


class MatchFull(MatchError):
    pass


# -- ratings --------------------------------------------------------------------------


class RatedMatchWithBots(MatchError):
    """A rated match is between people only: no bot may sit in it."""


#: Why a bot may not sit in a rated match (the create form and the bots endpoint say it).
RATED_WITH_BOTS = gettext_lazy(
    "rated matches against bots are not possible: create the match with rated false "
    "to play with bots"
)


# -- clocks and leaving ------------------------------------------------------------


class NotSeated(MatchError):
    """The caller holds no seat that may do this (403)."""


class OutOfTime(MatchError):
    """A move that came after its seat's deadline: refused, the timeout recorded (409)."""


class SeatHeldByBot(MatchError):
    """A bot plays the seat now (timed out, resigned): its human cannot act (409)."""


class AbortRefused(MatchError):
    """An abort, decline or reclaim that the match's state does not allow (409)."""
