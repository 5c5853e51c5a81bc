"""One readable line per Babel event."""

from __future__ import annotations

from games.engine import Action, Effect


def _effect_text(effect: Effect) -> str | None:
    kind = effect["type"]
    seat = effect.get("seat")
    if kind == "move":
        return f"seat {seat} discards a {effect['card']} card and moves to the land of the {effect['card']}"
    if kind == "settle":
        return f"seat {seat} settles a {effect['card']} card in the land of the {effect['land']}"
    if kind == "build":
        how = " skipping a level (Persians)" if effect.get("skip") else ""
        return (
            f"seat {seat} builds level {effect['level']} in the land of the {effect['land']}"
            f" from seat {effect['column']}'s supply column{how}"
        )
    if kind == "migrate":
        return (
            f"seat {seat} migrates {', '.join(effect['cards'])} from the land of the "
            f"{effect['from']} to the land of the {effect['to']}"
        )
    if kind == "sacrifice":
        return f"seat {seat} discards a settled {effect['card']} card"
    if kind == "destroy":
        return (
            f"the Assyrians destroy seat {seat}'s temple in the land of the {effect['land']} "
            f"(levels {effect['levels']} go back on the temple deck)"
        )
    if kind == "steal":
        return (
            f"the Hittites steal level {effect['level']} from seat {effect['from']} in the land "
            f"of the {effect['land']}"
        )
    if kind == "expel":
        return (
            f"the Medes expel {effect['count']} {effect['tribe']} from seat {seat}'s column in "
            f"the land of the {effect['land']}"
        )
    if kind == "take":
        return (
            f"the Sumerians win over {effect['count']} {effect['tribe']} from seat "
            f"{effect['from']} in the land of the {effect['land']}"
        )
    if kind == "discard_request":
        return f"seat {seat} must discard {effect['count']} card(s) from hand"
    if kind == "discard":
        return f"seat {seat} discards a {effect['card']} card from hand"
    if kind == "temple_draw":
        return f"seat {seat} draws temple cards {effect['levels']} onto their supply column"
    if kind == "reshuffle":
        return f"the discard pile ({effect['count']} cards) is shuffled into a new tribe deck"
    if kind == "turn_start":
        return f"turn {effect['turn']}: seat {seat} draws"
    if kind == "draw":
        # The history line is public: which cards were drawn is the drawer's secret.
        return f"seat {seat} draws {effect['count']} tribe card(s)"
    if kind == "game_over":
        winners = effect["winners"]
        if len(winners) > 1:
            return f"the game ends in a draw ({effect['reason']})"
        return f"seat {winners[0]} wins ({effect['reason']}), points {effect['scores']}"
    return None


def describe(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return "Setup: temple and tribe decks shuffled, 5 tribe cards dealt to each player"
    if action.get("type") == "end_turn":
        prefix = f"Seat {seat} ends the turn"
    else:
        prefix = f"Seat {seat}"
    parts = [text for text in map(_effect_text, effects) if text]
    return prefix + ": " + "; ".join(parts) if parts else prefix
