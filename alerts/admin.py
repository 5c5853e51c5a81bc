from django.contrib import admin

from alerts.models import EmailNotice, NotificationSettings, Webhook, WebhookDelivery


@admin.register(Webhook)
class WebhookAdmin(admin.ModelAdmin):
    list_display = ["id", "owner", "url", "active", "consecutive_failures", "created_at"]
    list_filter = ["active"]
    search_fields = ["owner__username", "url"]
    exclude = ["secret"]


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(admin.ModelAdmin):
    list_display = ["id", "webhook", "event_type", "status", "attempts", "next_attempt_at"]
    list_filter = ["status", "event_type"]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


admin.site.register(NotificationSettings)
admin.site.register(EmailNotice)
