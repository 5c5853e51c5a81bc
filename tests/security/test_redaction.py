"""Finding 1: an action or a history text must not name what its reader may not see."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def gift_match(api, register, players: int = 3):
    clients = [register(f"g{seat}_")[1] for seat in range(players)]
    created = clients[0].post(
        "/api/matches/", {"game": "secret-gift", "players": players}, format="json"
    )
    assert created.status_code == 201, created.data
    match_id = created.data["id"]
    for seat, client in enumerate(clients):
        joined = client.post(f"/api/matches/{match_id}/join/", {"seat": seat}, format="json")
        assert joined.status_code == 200, joined.data
    return match_id, clients


def give(client, match_id, to: int):
    view = client.get(f"/api/matches/{match_id}/view/").data
    action = next(a for a in view["legal_actions"] if a["type"] == "give" and a["to"] == to)
    answer = client.post(
        f"/api/matches/{match_id}/actions/",
        {"action": action, "expected_version": view["version"]},
        format="json",
    )
    assert answer.status_code == 201, answer.data
    return action["card"], answer.data["version"]


def entry_at(client, match_id, version):
    events = client.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
    return next(e for e in events if e["version"] == version)


def test_a_secret_gift_is_hidden_in_action_effects_and_text(secret_gift, api, register):
    match_id, clients = gift_match(api, register)
    card, version = give(clients[0], match_id, to=2)

    for reader in (api, clients[1]):  # a spectator and an uninvolved seat
        entry = entry_at(reader, match_id, version)
        assert entry["action"] == {"type": "give", "card": None, "to": 2}
        assert entry["effects"][0]["card"] is None
        assert entry["text"] == "Seat 0 gives a card to Seat 2"
        assert card not in str(reader.get(f"/api/matches/{match_id}/events/").data)
        assert card not in str(reader.get(f"/api/matches/{match_id}/replay/", {"at": version}).data)

    for insider in (clients[0], clients[2]):  # the giver and the receiver
        entry = entry_at(insider, match_id, version)
        assert entry["action"]["card"] == card and entry["effects"][0]["card"] == card
        assert entry["text"] == f"Seat 0 gives {card} to Seat 2"


def test_the_acting_seat_reads_its_own_action_in_the_post_answer(secret_gift, api, register):
    match_id, clients = gift_match(api, register)
    view = clients[0].get(f"/api/matches/{match_id}/view/").data
    action = next(a for a in view["legal_actions"] if a["type"] == "give")
    answer = clients[0].post(
        f"/api/matches/{match_id}/actions/",
        {"action": action, "expected_version": view["version"]},
        format="json",
    )
    assert answer.data["events"][0]["action"] == action


def test_everything_is_revealed_once_the_match_is_finished(secret_gift, api, register):
    match_id, clients = gift_match(api, register)
    card, version = give(clients[0], match_id, to=1)
    view = clients[1].get(f"/api/matches/{match_id}/view/").data
    clients[1].post(
        f"/api/matches/{match_id}/actions/",
        {"action": {"type": "stop"}, "expected_version": view["version"]},
        format="json",
    )
    entry = entry_at(api, match_id, version)
    assert entry["action"]["card"] == card and entry["text"] == f"Seat 0 gives {card} to Seat 1"
