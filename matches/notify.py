"""Match notifications: "match M is now at version V", to every server's live streams.

A notification only says *that* a match moved; every stream then reads the new
entries from the event store itself, so a lost, duplicated or reordered
notification never loses, repeats or reorders an entry (it can only delay one
until the next notification or heartbeat).

Channels, chosen from the environment (``notification_channel``):

* embedded default: in process only (the README's one-process server);
* ``DATABASE_URL`` names PostgreSQL: ``NOTIFY tabula_matches, '<id>:<version>'``
  on the event store's database; every process ``LISTEN``\\s on it;
* ``TABULA_NOTIFY_URL=redis://host:port/db``: Redis pub/sub on ``tabula:matches``.

Whatever the channel, a process delivers its own notifications to its own
streams directly, without the round trip. The process's streams are fed by one
fan-out (``api.fanout``), which listens once per followed match (``Hub.listen``);
commands and channels deliver from any thread (``Hub.deliver``).

The lobby stream (``api.lobby``) waits on the reserved id ``LOBBY``: a save that
may hold a lobby change of a listed match (``may_change_lobby``) also publishes
``LOBBY``, on the same channel and in the same form, so moves never wake it.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol
from uuid import UUID

from matches.aggregate import Match
from matches.service import MatchService, get_service
from matches.storage import event_store_env, postgres_url

logger = logging.getLogger(__name__)

PG_CHANNEL = "tabula_matches"
REDIS_CHANNEL = "tabula:matches"
#: Wait this long before listening again after the channel's connection failed.
RECONNECT_SECONDS = 1.0
#: The id lobby streams wait on: no match has it (match ids are random UUIDs).
LOBBY = UUID(int=0)


def may_change_lobby(match: Match) -> bool:
    """Whether the save just made of ``match`` may hold a lobby change (``api.lobby``).

    Created, SeatTaken and Aborted leave a match open or end it, Finished ends it, and
    the save holding Started leaves it at version ``players + 2`` (created, one seat
    each, started): any other save of a running match is play, which the lobby ignores.
    Unlisted matches are never in the lobby. A wake-up missed here would only delay a
    change until the stream's next heartbeat, when it reads the log anyway.
    """
    if not getattr(match, "listed", True):
        return False
    return match.status != "active" or match.version == match.players + 2


#: Called with the version a key (a match, or ``LOBBY``) is now at; 0 when unknown.
Listener = Callable[[int], None]


class Hub:
    """Who in this process follows which match: one listener per key, not one per stream.

    The streams' fan-out (``api.fanout``) listens once per followed match and hands each
    new entry to every stream of it. ``deliver`` runs on whatever thread learned the news
    (a request that saved, a channel's listener thread): listeners must return at once.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._listeners: dict[UUID, set[Listener]] = {}

    def listen(self, key: UUID, listener: Listener) -> None:
        with self._lock:
            self._listeners.setdefault(key, set()).add(listener)

    def unlisten(self, key: UUID, listener: Listener) -> None:
        with self._lock:
            listeners = self._listeners.get(key)
            if listeners is not None:
                listeners.discard(listener)
                if not listeners:
                    del self._listeners[key]

    def deliver(self, key: UUID, version: int) -> None:
        with self._lock:
            listeners = list(self._listeners.get(key, ()))
        for listener in listeners:
            listener(version)

    def wake_all(self) -> None:
        """After a channel outage: every listener looks again (news may be lost)."""
        with self._lock:
            listeners = [listener for ls in self._listeners.values() for listener in ls]
        for listener in listeners:
            listener(0)

    def listener_count(self) -> int:
        with self._lock:
            return sum(len(ls) for ls in self._listeners.values())


class Channel(Protocol):
    def publish(self, match_id: UUID, version: int) -> None: ...

    def listen(self, hub: Hub) -> None: ...


def _payload(match_id: UUID, version: int) -> str:
    return f"{match_id}:{version}"


def _parse(payload: str | bytes) -> tuple[UUID, int] | None:
    if isinstance(payload, bytes):
        payload = payload.decode()
    match_id, _, version = payload.partition(":")
    try:
        return UUID(match_id), int(version)
    except ValueError:
        logger.warning("ignoring a malformed match notification %r", payload)
        return None


class InProcessChannel:
    """The embedded default: one process, so nothing travels anywhere."""

    def publish(self, match_id: UUID, version: int) -> None:
        pass

    def listen(self, hub: Hub) -> None:
        pass


class _ListenerThread:
    """Runs ``listen_once`` in a daemon thread, again after every failure."""

    def __init__(self, name: str, listen_once: Callable[[], None], hub: Hub) -> None:
        self.hub = hub
        self.listen_once = listen_once
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while True:
            try:
                self.listen_once()
            except Exception:
                logger.warning("match notifications: listener failed; retrying", exc_info=True)
            # Whatever arrived while not listening is unknown: streams look again.
            self.hub.wake_all()
            time.sleep(RECONNECT_SECONDS)


class PostgresChannel:
    """``NOTIFY``/``LISTEN`` on the event store's PostgreSQL database."""

    def __init__(self, service: MatchService) -> None:
        self.service = service

    def publish(self, match_id: UUID, version: int) -> None:
        datastore = self.service.recorder.datastore  # type: ignore[attr-defined]
        with datastore.transaction(commit=True) as cursor:
            cursor.execute("SELECT pg_notify(%s, %s)", (PG_CHANNEL, _payload(match_id, version)))

    def listen(self, hub: Hub) -> None:
        import psycopg

        env = event_store_env()
        conninfo: dict[str, Any] = {
            "dbname": env["POSTGRES_DBNAME"],
            "host": env["POSTGRES_HOST"],
            "port": env["POSTGRES_PORT"],
            "user": env["POSTGRES_USER"],
            "password": env["POSTGRES_PASSWORD"],
        }

        def listen_once() -> None:
            with psycopg.connect(**conninfo, autocommit=True) as connection:
                connection.execute(f"LISTEN {PG_CHANNEL}")
                hub.wake_all()  # anything published before LISTEN took effect
                for notify in connection.notifies():
                    if (parsed := _parse(notify.payload)) is not None:
                        hub.deliver(*parsed)

        _ListenerThread("tabula-notify-postgres", listen_once, hub)


class RedisChannel:
    """Redis pub/sub (``TABULA_NOTIFY_URL``)."""

    def __init__(self, url: str) -> None:
        import redis

        self.url = url
        self.client = redis.Redis.from_url(url)

    def publish(self, match_id: UUID, version: int) -> None:
        self.client.publish(REDIS_CHANNEL, _payload(match_id, version))

    def listen(self, hub: Hub) -> None:
        import redis

        def listen_once() -> None:
            client = redis.Redis.from_url(self.url)
            with client.pubsub(ignore_subscribe_messages=True) as pubsub:
                pubsub.subscribe(REDIS_CHANNEL)
                hub.wake_all()
                for message in pubsub.listen():
                    if message.get("type") == "message":
                        if (parsed := _parse(message["data"])) is not None:
                            hub.deliver(*parsed)

        _ListenerThread("tabula-notify-redis", listen_once, hub)


def notification_channel(service: MatchService) -> Channel:
    url = os.environ.get("TABULA_NOTIFY_URL", "")
    if url.startswith(("redis://", "rediss://", "unix://")):
        return RedisChannel(url)
    if postgres_url() is not None:
        return PostgresChannel(service)
    return InProcessChannel()


class Notifier:
    """This process's hub and channel: publishes after saves, listens on first use."""

    def __init__(self, service: MatchService) -> None:
        self.hub = Hub()
        self.channel = notification_channel(service)
        self._listening = False
        self._lock = threading.Lock()

    def ensure_listening(self) -> None:
        """Start listening to other processes (once, when the first stream opens)."""
        with self._lock:
            if not self._listening:
                self.channel.listen(self.hub)
                self._listening = True

    def publish(self, match: Match) -> None:
        self._publish(match.id, match.version)
        if may_change_lobby(match):
            # Version 0: lobby news come from many matches, so none is a duplicate.
            self._publish(LOBBY, 0)

    def publish_news(self, match_id: UUID) -> None:
        """Wake the streams of ``match_id`` for news that are not events (its chat): version 0,
        so no stream takes it for a version it already read."""
        self._publish(match_id, 0)

    def _publish(self, match_id: UUID, version: int) -> None:
        self.hub.deliver(match_id, version)
        try:
            self.channel.publish(match_id, version)
        except Exception:
            # The event is stored; streams elsewhere see it at their next wake-up.
            logger.warning("could not publish match %s v%s", match_id, version, exc_info=True)


_notifier: Notifier | None = None


def install_notify_hook(service: MatchService) -> None:
    """Publish every saved command (``config.wiring`` puts it before slower after-save work)."""
    global _notifier
    _notifier = Notifier(service)
    service.after_save.append(_notifier.publish)


def get_notifier() -> Notifier:
    """The notifier of this process's service (configured with it)."""
    get_service()
    assert _notifier is not None, "install_notify_hook is not among the service configurators"
    return _notifier
