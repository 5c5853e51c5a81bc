"""Which language the API answers in, and histories that stay language-neutral.

A request's language: ``?lang=``, else the signed-in user's choice, else ``Accept-Language``,
else English; every answer says it in ``Content-Language``. Error codes stay English; the
``detail`` sentence is translated. Stored events hold no prose: a history entry is worded when
it is read, in its reader's language, the redaction intact.
"""

from __future__ import annotations

import random
import re
import uuid
from typing import Any

import pytest
from django.utils.translation import override
from rest_framework.test import APIClient

from alerts.languages import choose_language
from api.stream import Reader, read_stream
from games.engine.i18n import language
from games.registry import get_game
from projections.models import HistoryEntry
from tests.moves import play_random

pytestmark = pytest.mark.django_db

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
MISSING = f"/api/v1/matches/{uuid.uuid4()}/"


def test_english_is_the_default_and_says_so(api):
    answer = api.get(MISSING)
    assert answer.status_code == 404
    assert answer.data == {"error": "not_found", "detail": f"there is no match {MISSING[16:-1]}"}
    assert answer["Content-Language"] == "en"
    assert "Accept-Language" in answer["Vary"]


@pytest.mark.parametrize(
    ("header", "code", "word"),
    [("ru-RU,ru;q=0.9,en;q=0.5", "ru", "партии"), ("es", "es", "partida")],
)
def test_accept_language_translates_the_detail_not_the_code(api, header, code, word):
    answer = api.get(MISSING, HTTP_ACCEPT_LANGUAGE=header)
    assert answer.status_code == 404
    assert answer.data["error"] == "not_found"
    assert word in answer.data["detail"]
    assert answer["Content-Language"] == code


def test_lang_in_the_query_wins_over_accept_language(api):
    answer = api.get(f"{MISSING}?lang=es", HTTP_ACCEPT_LANGUAGE="ru")
    assert answer["Content-Language"] == "es"
    assert "no existe la partida" in answer.data["detail"]
    # An unknown language is no error: the next rule decides.
    unknown = api.get(f"{MISSING}?lang=xx", HTTP_ACCEPT_LANGUAGE="ru")
    assert unknown["Content-Language"] == "ru"


def test_a_users_chosen_language_follows_their_token_and_their_session(register):
    username, client = register("lang")
    from django.contrib.auth.models import User

    user = User.objects.get(username=username)
    choose_language(user.pk, "es")
    answer = client.get(MISSING, HTTP_ACCEPT_LANGUAGE="ru")
    assert answer["Content-Language"] == "es", "the profile's choice beats Accept-Language"
    assert "no existe" in answer.data["detail"]
    assert client.get(f"{MISSING}?lang=ru")["Content-Language"] == "ru", "?lang= beats it"
    # A changed choice counts at once (the remembered token's row changed with it).
    choose_language(user.pk, "ru")
    assert client.get(MISSING)["Content-Language"] == "ru"
    # A browser: the choice is read at login and kept in the session.
    browser = APIClient()
    assert browser.login(username=username, password="a-long-password")
    page = browser.get("/", HTTP_ACCEPT_LANGUAGE="es")
    assert page["Content-Language"] == "ru"
    assert 'lang="ru"' in page.content.decode()


def test_the_language_switch_keeps_the_choice_in_the_profile(register):
    username, _ = register("switch")
    browser = APIClient(enforce_csrf_checks=False)
    assert browser.login(username=username, password="a-long-password")
    answer = browser.post("/language/", {"language": "es", "next": "/"})
    assert answer.status_code == 302
    assert browser.get("/")["Content-Language"] == "es"
    assert browser.get(MISSING)["Content-Language"] == "es"
    # Anyone may switch: the session keeps it.
    visitor = APIClient()
    visitor.post("/language/", {"language": "ru"})
    assert visitor.get("/")["Content-Language"] == "ru"


def test_a_validation_error_keeps_its_code_and_speaks_the_language(register):
    _, client = register("valid")
    answer = client.post("/api/matches/?lang=ru", {"game": "babel"}, format="json")
    assert answer.status_code == 400
    assert answer.data["error"] == "invalid_request"
    assert CYRILLIC.search(answer.data["detail"]), answer.data


def _history(client: APIClient, match_id: str, lang: str) -> list[dict[str, Any]]:
    answer = client.get(f"/api/matches/{match_id}/events/?lang={lang}")
    assert answer.status_code == 200
    assert answer["Content-Language"] == lang
    return answer.data["events"]


@pytest.fixture
def played_babel(babel_match, service):
    match_id, ann, bob = babel_match
    play_random(service, service.get_match(uuid.UUID(match_id)), random.Random(5), moves=8)
    return match_id, ann, bob


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_a_babel_history_reads_in_the_readers_language(played_babel, lang):
    match_id, ann, _ = played_babel
    english = _history(ann, match_id, "en")
    translated = _history(ann, match_id, lang)
    assert [e["version"] for e in english] == [e["version"] for e in translated]
    game = get_game("babel")
    for before, entry in zip(english, translated, strict=True):
        # The same facts, only the words differ.
        assert {k: v for k, v in before.items() if k != "text"} == {
            k: v for k, v in entry.items() if k != "text"
        }
        if entry["type"] in ("action", "started"):
            # Worded by the game in the reader's language from what the reader sees.
            with language(lang):
                assert entry["text"] == game.describe(
                    entry["seat"], entry["action"], entry["effects"]
                )
        else:
            assert entry["text"] != before["text"], entry
    seated = [e for e in translated if e["type"] == "seat_taken"]
    word = {"ru": "садится", "es": "se sienta"}[lang]
    assert seated and all(word in e["text"] for e in seated)


def test_the_stored_rows_and_events_hold_facts_not_sentences_in_other_languages(
    played_babel, service
):
    match_id, _, _ = played_babel
    # The read model keeps English words (served to English readers as is) and the facts.
    rows = HistoryEntry.objects.filter(match_id=match_id)
    assert not any(CYRILLIC.search(row.text) for row in rows)
    assert all(row.facts is not None for row in rows if row.type not in ("action", "started"))
    # The stored events: codes, numbers and names only, never a sentence.
    for event in service.events.get(uuid.UUID(match_id)):
        for text in _strings(event.__dict__):
            assert len(text.split()) < 4, f"{type(event).__name__} holds prose: {text!r}"


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


def test_a_stream_speaks_the_language_it_was_opened_in(played_babel):
    match_id, _, _ = played_babel
    messages = {}
    for lang in ("en", "ru", "es"):
        reader = Reader(uuid.UUID(match_id), "babel", None, None, finished=False, language=lang)
        messages[lang] = read_stream(reader, 0)
    for lang, word in (("ru", "садится"), ("es", "se sienta")):
        entries = [data for kind, data in messages[lang] if kind == "entry"]
        seated = [e for e in entries if e["type"] == "seat_taken"]
        assert seated and all(word in e["text"] for e in seated)
        state = [data for kind, data in messages[lang] if kind == "state"][-1]
        with override(lang):
            assert state["view"]["labels"] is not None
    english = [data for kind, data in messages["en"] if kind == "entry"]
    assert all("joins" in e["text"] for e in english if e["type"] == "seat_taken")


def test_a_row_is_projected_in_english_whatever_language_the_mover_reads(played_babel, service):
    """A move's projection may run in the mover's request: the row's words stay English."""
    from projections.projector import history_entry

    match_id, _, _ = played_babel
    events = list(service.events.get(uuid.UUID(match_id)))
    with language("en"):
        english = [history_entry(event, "babel") for event in events]
    with override("ru"), language("ru"):
        projected = [history_entry(event, "babel") for event in events]
    assert [row.text for row in projected if row] == [row.text for row in english if row]
