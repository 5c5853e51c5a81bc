"""The leak test: random matches of every game, every player count, over HTTP.

At every version, for every seat and a spectator, every response — the view, the new
history entries, the replay of that version, the bot's analysis (refused until the end), the
live stream's entries and pushed state, the summary and error answers — is scanned for any
value hidden from that reader. Hidden values are derived from the omniscient state (what the full view has where the reader's view does
not: hand cards, secret roles, deck orders), plus the names the game's data gives those
ids, plus the server seed. Zero hits, or the test names the response and the value.

Each match is dealt from a fresh server seed, so every run plays new deals. A failure names
the match and its seed; ``TABULA_LEAK_REPLAY=<game>/<match number>/<seed>`` replays just that
match, with that seed, the same moves and the same checks.
"""

from __future__ import annotations

import functools
import importlib
import json
import os
import random
import re
from typing import Any
from uuid import UUID

import pytest
from rest_framework.test import APIClient

from api.stream import Reader, read_stream
from games.engine import redact_effect
from games.registry import GAME_MODULES, get_game
from matches.service import get_service
from tests.moves import random_action

pytestmark = pytest.mark.django_db

MATCHES_PER_GAME = 20
#: Actions played per match: enough to deal, draw, give and reshuffle; bounded for speed.
MAX_ACTIONS = 8
MISSING = object()
#: ``<game>/<match number>/<server seed>``: play only that match, dealt from that seed.
REPLAY = os.environ.get("TABULA_LEAK_REPLAY", "")


def compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def strings_in(value: Any, into: set[str]) -> None:
    if isinstance(value, str):
        into.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            into.add(str(key))
            strings_in(item, into)
    elif isinstance(value, list):
        for item in value:
            strings_in(item, into)


def hidden_parts(full: Any, seen: Any, strings: set[str], orders: set[str]) -> None:
    """What ``full`` has where ``seen`` (the reader's view) differs or is missing."""
    if full == seen:
        return
    if isinstance(full, dict) and isinstance(seen, dict):
        for key, item in full.items():
            hidden_parts(item, seen.get(key, MISSING), strings, orders)
        return
    if isinstance(full, list) and isinstance(seen, list) and len(full) == len(seen):
        for item, seen_item in zip(full, seen, strict=True):
            hidden_parts(item, seen_item, strings, orders)
        return
    strings_in(full, strings)
    collect_orders(full, orders)


def collect_orders(value: Any, orders: set[str]) -> None:
    """Hidden sequences (deck orders) of three or more plain values, as compact JSON."""
    if isinstance(value, list):
        if len(value) >= 3 and all(isinstance(v, str | int) for v in value):
            orders.add(compact(value))
        for item in value:
            collect_orders(item, orders)
    elif isinstance(value, dict):
        for item in value.values():
            collect_orders(item, orders)


def names_of(slug: str) -> dict[str, str]:
    """id -> name for every component the game's data names (cards, roles, tiles...)."""
    data = importlib.import_module(f"{GAME_MODULES[slug]}.data")
    names: dict[str, str] = {}
    for table in vars(data).values():
        if isinstance(table, dict):
            for key, entry in table.items():
                if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                    names[str(key)] = entry["name"]
    return names


class Scanner:
    """The hidden values of one reader at one version, and a scan of response bodies."""

    def __init__(self, slug: str) -> None:
        self.game = get_game(slug)
        self.names = names_of(slug)
        self.public: dict[int | None, set[str]] = {}
        self.checked = 0

    def shown(self, state: dict, viewer: int | None) -> dict:
        """The reader's view of ``state``: what it shows may be named later (a field name
        as much as a value), so its strings are public to the reader from then on."""
        seen_view = self.game.view(state, viewer)
        strings_in(seen_view, self.public.setdefault(viewer, set()))
        return seen_view

    def hidden_from(self, state: dict, viewer: int | None, seed: str) -> tuple[set[str], set[str]]:
        seen_view = self.shown(state, viewer)
        public = self.public[viewer]
        strings: set[str] = set()
        orders: set[str] = set()
        hidden_parts(self.game.view(state, viewer, omniscient=True), seen_view, strings, orders)
        secret = {s for s in strings if s not in public and len(s) >= 2}
        public_names = {self.names[s] for s in public if s in self.names}
        secret |= {
            self.names[s] for s in secret if s in self.names and self.names[s] not in public_names
        }
        shown_lists = {compact(v) for v in _lists(seen_view)}
        orders -= shown_lists
        return secret | {seed}, orders

    def start_match(self, public_setup: list[dict]) -> None:
        """Lists the setup shows everybody (a game's card catalogue, say) are no secret
        in any order of their own: they are cut out of a body before it is scanned.

        What a reader was shown in an earlier match is no longer public: each match is
        checked on its own, so its seed alone replays it."""
        self.public = {}
        self.catalogue: set[str] = set()
        collect_orders(public_setup, self.catalogue)

    def scan(self, label: str, body: Any, secrets: tuple[set[str], set[str]]) -> None:
        text = compact(body) if not isinstance(body, str) else body
        for listing in self.catalogue:
            text = text.replace(listing, "")
        words, orders = secrets
        self.checked += 1
        # Whole tokens only: "T13" is a hidden tile, not the hour of a timestamp.
        leaked = [w for w in words if w in text and _token(w).search(text)]
        leaked += [o for o in orders if o in text]
        assert not leaked, f"{label} leaks {leaked[:5]}: {text[:400]}"


@functools.cache
def _token(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_]){re.escape(word)}(?![A-Za-z0-9_])")


def _lists(value: Any) -> list[list]:
    found: list[list] = []
    if isinstance(value, list):
        found.append(value)
        for item in value:
            found.extend(_lists(item))
    elif isinstance(value, dict):
        for item in value.values():
            found.extend(_lists(item))
    return found


def player_counts(slug: str) -> list[int]:
    game = get_game(slug)
    counts = list(range(game.min_players, game.max_players + 1))
    return [counts[i % len(counts)] for i in range(MATCHES_PER_GAME)]


def replayed(slug: str) -> tuple[int, str] | None:
    """The match number and server seed ``TABULA_LEAK_REPLAY`` names for this game."""
    if not REPLAY:
        return None
    game, number, seed = REPLAY.split("/", 2)
    if game != slug:
        pytest.skip(f"TABULA_LEAK_REPLAY replays a match of {game}")
    return int(number), seed


@pytest.mark.slow
@pytest.mark.parametrize("slug", sorted(GAME_MODULES))
def test_no_response_leaks_a_hidden_value(slug, register, api):
    players_max = get_game(slug).max_players
    users = [register(f"leak{seat}_") for seat in range(players_max)]
    scanner = Scanner(slug)
    service = get_service()
    replay = replayed(slug)
    for number, players in enumerate(player_counts(slug)):
        if replay is not None and number != replay[0]:
            continue
        seed = None if replay is None else replay[1]
        play_one(slug, players, users[:players], api, scanner, service, number, seed)
    assert scanner.checked > (MATCHES_PER_GAME * 10 if replay is None else 10)


#: Deals that once failed, replayed for good: (game, match number, server seed).
FAILED_ONCE = [
    # A takeback left unscanned the version whose view showed the resource frame's field
    # "red" (a fish may be scored with the Red God), and no red god card was face up yet: the
    # field's name in the history was taken for a red card in somebody's hand.
    ("bora-bora", 6, "ed200bf938853e66cbc76a2559593625f69bdd0cabdabeef90b3980a38fdaa4b"),
]


@pytest.mark.parametrize(("slug", "number", "seed"), FAILED_ONCE)
def test_deals_that_once_failed_leak_nothing(slug, number, seed, register, api):
    players = player_counts(slug)[number]
    users = [register(f"leak{seat}_") for seat in range(players)]
    scanner = Scanner(slug)
    play_one(slug, players, users, api, scanner, get_service(), number, seed)
    assert scanner.checked > 10


def play_one(
    slug, players, users, spectator: APIClient, scanner, service, number: int, seed: str | None
) -> None:
    """Match ``number`` of the game: dealt from ``seed`` (None: the server's fresh seed, as
    for any match); the moves are chosen by a generator of its own, seeded by the number."""
    creator = users[0][1]
    body = {"game": slug, "players": players, **({"seed": seed} if seed is not None else {})}
    created = creator.post("/api/matches/", body, format="json")
    assert created.status_code == 201, created.data
    match_id = created.data["id"]
    seed = service.get_match(match_id).seed
    try:
        play_and_scan(slug, match_id, users, spectator, scanner, service, number)
    except AssertionError as failure:
        replay = f"TABULA_LEAK_REPLAY={slug}/{number}/{seed}"
        raise AssertionError(
            f"{slug} match {number} ({players} players, server seed {seed}) failed; "
            f"replay it: {replay} pytest 'tests/security/test_leaks.py::"
            f"test_no_response_leaks_a_hidden_value[{slug}]'\n{failure}"
        ) from failure


def play_and_scan(slug, match_id, users, spectator: APIClient, scanner, service, number) -> None:
    players = len(users)
    rng = random.Random(f"{slug}-{number}")
    for seat, (_, client) in enumerate(users):
        assert client.post(f"/api/matches/{match_id}/join/", {"seat": seat}).status_code == 200
    events = service.events.get(UUID(match_id))
    started = next(e for e in events if hasattr(e, "initial_state"))
    scanner.start_match([redact_effect(e, None) for e in started.effects])
    readers: list[tuple[int | None, APIClient]] = [
        *enumerate(c for _, c in users),
        (None, spectator),
    ]
    usernames = [name for name, _ in users]
    after = dict.fromkeys([r for r, _ in readers], 0)
    streams = {
        reader: Reader(
            match_id=service.get_match(match_id).id,
            game=slug,
            username=usernames[reader] if reader is not None else None,
            viewer=reader,
            finished=False,
        )
        for reader, _ in readers
    }
    shown_until = 0
    for _ in range(MAX_ACTIONS + 1):
        match = service.get_match(match_id)
        if match.status != "active":
            break
        version = match.version
        # Versions between the scanned ones (a move taken back, the takeback's own) were
        # shown to every reader as well: the history names what they showed.
        for shown in range(shown_until + 1, version):
            past = service.get_match(match_id, version=shown).state
            if past is not None:
                for reader, _ in readers:
                    scanner.shown(past, reader)
        shown_until = version
        base = f"/api/matches/{match_id}"
        for reader, client in readers:
            secrets = scanner.hidden_from(match.state, reader, str(match.seed))
            label = f"{slug} {players}p v{version} reader {reader}"
            for path, query in (
                *([("/", {})] if reader is None else []),  # the summary is one for all
                ("/view/", {}),
                ("/events/", {"after": after[reader], "limit": 500}),
                ("/replay/", {"at": version}),
            ):
                answer = client.get(base + path, query)
                assert answer.status_code == 200, (path, answer.data)
                scanner.scan(f"{label} GET {path}", answer.data, secrets)
            # The bot's analysis judges moves from their movers' views: none before the end.
            analysis = client.get(f"{base}/analysis/")
            assert analysis.status_code == 409, analysis.data
            scanner.scan(f"{label} GET /analysis/", analysis.data, secrets)
            after[reader] = version
            pushed = read_stream(streams[reader], version - 1)
            assert [event for event, _ in pushed][-1] == "state", "a stream ends a batch so"
            scanner.scan(f"{label} stream", pushed, secrets)
            if readers[version % len(readers)][0] != reader:
                continue  # error answers: one reader per version, in turn
            other = (reader + 1) % players if reader is not None else 0
            refused = client.get(f"{base}/view/", {"seat": other})
            scanner.scan(f"{label} 403", refused.data, secrets)
            if reader is not None:
                bogus = {"type": "peek", "seat": other}
                wrong = client.post(
                    f"{base}/actions/",
                    {"action": bogus, "expected_version": version},
                    format="json",
                )
                assert 400 <= wrong.status_code < 500
                scanner.scan(f"{label} {wrong.status_code}", wrong.data, secrets)
        seat = match.to_act[0]
        client = readers[seat][1]
        view = client.get(f"{base}/view/").data
        answer = client.post(
            f"{base}/actions/",
            random_action(view, rng),
            format="json",
        )
        assert answer.status_code == 201, answer.data
        # The answer to the actor is scanned against what the actor may see.
        after_move = service.get_match(match_id)
        if after_move.status == "active":
            secrets = scanner.hidden_from(after_move.state, seat, str(after_move.seed))
            scanner.scan(f"{slug} POST answer to seat {seat}", answer.data, secrets)
        if after_move.status == "active" and rng.random() < TAKEBACK_CHANCE:
            take_back(slug, base, seat, readers, scanner, service, match_id)


#: How often the mover asks to take its move back (and every other seat accepts): the
#: compensating event carries a full server state, which must reach nobody.
TAKEBACK_CHANCE = 0.4


def take_back(slug, base: str, seat: int, readers, scanner, service, match_id) -> None:
    """``seat`` asks to take its last move back; every other seat accepts. Each answer,
    a refusal ("a card was drawn since") as much as the new summary, is scanned."""
    match = service.get_match(match_id)
    asked = readers[seat][1].post(
        f"{base}/takeback/", {"expected_version": match.version}, format="json"
    )
    assert asked.status_code in (201, 409), asked.data
    secrets = scanner.hidden_from(match.state, seat, str(match.seed))
    scanner.scan(f"{slug} takeback {asked.status_code} to seat {seat}", asked.data, secrets)
    while asked.status_code == 201 and (match := service.get_match(match_id)).pending_takeback:
        other = next(
            s for s in range(len(readers) - 1) if s not in match.pending_takeback["accepted"]
        )
        accepted = readers[other][1].post(
            f"{base}/takeback/accept/", {"expected_version": match.version}, format="json"
        )
        assert accepted.status_code == 200, accepted.data
        now = service.get_match(match_id)
        secrets = scanner.hidden_from(now.state, other, str(now.seed))
        scanner.scan(f"{slug} takeback accepted by seat {other}", accepted.data, secrets)
