"""How each Babel effect changes the state (no randomness, no validation): ``EFFECTS``."""

from __future__ import annotations

from games.babel.data import MIGRATION_SIZE, TRIBES
from games.babel.state import SEAT_KEYS
from games.engine import Effect, EffectTable, State

EFFECTS = EffectTable()
applies = EFFECTS.applies


@applies("shuffle_temple_deck")
def shuffle_temple_deck(state: State, effect: Effect) -> None:
    state["temple_deck"] = list(effect["order"])
    state["temple_deck_known"] = 0


@applies("shuffle_tribe_deck")
def shuffle_tribe_deck(state: State, effect: Effect) -> None:
    state["tribe_deck"] = list(effect["order"])


@applies("reshuffle")
def reshuffle(state: State, effect: Effect) -> None:
    reshuffle_discard(state, effect["order"])


def reshuffle_discard(state: State, order: list[str]) -> None:
    """The discard pile, shuffled into ``order``, is the new tribe deck (also played straight by
    ``draws.play_end_turn``)."""
    state["tribe_deck"] = list(order)
    state["discard"] = {tribe: 0 for tribe in TRIBES}


@applies("draw", mutates=("tribe_deck", "hands.{seat}"))
def draw(state: State, effect: Effect) -> None:
    draw_cards(state, effect["seat"], effect["cards"])


def draw_cards(state: State, seat: int, cards: list[str]) -> None:
    """``cards`` (the top of the tribe deck, top card first) leave the deck for the seat's hand
    (also played straight by ``draws.play_end_turn``)."""
    deck = state["tribe_deck"]
    hand = state["hands"][SEAT_KEYS[seat]]
    for card in cards:
        hand[card] += 1
    del deck[len(deck) - len(cards) :]


@applies("turn_start")
def turn_start(state: State, effect: Effect) -> None:
    start_turn(state, effect["seat"], effect["turn"])


def start_turn(state: State, seat: int, turn: int) -> None:
    """Turn ``turn`` is the seat's, which has not migrated yet (also played straight by
    ``draws.play_end_turn``)."""
    state["current"] = seat
    state["turn"] = turn
    state["migrated"] = False


@applies("move", mutates=("hands.{seat}", "discard", "figures"))
def move(state: State, effect: Effect) -> None:
    move_figure(state, effect["seat"], effect["card"])


def move_figure(state: State, seat: int, card: str) -> None:
    """The card leaves the seat's hand for the discard pile, and the seat's figure goes to the
    land of its tribe (also played straight by ``rules.play_legal``)."""
    key = SEAT_KEYS[seat]
    state["hands"][key][card] -= 1
    state["discard"][card] += 1
    state["figures"][key] = card


@applies("settle", mutates=("hands.{seat}", "columns.{seat}.{land}"))
def settle(state: State, effect: Effect) -> None:
    settle_card(state, effect["seat"], effect["card"], effect["land"])


def settle_card(state: State, seat: int, card: str, land: str) -> None:
    """The card leaves the seat's hand for the top of its column in ``land`` (also played
    straight by ``rules.play_legal``)."""
    key = SEAT_KEYS[seat]
    state["hands"][key][card] -= 1
    state["columns"][key][land].append(card)


@applies("build", mutates=("supply.{column}", "temples.{seat}.{land}", "starting_card_pending"))
def build(state: State, effect: Effect) -> None:
    build_temple(state, effect["seat"], effect["land"], effect["column"], effect["level"])


def build_temple(state: State, seat: int, land: str, column: int, level: int) -> None:
    """The top card of supply ``column`` (of ``level``) goes onto the seat's temple in ``land``;
    the seat's own column's card is its starting card (also played straight by
    ``rules.play_legal``)."""
    key = SEAT_KEYS[seat]
    column_key = SEAT_KEYS[column]
    state["supply"][column_key].pop()
    state["temples"][key][land].append(level)
    if column_key == key:
        state["starting_card_pending"][key] = False


@applies("migrate", mutates=("columns.{seat}.{from}", "columns.{seat}.{to}"))
def migrate(state: State, effect: Effect) -> None:
    migrate_top(state, effect["seat"], effect["from"], effect["to"])


def migrate_top(state: State, seat: int, source: str, target: str) -> None:
    """The top cards of the seat's column in ``source`` go, in their order, onto its column in
    ``target``: the turn's migration (also played straight by ``rules.play_legal``)."""
    columns = state["columns"][SEAT_KEYS[seat]]
    moved = columns[source][-MIGRATION_SIZE:]
    del columns[source][-MIGRATION_SIZE:]
    columns[target].extend(moved)
    state["migrated"] = True


@applies("sacrifice", mutates=("columns.{seat}.{land}", "discard"))
def sacrifice(state: State, effect: Effect) -> None:
    column = state["columns"][SEAT_KEYS[effect["seat"]]][effect["land"]]
    del column[effect["index"]]
    state["discard"][effect["card"]] += 1


@applies("destroy", mutates=("temple_deck", "temples.{seat}.{land}"))
def destroy(state: State, effect: Effect) -> None:
    temple = state["temples"][SEAT_KEYS[effect["seat"]]][effect["land"]]
    # Face down on top of the temple deck, highest level first: the lowest ends on top.
    state["temple_deck"].extend(sorted(temple, reverse=True))
    state["temple_deck_known"] += len(temple)
    temple.clear()


@applies("steal", mutates=("temples.{from}.{land}", "temples.{seat}.{land}"))
def steal(state: State, effect: Effect) -> None:
    land = effect["land"]
    level = state["temples"][SEAT_KEYS[effect["from"]]][land].pop()
    state["temples"][SEAT_KEYS[effect["seat"]]][land].append(level)


@applies("expel", mutates=("columns.{seat}.{land}", "discard"))
def expel(state: State, effect: Effect) -> None:
    column = state["columns"][SEAT_KEYS[effect["seat"]]][effect["land"]]
    tribe = effect["tribe"]
    column[:] = [card for card in column if card != tribe]
    state["discard"][tribe] += effect["count"]


@applies("take", mutates=("columns.{from}.{land}", "columns.{seat}.{land}"))
def take(state: State, effect: Effect) -> None:
    land = effect["land"]
    tribe = effect["tribe"]
    theirs = state["columns"][SEAT_KEYS[effect["from"]]][land]
    theirs[:] = [card for card in theirs if card != tribe]
    state["columns"][SEAT_KEYS[effect["seat"]]][land].extend([tribe] * effect["count"])


@applies("discard_request")
def discard_request(state: State, effect: Effect) -> None:
    state["pending_discard"] = {"seat": effect["seat"], "remaining": effect["count"]}


@applies("discard", mutates=("hands.{seat}", "discard", "pending_discard"))
def discard(state: State, effect: Effect) -> None:
    state["hands"][SEAT_KEYS[effect["seat"]]][effect["card"]] -= 1
    state["discard"][effect["card"]] += 1
    pending = state["pending_discard"]
    pending["remaining"] -= 1
    if pending["remaining"] <= 0:
        state["pending_discard"] = None


@applies("temple_draw", mutates=("temple_deck", "supply.{seat}"))
def temple_draw(state: State, effect: Effect) -> None:
    draw_temple_cards(state, effect["seat"], effect["levels"])


def draw_temple_cards(state: State, seat: int, levels: list[int]) -> None:
    """The top cards of the temple deck go onto the seat's supply column, ``levels`` (higher
    first, so the lower one ends on top) (also played straight by ``draws.play_end_turn``)."""
    deck = state["temple_deck"]
    count = len(levels)
    del deck[len(deck) - count :]
    if state["temple_deck_known"]:  # most turns: no card on top of the deck is known
        state["temple_deck_known"] = max(0, state["temple_deck_known"] - count)
    state["supply"][SEAT_KEYS[seat]].extend(levels)


@applies("game_over")
def game_over(state: State, effect: Effect) -> None:
    end_game(state, effect["winners"], effect["scores"])


def end_game(state: State, winners: list[int], scores: dict[str, int]) -> None:
    """The game is over (also played straight by ``draws.play_end_turn``)."""
    state["result"] = {"winners": list(winners), "scores": dict(scores)}
    state["pending_discard"] = None
