"""Django's database sessions and their signed-in user, each read by one plain indexed query.

A browser's every request reads its session (the language, ``api.middleware.language``, then
the signed-in user), including both requests of a move on the lean path (``api.hot_path``).
Django's ``SessionStore.load`` builds an ORM query for that row each time, which cost more CPU
than reading and decoding it (about 0.7 ms against 0.2 ms on the busy 2-core machine); a
token's check is one plain query too (``api.authentication.current_row``). The row, its expiry
check and everything else (saving, creating, flushing, cookies) are Django's own.

The session's user is read the same way (``UserBackend.get_user``): Django's ``ModelBackend``
builds an ORM query for the user's row on every request, a sixth of a browser's move in its
profile. The instance is the model's own (``Model.from_db``, as a query's rows are made), so
the session's check of the password hash and everything after it are Django's.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.sessions.backends import db
from django.core.exceptions import PermissionDenied, ValidationError
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


class UserBackend(ModelBackend):
    """Django's ``ModelBackend``, its ``get_user`` one plain query (above).

    It comes first in ``AUTHENTICATION_BACKENDS``, so signing in names it in the session.
    ``ModelBackend`` stays listed after it only for the sessions that name it (signed in
    before this backend): a sign-in it refuses ends there (``PermissionDenied``), so a wrong
    password is hashed once, not once per backend.
    """

    def authenticate(self, request: Any, username: Any = None, password: Any = None, **kwargs: Any):
        user = super().authenticate(request, username=username, password=password, **kwargs)
        if user is None:
            raise PermissionDenied
        return user

    def get_user(self, user_id: Any) -> Any:
        model = get_user_model()
        try:
            user_id = model._meta.pk.to_python(user_id)
        except ValidationError:
            return None
        using = router.db_for_read(model)
        connection = connections[using]
        sql, converters, attnames = _user_query(using)
        with connection.cursor() as cursor:
            cursor.execute(sql, [user_id])
            row = cursor.fetchone()
        if row is None:
            return None
        values = list(row)
        for index, field, field_converters in converters:
            for converter in field_converters:
                values[index] = converter(values[index], field, connection)
        user = model.from_db(using, attnames, values)
        return user if self.user_can_authenticate(user) else None


@cache
def _user_query(using: str) -> tuple[str, list[tuple[int, Any, list[Any]]], list[str]]:
    """The user's row by primary key on database ``using``: the SQL, each column's converters
    from the database's value (as the ORM's compiler finds them) and the fields' names."""
    model = get_user_model()
    connection = connections[using]
    quote = connection.ops.quote_name
    fields = model._meta.concrete_fields
    table = model._meta.db_table
    sql = (
        f"SELECT {', '.join(quote(field.column) for field in fields)} FROM {quote(table)} "
        f"WHERE {quote(model._meta.pk.column)} = %s"
    )
    converters = []
    for index, field in enumerate(fields):
        column = field.get_col(table)
        found = connection.ops.get_db_converters(column) + column.get_db_converters(connection)
        if found:
            converters.append((index, field, found))
    return sql, converters, [field.attname for field in fields]
