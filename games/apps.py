from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = "Games"

    def ready(self) -> None:
        from games.service import service_configurators
        from games.worker import install_bot_follower, install_bot_hook

        service_configurators.append(install_bot_hook)
        install_bot_follower()
