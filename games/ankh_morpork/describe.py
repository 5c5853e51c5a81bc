"""Log sentences for Ankh-Morpork, and which fields of an action name a hidden card.

``describe`` receives an action and its effects as one reader may see them: a field hidden
from that reader (a card given from hand to hand, the cards drawn) arrives as ``None``, and
the sentence then says "a card" instead of its name. ``action_secrets`` declares those action
fields; effects declare their own (``visible_to`` / ``secret``).
"""

from __future__ import annotations

from typing import Any

from games.ankh_morpork.components import area_name, card_name, personality_name
from games.ankh_morpork.data import EVENTS
from games.engine import Action, Effect

#: Action types whose ``card`` field names a card passed from one hand to another: only
#: the giver and the receiver may know which one (Beggars' Guild, Queen Molly, the Dragon
#: Sanctuary, Rosie Palm, the Seamstresses' Guild, Stanley's give-back).
HAND_TO_HAND_ACTIONS = ("give_card", "give_back")

#: Decisions whose head sentence already says what happened to the trouble marker.
TROUBLE_ACTIONS = ("place_trouble", "remove_trouble")

#: Why the game ended, in words.
END_REASONS = {
    "deck": "the draw deck ran out",
    "personality": "a personality's goal was met",
    "riots": "the Riots",
}

SETUP_SENTENCE = (
    "Setup: personalities and hands dealt, one minion of each player and a trouble marker "
    "in The Shades, The Scours and Dolly Sisters"
)


def action_secrets(seat: int, action: Action, effects: list[Effect]) -> Effect | None:
    """The fields of ``action`` that name a hidden card, and the seats that may read them.

    Every decision that names a card is listed here or names a card that becomes public as it
    is chosen (played cards, interrupts, discards go face up to the discard pile; Cable Street
    Particulars' pick is discarded face up too). A card given from hand to hand stays hidden
    from everyone but the giver and the receiver.
    """
    if action.get("type") not in HAND_TO_HAND_ACTIONS:
        return None
    receivers = [e["to"] for e in effects if e.get("type") == "give_card" and e.get("from") == seat]
    return {"visible_to": sorted({seat, *receivers}), "secret": ["card"]}


# -- names ---------------------------------------------------------------------------------


def seat_name(seat: Any) -> str:
    return f"Seat {seat}" if seat is not None else "someone"


def piece_name(owner: Any) -> str:
    """A minion-like piece by its owner: "Seat 2's minion", "a troll", "a demon"."""
    if owner == "troll":
        return "a troll"
    if owner == "demon":
        return "a demon"
    return f"{seat_name(owner)}'s minion"


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def join_words(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


# -- the head of the sentence: what the seat decided ---------------------------------------


def _receiver(seat: int | None, effects: list[Effect]) -> str:
    for e in effects:
        if e.get("type") == "give_card" and e.get("from") == seat:
            return seat_name(e.get("to"))
    return "another player"


def describe_action(seat: int | None, action: Action, effects: list[Effect]) -> str:
    who = seat_name(seat)
    kind = action.get("type")
    where = area_name(action.get("area"))
    card = card_name(action.get("card"))
    simple = {
        "end_turn": f"{who} ends their turn",
        # The skipped question is not in the action or its effects (a skip changes nothing):
        # the log says that an optional choice was left, the label said which one.
        "skip": f"{who} passes on an optional choice",
        "done": f"{who} is done",
        "take_money": f"{who} takes the money",
        "use_text": f"{who} uses the card's text",
        "let_it_happen": f"{who} lets it happen",
        "small_gods": f"{who} pays Small Gods to ignore the event",
        "give_money": f"{who} gives money instead of a card",
        "take_card": f"{who} takes the card rather than pay",
        "refuse": f"{who} refuses to pay",
        "swap_personality": f"{who} exchanges their personality for an unused one",
    }
    if kind in simple:
        return simple[kind]
    if kind == "play_card":
        return f"{who} plays {card}"
    if kind == "play_interrupt":
        return f"{who} answers with {card}"
    if kind == "use_ability":
        return f"{who} uses the ability of {where}"
    if kind == "place_minion":
        return f"{who} places a minion in {where}"
    if kind == "take_back_minion":
        return f"{who} takes back a minion from {where}"
    if kind == "build":
        moved = action.get("from")
        return f"{who} builds in {where}" + (
            f", moving their building from {area_name(moved)}" if moved is not None else ""
        )
    if kind == "take_over":
        return f"{who} takes over the building in {where}"
    if kind == "assassinate":
        return f"{who} assassinates {piece_name(action.get('owner'))} in {where}"
    if kind == "remove_minion":
        return f"{who} removes {piece_name(action.get('owner'))} from {where}"
    if kind == "remove_own_minion":
        return f"{who} gives up one of their own minions in {where}"
    if kind == "remove_trouble":
        return f"{who} removes the trouble marker in {where}"
    if kind == "place_trouble":
        return f"{who} places a trouble marker in {where}"
    if kind == "remove_building":
        return f"{who} removes the building in {where}"
    if kind == "lose_building":
        return f"{who} gives up their building in {where}"
    if kind == "choose_player":
        return f"{who} chooses {seat_name(action.get('player'))}"
    if kind == "choose_area":
        return f"{who} chooses {where}"
    if kind == "choose_minion":
        return f"{who} chooses {piece_name(action.get('owner'))} in {where}"
    if kind in ("move_to", "flee_to"):
        return f"{who} moves the minion to {where}"
    if kind == "pay":
        return f"{who} pays ${action.get('amount')}"
    if kind == "discard":
        return f"{who} discards {card}"
    if kind == "discard_from":
        return f"{who} makes another player discard {card}"
    if kind == "give_card":
        return f"{who} gives {card} to {_receiver(seat, effects)}"
    if kind == "give_back":
        return f"{who} gives {card} back to {_receiver(seat, effects)}"
    return f"{who} decides"


# -- the notes: what happened as a consequence ---------------------------------------------


def _money_note(e: Effect) -> str:
    amount = e["amount"]
    why = f" ({e['why']})" if e.get("why") else ""
    if amount >= 0:
        return f"{seat_name(e['seat'])} takes ${amount} from the bank{why}"
    return f"{seat_name(e['seat'])} pays ${-amount} to the bank{why}"


def _game_over_note(e: Effect) -> str:
    result = e["result"]
    personalities = e.get("personalities") or []
    winners = [
        f"{seat_name(s)} ({personality_name(personalities[s])})"
        if s < len(personalities)
        else seat_name(s)
        for s in result["winners"]
    ]
    reason = END_REASONS.get(result.get("reason"), "the game is over")
    verb = "wins" if len(winners) == 1 else "win"
    return f"game over, {reason}: {join_words(winners)} {verb}"


def describe_effect(e: Effect, seat: int | None, action: Action | None) -> str | None:
    """A short note for an effect a reader should hear about, or None."""
    t = e.get("type")
    if t == "roll":
        return f"rolled {e['value']} ({e['why']})" if e.get("why") else f"rolled {e['value']}"
    if t == "event_drawn":
        return f"random event: {EVENTS[e['event']]['name']}" if e.get("event") in EVENTS else None
    if t == "minion_placed" and (action is None or action.get("type") != "place_minion"):
        owner, where = e["owner"], area_name(e["area"])
        if owner in ("troll", "demon"):
            return f"{piece_name(owner)} arrives in {where}"
        return f"{seat_name(owner)} places a minion in {where}"
    if t == "minion_removed":
        return f"{piece_name(e['owner'])} leaves {area_name(e['area'])}"
    if t == "minion_moved":
        return f"{piece_name(e['owner'])} moves from {area_name(e['from'])} to {area_name(e['to'])}"
    if t == "minions_swapped":
        return (
            f"{piece_name(e['owner_a'])} in {area_name(e['area_a'])} and "
            f"{piece_name(e['owner_b'])} in {area_name(e['area_b'])} change places"
        )
    if t == "trouble" and (action is None or action.get("type") not in TROUBLE_ACTIONS):
        state = "placed in" if e["on"] else "removed from"
        return f"trouble marker {state} {area_name(e['area'])}"
    if t == "building_placed" and (action is None or action.get("type") != "build"):
        return f"{seat_name(e['seat'])} builds in {area_name(e['area'])}"
    if t == "building_removed":
        return f"the building in {area_name(e['area'])} is removed"
    if t == "money":
        return _money_note(e)
    if t == "transfer":
        why = f" ({e['why']})" if e.get("why") else ""
        return f"{seat_name(e['from'])} pays ${e['amount']} to {seat_name(e['to'])}{why}"
    if t == "draw":
        return f"{seat_name(e['seat'])} draws {plural(e['count'], 'card')}"
    if t == "give_card" and (action is None or action.get("type") not in HAND_TO_HAND_ACTIONS):
        return f"{seat_name(e['from'])} gives {card_name(e.get('card'))} to {seat_name(e['to'])}"
    if t == "discard" and (action is None or action.get("type") not in ("discard", "discard_from")):
        return f"{seat_name(e['seat'])} discards {card_name(e.get('card'))}"
    if t == "interrupt_played" and (action is None or action.get("type") != "play_interrupt"):
        return f"{seat_name(e['seat'])} answers with {card_name(e.get('card'))}"
    if t == "card_returned":
        return f"{card_name(e.get('card'))} goes back to {seat_name(e['seat'])}'s hand"
    if t == "loan":
        return f"{seat_name(e['seat'])} takes a ${e['amount']} loan"
    if t == "penalty":
        return f"{card_name(e.get('card'))} stays in front of {seat_name(e['seat'])} for good"
    if t == "fog":
        cards = e.get("cards") or []
        return "Fog discards " + join_words([card_name(c) for c in cards])
    if t == "city_card_lost":
        return f"the City Area card of {area_name(e['area'])} is lost"
    if t == "hands_exchanged":
        return f"{seat_name(e['a'])} and {seat_name(e['b'])} exchange hands"
    if t == "personality_swapped":
        return f"{seat_name(e['seat'])} now holds another personality"
    if t == "personalities_seen":
        return f"{seat_name(e['seat'])} looks at the unused personalities"
    if t == "discard_taken":
        cards = e.get("cards") or []
        return f"{seat_name(e['seat'])} takes {plural(len(cards), 'card')} from the discard pile"
    if t == "game_over":
        return _game_over_note(e)
    return None


def describe(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    """One line: who did what, then the notable consequences, as the reader may know them."""
    if action is None:
        return SETUP_SENTENCE
    head = describe_action(seat, action, effects)
    notes = [n for n in (describe_effect(e, seat, action) for e in effects) if n]
    return head + ("; " + "; ".join(notes) if notes else "")
