"""Finding 2: a server seed nobody can guess, client seeds, and draws anyone can re-derive."""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from games.engine.rng import HmacRandom, rng_for, seed_commitment
from games.registry import get_game
from matches.aggregate import Match

README = Path(__file__).resolve().parents[2] / "README.md"


def spec_words(seed: str, client_seeds: list[str], version: int):
    """The stream exactly as the README words it, written independently of rng.py."""
    block = 0
    while True:
        message = f"tabula/2|{','.join(client_seeds)}|{version}|{block}".encode()
        digest = hmac.new(seed.encode(), message, hashlib.sha256).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(digest[i : i + 4], "big")
        block += 1


def spec_shuffle(items: list, seed: str, client_seeds: list[str], version: int) -> list:
    words = spec_words(seed, client_seeds, version)

    def getrandbits(k: int) -> int:
        count = -(-k // 32)
        value = 0
        for _ in range(count):
            value = (value << 32) | next(words)
        return value >> (count * 32 - k)

    def randbelow(n: int) -> int:
        value = getrandbits(n.bit_length())
        while value >= n:
            value = getrandbits(n.bit_length())
        return value

    items = list(items)
    for i in reversed(range(1, len(items))):
        j = randbelow(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


@pytest.mark.parametrize("client_seeds", [[], ["alice"], ["alice", "bob:2"]])
def test_the_generator_follows_the_documented_derivation(client_seeds):
    seed = "ab" * 32
    deck = list(range(60))
    rng = rng_for(seed, 5, client_seeds)
    rng.shuffle(deck)
    assert deck == spec_shuffle(range(60), seed, client_seeds, 5)


def test_client_seeds_and_versions_change_every_draw():
    seed = "cd" * 32
    draws = {
        tuple(rng_for(seed, v, cs).sample(range(1000), 10))
        for v in (5, 6)
        for cs in ([], ["x"], ["y"], ["x", "y"])
    }
    assert len(draws) == 8


def test_every_random_method_is_available_and_deterministic():
    def run(rng: random.Random) -> list:
        return [
            rng.random(),
            rng.randint(1, 6),
            rng.choice("abcdef"),
            rng.sample(range(100), 5),
            rng.choices(range(10), k=3),
            rng.uniform(0, 1),
            rng.getrandbits(300),
            rng.randrange(0, 2**70),
        ]

    assert run(rng_for("s", 3, ["c"])) == run(rng_for("s", 3, ["c"]))
    assert isinstance(rng_for("s", 3), HmacRandom)


def test_legacy_matches_keep_their_derivation():
    legacy = rng_for(1234, 7, rng_version=1)
    old = random.Random(int.from_bytes(hashlib.sha256(b"1234:7").digest(), "big"))
    assert legacy.random() == old.random()
    state = {"seed": 1234}
    Match.Created.upcast_v1_v2(state)
    assert state["rng_version"] == 1 and state["client_seeds"] == []


def test_browser_javascript_in_the_readme_matches_python():
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    code = re.search(
        r"<!-- tabula-rng-js -->\s*```js\n(.*?)```", README.read_text(), re.DOTALL
    ).group(1)
    seed, client_seeds = "0f" * 32, ["alice", "bob"]
    script = code + (
        f"(async () => {{ const rng = await tabulaRng({json.dumps(seed)}, "
        f"{json.dumps(client_seeds)}, 9);"
        " const deck = [...Array(52).keys()]; await rng.shuffle(deck);"
        " const big = (await rng.getrandbits(300)).toString();"
        f" const commitment = await sha256Hex({json.dumps(seed)});"
        " console.log(JSON.stringify({deck, big, commitment})); })();"
    )
    result = json.loads(
        subprocess.run([node, "-e", script], capture_output=True, text=True, check=True).stdout
    )
    rng = rng_for(seed, 9, client_seeds)
    deck = list(range(52))
    rng.shuffle(deck)
    assert result["deck"] == deck
    assert result["big"] == str(rng.getrandbits(300))
    assert result["commitment"] == seed_commitment(seed)


@pytest.mark.django_db
def test_a_rated_match_commits_to_a_256_bit_seed_and_reveals_it_at_the_end(register, api):
    _, ann = register("ann")
    created = ann.post(
        "/api/matches/",
        {"game": "babel", "players": 2, "client_seed": "ann-chose-this"},
        format="json",
    ).data
    # Unrated (the default), so that bots may play it to the end; the seed is drawn the same.
    assert created["rated"] is False and created["seed_fixed"] is False
    assert created["seed"] is None and created["rng_version"] == 2
    assert created["client_seeds"] == ["ann-chose-this"]
    match_id = created["id"]
    ann.post(f"/api/matches/{match_id}/bots/", {"seat": 0, "level": "random"}, format="json")
    ann.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, format="json")
    summary = api.get(f"/api/matches/{match_id}/").data
    assert summary["status"] == "finished" and summary["client_seeds"] == ["ann-chose-this"]
    seed = summary["seed"]
    assert isinstance(seed, str) and re.fullmatch(r"[0-9a-f]{64}", seed)
    assert hashlib.sha256(seed.encode()).hexdigest() == created["seed_commitment"]
    events = api.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
    started = next(e for e in events if e["type"] == "started")
    game = get_game("babel")
    rng = rng_for(seed, started["version"], summary["client_seeds"], summary["rng_version"])
    assert game.setup(2, summary["options"], rng) == started["effects"]


@pytest.mark.django_db
def test_a_fixed_seed_only_for_unrated_matches(register):
    _, ann = register("ann")
    refused = ann.post(
        "/api/matches/", {"game": "babel", "players": 2, "seed": "42", "rated": True}, format="json"
    )
    assert refused.status_code == 400 and refused.data["error"] == "invalid_request"
    fixed = ann.post("/api/matches/", {"game": "babel", "players": 2, "seed": "42"}, format="json")
    assert fixed.status_code == 201
    assert fixed.data["rated"] is False and fixed.data["seed_fixed"] is True
    assert fixed.data["seed_commitment"] == seed_commitment("42")


@pytest.mark.django_db
@pytest.mark.parametrize("client_seed", ["", "x" * 65, "spaces here", "ünï", None])
def test_bad_client_seeds_are_refused(register, client_seed):
    _, ann = register("ann")
    answer = ann.post(
        "/api/matches/",
        {"game": "babel", "players": 2, "client_seed": client_seed},
        format="json",
    )
    assert answer.status_code == 400 and answer.data["error"] == "invalid_request"


@pytest.mark.django_db
def test_players_add_client_seeds_when_joining(register, api):
    _, ann = register("ann")
    _, bob = register("bob")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    assert (
        ann.post(
            f"/api/matches/{match_id}/join/", {"client_seed": "from-ann"}, format="json"
        ).status_code
        == 200
    )
    bad = bob.post(f"/api/matches/{match_id}/join/", {"client_seed": "no spaces"}, format="json")
    assert bad.status_code == 400
    bob.post(f"/api/matches/{match_id}/join/", {"client_seed": "from-bob"}, format="json")
    summary = api.get(f"/api/matches/{match_id}/").data
    assert summary["status"] == "active"
    assert summary["client_seeds"] == ["from-ann", "from-bob"]
