"""Batched "your turn" e-mails (Django's locmem outbox in tests)."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone
from rest_framework.test import APIClient

from alerts import email, follower
from alerts.models import EmailNotice
from games.engine import redact_effect
from tests.accounts import user
from tests.alerts.helpers import versus_bot
from tests.moves import play_random
from tests.security.test_leaks import Scanner

pytestmark = pytest.mark.django_db


def later(seconds: float):
    return timezone.now() + timedelta(seconds=seconds)


def test_a_burst_of_bot_moves_in_two_matches_sends_one_mail_with_both_links(service, settings):
    settings.TABULA_EMAIL_BATCH_SECONDS = 60
    user("ann", email="ann@example.org")
    rng = random.Random(5)
    first = versus_bot(service, "ann", seed=None)
    second = versus_bot(service, "ann", seed=None)
    for _ in range(4):
        for match in (first, second):
            play_random(service, match, rng, moves=3)  # each of ann's moves makes the bot answer
            follower.follow(service)
    assert EmailNotice.objects.filter(user__username="ann").count() >= 4

    assert email.send_due() == 0, "the batching window is still open"
    assert mail.outbox == []
    assert email.send_due(later(61)) == 1
    assert email.send_due(later(200)) == 0, "one mail per batch"
    [message] = mail.outbox
    assert message.to == ["ann@example.org"]
    assert message.subject == "Tabula: it is your turn in 2 matches"
    for match in (first, second):
        assert f"http://127.0.0.1:8000/matches/{match.id}/" in message.body


def test_the_mail_names_the_match_and_nothing_hidden(service, settings):
    settings.TABULA_EMAIL_BATCH_SECONDS = 0
    settings.TABULA_PUBLIC_URL = "https://play.example.org"
    user("ann", email="ann@example.org")
    match = play_random(service, versus_bot(service, "ann", seed=None), random.Random(2), moves=5)
    assert 0 in match.to_act
    follower.follow(service)
    assert email.send_due() == 1
    [message] = mail.outbox
    assert message.subject == "Tabula: it is your turn"
    assert message.body == (
        "Hello ann,\n\nit is your turn in this match:\n\n"
        f"- Babel: https://play.example.org/matches/{match.id}/\n\n"
        "You can turn these e-mails off in your settings: "
        "https://play.example.org/settings/notifications/\n"
    )
    # Not even ann's own hand travels by e-mail, and nothing of the bot's.
    scanner = Scanner("babel")
    started = next(e for e in service.events.get(match.id) if hasattr(e, "initial_state"))
    scanner.start_match([redact_effect(e, None) for e in started.effects])
    scanner.scan("mail", message.body, scanner.hidden_from(match.state, None, match.seed))


def test_a_match_where_the_player_moved_already_is_left_out(service, settings):
    settings.TABULA_EMAIL_BATCH_SECONDS = 60
    user("ann", email="ann@example.org")
    rng = random.Random(9)
    match = play_random(service, versus_bot(service, "ann", seed=None), rng, moves=3)
    follower.follow(service)
    assert EmailNotice.objects.filter(sent_at__isnull=True).exists()
    # ann plays on until the bot is to act (or the match ended) before the window closes.
    while 0 in (match := service.get_match(match.id)).to_act and match.status == "active":
        legal = match.engine.legal_actions(match.state, 0)
        with _bots_wait(settings):
            service.act(match.id, 0, legal[0], match.version, actor="user:ann")
    assert email.send_due(later(61)) == 0
    assert mail.outbox == []
    assert not EmailNotice.objects.filter(sent_at__isnull=True).exists()


class _bots_wait:
    """Within the block, bots are not played inline (they wait for a worker)."""

    def __init__(self, settings):
        self.settings = settings

    def __enter__(self):
        self.previous = self.settings.TABULA_BOTS
        self.settings.TABULA_BOTS = "thread"

    def __exit__(self, *exc):
        self.settings.TABULA_BOTS = self.previous


def test_no_mail_without_an_address_or_when_turned_off(service, settings):
    settings.TABULA_EMAIL_BATCH_SECONDS = 0
    user("ann")  # no address
    off = user("bea", email="bea@example.org")
    api = APIClient()
    api.force_authenticate(off)
    assert api.patch("/api/v1/notification-settings/", {"email_enabled": False}).status_code == 200
    for name in ("ann", "bea"):
        play_random(service, versus_bot(service, name, seed=None), random.Random(1), moves=3)
    follower.follow(service)
    assert email.send_due() == 0
    assert mail.outbox == []


def test_notification_settings_through_the_api(service):
    ann = user("ann")
    api = APIClient()
    assert api.get("/api/v1/notification-settings/").status_code == 401
    api.force_authenticate(ann)
    assert api.get("/api/v1/notification-settings/").data == {
        "email": "",
        "email_enabled": False,  # no address, no e-mail
        "email_chat": False,  # opt-in
        "batch_seconds": 120.0,
    }
    for body in ({"email_enabled": True}, {"email": "", "email_enabled": True}):
        refused = api.patch("/api/v1/notification-settings/", body, format="json")
        assert refused.status_code == 400 and refused.data["error"] == "invalid_request"
        assert "e-mails need an address" in refused.data["detail"]
    turned_on = api.patch(
        "/api/v1/notification-settings/",
        {"email": "ann@example.org", "email_enabled": True},
        format="json",
    )
    assert turned_on.status_code == 200 and turned_on.data["email_enabled"] is True
    cleared = api.patch("/api/v1/notification-settings/", {"email": ""}, format="json")
    assert cleared.status_code == 200 and cleared.data["email_enabled"] is False
    changed = api.patch(
        "/api/v1/notification-settings/",
        {"email": "ann@example.org", "email_enabled": False},
        format="json",
    )
    assert changed.status_code == 200
    assert changed.data["email"] == "ann@example.org" and changed.data["email_enabled"] is False
    ann.refresh_from_db()
    assert ann.email == "ann@example.org"
    bad = api.patch("/api/v1/notification-settings/", {"email": "not-an-address"}, format="json")
    assert bad.status_code == 400 and bad.data["error"] == "invalid_request"
