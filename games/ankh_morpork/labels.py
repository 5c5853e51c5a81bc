"""Ankh-Morpork's legal actions in words, as a player at the table would give the order.

Read from the acting seat's own view: its own hand, the open board and the decision pending.
Cards, areas and personalities are named (and explained) by ``components.py``.
"""

from __future__ import annotations

from typing import Any

from games.ankh_morpork.components import (
    area_name,
    area_text,
    card_name,
    card_summary,
    card_text_of,
    stored_words,
)
from games.ankh_morpork.data import AREAS, CARDS, HAND_SIZE
from games.engine import Action, View
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

TYPE_NAMES = {
    "play_card": N_("Play a card"),
    "play_interrupt": N_("Answer with an interrupt card"),
    "use_ability": N_("Use a City Area card"),
    "end_turn": N_("End your turn"),
    "place_minion": N_("Place a minion"),
    "take_back_minion": N_("Take back a minion"),
    "build": N_("Build"),
    "assassinate": N_("Assassinate"),
    "remove_trouble": N_("Remove a trouble marker"),
    "take_money": N_("Take the money"),
    "use_text": N_("Carry out the card's text"),
    "skip": N_("Skip it"),
    "done": N_("That is all"),
    "small_gods": N_("Pay Small Gods"),
    "let_it_happen": N_("Let it happen"),
    "choose_player": N_("Choose a player"),
    "choose_area": N_("Choose an area"),
    "choose_minion": N_("Choose a minion"),
    "move_to": N_("Move it"),
    "remove_minion": N_("Remove a minion"),
    "remove_own_minion": N_("Remove one of your minions"),
    "discard": N_("Discard a card"),
    "discard_from": N_("Make them discard a card"),
    "give_card": N_("Give a card"),
    "give_back": N_("Give a card back"),
    "give_money": N_("Give money instead"),
    "pay": N_("Pay"),
    "take_card": N_("Take the card"),
    "refuse": N_("Refuse to pay"),
    "remove_building": N_("Remove a building"),
    "take_over": N_("Take over a building"),
    "place_trouble": N_("Place a trouble marker"),
    "swap_personality": N_("Exchange your personality"),
    "flee_to": N_("Move your minion"),
    "lose_building": N_("Give up a building"),
}


def seat_words(seat: Any) -> str:
    return _("Seat {seat}").format(seat=seat)


def piece_name(seat: int, owner: Any) -> str:
    """A minion-like piece as the object of an order ("Assassinate your minion in ...")."""
    if owner == "troll":
        return pgettext("object", "a troll")
    if owner == "demon":
        return pgettext("object", "a demon")
    if str(owner) == str(seat):
        return pgettext("object", "your minion")
    return pgettext("object", "Seat {seat}'s minion").format(seat=owner)


def piece_choice(seat: int, owner: Any) -> str:
    """A minion-like piece named on its own, as a chooser's option ("Your minion")."""
    if owner == "troll":
        return _("A troll")
    if owner == "demon":
        return _("A demon")
    if str(owner) == str(seat):
        return _("Your minion")
    return _("Seat {seat}'s minion").format(seat=owner).capitalize()


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
        return _("Leave the money")
    if "use_text" in offered:
        return _("Leave the card's text")
    if prompt.startswith("all 12 minions are out"):
        return _("Place no minion (all 12 are out)")
    if prompt.endswith("nothing possible now"):
        return _("Pass on this symbol ({prompt})").format(prompt=stored_words(prompt.split(":")[0]))
    # The prompt is the order itself ("place a building", "exchange your personality?").
    if prompt:
        return _("Do not {prompt}").format(prompt=stored_words(prompt).strip("?¿"))
    return _(TYPE_NAMES["skip"])


def _money_label(view: View) -> str:
    played = _resolving(view)
    money = CARDS[played]["money"] if played in CARDS else None
    return _("Take ${amount}").format(amount=money) if money else _(TYPE_NAMES["take_money"])


def _text_label(view: View) -> str:
    played = _resolving(view)
    if played in CARDS and CARDS[played]["summary"]:
        return _("Carry out the text: {text}").format(text=card_summary(played))
    return _(TYPE_NAMES["use_text"])


def _with_text(sentence: str, text: str) -> str:
    return f"{sentence}: {text}".rstrip(": ")


def _choose_player(view: View, player: int) -> str:
    money = (view.get("money") or [])[player] if view.get("money") else None
    cards = (view.get("hand_sizes") or [])[player] if view.get("hand_sizes") else None
    # The English source always said "cards" (kept as it was); other languages count properly.
    return ngettext(
        "Choose Seat {seat} (${money}, {cards} cards in hand)",
        "Choose Seat {seat} (${money}, {cards} cards in hand)",
        cards if isinstance(cards, int) else 2,
    ).format(seat=player, money=money, cards=cards)


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    area = area_name(action.get("area"))
    card: str = action.get("card") or ""
    if kind == "play_card":
        return _with_text(_("Play {card}").format(card=card_name(card)), card_text_of(card))
    if kind == "play_interrupt":
        return _with_text(_("Answer with {card}").format(card=card_name(card)), card_text_of(card))
    if kind == "use_ability":
        return _("Use the City Area card of {area}: {text}").format(
            area=area, text=area_text(action["area"])
        )
    if kind == "end_turn":
        return _("End your turn (draw back up to {count} cards)").format(count=HAND_SIZE)
    simple = {
        "place_minion": _("Place a minion in {area}"),
        "take_back_minion": _("Take back your minion from {area}"),
        "remove_trouble": _("Remove the trouble marker in {area}"),
        "choose_area": _("Choose {area}"),
        "move_to": _("Move it to {area}"),
        "remove_own_minion": _("Remove one of your minions from {area}"),
        "remove_building": _("Remove the building in {area}"),
        "take_over": _("Take over the building in {area}"),
        "place_trouble": _("Place a trouble marker in {area}"),
        "flee_to": _("Move your minion to {area}"),
        "lose_building": _("Give up your building in {area}"),
    }
    if kind in simple:
        return simple[kind].format(area=area)
    if kind == "build":
        cost = AREAS[action["area"]]["cost"]
        if action.get("from") is not None:
            return _("Build in {area} for ${cost}, moving your building from {source}").format(
                area=area, cost=cost, source=area_name(action["from"])
            )
        return _("Build in {area} for ${cost}").format(area=area, cost=cost)
    piece = piece_name(seat, action.get("owner"))
    with_piece = {
        "assassinate": _("Assassinate {piece} in {area}"),
        "choose_minion": _("Choose {piece} in {area}"),
        "remove_minion": _("Remove {piece} from {area}"),
    }
    if kind in with_piece:
        return with_piece[kind].format(piece=piece, area=area)
    with_card = {
        "discard": _("Discard {card}"),
        "discard_from": _("Make them discard {card}"),
        "give_card": _("Give {card}"),
        "give_back": _("Give back {card}"),
    }
    if kind in with_card:
        return with_card[kind].format(card=card_name(card))
    if kind == "take_money":
        return _money_label(view)
    if kind == "use_text":
        return _text_label(view)
    if kind == "skip":
        return _skip(view, seat)
    if kind == "done":
        prompt = _pending(view).get("prompt")
        if prompt:
            return _("That is all ({prompt})").format(prompt=stored_words(prompt))
        return _(TYPE_NAMES[kind])
    fixed = {
        "small_gods": N_("Pay $3 to Small Gods to protect this piece from the event"),
        "let_it_happen": N_("Let it happen (answer with no card)"),
        "give_money": N_("Give the money instead of a card"),
        "take_card": N_("Refuse to pay and take the card in front of you"),
        "swap_personality": N_("Exchange your personality for a random unused one"),
    }
    if kind in fixed:
        return _(fixed[kind])
    if kind == "choose_player":
        return _choose_player(view, action["player"])
    if kind == "pay":
        if action.get("area") is not None:
            return _("Pay ${amount} for your building in {area}").format(
                amount=action["amount"], area=area
            )
        return _("Pay ${amount}").format(amount=action["amount"])
    return _(TYPE_NAMES.get(kind, N_("Decide")))


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return _(TYPE_NAMES.get(value, N_("Decide")))
    if value is None:
        return _("None")
    if field in ("area", "from"):
        name = area_name(value)
        if field == "from":
            return _("Moving your building from {area}").format(area=name)
        return name
    if field == "owner":
        return piece_choice(seat, value)
    if field == "player":
        return seat_words(value)
    if field == "card":
        return card_name(value)
    if field == "amount":
        return f"${value}"
    return str(value)


def _threat(pending: dict[str, Any], seat: int | None) -> str:
    """What is threatened, said as the subject of "... threatens ..." for the reader."""
    who = pending.get("seat")
    mine = who == seat
    threat = pending.get("threat", "")
    where = pending.get("area")
    if threat in ("remove", "move"):
        if where:
            text = _("your minion in {area}") if mine else _("Seat {seat}'s minion in {area}")
        else:
            text = _("your minion") if mine else _("Seat {seat}'s minion")
    elif threat == "building":
        if where:
            text = _("your building in {area}") if mine else _("Seat {seat}'s building in {area}")
        else:
            text = _("your building") if mine else _("Seat {seat}'s building")
    elif threat == "text":
        text = _("you") if mine else _("Seat {seat}")
    else:
        text = _("a piece")
    return text.format(seat=who, area=area_name(where) if where else "")


def _cause(pending: dict[str, Any], seat: int | None) -> str:
    cause = pending.get("cause", "")
    by = pending.get("by")
    if by is not None and cause in ("text", "symbol"):
        if cause == "text":
            text = _("your card") if by == seat else _("Seat {seat}'s card")
        else:
            text = _("your assassination") if by == seat else _("Seat {seat}'s assassination")
        return text.format(seat=by)
    causes = {
        "event": N_("a random event"),
        "symbol": N_("an assassination"),
        "text": N_("a card's text"),
    }
    return _(causes.get(cause, N_("another player")))


def phase(view: View, seat: int | None) -> str:
    flow = view.get("flow") or {}
    pending = flow.get("pending")
    if not pending:
        return _("game over") if view.get("result") else ""
    played = _resolving(view)
    playing = f" ({card_name(played)})" if played else ""
    who = pending.get("seat")
    if pending.get("kind") == "main":
        if who == seat:
            return _("turn {turn}: you play a card").format(turn=flow.get("turn"))
        return _("turn {turn}: Seat {seat} plays a card").format(turn=flow.get("turn"), seat=who)
    if pending.get("kind") == "interrupt":
        threat, cause = _threat(pending, seat), _cause(pending, seat)
        if who == seat:
            return _("{cause} threatens {threat}: you may answer with an interrupt card").format(
                cause=cause, threat=threat
            )
        return _("{cause} threatens {threat}: Seat {seat} may answer").format(
            cause=cause, threat=threat, seat=who
        )
    prompt = stored_words(pending.get("prompt") or "a choice")
    if who == seat:
        return _("you decide: {prompt}").format(prompt=prompt) + playing
    return _("Seat {seat} decides: {prompt}").format(seat=who, prompt=prompt) + playing
