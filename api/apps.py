from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "api"
    verbose_name = "HTTP API"

    def ready(self) -> None:
        from matches.notify import install_notify_hook
        from matches.service import service_configurators

        # Live streams (api.stream) learn of every saved command.
        service_configurators.append(install_notify_hook)
