"""Phase I: the auction for turn order (gifts of cattle to the kings)."""

from __future__ import annotations

from games.engine import Action, IllegalAction, Resolution, State
from games.great_zimbabwe import data
from games.great_zimbabwe.effects import field, herd, move_cattle, plaque
from games.great_zimbabwe.refusals import _
from games.great_zimbabwe.rounds import GOD_PLAQUE, start_turn
from games.great_zimbabwe.state import god_owner


def bid_range(state: State, seat: int) -> range:
    auction = state["auction"]
    lowest = auction["last_bid"] + 1
    highest = state["seats"][seat]["cattle"] + elegua_bonus(state, seat)
    return range(lowest, highest + 1)


def elegua_bonus(state: State, seat: int) -> int:
    """Elegua: up to 3 cattle of the player's first bid each auction come from the bank."""
    # has_god, written out: asked for every listing and every bid of an auction.
    if state["seats"][seat]["god"] == "elegua" and seat not in state["auction"]["has_bid"]:
        return data.ELEGUA_FREE_CATTLE
    return 0


def next_bidder(state: State, seat: int) -> int:
    auction = state["auction"]
    bidders = auction["bidders"]
    index = bidders.index(seat)
    for step in range(1, len(bidders) + 1):
        candidate = bidders[(index + step) % len(bidders)]
        if candidate not in auction["passed"]:
            return candidate
    return seat  # pragma: no cover - the auction ends before this


def resolve_bid(res: Resolution, seat: int, action: Action) -> None:
    amount = field(action, "amount", int)
    state = res.state
    auction = state["auction"]
    if amount <= auction["last_bid"]:
        low = auction["last_bid"] + 1
        raise IllegalAction(
            _("a bid must be at least {low} (one more than the last bid)").format(low=low)
        )
    free = min(elegua_bonus(state, seat), amount)
    if amount - free > state["seats"][seat]["cattle"]:
        raise IllegalAction(_("you cannot bid more cattle than you have"))
    # Deal the cattle one by one round the plaques, continuing after the last one fed.
    plaques = auction["plaques"]
    position = auction["next_plaque"]
    own = herd(seat)
    if res.in_place:
        # Played, not recorded: the same cattle moves, one per plaque and source, counted
        # rather than dealt: the ``count`` cows of a source from its ``first`` on, the cow
        # ``cow`` going to plaque ``(position + cow) % len(plaques)``.
        plaque_count = len(plaques)
        for source, first, count in (("bank", 0, free), (own, free, amount - free)):
            for step in range(min(count, plaque_count)):
                dealt = (count - step + plaque_count - 1) // plaque_count
                index = (position + first + step) % plaque_count
                move_cattle(res, source, plaque(index), dealt)
        position = (position + amount) % plaque_count
    else:
        for cow in range(amount):
            source = "bank" if cow < free else own
            move_cattle(res, source, plaque(position), 1)
            position = (position + 1) % len(plaques)
    res.emit(
        {"type": "bid", "seat": seat, "amount": amount, "from_bank": free, "next_plaque": position}
    )
    # Read from the table before the bid: a bid moves cattle, and who is still bidding is the
    # same, so the resolution need not apply a cattle effect per cow to a copy of the table.
    res.emit({"type": "auction_turn", "seat": next_bidder(state, seat)})


def resolve_pass(res: Resolution, seat: int) -> None:
    state = res.state
    auction = state["auction"]
    slots, passed = auction["slots"], auction["passed"]
    last_free = len(slots) - 1 - slots[::-1].index(None)  # the last free space
    res.emit({"type": "pass", "seat": seat, "slot": last_free})
    still_in = [s for s in auction["bidders"] if s not in passed and s != seat]
    if len(still_in) > 1:
        # The next bidder after ``seat`` is found before coming round to ``seat`` again, so
        # the table before the pass answers as the one after it would (without a copy).
        res.emit({"type": "auction_turn", "seat": next_bidder(state, seat)})
        return
    # The last player in takes the remaining (first) space without bidding again.
    remaining = still_in[0]
    res.emit({"type": "pass", "seat": remaining, "slot": 0})
    slots = list(auction["slots"])
    slots[last_free], slots[0] = seat, remaining
    end_auction(res, state, slots)


def end_auction(res: Resolution, state: State, slots: list[int]) -> None:
    """The plaques' cattle go to their takers and the turn order is ``slots``. Read from
    ``state``, the table before the last passes (they change only who passed and the slots,
    given here), so that no copy of the table is made to read it."""
    auction = state["auction"]
    for index, owner in enumerate(auction["plaques"]):
        taker = god_owner(state, "shadipinyi") if owner == GOD_PLAQUE else owner
        assert taker is not None  # the god plaque is placed for Shadipinyi's owner
        move_cattle(res, plaque(index), herd(taker), auction["cattle"][index])
    res.emit({"type": "auction_end", "order": slots})
    start_turn(res, 0, state, seat=slots[0])
