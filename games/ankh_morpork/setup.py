"""Setting Ankh-Morpork's table up: the board and money, secret personalities, five cards each,
the first player, and the step machine run to the first decision."""

from __future__ import annotations

import random
from typing import Any

from games.ankh_morpork.data import (
    BROWN_CARDS,
    CARDS,
    EVENTS,
    GREEN_CARDS,
    HAND_SIZE,
    PERSONALITIES,
    STARTING_AREAS,
    STARTING_MONEY,
)
from games.ankh_morpork.machine import RecordedCtx
from games.ankh_morpork.rules import emit_flow, run, start_turn
from games.ankh_morpork.state import new_state
from games.engine import Effect


def setup_effects(players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
    ctx = RecordedCtx(new_state(players, options), rng)
    two = players == 2
    brown = [c for c in BROWN_CARDS if not (two and CARDS[c]["removed_in_2p"])]
    ctx.emit(
        {
            "type": "setup_board",
            "money": STARTING_MONEY,
            "starting_areas": list(STARTING_AREAS),
            "events": sorted(EVENTS),
            "green": list(GREEN_CARDS),
            "brown": brown,
        }
    )
    pool = [p for p, d in PERSONALITIES.items() if not (two and d["excluded_in_2p"])]
    rng.shuffle(pool)
    for seat in range(players):
        ctx.emit(
            {
                "type": "personality_dealt",
                "seat": seat,
                "personality": pool[seat],
                "visible_to": [seat],
                "secret": ["personality"],
            }
        )
    ctx.emit(
        {
            "type": "personalities_set_aside",
            "ids": pool[players:],
            "visible_to": [],
            "secret": ["ids"],
        }
    )
    for seat in range(players):
        ctx.draw(seat, HAND_SIZE)
    first = rng.randrange(players)
    ctx.emit({"type": "first_player", "seat": first})
    ctx.flow["turn"] = 0
    start_turn(ctx, first)
    run(ctx)
    emit_flow(ctx)
    return ctx.effects
