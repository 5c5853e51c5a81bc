"""One readable line per Babel event, for the match history.

Every action field is public (moves, settlements and discards show their card). Only the cards a
player draws are secret, and the history reads their number, never the cards, so the text is the
same for every reader; a field hidden from the reader (``None``) reads as "a card".
"""

from __future__ import annotations

from games.babel.components import TRIBE_NAMES
from games.engine import Action, Effect, readable

#: One card of a tribe: "Mede", "Assyrian".
TRIBE_SINGULAR = {tribe: names[1] for tribe, names in TRIBE_NAMES.items()}


def people(tribe: str | None) -> str:
    """ "the Medes": the tribe, or (after "the land of") its land."""
    return f"the {TRIBE_NAMES[tribe][0]}" if tribe in TRIBE_NAMES else "a tribe"


def land(name: str | None) -> str:
    return f"the land of {people(name)}" if name else "a land"


def one_card(tribe: str | None) -> str:
    """ "a Mede card", "an Assyrian card"; "a card" when the reader may not know which."""
    if tribe not in TRIBE_SINGULAR:
        return "a card"
    singular = TRIBE_SINGULAR[tribe]
    return ("an " if singular[0] in "AEIOU" else "a ") + f"{singular} card"


def cards(count: int | None, tribe: str | None = None, kind: str = "") -> str:
    """ "3 tribe cards", "1 Persian card", "2 Mede cards"."""
    label = TRIBE_SINGULAR.get(tribe or "", "") or kind
    noun = "card" if count == 1 else "cards"
    return " ".join(part for part in (str(count), label, noun) if part)


def seat_name(seat: int | None) -> str:
    return "a player" if seat is None else f"Seat {seat}"


def levels(values: list[int] | None) -> str:
    if not values:
        return "no levels"
    return f"level{'s' if len(values) > 1 else ''} {readable(values)}"


def effect_text(effect: Effect) -> str | None:
    kind = effect["type"]
    who = seat_name(effect.get("seat"))
    if kind == "move":
        return f"{who} discards {one_card(effect['card'])} and moves to {land(effect['card'])}"
    if kind == "settle":
        return f"{who} settles {one_card(effect['card'])} in {land(effect['land'])}"
    if kind == "build":
        how = ", skipping a level (Persians)" if effect.get("skip") else ""
        return (
            f"{who} builds level {effect['level']} in {land(effect['land'])} from "
            f"{seat_name(effect['column'])}'s supply column{how}"
        )
    if kind == "migrate":
        moved = readable([TRIBE_SINGULAR.get(card, "hidden") for card in effect["cards"]])
        return (
            f"{who} migrates {cards(len(effect['cards']))} ({moved}) from "
            f"{land(effect['from'])} to {land(effect['to'])}"
        )
    if kind == "sacrifice":
        return f"{who} discards a settled {one_card(effect['card']).split(' ', 1)[1]}"
    if kind == "destroy":
        return (
            f"{people('assyrians')} destroy {who}'s temple in {land(effect['land'])} "
            f"({levels(effect['levels'])} go back on the temple deck)"
        )
    if kind == "steal":
        return (
            f"{people('hittites')} steal level {effect['level']} from "
            f"{seat_name(effect['from'])} in {land(effect['land'])}"
        )
    if kind == "expel":
        return (
            f"{people('medes')} expel {cards(effect['count'], effect['tribe'])} from {who}'s "
            f"column in {land(effect['land'])}"
        )
    if kind == "take":
        return (
            f"{people('sumerians')} win over {cards(effect['count'], effect['tribe'])} from "
            f"{seat_name(effect['from'])} in {land(effect['land'])}"
        )
    if kind == "discard_request":
        return f"{who} must discard {cards(effect['count'])} from hand"
    if kind == "discard":
        return f"{who} discards {one_card(effect['card'])} from hand"
    if kind == "temple_draw":
        drawn = effect["levels"]
        return (
            f"{who} draws {cards(len(drawn), kind='temple')} ({levels(drawn)}) onto their "
            "supply column"
        )
    if kind == "reshuffle":
        return f"the discard pile ({cards(effect['count'])}) is shuffled into a new tribe deck"
    if kind == "turn_start":
        return f"turn {effect['turn']} begins for {who}"
    if kind == "draw":
        # Which cards were drawn is the drawer's secret; the history line tells only how many.
        return f"{who} draws {cards(effect['count'], kind='tribe')}"
    if kind == "game_over":
        scores = effect["scores"]
        winners = effect["winners"]
        if len(winners) > 1:
            return (
                f"the game ends in a draw ({effect['reason']}), "
                f"{scores[str(winners[0])]} temple points each"
            )
        winner = str(winners[0])
        loser = next(key for key in scores if key != winner)
        return (
            f"{seat_name(winners[0])} wins ({effect['reason']}) with {scores[winner]} temple "
            f"points to {scores[loser]}"
        )
    return None


def describe(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return "Setup: temple and tribe decks shuffled, 5 tribe cards dealt to each player"
    parts = [text for text in map(effect_text, effects) if text]
    if action.get("type") == "end_turn":
        parts.insert(0, f"{seat_name(seat)} ends the turn")
    elif not parts:
        parts.append(f"{seat_name(seat)} acts")
    line = "; ".join(parts)
    return line[0].upper() + line[1:]
