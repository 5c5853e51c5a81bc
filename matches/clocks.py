"""Time controls and seat clocks, derived from event timestamps (pure Python).

A match chooses a time control when it is created:

* ``{"kind": "none"}`` - no clock (the default);
* ``{"kind": "per_move", "seconds": S}`` - every action must come within S seconds of the
  seat becoming due (or of its previous action, when it keeps acting);
* ``{"kind": "fischer", "initial": I, "increment": N}`` - a bank of I seconds per seat,
  charged with the time the seat is due, plus N seconds after each of its actions.

and what happens when a seat's time runs out (``on_timeout``):

* ``{"then": "bot", "level": L}`` - a bot of level L takes the seat; its player may reclaim it;
* ``{"then": "lose"}`` - the seat forfeits (2 players: the other wins; more: a bot plays the
  seat out and the seat ranks last).

The clock of a seat runs while it is to act and no bot holds it (simultaneous turns: every
such seat's clock runs). The clock is a small JSON value folded over the events, with each
event's own timestamp as "now", so the aggregate and the projector compute the very same
clock, and a rebuilt read model has the very same deadlines:

``{"banks": [seconds per seat], "since": [epoch seconds the seat's clock started, or None]}``

A bank is what the seat had when its clock started; what is left at ``now`` is
``bank - (now - since)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from django.utils.translation import gettext

from games.engine import InvalidOptions

TimeControl = dict[str, Any]
OnTimeout = dict[str, Any]
Clock = dict[str, list[Any]]

NO_CLOCK: TimeControl = {"kind": "none"}
KINDS = ("none", "per_move", "fischer")
#: Bounds of every duration a time control names, in seconds (1 s to 30 days).
MIN_SECONDS = 1
MAX_SECONDS = 30 * 24 * 3600
#: A seat reclaimed after a timeout gets at least this much time back (a Fischer bank is empty
#: by then), capped by the time control's own base time.
RECLAIM_SECONDS = 60


def validate_time_control(value: object) -> TimeControl:
    """The canonical form of a time control, or InvalidOptions saying what is wrong."""
    if value is None:
        return dict(NO_CLOCK)
    if not isinstance(value, dict) or value.get("kind") not in KINDS:
        raise InvalidOptions(
            'time_control must be an object whose "kind" is one of ' + ", ".join(KINDS)
        )
    kind = value["kind"]
    fields = {"none": (), "per_move": ("seconds",), "fischer": ("initial", "increment")}[kind]
    unknown = sorted(set(value) - {"kind", *fields})
    if unknown:
        raise InvalidOptions(
            gettext(
                "unknown field(s) %(value)s in a %(kind)s time control; its fields are %(value2)s"
            )
            % {"value": ", ".join(unknown), "kind": kind, "value2": ", ".join(("kind", *fields))}
        )
    control: TimeControl = {"kind": kind}
    for field in fields:
        minimum = 0 if field == "increment" else MIN_SECONDS
        seconds = value.get(field)
        if not isinstance(seconds, int) or isinstance(seconds, bool):
            raise InvalidOptions(
                gettext("time_control.%(field)s must be a whole number of seconds")
                % {"field": field}
            )
        if not minimum <= seconds <= MAX_SECONDS:
            raise InvalidOptions(
                gettext(
                    "time_control.%(field)s must be from %(minimum)s to %(MAX_SECONDS)s seconds"
                )
                % {"field": field, "minimum": minimum, "MAX_SECONDS": MAX_SECONDS}
            )
        control[field] = seconds
    return control


def validate_on_timeout(
    value: object, control: TimeControl, bot_levels: Sequence[str], default_level: str
) -> OnTimeout | None:
    """The canonical ``on_timeout`` (None without a clock); a bot of ``default_level``
    takes a timed-out seat by default."""
    if control["kind"] == "none":
        if value is not None:
            raise InvalidOptions(gettext("on_timeout needs a time_control other than none"))
        return None
    if value is None:
        return {"then": "bot", "level": default_level}
    if not isinstance(value, dict) or value.get("then") not in ("bot", "lose"):
        raise InvalidOptions(
            gettext('on_timeout must be {"then": "bot", "level": ...} or {"then": "lose"}')
        )
    if value["then"] == "lose":
        if set(value) != {"then"}:
            raise InvalidOptions(gettext('on_timeout {"then": "lose"} takes no other field'))
        return {"then": "lose"}
    level = value.get("level", default_level)
    if level not in bot_levels or set(value) - {"then", "level"}:
        raise InvalidOptions(
            gettext('on_timeout {"then": "bot"} takes one more field, "level": one of %(value)s')
            % {"value": ", ".join(bot_levels)}
        )
    return {"then": "bot", "level": level}


def has_clock(control: TimeControl | None) -> bool:
    if not control:
        return False
    return control["kind"] != "none"


def new_clock(control: TimeControl | None, players: int) -> Clock | None:
    if not has_clock(control):
        return None
    assert control is not None
    base = control["seconds"] if control["kind"] == "per_move" else control["initial"]
    return {"banks": [float(base)] * players, "since": [None] * players}


#: ``handed_over`` reasons after which a seat's player is out of the match for good (they
#: resigned, or lost on time): until the match is finished they watch it as a spectator, and
#: the seat is theirs no more to act, ask or vote for. A seat handed over on ``timeout`` is
#: not among them: its player may reclaim it, so keeps its eyes.
LEFT_FOR_GOOD = ("resigned", "lost_on_time")


def has_left(seat: dict[str, Any]) -> bool:
    """Whether the player named on ``seat`` (a match's or a summary's seat) left it for good."""
    return seat.get("handed_over") in LEFT_FOR_GOOD


def running_seats(to_act: Iterable[int], seats: Sequence[dict[str, Any]]) -> set[int]:
    """The seats whose clock runs: to act, and held by no bot."""
    return {seat for seat in to_act if seats[seat].get("bot") is None}


def tick(
    control: TimeControl | None,
    clock: Clock | None,
    running: set[int],
    at: float,
    mover: int | None = None,
) -> Clock | None:
    """The clock after an event at ``at`` (epoch seconds) that leaves ``running`` running.

    ``mover``: the seat whose action the event is; its clock stops (charged, plus the
    Fischer increment) and starts again if the seat is still to act. A new value: the
    old one may be shared with an earlier state.
    """
    if clock is None or not has_clock(control):
        return clock
    assert control is not None
    banks = list(clock["banks"])
    since = list(clock["since"])
    for seat, started in enumerate(since):
        if started is None or (seat in running and seat != mover):
            continue
        # The seat's clock stops: charge it with the time it ran.
        if control["kind"] == "fischer":
            banks[seat] = max(0.0, banks[seat] - (at - started))
            if seat == mover:
                banks[seat] += control["increment"]
        since[seat] = None
    for seat in running:
        if since[seat] is None:
            since[seat] = at
            if control["kind"] == "per_move":
                banks[seat] = float(control["seconds"])
    return {"banks": banks, "since": since}


def empty_bank(clock: Clock | None, seat: int) -> Clock | None:
    """The clock after ``seat`` ran out of time: stopped at zero."""
    if clock is None:
        return None
    banks = list(clock["banks"])
    since = list(clock["since"])
    banks[seat] = 0.0
    since[seat] = None
    return {"banks": banks, "since": since}


def refill(control: TimeControl | None, clock: Clock | None, seat: int) -> Clock | None:
    """The clock of a reclaimed seat: at least ``RECLAIM_SECONDS`` (capped by the base time)."""
    if clock is None or not has_clock(control):
        return clock
    assert control is not None
    base = control["seconds"] if control["kind"] == "per_move" else control["initial"]
    banks = list(clock["banks"])
    banks[seat] = max(banks[seat], float(min(RECLAIM_SECONDS, base)))
    return {"banks": banks, "since": list(clock["since"])}


def seat_deadlines(clock: Clock | None) -> dict[int, float]:
    """When each running seat's time runs out (epoch seconds)."""
    if clock is None:
        return {}
    return {
        seat: started + bank
        for seat, (bank, started) in enumerate(zip(clock["banks"], clock["since"], strict=True))
        if started is not None
    }


def deadline(clock: Clock | None) -> float | None:
    """The earliest deadline of any running seat (None when no clock runs)."""
    deadlines = seat_deadlines(clock)
    return min(deadlines.values()) if deadlines else None


def expired_seats(clock: Clock | None, now: float) -> list[int]:
    return sorted(seat for seat, due in seat_deadlines(clock).items() if due <= now)


def remaining(clock: Clock | None, now: float) -> list[float] | None:
    """Each seat's time left at ``now``, in seconds (never below zero)."""
    if clock is None:
        return None
    return [
        round(max(0.0, bank - (now - started if started is not None else 0.0)), 3)
        for bank, started in zip(clock["banks"], clock["since"], strict=True)
    ]


def deadline_datetime(clock: Clock | None) -> datetime | None:
    due = deadline(clock)
    return None if due is None else datetime.fromtimestamp(due, tz=UTC)


def clock_data(
    control: TimeControl | None, clock: Clock | None, now: float
) -> dict[str, Any] | None:
    """The clocks as the API shows them at ``now``: each seat's time left, who runs, until when."""
    if clock is None or not has_clock(control):
        return None
    due = deadline_datetime(clock)
    return {
        "remaining": remaining(clock, now),
        "running": sorted(seat_deadlines(clock)),
        "deadline": due.isoformat().replace("+00:00", "Z") if due else None,
        "as_of": datetime.fromtimestamp(now, tz=UTC).isoformat().replace("+00:00", "Z"),
    }
