from django.apps import AppConfig


class AlertsConfig(AppConfig):
    name = "alerts"
    verbose_name = "Notifications and webhooks"

    def ready(self) -> None:
        from alerts.worker import install_alerts_follower, install_alerts_hook
        from matches.service import service_configurators

        service_configurators.append(install_alerts_hook)
        install_alerts_follower()
