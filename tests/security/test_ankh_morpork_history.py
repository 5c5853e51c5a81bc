"""Finding 1 with the real game: Ankh-Morpork's hand-to-hand cards through the one function
that builds every /events/ entry (histories, POST answers, the live stream)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from games.ankh_morpork import GAME
from games.ankh_morpork.data import CARDS
from projections.models import HistoryEntry
from projections.queries import entry_data
from tests.ankh_morpork.test_describe_and_secrets import CASES, SECRET_CARD


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_a_card_passed_from_hand_to_hand_reaches_only_giver_and_receiver(case):
    _, _, actor, action, effects, receiver = case
    entry = HistoryEntry(
        version=9,
        type="action",
        seat=actor,
        at=datetime(2026, 1, 1, tzinfo=UTC),
        action=action,
        effects=effects,
        text=GAME.describe(actor, action, effects),
    )
    name = CARDS[SECRET_CARD]["name"]
    for reader in (None, 0, 1, 2, 3):
        served = entry_data(entry, reader, omniscient=False, game="ankh-morpork")
        wire = json.dumps(served)
        if reader in (actor, receiver):
            assert served["action"] == action and name in served["text"]
        else:
            assert SECRET_CARD not in wire and name not in wire, (reader, served)
            assert served["action"]["card"] is None
            assert f"Seat {receiver}" in served["text"]
    finished = entry_data(entry, None, omniscient=True, game="ankh-morpork")
    assert finished["action"] == action and name in finished["text"]
