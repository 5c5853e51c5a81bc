"""The live streams' fan-out: one per web process, however many streams are open.

A stream used to read the event store for itself, on an executor thread that kept its
pooled database connection, so open streams, not load, exhausted the pool. Here:

* A *feed* per followed key (a match, or the lobby) listens once to this process's
  notifications (``matches.notify.Hub.listen``), reads each new entry once from the event
  store, keeps the last few in memory (``BUFFER``), renders each once per kind of reader
  (each seat, a spectator: ``api.stream``) and hands the rendered bytes to every
  subscriber's outbox.
* That reading and rendering runs on a small pool of threads (``TABULA_STREAM_WORKERS``),
  one job per feed at a time; each job gives back the database connections it used. So
  streams use at most that many connections, whatever their number.
* A waiting stream is an outbox, the future it awaits and one heartbeat timer in the
  server's loop: no thread, no connection. A delivery to it is one wake-up of its task
  and one write: the hub wakes all the streams a job filled with one call into the loop,
  and their parts reach the ASGI server without Django's per-part wrappers
  (``EventStreamResponse``).
* A subscriber behind the feed's memory (it resumed from an old ``Last-Event-ID``) is
  caught up from the store by the same jobs, a batch at a time, and never further than its
  outbox holds (``HIGH_WATER``): a stream whose client reads slowly asks for more once
  it has written what it had (``FanOut.resume``).

A lost notification is made good at the next heartbeat: a stream that waited a whole
heartbeat asks its feed to read the store again (``FanOut.poke``).

Under WSGI (``manage.py runserver``, ``gunicorn config.wsgi``) every request, a stream too,
holds one of the server's threads for as long as it is open. There a stream takes one of a
few *slots* of its process first (``StreamSlots``: ``TABULA_WSGI_STREAM_SLOTS``, by default
half of gunicorn's threads), waits in its thread, and ends after
``TABULA_WSGI_STREAM_SECONDS`` (the client reconnects with ``Last-Event-ID``), so slots
free up; with every slot taken it is refused at once, 503 with ``Retry-After``. So open
streams never take the threads ordinary requests need.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import logging
import math
import os
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar
from uuid import UUID

from asgiref.sync import SyncToAsync
from django.conf import settings
from django.core.handlers.asgi import ASGIRequest
from django.db import connections
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.utils.translation import gettext

from api.errors import json_error
from matches.notify import Hub, get_notifier

logger = logging.getLogger(__name__)

#: Bytes a subscriber's outbox may hold before its feed stops filling it.
HIGH_WATER = 256 * 1024
HEARTBEAT = b": heartbeat\n\n"
#: The last words of a WSGI stream whose time is up: the client reconnects (``retry:``
#: milliseconds later, as the stream's first message says) with Last-Event-ID.
TIME_UP = b": time is up; reconnect with Last-Event-ID\n\n"
#: Stream slots of a WSGI server that starts a thread per connection (runserver), whose
#: threads are not counted.
THREAD_PER_CONNECTION_SLOTS = 8
#: Set by gunicorn.conf.py in each worker: the threads it serves requests with.
SERVER_THREADS_VARIABLE = "TABULA_SERVER_THREADS"

ReaderT = TypeVar("ReaderT")


class OpeningsBusy(Exception):
    """Too many streams were opening at once for this one to wait its turn."""


@functools.cache
def stream_openings() -> threading.BoundedSemaphore:
    """Streams of this process that read the stores to open at the same time
    (``TABULA_STREAM_OPENINGS``); the others wait their turn (``opening_turn``) instead of all
    asking the connection pools at once, where a thousand openings (about 10 ms of CPU each)
    outwaited the pools' timeouts and were refused."""
    return threading.BoundedSemaphore(settings.TABULA_STREAM_OPENINGS)


@contextmanager
def opening_turn() -> Iterator[None]:
    """Hold one of the process's stream openings for the block (wait up to
    ``TABULA_STREAM_OPENING_WAIT`` seconds, then ``OpeningsBusy``).

    A stream that has to wait first gives back the database connections its request took so
    far (the middleware's: the session, the reader's language): hundreds of streams waiting
    their turn would otherwise hold the pool and starve every other request.
    """
    openings = stream_openings()
    if not openings.acquire(blocking=False):
        release_db_connections()
        if not openings.acquire(timeout=settings.TABULA_STREAM_OPENING_WAIT):
            raise OpeningsBusy
    try:
        yield
    finally:
        openings.release()


def release_db_connections() -> None:
    """Give this thread's (or request context's) database connections back to their pool.

    Work done for streams off the request's own path would otherwise keep its connection:
    pooled PostgreSQL connections go back to the pool, SQLite ones are closed. A
    connection inside a transaction (a test's) is left alone.
    """
    for connection in connections.all(initialized_only=True):
        if not connection.in_atomic_block:
            connection.close()


def release_request_thread() -> None:
    """Under ASGI: let the request's own worker thread go while its stream waits.

    Django runs a request's sync work (middleware, a sync view) on a thread of the request's
    own (asgiref's ``ThreadSensitiveContext``), kept until the response ends: for a stream,
    as long as it is open. That work is done once the stream starts; should any be needed
    at its end (``response.close``), asgiref starts a new thread for it.
    """
    context = SyncToAsync.thread_sensitive_context.get(None)
    if context is None:
        return
    executor = SyncToAsync.context_to_thread_executor.pop(context, None)
    if executor is not None:
        executor.shutdown(wait=False)


class Subscriber(Generic[ReaderT]):
    """One open stream: whose eyes it reads through, how far it got, what waits to be sent.

    ``after`` (the position delivered up to) and ``reader`` are only touched by its feed's
    jobs, which run one at a time; the outbox is shared with the stream under a lock.

    A stream waiting in an event loop (``loop``) keeps no timer per wait: each wait with a
    timeout cost a timer pushed on the loop's heap and cancelled again, for every delivery
    to every stream. Its heartbeat is one timer instead (``start_heartbeat``), armed again
    only when it fires: it wakes the stream (``beat_due``) once nothing was sent for a whole
    heartbeat, and otherwise moves itself on to a heartbeat after the last send.

    It waits on a bare future, made when it waits: a wake while it does not wait is no
    loss, since the stream looks at its outbox and ``beat_due`` before each wait, and both
    are filled before it is woken. Nothing a stream keeps is made for nothing (no thread
    event in a loop, no loop event in a thread): a thousand streams are a thousand of these.
    """

    def __init__(self, reader: ReaderT, after: int, loop: asyncio.AbstractEventLoop | None) -> None:
        self.reader = reader
        self.after = after
        #: Set by the feed when it stopped filling a full outbox before the end.
        self.stalled = False
        self.loop = loop
        #: Set (in the loop) when the stream sent nothing for a whole heartbeat.
        self.beat_due = False
        self._chunks: list[bytes] = []
        self._size = 0
        self._lock = threading.Lock()
        #: What the stream awaits while it waits in ``loop``.
        self._waiter: asyncio.Future[None] | None = None
        #: What wakes a stream waiting in its own thread (WSGI; ``loop`` is None).
        self._thread_event = threading.Event() if loop is None else None
        self._heartbeat = 0.0
        #: ``loop.time()`` of the stream's last send, and when its heartbeat timer fires.
        self._sent_at = 0.0
        self._timer_due = 0.0
        self._timer: asyncio.TimerHandle | None = None

    def push(self, chunk: bytes) -> None:
        with self._lock:
            self._chunks.append(chunk)
            self._size += len(chunk)

    def full(self) -> bool:
        return self._size >= HIGH_WATER

    def take(self) -> bytes:
        with self._lock:
            # One chunk (the usual): the feed's own bytes, the same for every stream.
            data = self._chunks[0] if len(self._chunks) == 1 else b"".join(self._chunks)
            self._chunks.clear()
            self._size = 0
        return data

    async def wait(self) -> None:
        """Until the feed (or the heartbeat) wakes the stream."""
        assert self.loop is not None
        self._waiter = self.loop.create_future()
        try:
            await self._waiter
        finally:
            self._waiter = None

    def wake(self) -> None:
        """Wake the stream, in its loop (or, served in a thread, from any thread)."""
        if self._thread_event is not None:
            self._thread_event.set()
        elif self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    def start_heartbeat(self, heartbeat: float) -> None:
        """Wake the stream (``beat_due``) after each ``heartbeat`` seconds it sent nothing."""
        assert self.loop is not None
        self._heartbeat = heartbeat
        self._sent_at = self.loop.time()
        # When the timer is due, kept here: uvloop's timer handles have no ``when()``.
        self._timer_due = self._sent_at + heartbeat
        self._timer = self.loop.call_at(self._timer_due, self._heartbeat_timer)

    def sent(self) -> None:
        """The stream sent something: its heartbeat is due a whole heartbeat from now."""
        assert self.loop is not None
        self._sent_at = self.loop.time()

    def stop_heartbeat(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _heartbeat_timer(self) -> None:
        assert self.loop is not None and self._timer is not None
        due = self._sent_at + self._heartbeat
        if due <= self._timer_due:  # nothing sent since the timer was armed
            self.beat_due = True
            self.wake()
            due = self._timer_due + self._heartbeat
        self._timer_due = due
        self._timer = self.loop.call_at(due, self._heartbeat_timer)

    def wait_in_thread(self, timeout: float) -> bool:
        """``wait`` for a stream served in a thread of its own (WSGI): True when woken
        within ``timeout`` seconds."""
        assert self._thread_event is not None
        woken = self._thread_event.wait(timeout)
        self._thread_event.clear()
        return woken


def _wake_all(subscribers: list[Subscriber[Any]]) -> None:
    for subscriber in subscribers:
        subscriber.wake()


def wake(subscribers: list[Subscriber[Any]]) -> None:
    """Wake the streams that got something: one call into each event loop, not one each."""
    by_loop: dict[asyncio.AbstractEventLoop, list[Subscriber[Any]]] = {}
    for subscriber in subscribers:
        if subscriber.loop is not None:
            by_loop.setdefault(subscriber.loop, []).append(subscriber)
        else:
            subscriber.wake()
    for loop, woken in by_loop.items():
        try:
            loop.call_soon_threadsafe(_wake_all, woken)
        except RuntimeError:  # that loop is closed: its streams are going away
            pass


class Feed(Generic[ReaderT]):
    """What one key's streams share: what was read, what was rendered, who follows.

    Subclasses read the store (``read_new``) and bring a subscriber up to date
    (``pump``); ``hi`` is the position the feed has read up to.
    """

    def __init__(self, key: UUID, hi: int) -> None:
        self.key = key
        self.hi = hi
        self.subscribers: set[Subscriber[ReaderT]] = set()
        self.lock = threading.Lock()
        self.pending = False
        self.running = False
        self.last_read = 0.0
        self.fanout: FanOut | None = None

    def notified(self, version: int) -> None:
        """A notification (any thread): read again unless it is news already read."""
        if (version == 0 or version > self.hi) and self.fanout is not None:
            self.fanout.schedule(self)

    def read_new(self) -> None:
        raise NotImplementedError

    def pump(self, subscriber: Subscriber[ReaderT]) -> bool:
        """Fill ``subscriber``'s outbox up to ``hi`` (or ``HIGH_WATER``); True if it got any."""
        raise NotImplementedError


class FanOut:
    """This process's feeds and the threads that feed them."""

    def __init__(self, hub: Hub, workers: int) -> None:
        self.hub = hub
        self.workers = workers
        self._feeds: dict[UUID, Feed[Any]] = {}
        self._lock = threading.Lock()
        self._executor = ThreadPoolExecutor(workers, thread_name_prefix="tabula-streams")

    def subscribe(
        self, key: UUID, make_feed: Callable[[], Feed[ReaderT]], subscriber: Subscriber[ReaderT]
    ) -> Feed[ReaderT]:
        with self._lock:
            feed = self._feeds.get(key)
            if feed is None:
                feed = make_feed()
                feed.fanout = self
                self._feeds[key] = feed
                self.hub.listen(key, feed.notified)
            with feed.lock:
                feed.subscribers.add(subscriber)
        self.schedule(feed)
        return feed

    def unsubscribe(self, feed: Feed[ReaderT], subscriber: Subscriber[ReaderT]) -> None:
        with self._lock:
            with feed.lock:
                feed.subscribers.discard(subscriber)
                empty = not feed.subscribers
            if empty and self._feeds.get(feed.key) is feed:
                del self._feeds[feed.key]
                self.hub.unlisten(feed.key, feed.notified)

    def schedule(self, feed: Feed[Any]) -> None:
        """Have ``feed`` read and hand out (once, however often asked meanwhile)."""
        with feed.lock:
            feed.pending = True
            if feed.running:
                return
            feed.running = True
        try:
            self._executor.submit(self._run, feed)
        except RuntimeError:  # the process is shutting down
            with feed.lock:
                feed.running = False

    def resume(self, feed: Feed[Any], subscriber: Subscriber[Any]) -> None:
        """A stream drained an outbox its feed had stopped filling: fill it again."""
        if subscriber.stalled:
            subscriber.stalled = False
            self.schedule(feed)

    def poke(self, feed: Feed[Any], heartbeat: float) -> None:
        """A stream waited a whole heartbeat: read the store again, in case news were lost."""
        if time.monotonic() - feed.last_read >= heartbeat / 2:
            self.schedule(feed)

    def feed_count(self) -> int:
        with self._lock:
            return len(self._feeds)

    def _run(self, feed: Feed[Any]) -> None:
        try:
            while True:
                with feed.lock:
                    if not feed.pending:
                        feed.running = False
                        return
                    feed.pending = False
                    subscribers = list(feed.subscribers)
                got: list[Subscriber[Any]] = []
                try:
                    feed.read_new()
                    feed.last_read = time.monotonic()
                    for subscriber in subscribers:
                        if feed.pump(subscriber):
                            got.append(subscriber)
                except Exception:
                    # The store is unreachable or the like: streams wait, and the next
                    # notification or heartbeat tries again.
                    logger.warning("live streams of %s: could not read", feed.key, exc_info=True)
                finally:
                    wake(got)
        except BaseException:
            with feed.lock:
                feed.running = False
            raise
        finally:
            release_db_connections()


_fanout: FanOut | None = None
_fanout_lock = threading.Lock()


def get_fanout() -> FanOut:
    """This process's fan-out, listening on its notifier's channel from the first stream."""
    global _fanout
    notifier = get_notifier()
    with _fanout_lock:
        if _fanout is None or _fanout.hub is not notifier.hub:
            _fanout = FanOut(notifier.hub, settings.TABULA_STREAM_WORKERS)
    notifier.ensure_listening()
    return _fanout


class EventStreamResponse(StreamingHttpResponse):
    """A ``StreamingHttpResponse`` whose asynchronous body reaches the ASGI handler as it is.

    Django's ``__aiter__`` passes every part through two more async generators of its own
    (``__aiter__``, then ``streaming_content``'s wrapper calling ``make_bytes``): a resumption
    of each, for every delivery to every stream. The streams' parts are bytes already.
    """

    def __aiter__(self) -> AsyncIterator[bytes]:
        if self.is_async:
            return self._iterator
        return super().__aiter__()


def event_stream_response(body: AsyncIterator[bytes] | Iterator[bytes]) -> StreamingHttpResponse:
    """A Server-Sent Events answer streaming ``body`` (the match and lobby streams)."""
    response = EventStreamResponse(body, content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # proxies (nginx) must not buffer the stream
    return response


def wsgi_stream_slots() -> int:
    """How many streams a WSGI process serves at once: ``TABULA_WSGI_STREAM_SLOTS``, else
    half of gunicorn's threads (the other half answer everything else; a single-threaded
    worker serves no stream), else ``THREAD_PER_CONNECTION_SLOTS`` (runserver)."""
    configured = settings.TABULA_WSGI_STREAM_SLOTS
    if configured is not None:
        return max(0, int(configured))
    threads = os.environ.get(SERVER_THREADS_VARIABLE, "")
    if threads.isdigit():
        return int(threads) // 2
    return THREAD_PER_CONNECTION_SLOTS


class StreamSlots:
    """The streams a WSGI process serves now, each until its time is up."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        #: Each served stream's number -> when its time is up (``time.monotonic``).
        self._ends: dict[int, float] = {}
        self._numbers = itertools.count()

    def take(self, capacity: int, seconds: float) -> Slot | None:
        """A slot for ``seconds`` from now; None when ``capacity`` streams are served."""
        with self._lock:
            if len(self._ends) >= capacity:
                return None
            number = next(self._numbers)
            ends = time.monotonic() + seconds
            self._ends[number] = ends
        return Slot(self, number, ends)

    def give_back(self, number: int) -> None:
        with self._lock:
            self._ends.pop(number, None)

    def retry_after(self, seconds: float) -> int:
        """Whole seconds until a slot is given back at the latest (a served stream's time,
        when none is served: a process without slots)."""
        with self._lock:
            first_end = min(self._ends.values(), default=time.monotonic() + seconds)
        return max(1, math.ceil(first_end - time.monotonic()))

    def in_use(self) -> int:
        with self._lock:
            return len(self._ends)


class Slot:
    """One served stream's place: given back once, when its answer is closed."""

    def __init__(self, slots: StreamSlots, number: int, ends: float) -> None:
        self.slots = slots
        self.number = number
        self.ends = ends

    def give_back(self) -> None:
        self.slots.give_back(self.number)


#: This process's WSGI stream slots.
wsgi_slots = StreamSlots()


def stream(
    request: HttpRequest,
    key: UUID,
    make_feed: Callable[[], Feed[ReaderT]],
    reader: ReaderT,
    after: int,
    first: bytes,
) -> HttpResponse:
    """The answer streaming ``key``'s feed to ``reader`` from ``after``, ``first`` first.

    Called from the (sync) view once its database work is done, which it gives back here:
    from now on the stream holds no connection. Under ASGI it waits in the event loop; under
    WSGI in its thread, holding a slot (or it is refused: 503 with ``Retry-After``).
    """
    release_db_connections()
    opening = Opening(
        get_fanout(), key, make_feed, reader, after, first, settings.TABULA_STREAM_HEARTBEAT_SECONDS
    )
    if isinstance(request, ASGIRequest):
        return event_stream_response(_async_messages(opening))
    seconds = settings.TABULA_WSGI_STREAM_SECONDS
    slot = wsgi_slots.take(wsgi_stream_slots(), seconds)
    if slot is None:
        refused = json_error(
            503,
            "streams_busy",
            gettext(
                "this server streams to as many clients as it can spare threads for; reconnect later, or poll"
            ),
        )
        refused["Retry-After"] = str(wsgi_slots.retry_after(seconds))
        return refused
    response = event_stream_response(_messages_in_thread(opening, slot))
    # Given back when the server closes the answer, whether or not it was ever iterated.
    response._resource_closers.append(slot.give_back)
    return response


@dataclass(frozen=True)
class Opening(Generic[ReaderT]):
    """What a stream starts from: the fan-out, the key of its feed (and how to make it), the
    reader and the position it resumes after, its first bytes, its heartbeat."""

    fanout: FanOut
    key: UUID
    make_feed: Callable[[], Feed[ReaderT]]
    reader: ReaderT
    after: int
    first: bytes
    heartbeat: float

    def subscribe(
        self, loop: asyncio.AbstractEventLoop | None
    ) -> tuple[Feed[ReaderT], Subscriber[ReaderT]]:
        subscriber = Subscriber(self.reader, self.after, loop)
        return self.fanout.subscribe(self.key, self.make_feed, subscriber), subscriber


def _messages_in_thread(opening: Opening[Any], slot: Slot) -> Iterator[bytes]:
    """``_async_messages`` for a WSGI server: the same messages, waited for in the request's
    thread, until the slot's time is up."""
    fanout, heartbeat = opening.fanout, opening.heartbeat
    feed, subscriber = opening.subscribe(None)
    try:
        yield opening.first
        while (left := slot.ends - time.monotonic()) > 0:
            data = subscriber.take()
            if data:
                yield data
                fanout.resume(feed, subscriber)
                continue
            waited = min(heartbeat, left)
            if not subscriber.wait_in_thread(waited) and waited == heartbeat:
                yield HEARTBEAT
                fanout.poke(feed, heartbeat)
        yield TIME_UP
    finally:
        fanout.unsubscribe(feed, subscriber)


async def _async_messages(opening: Opening[Any]) -> AsyncIterator[bytes]:
    release_request_thread()
    fanout, heartbeat = opening.fanout, opening.heartbeat
    feed, subscriber = opening.subscribe(asyncio.get_running_loop())
    subscriber.start_heartbeat(heartbeat)
    try:
        yield opening.first
        while True:
            data = subscriber.take()
            if data:
                yield data
                subscriber.sent()
                fanout.resume(feed, subscriber)
            elif subscriber.beat_due:
                subscriber.beat_due = False
                yield HEARTBEAT
                fanout.poke(feed, heartbeat)
            else:
                await subscriber.wait()
    finally:
        subscriber.stop_heartbeat()
        fanout.unsubscribe(feed, subscriber)


def stream_responses(messages: str, errors: dict[str, str]) -> dict[str, Any]:
    """A stream's responses in its OpenAPI description (the streams are no DRF views, so
    their schema hooks write it): 200, an endless text/event-stream of ``messages``; each
    error status in ``errors`` with its meaning, answered as an ``Error``; and 503, which
    every stream may answer under a WSGI server (its stream slots all taken)."""
    errors = {**errors, "503": "under a WSGI server, no stream slot free (Retry-After)"}
    return {
        "200": {
            "description": f"an endless text/event-stream of {messages}",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        },
        **{
            code: {
                "description": text,
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
            }
            for code, text in errors.items()
        },
    }
