"""Ankh-Morpork's legal actions in words, as a player at the table would give the order.

Read from the acting seat's own view: its own hand, the open board and the decision pending.
Cards, areas and personalities are named (and explained) by ``components.py``.
"""

from __future__ import annotations

from typing import Any

from games.ankh_morpork.components import CARD_TEXTS, area_name, card_name
from games.ankh_morpork.data import AREAS, CARDS, HAND_SIZE
from games.engine import Action, View

TYPE_NAMES = {
    "play_card": "Play a card",
    "play_interrupt": "Answer with an interrupt card",
    "use_ability": "Use a City Area card",
    "end_turn": "End your turn",
    "place_minion": "Place a minion",
    "take_back_minion": "Take back a minion",
    "build": "Build",
    "assassinate": "Assassinate",
    "remove_trouble": "Remove a trouble marker",
    "take_money": "Take the money",
    "use_text": "Carry out the card's text",
    "skip": "Skip it",
    "done": "That is all",
    "small_gods": "Pay Small Gods",
    "let_it_happen": "Let it happen",
    "choose_player": "Choose a player",
    "choose_area": "Choose an area",
    "choose_minion": "Choose a minion",
    "move_to": "Move it",
    "remove_minion": "Remove a minion",
    "remove_own_minion": "Remove one of your minions",
    "discard": "Discard a card",
    "discard_from": "Make them discard a card",
    "give_card": "Give a card",
    "give_back": "Give a card back",
    "give_money": "Give money instead",
    "pay": "Pay",
    "take_card": "Take the card",
    "refuse": "Refuse to pay",
    "remove_building": "Remove a building",
    "take_over": "Take over a building",
    "place_trouble": "Place a trouble marker",
    "swap_personality": "Exchange your personality",
    "flee_to": "Move your minion",
    "lose_building": "Give up a building",
}
THREATS = {
    "remove": "your minion",
    "move": "your minion",
    "building": "your building",
    "text": "you",
}
CAUSES = {"event": "a random event", "symbol": "an assassination", "text": "a card's text"}


def piece_name(seat: int, owner: Any) -> str:
    if owner == "troll":
        return "a troll"
    if owner == "demon":
        return "a demon"
    return "your minion" if str(owner) == str(seat) else f"Seat {owner}'s minion"


def _pending(view: View) -> dict[str, Any]:
    return (view.get("flow") or {}).get("pending") or {}


def _resolving(view: View) -> str | None:
    resolving = (view.get("flow") or {}).get("resolving") or []
    return resolving[-1] if resolving else None


def _skip(view: View, seat: int) -> str:
    """What a skip leaves out, from the decision it answers."""
    pending = _pending(view)
    prompt = pending.get("prompt") or ""
    offered = {action["type"] for action in pending.get("actions") or []}
    if "take_money" in offered:
        return "Leave the money"
    if "use_text" in offered:
        return "Leave the card's text"
    if prompt.startswith("all 12 minions are out"):
        return "Place no minion (all 12 are out)"
    if prompt.endswith("nothing possible now"):
        return f"Pass on this symbol ({prompt.split(':')[0]})"
    # The prompt is the order itself ("place a building", "exchange your personality?").
    return f"Do not {prompt.rstrip('?')}" if prompt else TYPE_NAMES["skip"]


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    area = area_name(action.get("area"))
    card: str = action.get("card") or ""
    if kind == "play_card":
        return f"Play {card_name(card)}: {CARD_TEXTS.get(card or '', '')}".rstrip(": ")
    if kind == "play_interrupt":
        return f"Answer with {card_name(card)}: {CARD_TEXTS.get(card or '', '')}".rstrip(": ")
    if kind == "use_ability":
        return f"Use the City Area card of {area}: {AREAS[action['area']]['text']}"
    if kind == "end_turn":
        return f"End your turn (draw back up to {HAND_SIZE} cards)"
    if kind == "place_minion":
        return f"Place a minion in {area}"
    if kind == "take_back_minion":
        return f"Take back your minion from {area}"
    if kind == "build":
        text = f"Build in {area} for ${AREAS[action['area']]['cost']}"
        if action.get("from") is not None:
            text += f", moving your building from {area_name(action['from'])}"
        return text
    if kind == "assassinate":
        return f"Assassinate {piece_name(seat, action.get('owner'))} in {area}"
    if kind == "remove_trouble":
        return f"Remove the trouble marker in {area}"
    if kind == "take_money":
        played = _resolving(view)
        money = CARDS[played]["money"] if played in CARDS else None
        return f"Take ${money}" if money else TYPE_NAMES[kind]
    if kind == "use_text":
        played = _resolving(view)
        if played in CARDS and CARDS[played]["summary"]:
            return f"Carry out the text: {CARDS[played]['summary']}"
        return TYPE_NAMES[kind]
    if kind == "skip":
        return _skip(view, seat)
    if kind == "done":
        prompt = _pending(view).get("prompt")
        return f"That is all ({prompt})" if prompt else TYPE_NAMES[kind]
    if kind == "small_gods":
        return "Pay $3 to Small Gods to protect this piece from the event"
    if kind == "let_it_happen":
        return "Let it happen (answer with no card)"
    if kind == "choose_player":
        player = action["player"]
        money = (view.get("money") or [])[player] if view.get("money") else None
        cards = (view.get("hand_sizes") or [])[player] if view.get("hand_sizes") else None
        return f"Choose Seat {player} (${money}, {cards} cards in hand)"
    if kind == "choose_area":
        return f"Choose {area}"
    if kind == "choose_minion":
        return f"Choose {piece_name(seat, action.get('owner'))} in {area}"
    if kind == "move_to":
        return f"Move it to {area}"
    if kind == "remove_minion":
        return f"Remove {piece_name(seat, action.get('owner'))} from {area}"
    if kind == "remove_own_minion":
        return f"Remove one of your minions from {area}"
    if kind == "discard":
        return f"Discard {card_name(card)}"
    if kind == "discard_from":
        return f"Make them discard {card_name(card)}"
    if kind == "give_card":
        return f"Give {card_name(card)}"
    if kind == "give_back":
        return f"Give back {card_name(card)}"
    if kind == "give_money":
        return "Give the money instead of a card"
    if kind == "pay":
        text = f"Pay ${action['amount']}"
        return text + (f" for your building in {area}" if action.get("area") is not None else "")
    if kind == "take_card":
        return "Refuse to pay and take the card in front of you"
    if kind == "remove_building":
        return f"Remove the building in {area}"
    if kind == "take_over":
        return f"Take over the building in {area}"
    if kind == "place_trouble":
        return f"Place a trouble marker in {area}"
    if kind == "swap_personality":
        return "Exchange your personality for a random unused one"
    if kind == "flee_to":
        return f"Move your minion to {area}"
    if kind == "lose_building":
        return f"Give up your building in {area}"
    return TYPE_NAMES.get(kind, "Decide")


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return TYPE_NAMES.get(value, "Decide")
    if value is None:
        return "None"
    if field in ("area", "from"):
        name = area_name(value)
        return f"Moving your building from {name}" if field == "from" else name
    if field == "owner":
        return piece_name(seat, value).capitalize()
    if field == "player":
        return f"Seat {value}"
    if field == "card":
        return card_name(value)
    if field == "amount":
        return f"${value}"
    return str(value)


def phase(view: View, seat: int | None) -> str:
    flow = view.get("flow") or {}
    pending = flow.get("pending")
    if not pending:
        return "game over" if view.get("result") else ""
    played = _resolving(view)
    playing = f" ({card_name(played)})" if played else ""
    who = pending.get("seat")
    if pending.get("kind") == "main":
        actor = "you" if who == seat else f"Seat {who}"
        return f"turn {flow.get('turn')}: {actor} {'play' if who == seat else 'plays'} a card"
    if pending.get("kind") == "interrupt":
        threat = THREATS.get(pending.get("threat", ""), "a piece")
        if pending.get("threat") in ("remove", "move", "building") and pending.get("area"):
            threat += f" in {area_name(pending['area'])}"
        cause = CAUSES.get(pending.get("cause", ""), "another player")
        by = pending.get("by")
        if by is not None and pending.get("cause") in ("text", "symbol"):
            thing = "card" if pending["cause"] == "text" else "assassination"
            cause = f"your {thing}" if by == seat else f"Seat {by}'s {thing}"
        if who == seat:
            return f"{cause} threatens {threat}: you may answer with an interrupt card"
        whose = threat.replace("your", f"Seat {who}'s").replace("you", f"Seat {who}")
        return f"{cause} threatens {whose}: Seat {who} may answer"
    prompt = pending.get("prompt") or "a choice"
    actor = "you" if who == seat else f"Seat {who}"
    return f"{actor} {'decide' if who == seat else 'decides'}: {prompt}{playing}"
