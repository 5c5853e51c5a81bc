from django.apps import AppConfig


class MatchesConfig(AppConfig):
    name = "matches"
    verbose_name = "Matches"

    def ready(self) -> None:
        from matches.service import service_configurators
        from matches.worker import install_bot_follower, install_bot_hook

        service_configurators.append(install_bot_hook)
        install_bot_follower()
