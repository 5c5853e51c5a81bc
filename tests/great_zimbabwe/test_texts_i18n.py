"""The Great Zimbabwe in Russian and Spanish: every text a player reads, in the rulebooks' terms."""

from __future__ import annotations

import pytest

from games.engine.i18n import language
from games.great_zimbabwe import GAME, data
from games.great_zimbabwe.components import GOD_TITLES
from tests.translated import problems_of_a_random_game

PACKAGES = ["games.great_zimbabwe"]


@pytest.mark.parametrize("code", ["ru", "es"])
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2)])
def test_a_random_game_reads_in_the_language(code, players, seed):
    problems = problems_of_a_random_game(GAME, players, seed, code, PACKAGES, limit=250)
    assert not problems, "\n".join(problems[:40])


def test_the_gods_titles_are_the_cards_titles():
    assert GOD_TITLES == {god: info["title"] for god, info in data.GODS.items()}


def test_russian_and_spanish_sentences_use_the_rulebooks_words():
    with language("ru"):
        ru = [
            GAME.describe(2, {"type": "choose_craftsman", "craftsman": "ivory_carver"}, []),
            GAME.describe(0, {"type": "choose_god", "god": "tsui_goab"}, []),
            GAME.describe(1, {"type": "hire_specialist", "specialist": "rain_ceremony"}, []),
            GAME.describe(
                0,
                {"type": "bid", "amount": 4},
                [{"type": "bid", "seat": 0, "amount": 4, "from_bank": 3, "next_plaque": 1}],
            ),
        ]
    with language("es"):
        es = GAME.describe(1, {"type": "use_specialist", "specialist": "shaman"}, [])
    assert ru == [
        "Игрок 2 решает разместить резчика слоновой кости",
        "Игрок 0 выбирает бога: Цуйгаб",
        "Игрок 1 нанимает повелителя дождя",
        "Игрок 0 дарит царям 4 коровы (3 из них из общего запаса, благодаря Элеге)",
    ]
    assert es == "Jugador 1 usa al chamán"


@pytest.mark.parametrize("code", ["ru", "es"])
def test_the_catalogue_names_every_component_in_the_language(code):
    with language("en"):
        english = GAME.components()
    with language(code):
        translated = GAME.components()
    assert [kind["kind"] for kind in translated] == [kind["kind"] for kind in english]
    for theirs, ours in zip(english, translated, strict=True):
        assert [item["id"] for item in ours["items"]] == [item["id"] for item in theirs["items"]]
        assert ours["title"] != theirs["title"]
        for mine, source in zip(ours["items"], theirs["items"], strict=True):
            assert mine["text"] and mine["text"] != source["text"], mine
