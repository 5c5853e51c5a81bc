"""``chat_message`` webhooks and e-mails: a seated player who subscribed hears of each new
message of their match's chat that they may read (never their own, never a muted author's).

E-mails are opt-in too (``NotificationSettings.email_chat``): a message becomes an
``EmailNotice`` of kind ``chat`` and goes out in the user's next batched e-mail
(``alerts.email``), beside their "your turn" lines.

Opt-in like every webhook event type: a hook is told only the types its owner chose. Only
seated players are told (a spectator has no hook on a match); a message of the players'
channel therefore goes to players only, as the channel itself does.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils import timezone

from alerts.follower import match_url
from alerts.models import EmailNotice, NotificationSettings, Webhook, WebhookDelivery
from chat import log as chat_log
from chat.models import ChatEntry
from matches.aggregate import Match

EVENT_TYPE = "chat_message"


def queue_chat_message(message: ChatEntry, match: Match) -> int:
    """Record a ``chat_message`` delivery for every hook that asked for them and whose owner
    may read ``message``, and a notice for every seated player's e-mail who asked for them;
    the number of deliveries recorded (e-mails wait for their batch)."""
    seated = seated_readers(message, match)
    queue_chat_emails(message, match, seated)
    hooks = [
        hook
        for hook in Webhook.objects.filter(owner__username__in=seated, active=True).select_related(
            "owner"
        )
        if EVENT_TYPE in hook.events and hook.created_at <= message.sent_at
    ]
    if not hooks:
        return 0
    mutes = chat_log.mutes_of({hook.owner_id for hook in hooks})
    now = timezone.now()
    deliveries = []
    for hook in hooks:
        if not chat_log.sees(player(hook.owner.username, hook.owner_id, mutes), message):
            continue
        # ``version`` is the message's position in the chat log: one delivery per message.
        delivery = WebhookDelivery(
            webhook=hook,
            event_type=EVENT_TYPE,
            match_id=match.id,
            version=message.id,
            created_at=now,
            next_attempt_at=now,
            payload={},
        )
        delivery.payload = chat_payload(delivery, message, match)
        deliveries.append(delivery)
    WebhookDelivery.objects.bulk_create(deliveries, ignore_conflicts=True)
    return len(deliveries)


def player(username: str, user_id: int, mutes: dict[int, frozenset[int]]) -> chat_log.ChatReader:
    """A seated player reading the chat, with whom they muted (``chat_log.mutes_of``)."""
    return chat_log.ChatReader(
        username=username, user_id=user_id, seated=True, muted=mutes.get(user_id, frozenset())
    )


def seated_readers(message: ChatEntry, match: Match) -> set[str]:
    """The usernames of the match's players, but the message's author."""
    seated = {
        seat["username"]
        for seat in match.seats
        if seat["username"] and chat_log.is_seated(match.seats, seat["username"])
    }
    seated.discard(message.author.username)
    return seated


def queue_chat_emails(message: ChatEntry, match: Match, seated: set[str]) -> int:
    """An ``EmailNotice`` of kind chat for each of ``seated`` who asked for chat e-mails, has
    an address and may read ``message``; the number recorded."""
    choices = NotificationSettings.objects.filter(
        user__username__in=seated, email_chat=True, user__is_active=True
    ).exclude(user__email="")
    readers = {choice.user_id: choice.user.username for choice in choices.select_related("user")}
    if not readers:
        return 0
    mutes = chat_log.mutes_of(readers)
    seat_of = {seat["username"]: index for index, seat in enumerate(match.seats)}
    now = timezone.now()
    notices = [
        EmailNotice(
            user_id=user_id,
            match_id=match.id,
            game=match.game,
            version=message.id,
            seat=seat_of[username],
            kind=EmailNotice.CHAT,
            created_at=now,
        )
        for user_id, username in readers.items()
        if chat_log.sees(player(username, user_id, mutes), message)
    ]
    EmailNotice.objects.bulk_create(notices, ignore_conflicts=True)
    return len(notices)


def chat_payload(delivery: WebhookDelivery, message: ChatEntry, match: Match) -> dict[str, Any]:
    return {
        "id": str(delivery.id),
        "type": EVENT_TYPE,
        "created_at": delivery.created_at.isoformat().replace("+00:00", "Z"),
        "match": {
            "id": str(match.id),
            "game": match.game,
            "url": match_url(match.id),
            "api_url": f"{settings.TABULA_PUBLIC_URL}/api/v1/matches/{match.id}/",
            "status": match.status,
        },
        "message": chat_log.message_data(message),
    }
