from django.contrib import admin

from chat.models import ChatEntry, ChatReport


@admin.register(ChatReport)
class ChatReportAdmin(admin.ModelAdmin):
    list_display = ("created_at", "message", "reporter", "reason", "resolved")
    list_filter = ("resolved",)
    list_editable = ("resolved",)
    readonly_fields = ("message", "reporter", "reason", "reported_text", "created_at")
    search_fields = ("reported_text", "reason", "reporter__username")


@admin.register(ChatEntry)
class ChatEntryAdmin(admin.ModelAdmin):
    list_display = ("sent_at", "match_id", "channel", "kind", "author", "text", "deleted")
    list_filter = ("channel", "kind", "deleted")
    search_fields = ("match_id", "author__username", "text")
    readonly_fields = [field.name for field in ChatEntry._meta.fields]
