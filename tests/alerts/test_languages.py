"""What is written to a user who is not there (e-mails, webhooks) is in the language they chose."""

from __future__ import annotations

import random

import pytest
from django.core import mail

from alerts import email, follower
from alerts.languages import choose_language
from alerts.tasks import run_once
from games.engine.i18n import language
from games.registry import get_game
from tests.accounts import user
from tests.alerts.conftest import add_webhook
from tests.alerts.helpers import human_match, versus_bot
from tests.moves import play_random

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("code", "subject", "greeting"),
    [("ru", "Tabula: ваш ход", "Здравствуйте, ann!"), ("es", "Tabula: es tu turno", "Hola, ann:")],
)
def test_the_your_turn_mail_is_in_the_users_language(service, settings, code, subject, greeting):
    settings.TABULA_EMAIL_BATCH_SECONDS = 0
    ann = user("ann", email="ann@example.org")
    choose_language(ann.pk, code)
    match = play_random(service, versus_bot(service, "ann", seed=None), random.Random(2), moves=5)
    assert 0 in match.to_act
    follower.follow(service)
    assert email.send_due() == 1
    [message] = mail.outbox
    assert message.subject == subject
    assert message.body.startswith(greeting)


def test_a_webhook_says_the_language_of_its_text(service, receiver):
    ann, bob = user("ann"), user("bob")
    choose_language(ann.pk, "ru")
    add_webhook(ann, receiver, ["match_started", "move"])
    add_webhook(bob, receiver, ["match_started", "move"])
    match = human_match(service, "babel", ["ann", "bob"])
    play_random(service, match, random.Random(3), moves=4)
    run_once(service)
    game = get_game("babel")
    bodies = [r.body for r in receiver.received]
    assert {b["language"] for b in bodies} == {"ru", "en"}
    for body in bodies:
        entry = body["entry"]
        with language(body["language"]):
            described = game.describe(entry["seat"], entry["action"], entry["effects"])
        assert entry["text"] == described
