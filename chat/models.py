"""The chat log of every match, the table's choice about its players' channel, mutes and
reports."""

from __future__ import annotations

from django.conf import settings
from django.db import models

PLAYERS = "players"
SPECTATORS = "spectators"
CHANNELS = (PLAYERS, SPECTATORS)


class ChatEntry(models.Model):
    """One entry of a match's chat log: a message, or its author's deletion of one.

    The log only grows: a deletion is an entry of its own. The deleted message keeps its
    place (shown as deleted) but not its words, which are erased when it is deleted, so no
    answer, stream or backup serves them any more.
    """

    MESSAGE = "message"
    DELETION = "deletion"

    match_id = models.UUIDField()
    channel = models.CharField(max_length=10, choices=[(c, c) for c in CHANNELS])
    kind = models.CharField(max_length=10, choices=[(k, k) for k in (MESSAGE, DELETION)])
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_entries"
    )
    #: What the author wrote, as plain text ("" once deleted, and for a deletion).
    text = models.TextField(blank=True, default="")
    #: A players' channel message the table let spectators read when it was sent (the
    #: choice made later never opens what was said in private).
    spectators_may_read = models.BooleanField(default=False)
    #: A message its author deleted (a deletion entry records when).
    deleted = models.BooleanField(default=False)
    #: The message a deletion entry deletes.
    target = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="deletions"
    )
    sent_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name_plural = "chat entries"
        indexes = [
            models.Index(fields=["match_id", "id"], name="chat_entry_match_position"),
            models.Index(fields=["match_id", "channel", "id"], name="chat_entry_channel_position"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.id} in {self.channel} of {self.match_id}"


class ChatTable(models.Model):
    """A match's choice about its chat (no row: the defaults)."""

    match_id = models.UUIDField(primary_key=True)
    #: Whether spectators may read the players' channel (default: only the seated players).
    spectators_read_players = models.BooleanField(default=False)


class ChatMute(models.Model):
    """``user`` no longer sees ``muted``'s messages (in every match, until unmuted)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_mutes"
    )
    muted = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_muted_by"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "muted"], name="unique_chat_mute"),
        ]


class ChatReport(models.Model):
    """A message reported to the administrators, with its words as they were when reported
    (its author may delete it afterwards)."""

    message = models.ForeignKey(ChatEntry, on_delete=models.CASCADE, related_name="reports")
    reporter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_reports"
    )
    reason = models.CharField(max_length=500, blank=True, default="")
    reported_text = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    resolved = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["message", "reporter"], name="one_chat_report_per_reader"
            ),
        ]

    def __str__(self) -> str:
        return f"report of message {self.message_id} by {self.reporter}"
