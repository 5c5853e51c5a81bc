"""The table chat through the API: who reads and writes each channel, what the stream sends
to whom, and the hostile-input rules (size, rate, encoding, markup)."""

from __future__ import annotations

import json
from uuid import UUID

import pytest
from django.test import RequestFactory

from alerts.models import Webhook, WebhookDelivery
from api.stream import _open, read_stream
from chat.models import ChatEntry, ChatReport
from matches.service import get_service

pytestmark = pytest.mark.django_db

XSS = '<img src=x onerror="alert(1)"><script>alert(2)</script>&amp; "quoted"'


def chat(match_id: str) -> str:
    return f"/api/matches/{match_id}/chat/"


def say(client, match_id: str, channel: str, text: str):
    return client.post(chat(match_id), {"channel": channel, "text": text}, format="json")


def texts(client, match_id: str, channel: str) -> list[str | None]:
    answer = client.get(chat(match_id), {"channel": channel})
    assert answer.status_code == 200, answer.data
    return [message["text"] for message in answer.data["messages"]]


def stream_reader(client, match_id: str):
    """A stream opened now with ``client``'s credentials (as ``GET /stream/`` opens it)."""
    headers = {}
    if "HTTP_AUTHORIZATION" in client._credentials:
        headers["HTTP_AUTHORIZATION"] = client._credentials["HTTP_AUTHORIZATION"]
    request = RequestFactory().get(f"/api/matches/{match_id}/stream/", **headers)
    reader, _, _ = _open(request, UUID(match_id))
    return reader


def streamed_chat(reader) -> list[dict]:
    version = get_service().read_match(reader.match_id).version
    return [data for kind, data in read_stream(reader, version) if kind == "chat"]


def account(client):
    """The account ``client`` signs in as (the user its requests are made by)."""
    return client.get("/api/chat/mutes/").wsgi_request.user


@pytest.fixture
def table(babel_match, register, api):
    """ann (seat 0) and bob (seat 1) play; cat watches signed in; api is anonymous."""
    match_id, ann, bob = babel_match
    _, cat = register("cat")
    return match_id, ann, bob, cat, api


def test_players_talk_in_private_and_spectators_in_public(table):
    match_id, ann, bob, cat, anonymous = table
    assert say(ann, match_id, "players", "good luck").status_code == 201
    assert say(cat, match_id, "spectators", "go ann!").status_code == 201

    assert texts(bob, match_id, "players") == ["good luck"]
    for reader in (ann, bob, cat, anonymous):
        assert texts(reader, match_id, "spectators") == ["go ann!"]
    for outsider in (cat, anonymous):
        refused = outsider.get(chat(match_id), {"channel": "players"})
        assert refused.status_code == 403 and refused.data["error"] == "chat_not_allowed"

    # Players write only in theirs, spectators only in theirs, the anonymous nowhere.
    assert say(ann, match_id, "spectators", "psst").status_code == 403
    assert say(cat, match_id, "players", "let me in").status_code == 403
    assert say(anonymous, match_id, "spectators", "hi").status_code == 401
    access = cat.get(f"{chat(match_id)}settings/").data
    assert (access["read"], access["write"]) == (["spectators"], ["spectators"])
    access = ann.get(f"{chat(match_id)}settings/").data
    assert (access["read"], access["write"]) == (["players", "spectators"], ["players"])


def test_a_spectator_never_receives_the_players_channel_on_the_stream(table):
    match_id, ann, bob, cat, anonymous = table
    readers = {
        name: stream_reader(c, match_id)
        for name, c in [("bob", bob), ("cat", cat), ("anon", anonymous)]
    }
    say(ann, match_id, "players", "my hand is weak")
    say(cat, match_id, "spectators", "boring")
    sent = {name: streamed_chat(reader) for name, reader in readers.items()}

    assert [(d["message"]["channel"], d["message"]["text"]) for d in sent["bob"]] == [
        ("players", "my hand is weak"),
        ("spectators", "boring"),
    ]
    for spectator in ("cat", "anon"):
        assert [d["message"]["text"] for d in sent[spectator]] == ["boring"]
        assert "my hand is weak" not in json.dumps(sent[spectator])
    # Chat is not play: nothing of it in the match's history.
    events = ann.get(f"/api/matches/{match_id}/events/").data["events"]
    assert "my hand is weak" not in json.dumps(events)


def test_spectators_read_the_players_only_when_the_creator_opened_it_before_the_start(
    register, api
):
    _, ann = register("ann")
    _, bob = register("bob")
    _, cat = register("cat")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    settings_path = f"{chat(match_id)}settings/"
    opened = ann.put(settings_path, {"spectators_read_players": True}, format="json")
    assert opened.status_code == 200 and opened.data["spectators_read_players"] is True
    assert (opened.data["may_open"], opened.data["may_close"]) == (True, True)
    for seat, client in enumerate((ann, bob)):
        client.post(f"/api/matches/{match_id}/join/", {"seat": seat}, format="json")
    say(ann, match_id, "players", "said in the open")
    assert texts(cat, match_id, "players") == ["said in the open"]

    # Started: nobody may open it any more; a player may close it.
    choices = {
        name: (answer.data["may_open"], answer.data["may_close"])
        for name, answer in (("ann", ann.get(settings_path)), ("cat", cat.get(settings_path)))
    }
    assert choices == {"ann": (False, True), "cat": (False, False)}
    assert (
        ann.put(settings_path, {"spectators_read_players": True}, format="json").status_code == 403
    )
    assert (
        cat.put(settings_path, {"spectators_read_players": False}, format="json").status_code == 403
    )
    assert (
        bob.put(settings_path, {"spectators_read_players": False}, format="json").status_code == 200
    )
    reader = stream_reader(cat, match_id)
    say(bob, match_id, "players", "said in private")
    assert streamed_chat(reader) == []
    assert cat.get(chat(match_id), {"channel": "players"}).status_code == 403
    assert texts(ann, match_id, "players") == ["said in the open", "said in private"]


def test_markup_is_stored_and_answered_as_the_very_text_sent(table):
    match_id, ann, bob, cat, _ = table
    reader = stream_reader(bob, match_id)
    sent = say(ann, match_id, "players", XSS)
    assert sent.status_code == 201 and sent.data["text"] == XSS
    assert texts(bob, match_id, "players") == [XSS]
    assert streamed_chat(reader)[0]["message"]["text"] == XSS
    assert ChatEntry.objects.get(id=sent.data["id"]).text == XSS


@pytest.mark.parametrize(
    "text, reason",
    [
        ("x" * 501, "at most 500"),
        ("", "some text"),
        ("   \n ", "some text"),
        ("ring \x07 the bell", "U+0007"),
        ("nul \x00", "U+0000"),
        ("evil \u202egnp.exe", "U+202E"),
        (42, "string"),
    ],
)
def test_a_message_too_long_empty_or_with_control_characters_is_refused(table, text, reason):
    match_id, ann, *_ = table
    answer = say(ann, match_id, "players", text)
    assert answer.status_code == 400, answer.data
    assert answer.data["error"] == "invalid_text" and reason in answer.data["detail"]
    assert not ChatEntry.objects.exists()


def test_the_longest_message_and_line_breaks_and_any_script_are_welcome(table):
    match_id, ann, *_ = table
    for text in ("x" * 500, "две строки\nуна línea 🎲"):
        assert say(ann, match_id, "players", text).data["text"] == text


def test_a_lone_surrogate_escaped_in_the_json_is_refused(table):
    match_id, ann, *_ = table
    body = b'{"channel": "players", "text": "lone \\ud800 surrogate"}'
    answer = ann.generic("POST", chat(match_id), body, content_type="application/json")
    assert answer.status_code == 400
    assert answer.json()["error"] in ("invalid_text", "invalid_request")
    assert not ChatEntry.objects.exists()


def test_a_body_that_is_not_utf8_is_refused_as_json(table):
    match_id, ann, *_ = table
    body = b'{"channel": "players", "text": "caf\xe9"}'
    answer = ann.generic("POST", chat(match_id), body, content_type="application/json")
    assert answer.status_code == 400
    assert answer.json()["error"] == "invalid_request"
    assert not ChatEntry.objects.exists()


def test_sending_too_fast_is_refused_with_429(table, settings):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "chat": "3/min",
        },
    }
    match_id, ann, bob, *_ = table
    answers = [say(ann, match_id, "players", f"spam {n}") for n in range(5)]
    assert [a.status_code for a in answers] == [201, 201, 201, 429, 429]
    assert answers[-1].json()["error"] == "throttled"
    assert "Retry-After" in answers[-1]
    # Per account: the other player still talks, and reading is free.
    assert say(bob, match_id, "players", "calm down").status_code == 201
    assert ann.get(chat(match_id), {"channel": "players"}).status_code == 200


def test_a_muted_player_is_no_longer_seen_by_who_muted_them(table):
    match_id, ann, bob, cat, _ = table
    cat_name = say(cat, match_id, "spectators", "before").data["author"]
    muted = ann.post("/api/chat/mutes/", {"username": cat_name}, format="json")
    assert muted.status_code == 201 and muted.data == {"muted": [cat_name]}
    reader = stream_reader(ann, match_id)
    say(cat, match_id, "spectators", "after")
    assert texts(ann, match_id, "spectators") == []
    assert streamed_chat(reader) == []
    assert texts(bob, match_id, "spectators") == ["before", "after"]
    assert (
        ann.post("/api/chat/mutes/", {"username": "nobody-here"}, format="json").status_code == 404
    )
    assert ann.delete(f"/api/chat/mutes/{cat_name}/").data == {"muted": []}
    assert texts(ann, match_id, "spectators") == ["before", "after"]


def test_a_report_reaches_the_admin_with_the_words_reported(table, admin_client):
    match_id, ann, bob, cat, anonymous = table
    message = say(bob, match_id, "players", "you cheat, idiot").data
    report_path = f"{chat(match_id)}{message['id']}/report/"
    assert cat.post(report_path, {"reason": "abuse"}, format="json").status_code == 404
    assert anonymous.post(report_path, {}, format="json").status_code == 401
    reported = ann.post(report_path, {"reason": "abuse"}, format="json")
    assert reported.status_code == 201, reported.data
    bob.delete(f"{chat(match_id)}{message['id']}/")
    report = ChatReport.objects.get()
    assert (report.reported_text, report.reason) == ("you cheat, idiot", "abuse")
    listing = admin_client.get("/admin/chat/chatreport/")
    assert listing.status_code == 200 and "abuse" in listing.content.decode()


def test_an_author_deletes_their_message_and_the_log_records_it(table):
    match_id, ann, bob, cat, _ = table
    message = say(ann, match_id, "players", "oops, my cards are 3 and 5").data
    path = f"{chat(match_id)}{message['id']}/"
    reader = stream_reader(bob, match_id)
    assert bob.delete(path).status_code == 403
    assert cat.delete(path).status_code == 404
    deleted = ann.delete(path)
    assert deleted.status_code == 200
    assert (deleted.data["deleted"], deleted.data["text"]) == (True, None)

    page = bob.get(chat(match_id), {"channel": "players"}).data["messages"]
    assert [(m["id"], m["deleted"], m["text"]) for m in page] == [(message["id"], True, None)]
    assert [(d["kind"], d["message"]["text"]) for d in streamed_chat(reader)] == [
        ("deletion", None)
    ]
    entries = list(ChatEntry.objects.order_by("id").values_list("kind", "text"))
    assert entries == [("message", ""), ("deletion", "")]
    assert "3 and 5" not in json.dumps(page)


def test_history_pages_back_from_the_newest(table):
    match_id, ann, *_ = table
    for n in range(5):
        say(ann, match_id, "players", f"m{n}")
    first = ann.get(chat(match_id), {"channel": "players", "limit": 2}).data
    assert [m["text"] for m in first["messages"]] == ["m3", "m4"]
    second = ann.get(
        chat(match_id), {"channel": "players", "limit": 2, "before": first["next_before"]}
    ).data
    assert [m["text"] for m in second["messages"]] == ["m1", "m2"]
    last = ann.get(chat(match_id), {"channel": "players", "before": second["next_before"]}).data
    assert ([m["text"] for m in last["messages"]], last["next_before"]) == (["m0"], None)
    for bad in ({"channel": "everyone"}, {"channel": "players", "before": "x"}, {}):
        answer = ann.get(chat(match_id), bad)
        assert answer.status_code == 400 and answer.data["error"] == "invalid_request"
    assert (
        ann.get(
            "/api/matches/00000000-0000-0000-0000-000000000000/chat/", {"channel": "players"}
        ).status_code
        == 404
    )


def test_players_who_asked_for_chat_webhooks_hear_of_messages_they_may_read(table):
    match_id, ann, bob, cat, _ = table
    names = {name: account(client) for name, client in (("ann", ann), ("bob", bob), ("cat", cat))}
    url = "https://hooks.example.com/tabula"
    for name in ("ann", "bob", "cat"):
        Webhook.objects.create(owner=names[name], url=url, events=["chat_message"])
    Webhook.objects.create(owner=names["bob"], url=url, events=["move"])

    say(ann, match_id, "players", "psst, bob")
    said = say(cat, match_id, "spectators", "hello players").data
    ann.post("/api/chat/mutes/", {"username": names["cat"].username}, format="json")
    say(cat, match_id, "spectators", "ann no longer hears me")

    told = [
        (d.webhook.owner.username, d.payload["message"]["text"])
        for d in WebhookDelivery.objects.filter(event_type="chat_message").order_by("version")
    ]
    bob_name, ann_name = names["bob"].username, names["ann"].username
    assert told == [
        (bob_name, "psst, bob"),
        (ann_name, "hello players"),
        (bob_name, "hello players"),
        (bob_name, "ann no longer hears me"),
    ]
    payload = WebhookDelivery.objects.filter(version=said["id"]).first().payload
    assert payload["match"]["id"] == match_id and payload["message"] == said


def test_the_creator_may_open_the_players_channel_when_creating_the_match(register, api):
    _, ann = register("ann")
    body = {"game": "babel", "players": 2, "spectators_read_players": True}
    match_id = ann.post("/api/matches/", body, format="json").data["id"]
    assert api.get(f"{chat(match_id)}settings/").data["spectators_read_players"] is True
    plain = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    assert api.get(f"{chat(plain)}settings/").data["spectators_read_players"] is False


def test_players_who_asked_get_new_messages_by_e_mail_once_batched(table, settings):
    """Chat e-mails are opt-in: bob asked, cat (a spectator) cannot be told of the players'
    channel, ann wrote the message; muting its author stops the e-mail too."""
    from django.core import mail

    from alerts import email

    settings.TABULA_EMAIL_BATCH_SECONDS = 0
    match_id, ann, bob, cat, _ = table
    for client, address in ((ann, "ann@example.org"), (bob, "bob@example.org")):
        answer = client.patch(
            "/api/v1/notification-settings/",
            {"email": address, "email_chat": client is bob, "email_enabled": False},
            format="json",
        )
        assert answer.status_code == 200, answer.data
    assert bob.get("/api/v1/notification-settings/").data["email_chat"] is True
    assert ann.get("/api/v1/notification-settings/").data["email_chat"] is False

    assert say(ann, match_id, "players", "your move, bob").status_code == 201
    assert email.send_due() == 1
    [message] = mail.outbox
    assert message.to == ["bob@example.org"]
    assert message.subject == "Tabula: new messages at your table"
    assert f"/matches/{match_id}/" in message.body
    assert "your move, bob" not in message.body, "the mail points to the chat, it never quotes it"

    muted = bob.post("/api/chat/mutes/", {"username": account(ann).username}, format="json")
    assert muted.status_code == 201, muted.data
    assert say(ann, match_id, "players", "hello?").status_code == 201
    assert email.send_due() == 0, "bob muted ann"


def test_chat_e_mails_need_an_address(table):
    _, ann, *_ = table
    answer = ann.patch("/api/v1/notification-settings/", {"email_chat": True}, format="json")
    assert answer.status_code == 400
    assert "email_chat" in json.dumps(answer.data)
