"""Webhooks against a real local HTTP receiver that checks every signature."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone
from rest_framework.test import APIClient

from alerts import follower, webhooks
from alerts.models import WebhookDelivery
from alerts.tasks import run_once
from games.engine import redact_effect
from tests.accounts import user
from tests.alerts.conftest import add_webhook
from tests.alerts.helpers import human_match
from tests.moves import play_random
from tests.security.test_leaks import Scanner

pytestmark = pytest.mark.django_db

ALL = ["your_turn", "match_started", "move", "match_finished"]


def client_of(owner) -> APIClient:
    client = APIClient()
    client.force_authenticate(owner)
    return client


def test_deliveries_are_signed_and_carry_the_entry_as_the_seat_sees_it(service, receiver):
    ann, bob = user("ann"), user("bob")
    hook = add_webhook(ann, receiver, ALL)
    match = human_match(service, "babel", ["ann", "bob"])
    match = play_random(service, match, random.Random(1), moves=6)
    run_once(service)

    assert receiver.received and all(r.signature_ok for r in receiver.received)
    kinds = [r.event for r in receiver.received]
    assert kinds.count("match_started") == 1
    assert kinds.count("move") == len(
        [e for e in service.events.get(match.id) if hasattr(e, "actor")]
    )
    assert "your_turn" in kinds
    ids = [r.delivery for r in receiver.received]
    assert len(set(ids)) == len(ids)
    for received in receiver.received:
        body = received.body
        assert body["id"] == received.delivery and body["type"] == received.event
        assert body["seat"] == 0
        assert body["match"]["url"] == f"http://127.0.0.1:8000/matches/{match.id}/"
        assert body["entry"]["version"] == body["match"]["version"]
    # your_turn only when seat 0 became to act, never for bob's seat
    assert all(
        r.body["match"]["to_act"].count(0) for r in receiver.received if r.event == "your_turn"
    )

    answer = client_of(ann).get(f"/api/v1/webhooks/{hook.id}/deliveries/")
    assert answer.status_code == 200
    assert answer.data["count"] == len(receiver.received)
    first = answer.data["results"][0]
    assert first["status"] == "delivered"
    assert first["attempts_log"][0]["status_code"] == 200
    assert first["attempts_log"][0]["ok"] is True
    assert client_of(bob).get(f"/api/v1/webhooks/{hook.id}/deliveries/").status_code == 404


def test_a_receiver_that_fails_once_is_retried_with_backoff_and_then_succeeds(
    service, receiver, settings
):
    settings.TABULA_WEBHOOK_RETRY_SECONDS = 10
    receiver.answers = [500, 200]
    ann, _ = user("ann"), user("bob")
    hook = add_webhook(ann, receiver, ["match_started"])
    human_match(service, "babel", ["ann", "bob"])

    run_once(service)
    delivery = WebhookDelivery.objects.get(webhook=hook)
    assert delivery.status == "pending" and delivery.attempts == 1
    wait = (delivery.next_attempt_at - delivery.log.get().at).total_seconds()
    assert wait == pytest.approx(10, abs=0.01)
    assert run_once(service)["deliveries"] == 0, "not due before the backoff has passed"

    # Ten seconds pass.
    WebhookDelivery.objects.filter(id=delivery.id).update(
        next_attempt_at=timezone.now() - timedelta(seconds=1)
    )
    assert run_once(service)["deliveries"] == 1
    delivery.refresh_from_db()
    assert delivery.status == "delivered" and delivery.attempts == 2
    assert [r.delivery for r in receiver.received] == [str(delivery.id)] * 2
    assert [a.status_code for a in delivery.log.all()] == [500, 200]
    assert "500" in delivery.log.first().error
    hook.refresh_from_db()
    assert hook.consecutive_failures == 0 and hook.active


def test_the_backoff_doubles_and_a_delivery_gives_up_after_its_attempts(
    service, receiver, settings
):
    settings.TABULA_WEBHOOK_RETRY_SECONDS = 10
    settings.TABULA_WEBHOOK_MAX_ATTEMPTS = 3
    receiver.answers = [503]
    hook = add_webhook(user("ann"), receiver, ["match_started"])
    user("bob")
    human_match(service, "babel", ["ann", "bob"])
    waits = []
    for _ in range(3):
        run_once(service)
        delivery = WebhookDelivery.objects.get(webhook=hook)
        waits.append(round((delivery.next_attempt_at - delivery.log.last().at).total_seconds()))
        WebhookDelivery.objects.filter(id=delivery.id).update(next_attempt_at=timezone.now())
    assert waits[:2] == [10, 20]
    assert delivery.status == "failed" and delivery.attempts == 3
    assert run_once(service)["deliveries"] == 0


def test_a_receiver_that_keeps_failing_is_disabled_and_its_owner_told(service, receiver, settings):
    settings.TABULA_WEBHOOK_RETRY_SECONDS = 0
    settings.TABULA_WEBHOOK_DISABLE_AFTER = 3
    receiver.answers = [500]
    ann = user("ann", email="ann@example.org")
    user("bob")
    hook = add_webhook(ann, receiver, ["match_started"])
    human_match(service, "babel", ["ann", "bob"])
    for _ in range(5):
        run_once(service)
    assert len(receiver.received) == 3, "nothing is sent once the hook is off"
    hook.refresh_from_db()
    assert not hook.active and "3 failed attempts" in hook.disabled_reason
    told = [m for m in mail.outbox if "webhook" in m.subject]
    assert len(told) == 1 and told[0].to == ["ann@example.org"] and hook.url in told[0].body

    api = client_of(ann)
    shown = api.get(f"/api/v1/webhooks/{hook.id}/").data
    assert shown["active"] is False and shown["disabled_reason"] == hook.disabled_reason
    # A turned-off hook is sent nothing, not even a ping: the owner turns it on first.
    receiver.answers = [200]
    refused = api.post(f"/api/v1/webhooks/{hook.id}/ping/")
    assert refused.status_code == 409 and refused.data["error"] == "webhook_inactive"
    run_once(service)
    assert len(receiver.received) == 3
    assert WebhookDelivery.objects.get(webhook=hook, event_type="match_started").status == "pending"
    # Turned on again: the pending delivery goes out, and a ping may be sent.
    turned_on = api.patch(f"/api/v1/webhooks/{hook.id}/", {"active": True}, format="json")
    assert turned_on.status_code == 200
    assert turned_on.data["consecutive_failures"] == 0 and turned_on.data["disabled_reason"] == ""
    assert api.post(f"/api/v1/webhooks/{hook.id}/ping/").status_code == 202
    run_once(service)
    assert (
        WebhookDelivery.objects.get(webhook=hook, event_type="match_started").status == "delivered"
    )
    assert [r.event for r in receiver.received][-1] == "ping"


def test_a_ping_queued_before_its_hook_was_turned_off_is_not_sent(service, receiver):
    ann = user("ann")
    hook = add_webhook(ann, receiver, ["move"])
    api = client_of(ann)
    assert api.post(f"/api/v1/webhooks/{hook.id}/ping/").status_code == 202
    assert (
        api.patch(f"/api/v1/webhooks/{hook.id}/", {"active": False}, format="json").status_code
        == 200
    )
    run_once(service)
    assert receiver.received == []
    assert WebhookDelivery.objects.get(webhook=hook).attempts == 0


@pytest.mark.parametrize("slug", ["babel", "ankh-morpork"])
def test_a_webhook_of_seat_0_never_carries_hidden_information_of_another_seat(
    service, receiver, slug
):
    ann, _ = user("ann"), user("bob")
    add_webhook(ann, receiver, ALL)
    match = human_match(service, slug, ["ann", "bob"], seed=None)  # a secret server seed
    match = play_random(service, match, random.Random(slug), moves=25)
    run_once(service)
    by_version: dict[int, list] = {}
    for received in receiver.received:
        by_version.setdefault(received.body["match"]["version"], []).append(received.body)
    assert by_version
    scanner = Scanner(slug)
    events = list(service.events.get(match.id))
    started = next(e for e in events if hasattr(e, "initial_state"))
    scanner.start_match([redact_effect(e, None) for e in started.effects])
    seed = str(service.get_match(match.id).seed)
    for version in range(started.originator_version, match.version + 1):
        at = service.get_match(match.id, version=version)
        if at.status != "active":
            break
        secrets = scanner.hidden_from(at.state, 0, seed)
        for body in by_version.get(version, []):
            scanner.scan(f"{body['type']} at v{version}", body, secrets)
    assert scanner.checked >= 5


def test_a_crash_between_recording_and_sending_neither_loses_nor_duplicates(
    service, receiver, monkeypatch
):
    ann, _ = user("ann"), user("bob")
    hook = add_webhook(ann, receiver, ["move"])
    match = human_match(service, "babel", ["ann", "bob"])
    play_random(service, match, random.Random(3), moves=2)

    # The follower dies inside its transaction: neither rows nor position are kept.
    original = follower._record

    def record_then_die(facts):
        original(facts)
        raise RuntimeError("killed")

    monkeypatch.setattr(follower, "_record", record_then_die)
    with pytest.raises(RuntimeError):
        follower.follow(service)
    assert WebhookDelivery.objects.count() == 0
    monkeypatch.setattr(follower, "_record", original)
    assert follower.follow(service) == 2
    follower.POSITION.forget()  # a new process, reading its position from the database
    assert follower.follow(service) == 0
    ids = sorted(str(i) for i in WebhookDelivery.objects.values_list("id", flat=True))

    # A sender dies after the POST, before recording it: the delivery goes again, same id.
    original_record = webhooks.record_attempt
    monkeypatch.setattr(webhooks, "record_attempt", lambda *a, **k: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        webhooks.send_due()
    monkeypatch.setattr(webhooks, "record_attempt", original_record)
    assert webhooks.send_due() == 1, "the held one waits for its claim to expire"
    WebhookDelivery.objects.filter(status="pending").update(locked_until=timezone.now())
    assert webhooks.send_due() == 1
    assert WebhookDelivery.objects.filter(webhook=hook, status="delivered").count() == 2
    got = [r.delivery for r in receiver.received]
    assert sorted(set(got)) == ids and len(got) == 3, "one duplicate, with the same id"


def test_webhook_crud_secret_and_ping_through_the_api(service, receiver):
    ann, bob = user("ann"), user("bob")
    api = client_of(ann)
    created = api.post(
        "/api/v1/webhooks/",
        {"url": receiver.url, "events": ["move", "your_turn", "move"], "description": "bot"},
        format="json",
    )
    assert created.status_code == 201, created.data
    assert created.data["events"] == ["your_turn", "move"]
    secret = created.data["secret"]
    assert secret.startswith("whsec_")
    hook_id = created.data["id"]
    listed = api.get("/api/v1/webhooks/").data
    assert [h["id"] for h in listed] == [hook_id] and "secret" not in listed[0]
    assert api.get(f"/api/v1/webhooks/{hook_id}/secret/").data == {"secret": secret}
    assert client_of(bob).get(f"/api/v1/webhooks/{hook_id}/secret/").status_code == 404
    assert APIClient().get("/api/v1/webhooks/").status_code == 401

    receiver.secret = secret
    pinged = api.post(f"/api/v1/webhooks/{hook_id}/ping/")
    assert pinged.status_code == 202 and pinged.data["status"] == "pending"
    run_once(service)
    assert [(r.event, r.signature_ok) for r in receiver.received] == [("ping", True)]
    assert receiver.received[0].delivery == str(pinged.data["id"])

    changed = api.patch(
        f"/api/v1/webhooks/{hook_id}/", {"events": ["match_finished"]}, format="json"
    )
    assert changed.status_code == 200 and changed.data["events"] == ["match_finished"]
    bad = api.patch(f"/api/v1/webhooks/{hook_id}/", {"events": ["everything"]}, format="json")
    assert bad.status_code == 400 and bad.data["error"] == "invalid_request"
    assert api.delete(f"/api/v1/webhooks/{hook_id}/").status_code == 204
    assert api.get(f"/api/v1/webhooks/{hook_id}/").status_code == 404


@pytest.mark.parametrize(
    "url",
    [
        "http://93.184.215.14/hook",  # plain http to a public address
        "https://10.1.2.3/hook",
        "https://192.168.0.10/hook",
        "https://169.254.169.254/latest/meta-data/",
        "https://[fe80::1]/hook",
        "https://127.0.0.1/hook",
        "https://[::1]/hook",
        "https://0.0.0.0/hook",
        "ftp://93.184.215.14/hook",
        "https://user:pw@93.184.215.14/hook",
        "not a url",
    ],
)
def test_unsafe_webhook_urls_are_refused(service, url):
    api = client_of(user("ann"))
    answer = api.post("/api/v1/webhooks/", {"url": url, "events": ["move"]}, format="json")
    assert answer.status_code == 400, answer.data
    assert answer.data["error"] == "invalid_request"
    assert "url" in answer.data["detail"]


def test_loopback_http_only_when_the_setting_allows_it(service, settings):
    api = client_of(user("ann"))
    body = {"url": "http://127.0.0.1:8279/hook", "events": ["move"]}
    settings.TABULA_WEBHOOK_ALLOW_LOOPBACK = False
    assert api.post("/api/v1/webhooks/", body, format="json").status_code == 400
    settings.TABULA_WEBHOOK_ALLOW_LOOPBACK = True
    assert api.post("/api/v1/webhooks/", body, format="json").status_code == 201


def test_a_url_that_turned_unsafe_is_not_posted_to(service, receiver, settings):
    hook = add_webhook(user("ann"), receiver, ["match_started"])
    user("bob")
    human_match(service, "babel", ["ann", "bob"])
    settings.TABULA_WEBHOOK_ALLOW_LOOPBACK = False
    run_once(service)
    assert receiver.received == []
    attempt = WebhookDelivery.objects.get(webhook=hook).log.get()
    assert attempt.error.startswith("refused:") and attempt.status_code is None


@pytest.mark.slow
def test_a_resigned_seat_played_by_a_bot_is_never_the_players_turn(service, receiver):
    _, _, cat = user("ann"), user("bob"), user("cat")
    add_webhook(cat, receiver, ["your_turn", "match_finished"])
    match = human_match(service, "great-zimbabwe", ["ann", "bob", "cat"], seed=None)
    match = play_random(service, match, random.Random(4), moves=3)
    resigned = service.resign(match.id, "cat")
    assert resigned.seats[2]["bot"] is not None
    match = play_random(service, resigned, random.Random(5), moves=60)
    run_once(service)
    turns = [r.body["match"]["version"] for r in receiver.received if r.event == "your_turn"]
    assert all(version < resigned.version for version in turns)
    if match.status == "finished":
        assert [r.event for r in receiver.received][-1] == "match_finished"


def test_a_two_player_resignation_finishes_the_match_for_both(service, receiver):
    _, bob = user("ann"), user("bob")
    add_webhook(bob, receiver, ["match_finished"])
    match = human_match(service, "babel", ["ann", "bob"], seed=None)
    play_random(service, match, random.Random(6), moves=2)
    service.resign(match.id, "ann")
    run_once(service)
    [finished] = receiver.received
    assert finished.event == "match_finished" and finished.body["seat"] == 1
    assert finished.body["match"]["status"] == "finished"


def test_old_finished_deliveries_are_pruned_and_pending_ones_kept(service, receiver, settings):
    settings.TABULA_WEBHOOK_RETRY_SECONDS = 3600
    hook = add_webhook(user("ann"), receiver, ["match_started", "move"])
    user("bob")
    match = human_match(service, "babel", ["ann", "bob"])
    run_once(service)  # match_started delivered
    receiver.answers = [500]
    play_random(service, match, random.Random(2), moves=1)
    run_once(service)  # the move failed once and waits an hour
    assert sorted(WebhookDelivery.objects.values_list("status", flat=True)) == [
        "delivered",
        "pending",
    ]
    assert webhooks.prune() == 0
    assert webhooks.prune(timezone.now() + timedelta(days=31)) == 1
    assert list(WebhookDelivery.objects.filter(webhook=hook).values_list("status", flat=True)) == [
        "pending"
    ]


def test_a_takeback_makes_it_the_askers_turn_again_without_the_hidden_state(service, receiver):
    from tests.core.takeback_helpers import play_until, started

    ann, _ = user("ann"), user("bob")
    add_webhook(ann, receiver, ALL)
    # Great Zimbabwe reveals nothing after its setup, so every move may be taken back.
    match = started(service, "great-zimbabwe")
    for attempt in range(50):
        # A move of ann's that reveals nothing and passes the turn to bob.
        match, _, _, _ = play_until(service, match, revealing=False, seat=0, seed=attempt)
        if 0 not in match.to_act:
            break
    else:
        raise AssertionError("no such move came up")
    asked = service.request_takeback(match.id, 0, match.version, "user:ann")
    taken_back = service.answer_takeback(match.id, 1, True, asked.version, "user:bob")
    assert 0 in taken_back.to_act
    run_once(service)
    last = [r for r in receiver.received if r.body["match"]["version"] == taken_back.version]
    assert [r.event for r in last] == ["your_turn"]
    entry = last[0].body["entry"]
    assert entry["type"] == "takeback" and "base_state" not in entry and "state" not in entry
