from django.apps import AppConfig


class ProjectionsConfig(AppConfig):
    name = "projections"
    verbose_name = "Read models"

    def ready(self) -> None:
        from games.service import service_configurators
        from projections.runner import install_projection_hook

        service_configurators.append(install_projection_hook)
