"""Findings 5 and 6: accounts that hold under races; hashed, expiring, revocable tokens."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone
from rest_framework.test import APIClient

from api.models import ClientToken
from tests.accounts import PASSWORD, sign_up, token_client, user

pytestmark = pytest.mark.django_db


def test_usernames_are_unique_regardless_of_case_in_the_database(api):
    user("Carol")
    with pytest.raises(IntegrityError), transaction.atomic():
        # Straight to the table: the index, not the application, refuses it.
        User.objects.bulk_create([User(username="cAROL", password="x")])


def test_case_variants_are_refused_as_taken(api):
    assert sign_up("Dave").status_code == 201
    answer = sign_up("dAVE")
    assert answer.status_code == 400 and answer.data["error"] == "username_taken"


def test_a_race_lost_on_the_unique_index_answers_username_taken(api, monkeypatch):
    user("erin")
    # The application's check passes (as it does for concurrent requests), the index refuses.
    monkeypatch.setattr(User.objects, "filter", lambda **kw: User.objects.none())
    answer = sign_up("ERIN")
    assert answer.status_code == 400 and answer.data["error"] == "username_taken"
    assert User.objects.all().count() == 1


def test_names_are_nfkc_normalized(api):
    answer = sign_up("ｇｒａｃｅ")  # full-width letters
    assert answer.status_code == 201 and answer.data["username"] == "grace"
    assert sign_up("grace").data["error"] == "username_taken"


@pytest.mark.parametrize("name", ["\u0430dmin", "p\u0430ypal"])  # a Cyrillic а among Latin
def test_mixed_script_look_alikes_are_refused(api, name):
    answer = sign_up(name)
    assert answer.status_code == 400 and answer.data["error"] == "invalid_request"
    assert "script" in answer.data["detail"]


@pytest.mark.parametrize("name", ["иван", "zoë", "user_1.x"])
def test_single_script_names_are_fine(api, name):
    assert sign_up(name).status_code == 201


@pytest.mark.parametrize(
    ("username", "password"),
    [("heidi-the-great", "heidi-the-great"), ("ivan42", "83749201736"), ("judy", "password")],
)
def test_weak_passwords_are_refused(api, username, password):
    answer = sign_up(username, password)
    assert answer.status_code == 400 and answer.data["error"] == "invalid_request"
    assert "password" in answer.data["detail"]


def test_tokens_are_stored_hashed_and_the_header_keeps_working(api):
    token = sign_up("kim").data["token"]
    stored = ClientToken.objects.get()
    assert token not in (stored.digest, stored.token_key) and len(stored.digest) == 128
    assert token_client(token).get("/api/auth/tokens/").status_code == 200
    login = APIClient().post(
        "/api/auth/token/", {"username": "KIM", "password": PASSWORD, "client": "phone"}
    )
    assert login.status_code == 200 and login.data["token"] != token
    assert ClientToken.objects.count() == 2


def test_a_user_lists_and_revokes_tokens_per_client(api):
    laptop = sign_up("leo", client="laptop").data["token"]
    phone = (
        APIClient()
        .post("/api/auth/token/", {"username": "leo", "password": PASSWORD, "client": "phone"})
        .data["token"]
    )
    listed = token_client(laptop).get("/api/auth/tokens/").data
    assert [(t["client"], t["current"]) for t in listed] == [("laptop", True), ("phone", False)]
    assert all(laptop not in str(t) and phone not in str(t) for t in listed)
    phone_key = listed[1]["token_key"]
    assert token_client(laptop).delete(f"/api/auth/tokens/{phone_key}/").status_code == 204
    assert token_client(phone).get("/api/auth/tokens/").status_code == 401
    assert token_client(laptop).delete(f"/api/auth/tokens/{phone_key}/").status_code == 404


def test_logout_revokes_the_token_it_was_sent_with(api):
    token = sign_up("mia").data["token"]
    assert token_client(token).post("/api/auth/logout/").status_code == 204
    answer = token_client(token).get("/api/auth/tokens/")
    assert answer.status_code == 401 and answer.data["error"] == "not_authenticated"


def test_tokens_expire(api):
    token = sign_up("ned").data["token"]
    ClientToken.objects.update(expiry=timezone.now() - timedelta(seconds=1))
    assert token_client(token).get("/api/auth/tokens/").status_code == 401


def test_session_login_still_works_for_the_web_client(api):
    user("olga")
    client = APIClient()
    assert client.login(username="olga", password=PASSWORD)
    created = client.post("/api/matches/", {"game": "babel", "players": 2}, format="json")
    assert created.status_code == 201
