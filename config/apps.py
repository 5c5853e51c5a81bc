from django.apps import AppConfig


class TabulaConfig(AppConfig):
    """The project itself, as the last app: it wires the layers once all are loaded."""

    name = "config"
    verbose_name = "Tabula"

    def ready(self) -> None:
        from config.wiring import wire

        wire()
