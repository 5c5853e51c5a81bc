"""One readable line per Babel event, for the match history, in the reader's language.

Every action field is public (moves, settlements and discards show their card). Only the cards a
player draws are secret, and the history reads their number, never the cards, so the text is the
same for every reader; a field hidden from the reader (``None``) reads as "a card".

Each sentence is one message of the catalogs (``games.engine.i18n``), so that every language
puts its words and cases in its own order; the pieces filled in (a seat, a land, a card) come
in the form the sentence needs (``pgettext`` contexts: "where to", "where", "whose" ...).
"""

from __future__ import annotations

from games.babel.components import TRIBE_NAMES, of_people
from games.engine import Action, Effect, readable
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

#: The reasons a game_over effect gives (stored in English, translated when read).
REASONS = {
    "temple points": N_("temple points"),
    "temple deck exhausted": N_("temple deck exhausted"),
}


def seat_name(seat: int | None) -> str:
    """The seat doing something: "Seat 0" (or "a player")."""
    if seat is None:
        return _("a player")
    return _("Seat {seat}").format(seat=seat)


def seat_whose(seat: int | None) -> str:
    """The seat something belongs to, in "Seat 0's temple", "from Seat 0" (Russian: the
    genitive, "игрока 0")."""
    if seat is None:
        return pgettext("whose", "a player")
    return pgettext("whose", "Seat {seat}").format(seat=seat)


def land_to(tribe: str | None) -> str:
    """ "the land of the Medes" as where something goes."""
    if tribe is None:
        return pgettext("where to", "a land")
    return pgettext("where to", "the land of the {people}").format(people=of_people(tribe))


def land_in(tribe: str | None) -> str:
    """ "the land of the Medes" as where something happens."""
    if tribe is None:
        return pgettext("where", "a land")
    return pgettext("where", "the land of the {people}").format(people=of_people(tribe))


def land_from(tribe: str | None) -> str:
    """ "the land of the Medes" as where something comes from."""
    if tribe is None:
        return pgettext("where from", "a land")
    return pgettext("where from", "the land of the {people}").format(people=of_people(tribe))


def one_card(tribe: str | None) -> str:
    """ "a Mede card", "an Assyrian card"; "a card" when the reader may not know which (the
    object of a verb)."""
    if tribe == "medes":
        return _("a Mede card")
    if tribe == "sumerians":
        return _("a Sumerian card")
    if tribe == "hittites":
        return _("a Hittite card")
    if tribe == "persians":
        return _("a Persian card")
    if tribe == "assyrians":
        return _("an Assyrian card")
    return _("a card")


def card_tribe(tribe: str | None) -> str:
    """The tribe of counted cards: "2 Mede cards"."""
    if tribe == "medes":
        return pgettext("the tribe of counted cards", "Mede")
    if tribe == "sumerians":
        return pgettext("the tribe of counted cards", "Sumerian")
    if tribe == "hittites":
        return pgettext("the tribe of counted cards", "Hittite")
    if tribe == "persians":
        return pgettext("the tribe of counted cards", "Persian")
    if tribe == "assyrians":
        return pgettext("the tribe of counted cards", "Assyrian")
    return pgettext("the tribe of counted cards", "tribe")


def settled_tribe(tribe: str) -> str:
    """The tribe of one settled card: "a settled Mede card"."""
    if tribe == "medes":
        return pgettext("one settled card of a tribe", "Mede")
    if tribe == "sumerians":
        return pgettext("one settled card of a tribe", "Sumerian")
    if tribe == "hittites":
        return pgettext("one settled card of a tribe", "Hittite")
    if tribe == "persians":
        return pgettext("one settled card of a tribe", "Persian")
    return pgettext("one settled card of a tribe", "Assyrian")


def card_name(tribe: str | None) -> str:
    """One card in a list of cards: "Mede" (a card the reader may not see: "hidden")."""
    if tribe in TRIBE_NAMES:
        return _(TRIBE_NAMES[tribe][1])
    return pgettext("a card the reader may not see", "hidden")


def effect_text(effect: Effect) -> str | None:
    kind = effect["type"]
    who = seat_name(effect.get("seat"))
    if kind == "move":
        return _("{who} discards {card} and moves to {land}").format(
            who=who, card=one_card(effect["card"]), land=land_to(effect["card"])
        )
    if kind == "settle":
        return _("{who} settles {card} in {land}").format(
            who=who, card=one_card(effect["card"]), land=land_in(effect["land"])
        )
    if kind == "build":
        if effect.get("skip"):
            text = _(
                "{who} builds level {level} in {land} from {owner}'s supply column, skipping a "
                "level (Persians)"
            )
        else:
            text = _("{who} builds level {level} in {land} from {owner}'s supply column")
        return text.format(
            who=who,
            level=effect["level"],
            land=land_in(effect["land"]),
            owner=seat_whose(effect["column"]),
        )
    if kind == "migrate":
        moved = readable([card_name(card) for card in effect["cards"]])
        count = len(effect["cards"])
        return ngettext(
            "{who} migrates {count} card ({moved}) from {source} to {target}",
            "{who} migrates {count} cards ({moved}) from {source} to {target}",
            count,
        ).format(
            who=who,
            count=count,
            moved=moved,
            source=land_from(effect["from"]),
            target=land_to(effect["to"]),
        )
    if kind == "sacrifice":
        if effect["card"] not in TRIBE_NAMES:
            return _("{who} discards a settled card").format(who=who)
        return _("{who} discards a settled {tribe} card").format(
            who=who, tribe=settled_tribe(effect["card"])
        )
    if kind == "destroy":
        return ngettext(
            "the Assyrians destroy {owner}'s temple in {land} (level {levels} go back on the "
            "temple deck)",
            "the Assyrians destroy {owner}'s temple in {land} (levels {levels} go back on the "
            "temple deck)",
            len(effect["levels"] or []),
        ).format(
            owner=seat_whose(effect.get("seat")),
            land=land_in(effect["land"]),
            levels=readable(effect["levels"]),
        )
    if kind == "steal":
        return _("the Hittites steal level {level} from {owner} in {land}").format(
            level=effect["level"], owner=seat_whose(effect["from"]), land=land_in(effect["land"])
        )
    if kind == "expel":
        return ngettext(
            "the Medes expel {count} {tribe} card from {owner}'s column in {land}",
            "the Medes expel {count} {tribe} cards from {owner}'s column in {land}",
            effect["count"],
        ).format(
            count=effect["count"],
            tribe=card_tribe(effect["tribe"]),
            owner=seat_whose(effect.get("seat")),
            land=land_in(effect["land"]),
        )
    if kind == "take":
        return ngettext(
            "the Sumerians win over {count} {tribe} card from {owner} in {land}",
            "the Sumerians win over {count} {tribe} cards from {owner} in {land}",
            effect["count"],
        ).format(
            count=effect["count"],
            tribe=card_tribe(effect["tribe"]),
            owner=seat_whose(effect["from"]),
            land=land_in(effect["land"]),
        )
    if kind == "discard_request":
        return ngettext(
            "{who} must discard {count} card from hand",
            "{who} must discard {count} cards from hand",
            effect["count"],
        ).format(who=who, count=effect["count"])
    if kind == "discard":
        return _("{who} discards {card} from hand").format(who=who, card=one_card(effect["card"]))
    if kind == "temple_draw":
        drawn = effect["levels"]
        return ngettext(
            "{who} draws {count} temple card (level {levels}) onto their supply column",
            "{who} draws {count} temple cards (levels {levels}) onto their supply column",
            len(drawn),
        ).format(who=who, count=len(drawn), levels=readable(drawn))
    if kind == "reshuffle":
        return ngettext(
            "the discard pile ({count} card) is shuffled into a new tribe deck",
            "the discard pile ({count} cards) is shuffled into a new tribe deck",
            effect["count"],
        ).format(count=effect["count"])
    if kind == "turn_start":
        return _("turn {turn} begins for {who}").format(
            turn=effect["turn"], who=seat_whose(effect.get("seat"))
        )
    if kind == "draw":
        # Which cards were drawn is the drawer's secret; the history line tells only how many.
        return ngettext(
            "{who} draws {count} tribe card", "{who} draws {count} tribe cards", effect["count"]
        ).format(who=who, count=effect["count"])
    if kind == "game_over":
        scores = effect["scores"]
        winners = effect["winners"]
        reason = effect["reason"]
        reason = _(REASONS[reason]) if reason in REASONS else reason
        if len(winners) > 1:
            return _("the game ends in a draw ({reason}), {points} temple points each").format(
                reason=reason, points=scores[str(winners[0])]
            )
        winner = str(winners[0])
        loser = next(key for key in scores if key != winner)
        return _("{winner} wins ({reason}) with {points} temple points to {other}").format(
            winner=seat_name(winners[0]),
            reason=reason,
            points=scores[winner],
            other=scores[loser],
        )
    return None


def describe(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return _("Setup: temple and tribe decks shuffled, 5 tribe cards dealt to each player")
    parts = [text for text in map(effect_text, effects) if text]
    if action.get("type") == "end_turn":
        parts.insert(0, _("{who} ends the turn").format(who=seat_name(seat)))
    elif not parts:
        parts.append(_("{who} acts").format(who=seat_name(seat)))
    line = "; ".join(parts)
    return line[0].upper() + line[1:]
