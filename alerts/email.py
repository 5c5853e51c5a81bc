"""Batched "your turn" e-mails: at most one per user per ``TABULA_EMAIL_BATCH_SECONDS``.

The same mail also lists the matches with new table-chat messages for a user who asked for
them (notices of kind ``chat``, recorded by ``alerts.chat``).

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
    return bool(user.email) and user.is_active


def _wanted(user: User, notices: list[EmailNotice]) -> list[EmailNotice]:
    """The notices of the kinds the user still wants mailed (their choice may have changed
    since the notice was recorded)."""
    choice = NotificationSettings.objects.filter(user=user).first()
    wanted = {
        EmailNotice.TURN: choice is None or choice.email_enabled,
        EmailNotice.CHAT: choice is not None and choice.email_chat,
    }
    return [notice for notice in notices if wanted.get(notice.kind, False)]


def _message(user: User, notices: list[EmailNotice]) -> EmailMessage | None:
    service = get_service()
    turns: list[str] = []
    chats: list[str] = []
    seen: set[tuple[str, object]] = set()
    for notice in _wanted(user, notices):
        if (notice.kind, notice.match_id) in seen:
            continue
        seen.add((notice.kind, notice.match_id))
        try:
            match = service.read_match(notice.match_id)
        except MatchNotFound:
            continue
        line = f"- {game_title(match.game)}: {match_url(match.id)}"
        if notice.kind == EmailNotice.CHAT:
            chats.append(line)
            continue
        still_to_act = [
            seat
            for seat in match.to_act
            if match.seats[seat]["username"] == user.username and match.seats[seat]["bot"] is None
        ]
        if still_to_act:
            turns.append(line)
    if not turns and not chats:
        return None
    parts = []
    if turns:
        if len(turns) > 1:
            subject = _("Tabula: it is your turn in %(count)s matches") % {"count": len(turns)}
            parts.append(_("it is your turn in these matches:") + "\n\n" + "\n".join(turns))
        else:
            subject = _("Tabula: it is your turn")
            parts.append(_("it is your turn in this match:") + "\n\n" + "\n".join(turns))
    else:
        subject = _("Tabula: new messages at your table")
    if chats:
        parts.append(_("new messages in the table chat of:") + "\n\n" + "\n".join(chats))
    settings_url = f"{settings.TABULA_PUBLIC_URL}/settings/notifications/"
    body = (
        _("Hello %(name)s,") % {"name": user.username}
        + "\n\n"
        + "\n\n".join(parts)
        + "\n\n"
        + _("You can turn these e-mails off in your settings: %(url)s") % {"url": settings_url}
        + "\n"
    )
    return EmailMessage(subject=subject, body=body, to=[user.email])
