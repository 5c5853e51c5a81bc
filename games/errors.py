"""Domain errors raised by the match service. The API maps each to a status code."""

from __future__ import annotations

from games.engine import IllegalAction, InvalidOptions
from games.registry import UnknownGame

__all__ = [
    "AlreadySeated",
    "IllegalAction",
    "InvalidOptions",
    "MatchError",
    "MatchFull",
    "MatchNotActive",
    "MatchNotFinished",
    "MatchNotFound",
    "NotYourTurn",
    "RatedMatchWithBots",
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
