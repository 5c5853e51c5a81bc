"""Idempotency keys: expiry (task and command), keys left by a crashed request."""

from __future__ import annotations

import os
import socket
import subprocess
import time
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone

from api.models import IdempotentResponse
from api.tasks import expire_idempotency_keys
from tests.accounts import user

pytestmark = pytest.mark.django_db


def remember(user: User, key: str, age: timedelta) -> None:
    row = IdempotentResponse.objects.create(
        user=user, key=key, method="POST", path="/api/matches/", status=201, body={}
    )
    IdempotentResponse.objects.filter(pk=row.pk).update(created_at=timezone.now() - age)


def test_keys_older_than_a_day_are_deleted_and_younger_ones_kept(settings, capsys):
    settings.TABULA_IDEMPOTENCY_TTL_HOURS = 24
    ann = user("ann")
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


def dead_pid() -> int:
    """The pid of a process that has exited."""
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


def test_a_key_held_by_a_request_whose_process_died_is_taken_over_at_once(api, register):
    username, ann = register("ann")
    IdempotentResponse.objects.create(
        user=User.objects.get(username=username),
        key="k",
        method="POST",
        path="/api/matches/",
        owner=f"{socket.gethostname()}:{dead_pid()}",
    )
    began = time.monotonic()
    answer = ann.post(
        "/api/matches/", {"game": "babel", "players": 2}, format="json", HTTP_IDEMPOTENCY_KEY="k"
    )
    assert answer.status_code == 201 and time.monotonic() - began < 5
    stored = IdempotentResponse.objects.get(key="k")
    assert stored.status == 201 and stored.body["id"] == answer.data["id"]


def test_a_key_held_by_a_live_request_is_waited_for_not_taken_over(api, register, monkeypatch):
    from api import idempotency

    monkeypatch.setattr(idempotency, "WAIT_SECONDS", 0.3)
    username, ann = register("ann")
    IdempotentResponse.objects.create(
        user=User.objects.get(username=username),
        key="k",
        method="POST",
        path="/api/matches/",
        owner=f"{socket.gethostname()}:{os.getpid()}",
    )
    answer = ann.post(
        "/api/matches/", {"game": "babel", "players": 2}, format="json", HTTP_IDEMPOTENCY_KEY="k"
    )
    assert answer.status_code == 409 and answer.data["error"] == "idempotency_key_in_progress"
