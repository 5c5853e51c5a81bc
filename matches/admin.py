"""The followers' positions in the Django admin: to look, never to edit.

A position moves only with the work its follower did (in the same transaction); an edit
here would make a follower skip events, or handle them twice.
"""

from __future__ import annotations

from django.contrib import admin
from django.http import HttpRequest

from matches.models import FollowerPosition


class ReadOnlyAdmin(admin.ModelAdmin):
    """Rows the admin shows but never adds, changes or deletes (the read models' too)."""

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(FollowerPosition)
class FollowerPositionAdmin(ReadOnlyAdmin):
    list_display = ("follower", "application_name", "notification_id")
