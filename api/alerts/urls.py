from django.urls import path

from api.alerts import views

urlpatterns = [
    path(
        "notification-settings/",
        views.NotificationSettingsView.as_view(),
        name="notification-settings",
    ),
    path("webhooks/", views.WebhookListView.as_view(), name="webhooks"),
    path("webhooks/<int:webhook_id>/", views.WebhookDetailView.as_view(), name="webhook"),
    path(
        "webhooks/<int:webhook_id>/secret/",
        views.WebhookSecretView.as_view(),
        name="webhook-secret",
    ),
    path(
        "webhooks/<int:webhook_id>/deliveries/",
        views.WebhookDeliveriesView.as_view(),
        name="webhook-deliveries",
    ),
    path("webhooks/<int:webhook_id>/ping/", views.WebhookPingView.as_view(), name="webhook-ping"),
]
