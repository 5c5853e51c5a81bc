from django.apps import AppConfig
from django.core.signals import request_finished
from django.db.models.signals import post_migrate


def create_event_store_tables(sender, **kwargs) -> None:  # type: ignore[no-untyped-def]
    """``migrate`` also creates the event store's tables, once.

    Otherwise the first command of several fresh worker processes races to
    create them, and on PostgreSQL all but one fail.
    """
    from games.service import get_service

    get_service()


class ProjectionsConfig(AppConfig):
    name = "projections"
    verbose_name = "Read models"

    def ready(self) -> None:
        from games.service import service_configurators
        from projections.runner import catch_up_after_response, install_projection_hook

        service_configurators.append(install_projection_hook)
        request_finished.connect(catch_up_after_response, dispatch_uid="tabula-catch-up")
        post_migrate.connect(create_event_store_tables, sender=self)
