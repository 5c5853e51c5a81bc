"""Delete remembered Idempotency-Key answers older than TABULA_IDEMPOTENCY_TTL_HOURS."""

from django.core.management.base import BaseCommand

from api.idempotency import expire_keys


class Command(BaseCommand):
    help = "Delete Idempotency-Key answers older than their lifetime (24 h by default)."

    def handle(self, **options):
        self.stdout.write(f"{expire_keys()} idempotency key(s) expired")
