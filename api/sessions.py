"""Django's database sessions, each read one plain indexed query.

A browser's every request reads its session (the language, ``api.middleware.language``, then
the signed-in user), including both requests of a move on the lean path (``api.hot_path``).
Django's ``SessionStore.load`` builds an ORM query for that row each time, which cost more CPU
than reading and decoding it (about 0.7 ms against 0.2 ms on the busy 2-core machine); a
token's check is one plain query too (``api.authentication.current_row``). The row, its expiry
check and everything else (saving, creating, flushing, cookies) are Django's own.
"""

from __future__ import annotations

from typing import Any

from django.contrib.sessions.backends import db
from django.db import connections, router
from django.utils import timezone


class SessionStore(db.SessionStore):
    def load(self) -> dict[str, Any]:
        """The session's data, or a new empty session when the key is unknown or expired
        (as Django's: the key is then forgotten, so a save creates a fresh one)."""
        data = self._unexpired_session_data()
        if data is None:
            self._session_key = None
            return {}
        return self.decode(data)

    def _unexpired_session_data(self) -> str | None:
        if self.session_key is None:
            return None
        connection = connections[router.db_for_read(self.model)]
        quote = connection.ops.quote_name
        now = connection.ops.adapt_datetimefield_value(timezone.now())
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT {quote('session_data')} FROM {quote(self.model._meta.db_table)} "
                f"WHERE {quote('session_key')} = %s AND {quote('expire_date')} > %s",
                [self.session_key, now],
            )
            row = cursor.fetchone()
        return row[0] if row is not None else None
