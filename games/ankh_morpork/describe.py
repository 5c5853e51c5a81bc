"""Log sentences for Ankh-Morpork, and which fields of an action name a hidden card.

``describe`` receives an action and its effects as one reader may see them: a field hidden
from that reader (a card given from hand to hand, the cards drawn) arrives as ``None``, and
the sentence then says "a card" instead of its name. ``action_secrets`` declares those action
fields; effects declare their own (``visible_to`` / ``secret``).
"""

from __future__ import annotations

from typing import Any

from games.ankh_morpork.components import (
    area_name,
    card_name,
    event_name,
    personality_name,
    stored_words,
)
from games.ankh_morpork.data import CARDS, EVENTS
from games.engine import Action, Effect
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

#: Action types whose ``card`` field names a card passed from one hand to another: only
#: the giver and the receiver may know which one (Beggars' Guild, Queen Molly, the Dragon
#: Sanctuary, Rosie Palm, the Seamstresses' Guild, Stanley's give-back).
HAND_TO_HAND_ACTIONS = ("give_card", "give_back")

#: Decisions whose head sentence already says what happened to the trouble marker.
TROUBLE_ACTIONS = ("place_trouble", "remove_trouble")

#: Why the game ended, in words.
END_REASONS = {
    "deck": N_("the draw deck ran out"),
    "personality": N_("a personality's goal was met"),
    "riots": N_("the Riots"),
}

SETUP_SENTENCE = N_(
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
    return _("Seat {seat}").format(seat=seat) if seat is not None else _("someone")


def piece_name(owner: Any) -> str:
    """A minion-like piece by its owner, as the subject: "Seat 2's minion", "a troll"."""
    if owner == "troll":
        return _("a troll")
    if owner == "demon":
        return _("a demon")
    if owner is None:
        return _("someone's minion")
    return _("Seat {seat}'s minion").format(seat=owner)


def piece_object(owner: Any) -> str:
    """The same piece as the object of a verb ("assassinates Seat 2's minion")."""
    if owner == "troll":
        return pgettext("object", "a troll")
    if owner == "demon":
        return pgettext("object", "a demon")
    if owner is None:
        return pgettext("object", "someone's minion")
    return pgettext("object", "Seat {seat}'s minion").format(seat=owner)


def cards_count(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def given_card(card: Any) -> str:
    """A card passed from hand to hand, as the object of "gives": its name, or "a card" for a
    reader who may not know which one."""
    if card in CARDS:
        return pgettext("given card", "{card}").format(card=card_name(card))
    return pgettext("object", "a card")


def join_words(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def _why(e: Effect) -> str:
    return f" ({stored_words(e['why'])})" if e.get("why") else ""


# -- the head of the sentence: what the seat decided ---------------------------------------


def _receiver(seat: int | None, effects: list[Effect]) -> str:
    for e in effects:
        if e.get("type") == "give_card" and e.get("from") == seat:
            return seat_name(e.get("to"))
    return _("another player")


#: Decisions told by one sentence of their own, with only the deciding seat in it.
SIMPLE_ACTIONS = {
    "end_turn": N_("{who} ends their turn"),
    # The skipped question is not in the action or its effects (a skip changes nothing):
    # the log says that an optional choice was left, the label said which one.
    "skip": N_("{who} passes on an optional choice"),
    "done": N_("{who} is done"),
    "take_money": N_("{who} takes the money"),
    "use_text": N_("{who} uses the card's text"),
    "let_it_happen": N_("{who} lets it happen"),
    "small_gods": N_("{who} pays Small Gods to ignore the event"),
    "give_money": N_("{who} gives money instead of a card"),
    "take_card": N_("{who} takes the card rather than pay"),
    "refuse": N_("{who} refuses to pay"),
    "swap_personality": N_("{who} exchanges their personality for an unused one"),
}

#: Decisions about an area: who decided, where.
AREA_ACTIONS = {
    "use_ability": N_("{who} uses the ability of {area}"),
    "place_minion": N_("{who} places a minion in {area}"),
    "take_back_minion": N_("{who} takes back a minion from {area}"),
    "take_over": N_("{who} takes over the building in {area}"),
    "remove_own_minion": N_("{who} gives up one of their own minions in {area}"),
    "remove_trouble": N_("{who} removes the trouble marker in {area}"),
    "place_trouble": N_("{who} places a trouble marker in {area}"),
    "remove_building": N_("{who} removes the building in {area}"),
    "lose_building": N_("{who} gives up their building in {area}"),
    "choose_area": N_("{who} chooses {area}"),
    "move_to": N_("{who} moves the minion to {area}"),
    "flee_to": N_("{who} moves the minion to {area}"),
}

#: Decisions about a piece in an area.
PIECE_ACTIONS = {
    "assassinate": N_("{who} assassinates {piece} in {area}"),
    "remove_minion": N_("{who} removes {piece} from {area}"),
    "choose_minion": N_("{who} chooses {piece} in {area}"),
}

#: Decisions about a card.
CARD_ACTIONS = {
    "play_card": N_("{who} plays {card}"),
    "play_interrupt": N_("{who} answers with {card}"),
    "discard": N_("{who} discards {card}"),
    "discard_from": N_("{who} makes another player discard {card}"),
}


def describe_action(seat: int | None, action: Action, effects: list[Effect]) -> str:
    who = seat_name(seat)
    kind = action.get("type")
    where = area_name(action.get("area"))
    card = card_name(action.get("card"))
    if kind in SIMPLE_ACTIONS:
        return _(SIMPLE_ACTIONS[kind]).format(who=who)
    if kind in AREA_ACTIONS:
        return _(AREA_ACTIONS[kind]).format(who=who, area=where)
    if kind in PIECE_ACTIONS:
        piece = piece_object(action.get("owner"))
        return _(PIECE_ACTIONS[kind]).format(who=who, piece=piece, area=where)
    if kind in CARD_ACTIONS:
        return _(CARD_ACTIONS[kind]).format(who=who, card=card)
    if kind == "build":
        moved = action.get("from")
        if moved is not None:
            return _("{who} builds in {area}, moving their building from {source}").format(
                who=who, area=where, source=area_name(moved)
            )
        return _("{who} builds in {area}").format(who=who, area=where)
    if kind == "choose_player":
        return _("{who} chooses {player}").format(who=who, player=seat_name(action.get("player")))
    if kind == "pay":
        return _("{who} pays ${amount}").format(who=who, amount=action.get("amount"))
    if kind == "give_card":
        return _("{who} gives {card} to {receiver}").format(
            who=who, card=given_card(action.get("card")), receiver=_receiver(seat, effects)
        )
    if kind == "give_back":
        return _("{who} gives {card} back to {receiver}").format(
            who=who, card=given_card(action.get("card")), receiver=_receiver(seat, effects)
        )
    return _("{who} decides").format(who=who)


# -- the notes: what happened as a consequence ---------------------------------------------


def _money_note(e: Effect) -> str:
    amount = e["amount"]
    if amount >= 0:
        text = _("{seat} takes ${amount} from the bank")
    else:
        text = _("{seat} pays ${amount} to the bank")
    return text.format(seat=seat_name(e["seat"]), amount=abs(amount)) + _why(e)


def _game_over_note(e: Effect) -> str:
    result = e["result"]
    personalities = e.get("personalities") or []
    winners = [
        _("{seat} ({personality})").format(
            seat=seat_name(s), personality=personality_name(personalities[s])
        )
        if s < len(personalities)
        else seat_name(s)
        for s in result["winners"]
    ]
    reason = _(END_REASONS.get(result.get("reason"), N_("the game is over")))
    return ngettext(
        "game over, {reason}: {winners} wins", "game over, {reason}: {winners} win", len(winners)
    ).format(reason=reason, winners=join_words(winners))


def _piece_note(e: Effect) -> str | None:
    t = e.get("type")
    if t == "minion_removed":
        return _("{piece} leaves {area}").format(
            piece=piece_name(e["owner"]), area=area_name(e["area"])
        )
    if t == "minion_moved":
        return _("{piece} moves from {source} to {target}").format(
            piece=piece_name(e["owner"]), source=area_name(e["from"]), target=area_name(e["to"])
        )
    if t == "minions_swapped":
        return _("{first} in {first_area} and {second} in {second_area} change places").format(
            first=piece_name(e["owner_a"]),
            first_area=area_name(e["area_a"]),
            second=piece_name(e["owner_b"]),
            second_area=area_name(e["area_b"]),
        )
    return None


def describe_effect(e: Effect, seat: int | None, action: Action | None) -> str | None:
    """A short note for an effect a reader should hear about, or None."""
    t = e.get("type")
    if t == "roll":
        if e.get("why"):
            return _("rolled {value} ({why})").format(value=e["value"], why=stored_words(e["why"]))
        return _("rolled {value}").format(value=e["value"])
    if t == "event_drawn":
        if e.get("event") in EVENTS:
            return _("random event: {event}").format(event=event_name(e["event"]))
        return None
    if t == "minion_placed" and (action is None or action.get("type") != "place_minion"):
        owner, where = e["owner"], area_name(e["area"])
        if owner in ("troll", "demon"):
            return _("{piece} arrives in {area}").format(piece=piece_name(owner), area=where)
        return _("{seat} places a minion in {area}").format(seat=seat_name(owner), area=where)
    if t in ("minion_removed", "minion_moved", "minions_swapped"):
        return _piece_note(e)
    if t == "trouble" and (action is None or action.get("type") not in TROUBLE_ACTIONS):
        if e["on"]:
            return _("trouble marker placed in {area}").format(area=area_name(e["area"]))
        return _("trouble marker removed from {area}").format(area=area_name(e["area"]))
    if t == "building_placed" and (action is None or action.get("type") != "build"):
        return _("{seat} builds in {area}").format(
            seat=seat_name(e["seat"]), area=area_name(e["area"])
        )
    if t == "building_removed":
        return _("the building in {area} is removed").format(area=area_name(e["area"]))
    if t == "money":
        return _money_note(e)
    if t == "transfer":
        return _("{payer} pays ${amount} to {payee}").format(
            payer=seat_name(e["from"]), amount=e["amount"], payee=seat_name(e["to"])
        ) + _why(e)
    if t == "draw":
        return _("{seat} draws {cards}").format(
            seat=seat_name(e["seat"]), cards=cards_count(e["count"])
        )
    return _card_note(e, action)


def _card_note(e: Effect, action: Action | None) -> str | None:
    t = e.get("type")
    kind = action.get("type") if action is not None else None
    if t == "give_card" and kind not in HAND_TO_HAND_ACTIONS:
        return _("{giver} gives {card} to {receiver}").format(
            giver=seat_name(e["from"]), card=given_card(e.get("card")), receiver=seat_name(e["to"])
        )
    if t == "discard" and kind not in ("discard", "discard_from"):
        return _("{seat} discards {card}").format(
            seat=seat_name(e["seat"]), card=card_name(e.get("card"))
        )
    if t == "interrupt_played" and kind != "play_interrupt":
        return _("{seat} answers with {card}").format(
            seat=seat_name(e["seat"]), card=card_name(e.get("card"))
        )
    if t == "card_returned":
        return _("{card} goes back to {seat}'s hand").format(
            card=card_name(e.get("card")), seat=seat_name(e["seat"])
        )
    if t == "loan":
        return _("{seat} takes a ${amount} loan").format(
            seat=seat_name(e["seat"]), amount=e["amount"]
        )
    if t == "penalty":
        return _("{card} stays in front of {seat} for good").format(
            card=card_name(e.get("card")), seat=seat_name(e["seat"])
        )
    if t == "fog":
        cards = e.get("cards") or []
        return _("Fog discards {cards}").format(cards=join_words([card_name(c) for c in cards]))
    return _other_note(e)


def _other_note(e: Effect) -> str | None:
    t = e.get("type")
    if t == "city_card_lost":
        return _("the City Area card of {area} is lost").format(area=area_name(e["area"]))
    if t == "hands_exchanged":
        return _("{first} and {second} exchange hands").format(
            first=seat_name(e["a"]), second=seat_name(e["b"])
        )
    if t == "personality_swapped":
        return _("{seat} now holds another personality").format(seat=seat_name(e["seat"]))
    if t == "personalities_seen":
        return _("{seat} looks at the unused personalities").format(seat=seat_name(e["seat"]))
    if t == "discard_taken":
        cards = e.get("cards") or []
        return _("{seat} takes {cards} from the discard pile").format(
            seat=seat_name(e["seat"]), cards=cards_count(len(cards))
        )
    if t == "game_over":
        return _game_over_note(e)
    return None


def describe(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    """One line: who did what, then the notable consequences, as the reader may know them."""
    if action is None:
        return _(SETUP_SENTENCE)
    head = describe_action(seat, action, effects)
    notes = [n for n in (describe_effect(e, seat, action) for e in effects) if n]
    return head + ("; " + "; ".join(notes) if notes else "")
