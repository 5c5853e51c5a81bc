from django.contrib import admin
from django.http import HttpRequest

from api.models import IdempotentResponse


@admin.register(IdempotentResponse)
class IdempotentResponseAdmin(admin.ModelAdmin):
    """Remembered answers: readable, deletable (e.g. by hand before the 24 h expiry)."""

    list_display = ("user", "key", "method", "path", "status", "created_at")
    search_fields = ("user__username", "key", "path")
    readonly_fields = ("user", "key", "method", "path", "status", "body", "created_at")

    def has_add_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False
