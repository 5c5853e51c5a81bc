"""Batched "your turn" e-mails: at most one per user per ``TABULA_EMAIL_BATCH_SECONDS``.

The follower records one ``EmailNotice`` per (user, match, version) that made
the user's seat to act. A user's notices wait until the oldest is a batching
window old; then they all go out in one mail, one line per match, and are
marked sent in the same transaction that chose them. A match where the seat is
no longer to act by then (the player already moved, the match ended) is left
out; a mail with no match left is not sent.

A crash after the mail left but before the transaction committed sends that
mail again at the next pass (at-least-once, like any mail queue).
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import User
from django.core.mail import EmailMessage
from django.db import transaction
from django.db.models import Min
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import override

from alerts.follower import match_url
from alerts.languages import language_of
from alerts.models import EmailNotice, NotificationSettings
from matches.errors import MatchNotFound
from matches.service import get_service
from projections.sentences import game_title

logger = logging.getLogger(__name__)


def due_users(now=None) -> list[int]:
    """Users whose oldest unsent notice is at least one batching window old."""
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=settings.TABULA_EMAIL_BATCH_SECONDS)
    return list(
        EmailNotice.objects.filter(sent_at__isnull=True)
        .values("user_id")
        .annotate(oldest=Min("created_at"))
        .filter(oldest__lte=cutoff)
        .values_list("user_id", flat=True)
    )


def send_due(now=None) -> int:
    """Send every batch that is due; return how many mails were sent."""
    sent = 0
    for user_id in due_users(now):
        try:
            if send_batch(user_id):
                sent += 1
        except Exception:
            # The notices stay unsent: the next pass tries again.
            logger.warning("could not send the your-turn e-mail of user %s", user_id, exc_info=True)
    return sent


def send_batch(user_id: int) -> bool:
    with transaction.atomic():
        notices = list(
            EmailNotice.objects.select_for_update()
            .filter(user_id=user_id, sent_at__isnull=True)
            .order_by("created_at")
        )
        if not notices:
            return False
        user = User.objects.get(id=user_id)
        message = None
        if _wants_mail(user):
            # In the language the user chose (English when they chose none).
            with override(language_of(user_id)):
                message = _message(user, notices)
        if message is not None:
            message.send()
        EmailNotice.objects.filter(id__in=[n.id for n in notices]).update(sent_at=timezone.now())
        return message is not None


def _wants_mail(user: User) -> bool:
    if not user.email or not user.is_active:
        return False
    return not NotificationSettings.objects.filter(user=user, email_enabled=False).exists()


def _message(user: User, notices: list[EmailNotice]) -> EmailMessage | None:
    service = get_service()
    lines = []
    seen = set()
    for notice in notices:
        if notice.match_id in seen:
            continue
        seen.add(notice.match_id)
        try:
            match = service.read_match(notice.match_id)
        except MatchNotFound:
            continue
        still_to_act = [
            seat
            for seat in match.to_act
            if match.seats[seat]["username"] == user.username and match.seats[seat]["bot"] is None
        ]
        if not still_to_act:
            continue
        lines.append(f"- {game_title(match.game)}: {match_url(match.id)}")
    if not lines:
        return None
    count = len(lines)
    if count > 1:
        subject = _("Tabula: it is your turn in %(count)s matches") % {"count": count}
        intro = _("it is your turn in these matches:")
    else:
        subject = _("Tabula: it is your turn")
        intro = _("it is your turn in this match:")
    settings_url = f"{settings.TABULA_PUBLIC_URL}/settings/notifications/"
    body = (
        _("Hello %(name)s,") % {"name": user.username}
        + f"\n\n{intro}\n\n"
        + "\n".join(lines)
        + "\n\n"
        + _("You can turn these e-mails off in your settings: %(url)s") % {"url": settings_url}
        + "\n"
    )
    return EmailMessage(subject=subject, body=body, to=[user.email])
