"""``GET /api/v1/games/{slug}/components/``: every game's components with their rule text, cacheable."""

from __future__ import annotations

import re

import pytest

from games.registry import GAME_MODULES

#: Ids as the engine writes them: "T05", "G35", "tsui_goab"; a name or text must not show one.
CODE = re.compile(r"_|\b[A-Z]\d{2}\b")


@pytest.mark.parametrize("slug", list(GAME_MODULES))
def test_every_component_has_a_name_and_a_text_in_words(api, slug):
    answer = api.get(f"/api/v1/games/{slug}/components/")
    assert answer.status_code == 200
    body = answer.json()
    assert body["game"] == slug and body["kinds"]
    for kind in body["kinds"]:
        assert kind["items"], kind["kind"]
        ids = [item["id"] for item in kind["items"]]
        assert len(ids) == len(set(ids)), f"{kind['kind']}: an id twice"
        for item in kind["items"]:
            for field in ("name", "text"):
                assert item[field].strip(), (kind["kind"], item["id"], field)
                assert not CODE.search(item[field]), (kind["kind"], item["id"], item[field])


def test_the_catalogue_names_what_the_views_name(api):
    """Ids are the engine's own: a client looks a view's task, card or god up by it."""
    kinds = {
        slug: {
            kind["kind"]: {item["id"] for item in kind["items"]}
            for kind in api.get(f"/api/v1/games/{slug}/components/").json()["kinds"]
        }
        for slug in ("bora-bora", "ankh-morpork", "great-zimbabwe")
    }
    assert "T05" in kinds["bora-bora"]["task"] and "C_NW" in kinds["bora-bora"]["region"]
    assert "G35" in kinds["ankh-morpork"]["card"] and "7" in kinds["ankh-morpork"]["area"]
    assert "tsui_goab" in kinds["great-zimbabwe"]["god"]


def test_the_answer_is_cacheable_and_revalidates_with_its_etag(api):
    first = api.get("/api/v1/games/babel/components/")
    etag = first["ETag"]
    assert etag.startswith('"') and "max-age" in first["Cache-Control"]
    again = api.get("/api/v1/games/babel/components/", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and not again.content
    assert again["ETag"] == etag
    weak = api.get("/api/v1/games/babel/components/", HTTP_IF_NONE_MATCH=f'"other", W/{etag}')
    assert weak.status_code == 304
    stale = api.get("/api/v1/games/babel/components/", HTTP_IF_NONE_MATCH='"stale"')
    assert stale.status_code == 200 and stale.json() == first.json()
    other_game = api.get("/api/v1/games/bora-bora/components/")
    assert other_game["ETag"] != etag


def test_an_unknown_game_is_a_json_404(api):
    answer = api.get("/api/v1/games/chess/components/")
    assert answer.status_code == 404
    assert answer.json()["error"] == "not_found"


def test_the_schema_documents_the_endpoint(api):
    schema = api.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    operation = schema["paths"]["/api/v1/games/{game}/components/"]["get"]
    assert {"200", "304", "404"} <= set(operation["responses"])
