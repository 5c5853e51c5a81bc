"""Who may read and write each channel of a match's chat, and the log's entries.

* The players' channel is the seated players' (a player who left their seat for good,
  by resigning or losing on time, reads as a spectator from then on). The table may let
  spectators read it: only what is said while it does (``ChatEntry.spectators_may_read``).
* The spectators' channel is everybody's to read and every signed-in person's to write
  but the seated players'.
* Bots do not chat: a bot's seat names no account, so no bot is ever the author of a message.

A message is plain text: stored as it was sent, never interpreted as markup by Tabula,
shown by the web client as text. Control characters (but the line break), lone surrogates
and the bidirectional overrides that disguise text are refused.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from chat.models import CHANNELS, PLAYERS, SPECTATORS, ChatEntry, ChatMute, ChatReport, ChatTable
from matches.clocks import has_left

#: The longest message, in characters.
MAX_LENGTH = 500
#: Messages per page of history (the default, and the most one page holds).
PAGE = 50
MAX_PAGE = 100
#: Characters that reorder the text around them: a message could disguise what it says.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


class ChatRefused(Exception):
    """A chat request that cannot be granted; ``status`` and ``code`` are the API's."""

    status = 400
    code = "invalid_request"


class InvalidText(ChatRefused):
    code = "invalid_text"


class NotAllowed(ChatRefused):
    status = 403
    code = "chat_not_allowed"


class NoSuchMessage(ChatRefused):
    status = 404
    code = "not_found"


@dataclass(frozen=True)
class ChatReader:
    """Whose eyes a chat is read through."""

    username: str | None
    user_id: int | None
    #: Holds a seat of the match (and has not left it for good).
    seated: bool
    #: The authors this reader muted.
    muted: frozenset[int] = field(default_factory=frozenset)

    @property
    def signed_in(self) -> bool:
        return self.user_id is not None


def is_seated(seats: Sequence[dict[str, Any]], username: str | None) -> bool:
    """Whether ``username`` holds one of ``seats`` (a match's or a summary's) as a player."""
    return username is not None and any(
        seat["username"] == username and not has_left(seat) for seat in seats
    )


def reader_for(user: Any, seats: Sequence[dict[str, Any]]) -> ChatReader:
    """``user`` (a Django user, maybe anonymous) reading the chat of a match with ``seats``."""
    if not user.is_authenticated:
        return ChatReader(username=None, user_id=None, seated=False)
    return ChatReader(
        username=user.username,
        user_id=user.pk,
        seated=is_seated(seats, user.username),
        muted=frozenset(muted_ids(user.pk)),
    )


def spectators_read_players(match_id: UUID) -> bool:
    table = ChatTable.objects.filter(match_id=match_id).first()
    return table is not None and table.spectators_read_players


def readable_channels(reader: ChatReader, match_id: UUID) -> list[str]:
    if reader.seated or spectators_read_players(match_id):
        return [PLAYERS, SPECTATORS]
    return [SPECTATORS]


def writable_channels(reader: ChatReader) -> list[str]:
    if reader.seated:
        return [PLAYERS]
    return [SPECTATORS] if reader.signed_in else []


def check_channel(channel: Any) -> str:
    if channel not in CHANNELS:
        raise ChatRefused(
            gettext("channel must be one of %(value)s, not %(channel)s")
            % {"value": ", ".join(CHANNELS), "channel": repr(channel)}
        )
    return str(channel)


def sees(reader: ChatReader, message: ChatEntry) -> bool:
    """Whether ``reader`` is shown ``message`` (an entry of kind message)."""
    if message.author_id in reader.muted:
        return False
    if message.channel == SPECTATORS:
        return True
    return reader.seated or message.spectators_may_read


def clean_text(text: Any) -> str:
    """``text`` as it will be stored, or InvalidText saying what is wrong with it."""
    if not isinstance(text, str):
        raise InvalidText(gettext("text must be a string"))
    if not text.strip():
        raise InvalidText(gettext("a message needs some text"))
    if len(text) > MAX_LENGTH:
        raise InvalidText(
            gettext("a message holds at most %(MAX_LENGTH)s characters, not %(text)s")
            % {"MAX_LENGTH": MAX_LENGTH, "text": len(text)}
        )
    for character in text:
        category = unicodedata.category(character)
        if (
            (category == "Cc" and character != "\n")
            or category == "Cs"
            or character in BIDI_CONTROLS
        ):
            raise InvalidText(
                gettext(
                    "a message is plain text: the control character U+%(character)s is not allowed"
                )
                % {"character": format(ord(character), "04X")}
            )
    return text


def message_data(message: ChatEntry) -> dict[str, Any]:
    """A message as the API answers and streams it: a deleted one says so, without its words."""
    return {
        "id": message.id,
        "channel": message.channel,
        "author": message.author.username,
        "text": None if message.deleted else message.text,
        "deleted": message.deleted,
        "sent_at": message.sent_at.isoformat().replace("+00:00", "Z"),
    }


def post(match_id: UUID, reader: ChatReader, channel: Any, text: Any, author: Any) -> ChatEntry:
    """Append ``author``'s message to ``channel``, if ``reader`` (the author's eyes) may write."""
    channel = check_channel(channel)
    if channel not in writable_channels(reader):
        if channel == PLAYERS:
            raise NotAllowed(gettext("only the seated players write in the players' channel"))
        if not reader.signed_in:
            raise NotAllowed(gettext("sign in to write in the spectators' channel"))
        raise NotAllowed(
            gettext("seated players write in the players' channel, not the spectators'")
        )
    text = clean_text(text)
    return ChatEntry.objects.create(
        match_id=match_id,
        channel=channel,
        kind=ChatEntry.MESSAGE,
        author=author,
        text=text,
        spectators_may_read=channel == PLAYERS and spectators_read_players(match_id),
    )


def visible_message(match_id: UUID, reader: ChatReader, message_id: Any) -> ChatEntry:
    """The message ``message_id`` of the match, if ``reader`` may see it (else 404)."""
    message = (
        ChatEntry.objects.select_related("author")
        .filter(match_id=match_id, kind=ChatEntry.MESSAGE, id=message_id)
        .first()
    )
    if message is None or not sees(reader, message) and message.author_id != reader.user_id:
        raise NoSuchMessage(
            gettext("there is no message %(message_id)s in this match's chat for you")
            % {"message_id": message_id}
        )
    return message


def delete(match_id: UUID, reader: ChatReader, message_id: Any) -> ChatEntry:
    """Erase the words of the reader's own message and log its deletion; the message, now
    shown as deleted, is answered."""
    with transaction.atomic():
        message = visible_message(match_id, reader, message_id)
        if message.author_id != reader.user_id:
            raise NotAllowed(gettext("only its author deletes a message"))
        message = ChatEntry.objects.select_for_update().select_related("author").get(id=message.id)
        if not message.deleted:
            message.deleted = True
            message.text = ""
            message.save(update_fields=["deleted", "text"])
            ChatEntry.objects.create(
                match_id=match_id,
                channel=message.channel,
                kind=ChatEntry.DELETION,
                author=message.author,
                target=message,
                spectators_may_read=message.spectators_may_read,
            )
    return message


def history(
    match_id: UUID, reader: ChatReader, channel: str, before: int | None, limit: int
) -> tuple[list[ChatEntry], int | None]:
    """The newest ``limit`` messages of ``channel`` the reader sees, sent before message
    ``before`` (oldest first), and the ``before`` of the page before them (None: no more)."""
    channel = check_channel(channel)
    if channel not in readable_channels(reader, match_id):
        raise NotAllowed(
            gettext("the players' channel is for the seated players only at this table")
        )
    messages = ChatEntry.objects.select_related("author").filter(
        match_id=match_id, channel=channel, kind=ChatEntry.MESSAGE
    )
    if before is not None:
        messages = messages.filter(id__lt=before)
    if reader.muted:
        messages = messages.exclude(author_id__in=reader.muted)
    if channel == PLAYERS and not reader.seated:
        messages = messages.filter(spectators_may_read=True)
    page = list(messages.order_by("-id")[: limit + 1])
    more = len(page) > limit
    page = page[:limit]
    page.reverse()
    return page, (page[0].id if more and page else None)


def entries_after(match_id: UUID, after: int, limit: int) -> list[ChatEntry]:
    """The log's entries past position ``after``, each deletion with the message it deletes."""
    return list(
        ChatEntry.objects.select_related("author", "target", "target__author")
        .filter(match_id=match_id, id__gt=after)
        .order_by("id")[:limit]
    )


def newest_position(match_id: UUID) -> int:
    """The position of the match's last chat entry (0: none yet)."""
    last = ChatEntry.objects.filter(match_id=match_id).order_by("-id").values("id").first()
    return last["id"] if last else 0


def muted_ids(user_id: int) -> list[int]:
    return list(ChatMute.objects.filter(user_id=user_id).values_list("muted_id", flat=True))


def mutes_of(user_ids: Iterable[int]) -> dict[int, frozenset[int]]:
    """Each of ``user_ids`` -> the authors they muted (one query for many readers)."""
    found: dict[int, set[int]] = {}
    for user_id, muted_id in ChatMute.objects.filter(user_id__in=list(user_ids)).values_list(
        "user_id", "muted_id"
    ):
        found.setdefault(user_id, set()).add(muted_id)
    return {user_id: frozenset(muted) for user_id, muted in found.items()}


def mute(user: Any, muted: Any) -> None:
    if muted.pk == user.pk:
        raise ChatRefused(gettext("you cannot mute yourself"))
    ChatMute.objects.get_or_create(user=user, muted=muted)


def unmute(user: Any, muted: Any) -> None:
    ChatMute.objects.filter(user=user, muted=muted).delete()


def report(
    match_id: UUID, reader: ChatReader, message_id: Any, reason: str, user: Any
) -> ChatReport:
    """Report a message the reader sees to the administrators (once per reader)."""
    message = visible_message(match_id, reader, message_id)
    if message.deleted:
        raise ChatRefused(
            gettext("this message was deleted by its author: there is nothing to report")
        )
    if message.author_id == reader.user_id:
        raise ChatRefused(gettext("you cannot report your own message"))
    try:
        with transaction.atomic():
            return ChatReport.objects.create(
                message=message, reporter=user, reason=reason, reported_text=message.text
            )
    except IntegrityError:
        return ChatReport.objects.get(message=message, reporter=user)


def table_choices(reader: ChatReader, creator: str | None, status: str) -> tuple[bool, bool]:
    """Whether ``reader`` may open the players' channel to spectators, and may close it: the
    creator decides before the match starts; afterwards a seated player may only close it."""
    creates = status == "open" and reader.username is not None and reader.username == creator
    return creates, creates or reader.seated


def set_spectators_read_players(
    match_id: UUID, reader: ChatReader, creator: str | None, status: str, allow: bool
) -> None:
    """The table's choice (``table_choices`` says who may make it)."""
    may_open, may_close = table_choices(reader, creator, status)
    if allow and not may_open:
        raise NotAllowed(
            gettext(
                "only the match's creator, before it starts, lets spectators read the players' channel"
            )
        )
    if not allow and not may_close:
        raise NotAllowed(gettext("only the seated players choose who reads their channel"))
    ChatTable.objects.update_or_create(
        match_id=match_id, defaults={"spectators_read_players": allow}
    )
