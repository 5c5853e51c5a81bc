"""The PostgreSQL event store: ``eventsourcing.postgres`` plus the URL's libpq options.

eventsourcing's factory only knows host, port, user, password and database name; the query
options of ``DATABASE_URL`` (``sslmode=require``, ``sslrootcert=...``, ``application_name``)
must reach the event store's connections as they reach Django's.
"""

from __future__ import annotations

import json

from eventsourcing.postgres import PostgresFactory


class Factory(PostgresFactory):
    CONNECTION_OPTIONS = "POSTGRES_CONNECTION_OPTIONS"

    def __init__(self, env) -> None:  # type: ignore[no-untyped-def]
        super().__init__(env)
        options = json.loads(self.env.get(self.CONNECTION_OPTIONS) or "{}")
        # The pool is created closed: its first connection already uses these options.
        self.datastore.pool.kwargs.update({key: str(value) for key, value in options.items()})
