"""What each seat may see, and sampling a full state consistent with one seat's view."""

from __future__ import annotations

import random
from typing import Any

from games.ankh_morpork.data import CARDS, PERSONALITIES
from games.ankh_morpork.state import cards_in_game, cards_in_the_open, deck_size
from games.engine import State, View, clone


def _public_flow(flow: dict[str, Any], seat: int | None, omniscient: bool) -> dict[str, Any]:
    public = clone(flow)
    pending = public.get("pending")
    if pending and not omniscient and pending["seat"] != seat:
        cards = pending.get("cards")
        if cards and "list" in cards:
            cards["list"] = None  # Stanley's two stolen cards: only the thief sees them
    return public


def view(state: State, seat: int | None, *, omniscient: bool = False) -> View:
    players = state["players"]
    over = state["result"] is not None
    flow = state["flow"]
    pending = flow["pending"]
    looking_at = pending.get("looking_at") if pending and pending["seat"] == seat else None

    def may_see_hand(owner: int) -> bool:
        return omniscient or owner == seat or owner == looking_at

    return {
        "game": "ankh-morpork",
        "players": players,
        "seat": seat,
        "options": dict(state["options"]),
        "areas": clone(state["areas"]),
        "money": list(state["money"]),
        "city_cards": clone(state["city_cards"]),
        "lost_city_cards": list(state["lost_city_cards"]),
        "loans": clone(state["loans"]),
        "penalties": clone(state["penalties"]),
        "discard": list(state["discard"]),
        "events_left": len(state["events"]),
        "remaining_events": sorted(state["events"]),
        "events_used": list(state["events_used"]),
        "deck_size": deck_size(state),
        "deck_green": len(state["deck_green"]),
        "deck_brown": len(state["deck_brown"]),
        "hand_sizes": [len(h) for h in state["hands"]],
        "hands": [list(h) if may_see_hand(s) else None for s, h in enumerate(state["hands"])],
        "personalities": [
            p if (omniscient or over or s == seat) else None
            for s, p in enumerate(state["personalities"])
        ],
        "unused_personalities": list(state["unused_personalities"]) if omniscient else None,
        "known_personalities": [
            list(k) if (omniscient or s == seat) else None
            for s, k in enumerate(state["known_personalities"])
        ],
        "trolls_left": state["trolls_left"],
        "demons_left": state["demons_left"],
        "flow": _public_flow(flow, seat, omniscient),
        "result": clone(state["result"]),
    }


def sample(game_view: View, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``seat``'s view: unknown cards dealt at random."""
    players = game_view["players"]
    two = players == 2
    in_game = cards_in_game(players)
    flow = clone(game_view["flow"])
    known_hands = game_view["hands"]
    accounted = cards_in_the_open(game_view)
    for hand in known_hands:
        if hand is not None:
            accounted.extend(hand)
    unknown = list(in_game)
    for card in accounted:
        if card in unknown:
            unknown.remove(card)
    greens = [c for c in unknown if CARDS[c]["deck"] == "green"]
    browns = [c for c in unknown if CARDS[c]["deck"] == "brown"]
    rng.shuffle(greens)
    rng.shuffle(browns)
    deck_green = greens[: game_view["deck_green"]]
    deck_brown = browns[: game_view["deck_brown"]]
    rest = greens[game_view["deck_green"] :] + browns[game_view["deck_brown"] :]
    rng.shuffle(rest)
    hands: list[list[str]] = []
    for owner in range(players):
        if known_hands[owner] is not None:
            hands.append(list(known_hands[owner]))
        else:
            size = game_view["hand_sizes"][owner]
            hands.append(rest[:size])
            rest = rest[size:]
    pending = flow.get("pending")
    if (
        pending
        and pending.get("cards")
        and "list" in pending["cards"]
        and pending["cards"]["list"] is None
    ):
        thief_hand = hands[pending["seat"]]
        pending["cards"]["list"] = rng.sample(thief_hand, min(2, len(thief_hand)))

    personalities = list(game_view["personalities"])
    pool = [p for p, d in PERSONALITIES.items() if not (two and d["excluded_in_2p"])]
    known_unused = game_view["known_personalities"][seat] or []
    free = [p for p in pool if p not in personalities and p not in known_unused]
    rng.shuffle(free)
    for owner in range(players):
        if personalities[owner] is None:
            personalities[owner] = free.pop()
    unused = [p for p in pool if p not in personalities]

    return {
        "players": players,
        "options": dict(game_view["options"]),
        "areas": clone(game_view["areas"]),
        "money": list(game_view["money"]),
        "hands": hands,
        "deck_green": deck_green,
        "deck_brown": deck_brown,
        "discard": list(game_view["discard"]),
        "events": list(game_view["remaining_events"]),
        "events_used": list(game_view["events_used"]),
        "personalities": personalities,
        "unused_personalities": unused,
        "known_personalities": [
            list(k) if k is not None else [] for k in game_view["known_personalities"]
        ],
        "city_cards": clone(game_view["city_cards"]),
        "lost_city_cards": list(game_view["lost_city_cards"]),
        "loans": clone(game_view["loans"]),
        "penalties": clone(game_view["penalties"]),
        "trolls_left": game_view["trolls_left"],
        "demons_left": game_view["demons_left"],
        "flow": flow,
        "result": clone(game_view["result"]),
    }
