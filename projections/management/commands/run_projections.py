"""Keep the read models current, or rebuild them from the event store."""

import time

from django.core.management.base import BaseCommand

from matches.service import get_service
from projections.runner import catch_up, drop_projections


class Command(BaseCommand):
    help = "Project stored events into the read models (once, --follow, or --rebuild)."

    def add_arguments(self, parser):
        parser.add_argument("--rebuild", action="store_true", help="drop the read models first")
        parser.add_argument("--follow", action="store_true", help="keep polling for new events")
        parser.add_argument(
            "--interval", type=float, default=0.2, help="seconds between polls with --follow"
        )

    def handle(self, *args, rebuild=False, follow=False, interval=0.2, **options):
        service = get_service()
        if rebuild:
            drop_projections()
            self.stdout.write("dropped the read models")
        count = catch_up(service)
        self.stdout.write(f"projected {count} events")
        while follow:
            time.sleep(interval)
            count = catch_up(service)
            if count:
                self.stdout.write(f"projected {count} events")
