"""The read models in the Django admin: to look, never to edit.

Every row is derived from the event store (the truth); an edit here would be silently undone
by the next rebuild, so the admin offers no add, change or delete.
"""

from __future__ import annotations

from django.contrib import admin

from matches.admin import ReadOnlyAdmin
from projections.models import (
    HistoryEntry,
    MatchRecord,
    MatchSummary,
    Rating,
    RatingChange,
)


@admin.register(MatchSummary)
class MatchSummaryAdmin(ReadOnlyAdmin):
    list_display = ("id", "game", "status", "players", "creator", "rated", "listed", "version")
    list_filter = ("game", "status", "rated", "listed")
    search_fields = ("id", "creator")
    date_hierarchy = "created_at"
    # The seed of a running match is server-private: the list shows it only once revealed
    # (summaries hold it as NULL until the match is finished).


@admin.register(HistoryEntry)
class HistoryEntryAdmin(ReadOnlyAdmin):
    list_display = ("match", "version", "type", "seat", "actor", "at")
    list_filter = ("type",)
    search_fields = ("match__id", "actor")
    list_select_related = ("match",)


# -- ratings and statistics (projections.ratings) -------------------------------------


@admin.register(Rating)
class RatingAdmin(ReadOnlyAdmin):
    list_display = ("username", "game", "rating", "mu", "sigma", "matches", "wins")
    list_filter = ("game",)
    search_fields = ("username",)


@admin.register(RatingChange)
class RatingChangeAdmin(ReadOnlyAdmin):
    list_display = ("match_id", "username", "game", "rank", "rating_before", "rating_after", "at")
    list_filter = ("game",)
    search_fields = ("username", "match_id")


@admin.register(MatchRecord)
class MatchRecordAdmin(ReadOnlyAdmin):
    list_display = ("id", "game", "status", "players", "moves", "rated", "rating_applied")
    list_filter = ("game", "status", "rating_applied")
    search_fields = ("id",)
