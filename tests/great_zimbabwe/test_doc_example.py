"""The client docs' worked example is replayed through the engine (issue 13, item 11).

docs/games/great-zimbabwe.md carries a setup seed, the actions, the history's text, the full view
after them and a table of where its figures come from; every number there is checked here.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from games.engine import apply_all
from games.great_zimbabwe import GAME, data
from games.great_zimbabwe.state import total_cattle
from tests.great_zimbabwe.helpers import act, add_monument, blank, make_state

DOC = Path(__file__).resolve().parents[2] / "docs" / "games" / "great-zimbabwe.md"
BLOCK = re.compile(r"<!-- worked-example: (\w+) -->\n(?:```\w*\n(.*?)\n```|(.*?)\n\n)", re.DOTALL)


def doc_blocks() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    blocks = {name: fenced or table for name, fenced, table in BLOCK.findall(text)}
    assert set(blocks) == {"replay", "history", "view", "arithmetic"}
    return blocks


def replayed() -> tuple[dict, list[str]]:
    """The state after the doc's actions, and the history text of each action."""
    replay = json.loads(doc_blocks()["replay"])
    players = replay["players"]
    options = GAME.validate_options(players, replay["options"])
    setup = GAME.setup(players, options, random.Random(replay["setup_seed"]))
    state = apply_all(GAME, GAME.new_state(players, options), setup)
    texts = []
    for seat, action in replay["actions"]:
        assert action in GAME.legal_actions(state, seat), f"not legal for seat {seat}: {action}"
        effects = GAME.resolve(state, seat, action, random.Random(0))
        texts.append(GAME.describe(seat, action, effects))
        state = apply_all(GAME, state, effects)
    return state, texts


def at_path(view: dict, path: str) -> Any:
    """``seats[0].cards.tech:potter`` -> view["seats"][0]["cards"]["tech:potter"]."""
    value: Any = view
    for part in path.split("."):
        name, *indexes = re.split(r"\[(\d+)\]", part)
        if name:
            value = value[name]
        for index in filter(None, indexes):
            value = value[int(index)]
    return value


def total(expression: str) -> int:
    """``20 + 2 - 3`` -> 19 (only whole numbers, + and -)."""
    terms = re.findall(r"([+-]?)\s*(\d+)", expression)
    assert re.sub(r"[\d\s+-]", "", expression) == "", expression
    return sum(-int(number) if sign == "-" else int(number) for sign, number in terms)


def test_the_view_in_the_docs_is_what_the_engine_shows_after_the_actions():
    state, _ = replayed()
    documented = json.loads(doc_blocks()["view"])
    for seat in (0, 1, None):
        assert GAME.view(state, seat) == documented


def test_the_history_in_the_docs_is_the_engine_text():
    _, texts = replayed()
    assert doc_blocks()["history"].splitlines() == texts


def arithmetic_rows() -> list[tuple[str, int, str]]:
    rows = []
    for line in doc_blocks()["arithmetic"].splitlines()[2:]:
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        rows.append((cells[0].strip("`"), int(cells[1]), cells[2].strip("`")))
    return rows


def test_the_arithmetic_table_adds_up_to_the_engine_figures():
    state, _ = replayed()
    view = GAME.view(state, None)
    rows = arithmetic_rows()
    assert len(rows) >= 10
    for path, value, expression in rows:
        assert at_path(view, path) == value, path
        assert total(expression) == value, f"{path}: {expression} != {value}"
    assert total_cattle(state) == data.CATTLE_IN_BOX


@pytest.mark.parametrize(("path", "value"), [("seats[0].vr", data.START_VR), ("income_now.0", 0)])
def test_the_path_reader(path, value):
    view = {"seats": [{"vr": data.START_VR}], "income_now": {"0": 0}}
    assert at_path(view, path) == value


def test_the_common_stock_never_runs_out():
    """As the docs say: payments from the bank are never refused; the count goes below zero."""
    state = make_state(blank(3, 10), players=2, cattle=0)
    add_monument(state, 0, 0, 0, level=3)
    add_monument(state, 1, 2, 9, level=2)
    state["bank"] = 1  # the rest of the box is in play somewhere
    state["seats"][0]["cattle"] = data.CATTLE_IN_BOX - 1
    act(state, 0, {"type": "end_turn"})
    act(state, 1, {"type": "end_turn"})  # phase III: income 3 and 2 from a stock of 1
    assert state["seats"][0]["cattle"] == data.CATTLE_IN_BOX - 1 + 3
    assert state["seats"][1]["cattle"] == 2
    assert state["bank"] == 1 - 3 - 2
    assert total_cattle(state) == data.CATTLE_IN_BOX
