"""The engine's shared words in Russian and Spanish: lists joined in the reader's language, the
refusals of a match's options and of an action off its schema, and the default texts."""

from __future__ import annotations

import pytest

from games.engine import InvalidOptions, readable
from games.engine.i18n import language
from games.engine.typed_actions import ActionFieldError
from games.registry import action_kinds, get_game
from tests.bots.toy_games import TicTacToe

WORDS = {
    "ru": {"and": "3, 4 и 5", "hidden": "скрыто", "players": "от 2 до 5 игроков"},
    "es": {"and": "3, 4 y 5", "hidden": "oculto", "players": "de 2 a 5 jugadores"},
}


@pytest.mark.parametrize("code", ["ru", "es"])
def test_lists_and_hidden_fields_read_in_the_language(code):
    with language(code):
        assert readable([3, 4, 5]) == WORDS[code]["and"]
        assert readable(None) == WORDS[code]["hidden"]
    assert readable([3, 4, 5]) == "3, 4 and 5"


@pytest.mark.parametrize("code", ["ru", "es"])
def test_a_wrong_player_count_is_refused_in_the_language(code):
    game = get_game("great-zimbabwe")
    with language(code), pytest.raises(InvalidOptions) as refused:
        game.validate_options(6, {})
    message = str(refused.value)
    assert WORDS[code]["players"] in message
    assert "played by" not in message and "6" in message


@pytest.mark.parametrize("code", ["ru", "es"])
@pytest.mark.parametrize(
    "action",
    [
        "move",
        {"card": "medes"},
        {"type": "fly"},
        {"type": "move"},
        {"type": "move", "card": "dragons"},
        {"type": "move", "card": "medes", "text": "hi"},
        {"type": "build", "column": 2},
        {"type": "ability", "tribe": "medes", "run": -1},
    ],
)
def test_an_action_off_its_schema_is_refused_in_the_language(code, action):
    with language("en"), pytest.raises(ActionFieldError) as english:
        action_kinds("babel").check(action)
    with language(code), pytest.raises(ActionFieldError) as refused:
        action_kinds("babel").check(action)
    assert refused.value.field == english.value.field
    assert str(refused.value) != str(english.value)
    for word in ("must", "action", "field", "known"):
        assert word not in str(refused.value)


@pytest.mark.parametrize("code", ["ru", "es"])
def test_the_default_history_line_reads_in_the_language(code):
    game = TicTacToe()
    with language(code):
        line = game.describe(1, {"type": "mark", "cell": 4}, [])
        setup = game.describe(None, None, [])
    assert not line.startswith("Seat") and "1" in line and "4" in line
    assert not setup.startswith("Setup")
