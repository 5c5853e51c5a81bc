"""From the event log to the outbox: who is to be told what, recorded exactly once.

Like ``matches.dispatch.follow``: the follower reads the service's notification
log from its own ``FollowerPosition`` row (locked, ``matches.followers.TrackedPosition``),
or takes the batch its process's follower loop read for every follower, and records the outbox rows
that follow from a batch of events (``EmailNotice``, ``WebhookDelivery``) in the
same database transaction as its new position. A crash before the commit
records neither, so the batch is read again; after it, both are there. Nothing
is lost, nothing recorded twice (the outbox rows are unique per fact, too).

Facts, per human seat of a match:

* ``your_turn``: the seat is to act after the event and was not before it;
* ``match_started``, ``move`` (every accepted action), ``match_finished``.

A player who left their seat for good (resigned, lost on time) is told as a spectator from
the hand-over on, until the match is finished.

A webhook payload carries the event's history entry exactly as ``/events/``
gives it to that seat (``projections.queries.entry_data``), never the raw event.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from django.conf import settings
from django.contrib.auth.models import User
from django.utils import timezone
from django.utils.translation import override
from eventsourcing.persistence import Notification

from alerts.languages import chosen_languages
from alerts.models import EmailNotice, NotificationSettings, Webhook, WebhookDelivery
from matches.aggregate import Match
from matches.clocks import has_left
from matches.followers import LogBatch, Step, TrackedPosition
from matches.service import MatchService
from projections.models import HistoryEntry
from projections.projector import history_entry
from projections.queries import entry_data

logger = logging.getLogger(__name__)

FOLLOWER_NAME = "alerts"
#: The events that end a match: ``match_finished`` (an aborted match ends too).
ENDINGS = (Match.Finished, Match.Aborted)

#: This follower's position in the log (its ``FollowerPosition`` row); every topic: the
#: follower rolls each match forward event by event.
POSITION = TrackedPosition(FOLLOWER_NAME, topics=None)


@dataclass(frozen=True)
class Fact:
    """Something a seated user may be told about one event."""

    event_type: str
    match_id: UUID
    game: str
    version: int
    seat: int
    username: str
    #: The event's history row (unsaved) and whose eyes read it (None: a spectator's).
    row: HistoryEntry | None
    reader: int | None
    to_act: list[int]
    status: str
    #: When the event happened: a webhook is told only what happened after it was registered.
    at: datetime


def follow(service: MatchService, batch: int = 200) -> int:
    """Record the outbox rows of every notification not yet followed; return how many."""
    return POSITION.follow(
        service, lambda notifications: _record_notified(service, notifications), batch
    )


def follow_log(service: MatchService, log: LogBatch) -> Step:
    """One step over a batch the process's loop read for all its followers."""
    return POSITION.step(
        service,
        lambda notifications: _record_notified(service, notifications),
        log=log,
        calls_for_work=lambda notifications: _anybody_listens(),
    )


def _record_notified(service: MatchService, notifications: list[Notification]) -> int:
    if not _anybody_listens():
        return 0
    events = [service.mapper.to_domain_event(n) for n in notifications]
    return _record(_facts(service, _of_listened_matches(service, events)))


def _anybody_listens() -> bool:
    """Whether any user could be told anything (a server without addresses or hooks skips)."""
    return Webhook.objects.filter(active=True).exists() or User.objects.exclude(email="").exists()


def _of_listened_matches(service: MatchService, events: list[Any]) -> list[Any]:
    """The events of matches where somebody seated may be told something.

    Seats are read from the match as it stands now (cached): they are all filled before
    a match starts, and only started matches have anything to tell.
    """
    seated: dict[UUID, set[str]] = {}
    for event in events:
        if isinstance(event, Match.Event) and event.originator_id not in seated:
            match = service.read_match(event.originator_id)
            seated[event.originator_id] = {s["username"] for s in match.seats if s["username"]}
    names = set().union(*seated.values()) if seated else set()
    if not names:
        return []
    hooked = Webhook.objects.filter(active=True, owner__username__in=names).values_list(
        "owner__username", flat=True
    )
    mailed = (
        User.objects.filter(username__in=names)
        .exclude(email="")
        .exclude(notification_settings__email_enabled=False)
        .values_list("username", flat=True)
    )
    listening = set(hooked) | set(mailed)
    return [
        event
        for event in events
        if isinstance(event, Match.Event) and seated[event.originator_id] & listening
    ]


def _facts(service: MatchService, events: list[Any]) -> list[Fact]:
    """The facts of a batch of events, each match rolled forward from the version before."""
    matches: dict[UUID, Match | None] = {}
    facts: list[Fact] = []
    for event in events:
        if not isinstance(event, Match.Event):
            continue
        match_id = event.originator_id
        if match_id not in matches:
            before = event.originator_version - 1
            matches[match_id] = service.get_match(match_id, version=before) if before else None
        match = matches[match_id]
        to_act_before = _humans_to_act(match) if match is not None else set()
        match = matches[match_id] = event.mutate(match)
        assert match is not None
        facts.extend(_facts_of(match, event, to_act_before))
    return facts


def _humans_to_act(match: Match) -> set[int]:
    """Seats to act that their player plays (not a bot standing in for them)."""
    return {seat for seat in match.to_act if match.seats[seat]["bot"] is None}


def _facts_of(match: Match, event: Any, to_act_before: set[int]) -> list[Fact]:
    # A seat handed to a bot (timed out, resigned) keeps its player's name: the player
    # still hears how the match goes and ends, but it is never their turn there.
    named = {seat["seat"]: seat["username"] for seat in match.seats if seat["username"]}
    if not named:
        return []
    playing = {seat for seat in named if match.seats[seat]["bot"] is None}
    to_act = match.to_act
    per_seat: list[tuple[str, int]] = []
    if isinstance(event, Match.Started):
        per_seat += [("match_started", seat) for seat in named]
    elif isinstance(event, Match.ActionApplied):
        per_seat += [("move", seat) for seat in named]
    elif isinstance(event, ENDINGS):
        per_seat += [("match_finished", seat) for seat in named]
    # A seat that became to act, or that its player took back from a bot while it was.
    per_seat += [
        ("your_turn", seat) for seat in to_act if seat in playing and seat not in to_act_before
    ]
    if not per_seat:
        return []
    entry = history_entry(event, match.game)
    facts = []
    for event_type, seat in per_seat:
        username = named[seat]
        # A player who left the seat for good hears the rest as a spectator would (the cards
        # the bot playing it draws are not theirs to pass on), exactly as /events/ shows it.
        reader = None if match.status != "finished" and has_left(match.seats[seat]) else seat
        facts.append(
            Fact(
                event_type=event_type,
                match_id=match.id,
                game=match.game,
                version=event.originator_version,
                seat=seat,
                username=username,
                row=entry,
                reader=reader,
                to_act=list(to_act),
                status=match.status,
                at=event.timestamp,
            )
        )
    return facts


def _record(facts: list[Fact]) -> int:
    if not facts:
        return 0
    now = timezone.now()
    users = {
        user.username: user
        for user in User.objects.filter(username__in={f.username for f in facts})
    }
    email_off = set(
        NotificationSettings.objects.filter(
            user__in=users.values(), email_enabled=False
        ).values_list("user__username", flat=True)
    )
    hooks: dict[int, list[Webhook]] = {}
    for hook in Webhook.objects.filter(owner__in=users.values(), active=True):
        hooks.setdefault(hook.owner_id, []).append(hook)
    languages = chosen_languages(hooks)
    notices: list[EmailNotice] = []
    deliveries: list[WebhookDelivery] = []
    for fact in facts:
        user = users.get(fact.username)
        if user is None:
            continue
        if fact.event_type == "your_turn" and user.email and fact.username not in email_off:
            notices.append(
                EmailNotice(
                    user=user,
                    match_id=fact.match_id,
                    game=fact.game,
                    version=fact.version,
                    seat=fact.seat,
                    created_at=now,
                )
            )
        for hook in hooks.get(user.id, ()):
            if fact.event_type in hook.events and hook.created_at <= fact.at:
                delivery = WebhookDelivery(
                    webhook=hook,
                    event_type=fact.event_type,
                    match_id=fact.match_id,
                    version=fact.version,
                    created_at=now,
                    next_attempt_at=now,
                    payload={},
                )
                delivery.payload = fact_payload(delivery, fact, languages.get(user.id, "en"))
                deliveries.append(delivery)
    # ignore_conflicts: a fact recorded already (a position rolled back after a partial
    # write cannot happen in one transaction, but a rebuilt position can) stays single.
    EmailNotice.objects.bulk_create(notices, ignore_conflicts=True)
    WebhookDelivery.objects.bulk_create(deliveries, ignore_conflicts=True)
    return len(notices) + len(deliveries)


def match_url(match_id: UUID | str) -> str:
    return f"{settings.TABULA_PUBLIC_URL}/matches/{match_id}/"


def fact_entry(fact: Fact, language: str) -> dict[str, Any] | None:
    """The fact's history entry in ``language``, redacted for its reader, exactly as their
    ``/events/`` shows it."""
    if fact.row is None:
        return None
    with override(language):
        return entry_data(fact.row, fact.reader, False, fact.game)


def fact_payload(delivery: WebhookDelivery, fact: Fact, language: str = "en") -> dict[str, Any]:
    """What a webhook is sent: the entry's text in its owner's chosen language (``language``
    says which; English when they chose none)."""
    return {
        "id": str(delivery.id),
        "type": fact.event_type,
        "created_at": _iso(delivery.created_at),
        "match": {
            "id": str(fact.match_id),
            "game": fact.game,
            "url": match_url(fact.match_id),
            "api_url": f"{settings.TABULA_PUBLIC_URL}/api/v1/matches/{fact.match_id}/",
            "version": fact.version,
            "status": fact.status,
            "to_act": fact.to_act,
        },
        "seat": fact.seat,
        "language": language,
        "entry": fact_entry(fact, language),
    }


def _iso(moment) -> str:
    return moment.isoformat().replace("+00:00", "Z")
