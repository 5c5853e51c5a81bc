"""Idempotency keys expire after TABULA_IDEMPOTENCY_TTL_HOURS (task and management command)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone

from api.models import IdempotentResponse
from games.tasks import expire_idempotency_keys

pytestmark = pytest.mark.django_db


def remember(user: User, key: str, age: timedelta) -> None:
    row = IdempotentResponse.objects.create(
        user=user, key=key, method="POST", path="/api/matches/", status=201, body={}
    )
    IdempotentResponse.objects.filter(pk=row.pk).update(created_at=timezone.now() - age)


def test_keys_older_than_a_day_are_deleted_and_younger_ones_kept(settings, capsys):
    settings.TABULA_IDEMPOTENCY_TTL_HOURS = 24
    ann = User.objects.create_user("ann", password="a-long-password")
    remember(ann, "old", timedelta(hours=25))
    remember(ann, "young", timedelta(hours=23))
    assert expire_idempotency_keys() == 1
    assert list(IdempotentResponse.objects.values_list("key", flat=True)) == ["young"]
    remember(ann, "older", timedelta(days=3))
    call_command("expire_idempotency_keys")
    assert "1 idempotency key(s) expired" in capsys.readouterr().out
    assert list(IdempotentResponse.objects.values_list("key", flat=True)) == ["young"]


def test_an_expired_key_runs_the_command_again(api, register, settings):
    _, ann = register("ann")
    key = {"HTTP_IDEMPOTENCY_KEY": "create-1"}
    first = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json", **key)
    again = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json", **key)
    assert again.data["id"] == first.data["id"] and again["Idempotent-Replayed"] == "true"
    IdempotentResponse.objects.update(created_at=timezone.now() - timedelta(hours=25))
    expire_idempotency_keys()
    later = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json", **key)
    assert later.status_code == 201 and later.data["id"] != first.data["id"]
