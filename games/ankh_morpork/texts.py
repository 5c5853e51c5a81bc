"""The scroll texts of the player cards: one small step function per effect code.

Each function is a step of the step machine (see machine.py): it is called with
``action=None`` to (re)enter its current stage, and with the chosen action after it asked
a seat to decide. ``st["stage"]`` remembers where it is; parameters come from the card's data.
Another player targeted by a text may answer with Wallace Sonky (``guard(..., "text", ...)``).
"""

from __future__ import annotations

from typing import Any

from games.ankh_morpork.data import ADJACENT, AREAS, CARDS, HAND_SIZE
from games.ankh_morpork.machine import (
    TEXTS,
    Ctx,
    Step,
    StepFn,
    area_actions,
    assassination_actions,
    guard,
    is_skip,
    minion_actions,
    optional_choice,
    other_seats,
    player_actions,
)
from games.ankh_morpork.rules import card_step_for, push_removal
from games.ankh_morpork.state import (
    area,
    areas_with_own_minion,
    buildings_in_supply,
    buildings_of,
    deck_size,
    minion_count,
    trouble_areas,
    trouble_count,
)
from games.engine import Action


def text(name: str) -> Any:
    def register(fn: StepFn) -> StepFn:
        TEXTS[name] = fn
        return fn

    return register


def params(st: Step) -> dict[str, Any]:
    return CARDS[st["card"]]["params"]


def choose_target_player(
    ctx: Ctx, st: Step, action: Action | None, prompt: str, targets: list[int]
) -> int | None:
    """The opening question of a text aimed at another player: which one (it may be skipped).

    Returns the chosen seat; None while asking, or when skipped or no one could be chosen
    (the step has then ended).
    """
    if action is None:
        if not ctx.ask(st["seat"], prompt, player_actions("choose_player", targets), optional=True):
            ctx.pop()
    elif is_skip(action):
        ctx.pop()
    else:
        return action["player"]
    return None


def target_player_stage(
    ctx: Ctx, st: Step, action: Action | None, prompt: str, targets: list[int]
) -> None:
    """A stage asking for the text's target: it becomes ``st["target"]``; the next stage follows."""
    target = choose_target_player(ctx, st, action, prompt, targets)
    if target is not None:
        st["target"], st["stage"] = target, st["stage"] + 1


def text_guard(ctx: Ctx, st: Step, victim: int) -> str | None:
    """Wallace Sonky: the victim may ignore a text played by another player."""
    return guard(ctx, st, victim, "text", "text", st["seat"], key=f"guard_{victim}")


def text_goes_ahead(ctx: Ctx, st: Step, victim: int) -> bool:
    """True when the text goes ahead against ``victim``.

    False while the victim is asked whether to answer with Sonky, or when they did (the step
    has then ended).
    """
    verdict = text_guard(ctx, st, victim)
    if verdict is not None and verdict != "ok":
        ctx.pop()
    return verdict == "ok"


def others_holding_cards(ctx: Ctx, seat: int) -> list[int]:
    """The other players with at least one card in hand (a text that takes cards needs one)."""
    return [s for s in other_seats(ctx.state, seat) if ctx.state["hands"][s]]


def keep_card_out_of_discard(ctx: Ctx, st: Step) -> None:
    card_step = card_step_for(ctx, st["card"])
    if card_step is not None:
        card_step["kept"] = True
    if st["card"] in ctx.flow["resolving"]:
        ctx.flow["resolving"].remove(st["card"])


# -- money ------------------------------------------------------------------------


@text("earn_per_building_on_board")
def earn_per_building_on_board(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    buildings = sum(1 for a in ctx.state["areas"].values() if a["building"] is not None)
    ctx.gain(st["seat"], buildings * params(st)["amount"], CARDS[st["card"]]["name"])


def counted_minions(ctx: Ctx, a: dict[str, Any]) -> int:
    if ctx.state["options"]["neutral_minions_count_for_payouts"]:
        return minion_count(a)
    return sum(a["minions"])


@text("earn_per_minion_in_area")
def earn_per_minion_in_area(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    p = params(st)
    ctx.gain(
        st["seat"],
        counted_minions(ctx, area(ctx.state, p["area"])) * p["amount"],
        CARDS[st["card"]]["name"],
    )


@text("earn_per_trouble_marker")
def earn_per_trouble_marker(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    ctx.gain(st["seat"], trouble_count(ctx.state) * params(st)["amount"], CARDS[st["card"]]["name"])


@text("earn_per_minion_in_trouble_area")
def earn_per_minion_in_trouble_area(ctx: Ctx, st: Step, action: Action | None) -> None:
    actions = area_actions("choose_area", trouble_areas(ctx.state))
    chosen = optional_choice(ctx, st["seat"], action, "choose an area with trouble", actions)
    if chosen is not None:
        count = counted_minions(ctx, area(ctx.state, chosen["area"]))
        ctx.gain(st["seat"], count * params(st)["amount"], CARDS[st["card"]]["name"])


@text("take_loan")
def take_loan(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    keep_card_out_of_discard(ctx, st)
    ctx.emit(
        {"type": "loan", "seat": st["seat"], "card": st["card"], "amount": params(st)["amount"]}
    )


@text("take_from_one_player")
def take_from_one_player(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    if st["stage"] == 0:
        prompt = f"take ${params(st)['amount']} from a player"
        target_player_stage(ctx, st, action, prompt, other_seats(ctx.state, seat))
        return
    if text_goes_ahead(ctx, st, st["target"]):
        ctx.pop()
        ctx.transfer(st["target"], seat, params(st)["amount"], CARDS[st["card"]]["name"])


@text("take_from_each_other_player")
def take_from_each_other_player(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    for victim in other_seats(ctx.state, seat):
        verdict = text_guard(ctx, st, victim)
        if verdict is None:
            return
        if verdict == "ok":
            st[f"guard_{victim}"] = "done"
            ctx.transfer(victim, seat, params(st)["amount"], CARDS[st["card"]]["name"])
    ctx.pop()


@text("force_transfer")
def force_transfer(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Hubert: one player gives $3 to another; you may be neither."""
    seat = st["seat"]
    others = other_seats(ctx.state, seat)
    if st["stage"] == 0:
        payers = others if len(others) >= 2 else []
        payer = choose_target_player(ctx, st, action, "choose who pays", payers)
        if payer is not None:
            st["payer"], st["stage"] = payer, 1
        return
    if st["stage"] == 1:
        if action is None:
            receivers = [s for s in others if s != st["payer"]]
            ctx.ask(seat, "choose who receives", player_actions("choose_player", receivers))
        else:
            st["payee"], st["stage"] = action["player"], 2
        return
    if text_goes_ahead(ctx, st, st["payer"]):
        ctx.pop()
        ctx.transfer(st["payer"], st["payee"], params(st)["amount"], "Hubert")


@text("dibbler_gamble")
def dibbler_gamble(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    p = params(st)
    if action is None:
        value = ctx.roll(CARDS[st["card"]]["name"])
        if value >= p["win_on_min"]:
            ctx.pop()
            ctx.gain(seat, p["win_amount"], "CMOT Dibbler")
            return
        if value != p["lose_on"]:
            ctx.pop()
            return
        actions: list[Action] = []
        if ctx.state["money"][seat] >= p["lose_pay"]:
            actions.append({"type": "pay", "amount": p["lose_pay"]})
        actions.extend(area_actions("remove_own_minion", areas_with_own_minion(ctx.state, seat)))
        if not ctx.ask(seat, "pay $2 or remove one of your minions", actions):
            ctx.pop()
        return
    ctx.pop()
    if action["type"] == "pay":
        ctx.pay_bank(seat, action["amount"], "CMOT Dibbler")
    else:
        remove_own_minion(ctx, seat, action["area"], by=seat)


@text("roll_steal_or_lose_minion")
def roll_steal_or_lose_minion(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Here'n'Now: 7+ take $3 from a player; 1 lose one of your minions."""
    seat = st["seat"]
    p = params(st)
    if st["stage"] == 0:
        gamble_roll_stage(ctx, st)
        return
    if st["stage"] == 1:
        prompt = f"take ${p['steal']} from a player"
        target_player_stage(ctx, st, action, prompt, other_seats(ctx.state, seat))
        return
    if st["stage"] == 2:
        if text_goes_ahead(ctx, st, st["target"]):
            ctx.pop()
            ctx.transfer(st["target"], seat, p["steal"], "Here'n'Now")
        return
    remove_own_minion_stage(ctx, st, action)


def gamble_roll_stage(ctx: Ctx, st: Step) -> None:
    """Roll a gamble's die: a win leads to stage 1, a loss to stage 3, any other roll ends it.

    Stage 3 is remove_own_minion_stage() in every gamble.
    """
    p = params(st)
    value = ctx.roll(CARDS[st["card"]]["name"])
    if value >= p["win_on_min"]:
        st["stage"] = 1
    elif value == p["lose_on"]:
        st["stage"] = 3
    else:
        ctx.pop()


def remove_own_minion_stage(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    if action is None:
        own = areas_with_own_minion(ctx.state, seat)
        if not ctx.ask(seat, "remove one of your minions", area_actions("remove_own_minion", own)):
            ctx.pop()
        return
    ctx.pop()
    remove_own_minion(ctx, seat, action["area"], by=seat)


def remove_own_minion(
    ctx: Ctx, seat: int, number: int, by: int, text_answered: bool = False
) -> None:
    """A text makes ``seat`` remove one of their own minions: a removal like any other, so
    they may still answer it with Susan, Fresh Start Club or Igor (and Gaspode when another
    player's card forces it)."""
    step = {"t": "remove", "owner": str(seat), "area": number, "cause": "text", "by": by}
    if text_answered:
        step["text_answered"] = True
    ctx.push(step)


@text("errol_gamble")
def errol_gamble(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    if st["stage"] == 0:
        gamble_roll_stage(ctx, st)
        return
    if st["stage"] == 1:
        # Any piece but your own in an area with trouble: the assassination targets.
        actions = assassination_actions(ctx.state, seat, "remove_minion")
        prompt = "remove a minion from an area with trouble"
        chosen = optional_choice(ctx, seat, action, prompt, actions)
        if chosen is not None:
            push_removal(ctx, chosen, "text", seat)
        return
    remove_own_minion_stage(ctx, st, action)


# -- cards ------------------------------------------------------------------------


@text("draw_cards")
def draw_cards(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    ctx.draw(st["seat"], params(st)["count"])


@text("draw_per_own_building")
def draw_per_own_building(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    count = len(buildings_of(ctx.state, st["seat"])) * params(st)["per_building"]
    if count:
        ctx.draw(st["seat"], count)


@text("draw_random_from_discard")
def draw_random_from_discard(ctx: Ctx, st: Step, action: Action | None) -> None:
    """History Monks: four cards at random from the (face-up) discard pile."""
    ctx.pop()
    pile = ctx.state["discard"]
    cards = ctx.rng.sample(pile, min(params(st)["count"], len(pile)))
    if cards:
        ctx.emit({"type": "discard_taken", "seat": st["seat"], "cards": cards})


@text("discard_cards")
def discard_cards(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    hand = {"of": seat, "act": "discard"}
    chosen = optional_choice(ctx, seat, action, "discard a card", cards=hand)
    if chosen is not None:
        ctx.discard(seat, chosen["card"])


@text("discard_any_for_money")
def discard_any_for_money(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    if action is None:
        prompt = f"discard cards for ${params(st)['per_card']} each"
        if not ctx.ask(seat, prompt, cards={"of": seat, "act": "discard"}, optional=True):
            ctx.pop()
        return
    if is_skip(action):
        ctx.pop()
        return
    ctx.discard(seat, action["card"])
    ctx.gain(seat, params(st)["per_card"], CARDS[st["card"]]["name"])


@text("discard_then_refill")
def discard_then_refill(ctx: Ctx, st: Step, action: Action | None) -> None:
    """The Alchemists' Guild: discard up to three cards, then draw back to five."""
    seat = st["seat"]
    p = params(st)
    done = st.setdefault("discarded", 0)
    if action is None and done < p["max_discard"]:
        if ctx.ask(
            seat, "discard up to three cards", cards={"of": seat, "act": "discard"}, optional=True
        ):
            return
    elif action is not None and not is_skip(action):
        ctx.discard(seat, action["card"])
        st["discarded"] = done + 1
        return
    ctx.pop()
    need = p["refill_to"] - len(ctx.state["hands"][seat]) - len(ctx.state["penalties"][seat])
    if need > 0:
        ctx.draw(seat, need)


@text("play_two_more_cards")
def play_two_more_cards(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    ctx.flow["plays"] += params(st)["count"]


@text("target_gives_cards")
def target_gives_cards(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Beggars' Guild, Queen Molly: a player gives you two cards of their choice."""
    seat = st["seat"]
    if st["stage"] == 0:
        prompt = "choose a player to give you two cards"
        target_player_stage(ctx, st, action, prompt, others_holding_cards(ctx, seat))
        if st["stage"] == 1:  # the target is chosen: count the cards they give
            st["given"] = 0
        return
    target = st["target"]
    if not text_goes_ahead(ctx, st, target):
        return
    if action is not None:
        ctx.give_card(target, seat, action["card"])
        st["given"] += 1
        return
    if st["given"] >= params(st)["count"] or not ctx.ask(
        target, "give a card", cards={"of": target, "act": "give_card"}
    ):
        ctx.pop()


@text("each_other_gives_money_or_card")
def each_other_gives_money_or_card(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Sunshine Dragon Sanctuary: every other player gives you $1 or a card (their choice)."""
    seat = st["seat"]
    amount = params(st)["amount"]
    if action is not None:
        giver = st["asking"]
        if action["type"] == "give_money":
            ctx.transfer(giver, seat, amount, "Dragon Sanctuary")
        else:
            ctx.give_card(giver, seat, action["card"])
        st[f"guard_{giver}"] = "done"
    for victim in other_seats(ctx.state, seat):
        verdict = text_guard(ctx, st, victim)
        if verdict is None:
            return
        if verdict == "ok":
            actions = [{"type": "give_money"}] if ctx.state["money"][victim] >= amount else []
            st["asking"] = victim
            if ctx.ask(
                victim,
                f"give ${amount} or a card",
                actions,
                cards={"of": victim, "act": "give_card"},
            ):
                return
            st[f"guard_{victim}"] = "done"
    ctx.pop()


@text("give_card_for_money")
def give_card_for_money(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Rosie Palm, Seamstresses' Guild: give a player one of your cards; they pay you $2."""
    seat = st["seat"]
    if st["stage"] == 0:
        targets = other_seats(ctx.state, seat) if ctx.state["hands"][seat] else []
        target_player_stage(ctx, st, action, "choose a player to give a card to", targets)
        return
    target = st["target"]
    if not text_goes_ahead(ctx, st, target):
        return
    if action is None:
        if not ctx.ask(seat, "choose the card to give", cards={"of": seat, "act": "give_card"}):
            ctx.pop()
        return
    ctx.pop()
    ctx.give_card(seat, target, action["card"])
    ctx.transfer(target, seat, params(st)["amount"], CARDS[st["card"]]["name"])


@text("look_at_hand_discard_one")
def look_at_hand_discard_one(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Cable Street Particulars: look at a player's hand and discard one of their cards."""
    seat = st["seat"]
    if st["stage"] == 0:
        prompt = "choose a player whose hand you look at"
        target_player_stage(ctx, st, action, prompt, others_holding_cards(ctx, seat))
        return
    target = st["target"]
    if not text_goes_ahead(ctx, st, target):
        return
    if action is None:
        if not ctx.ask(
            seat,
            "choose one of their cards to discard",
            cards={"of": target, "act": "discard_from"},
            looking_at=target,
        ):
            ctx.pop()
        return
    ctx.pop()
    ctx.discard(target, action["card"])


@text("steal_random_cards_keep_one")
def steal_random_cards_keep_one(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Stanley: take two random cards from a player, keep one and give the other back."""
    seat = st["seat"]
    if st["stage"] == 0:
        prompt = "choose a player to take two cards from"
        target_player_stage(ctx, st, action, prompt, others_holding_cards(ctx, seat))
        return
    target = st["target"]
    if st["stage"] == 1:
        if not text_goes_ahead(ctx, st, target):
            return
        hand = ctx.state["hands"][target]
        taken = ctx.rng.sample(hand, min(params(st)["count"], len(hand)))
        for card in taken:
            ctx.give_card(target, seat, card)
        st["stage"] = 2
        if len(taken) < 2:
            ctx.pop()
            return
        ctx.ask(seat, "give one of the two cards back", cards={"list": taken, "act": "give_back"})
        return
    assert action is not None  # the answer to the question of stage 1, which is not optional
    ctx.pop()
    ctx.give_card(seat, target, action["card"])


@text("exchange_hands")
def exchange_hands(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    if st["stage"] == 0:
        prompt = "exchange hands with a player"
        target_player_stage(ctx, st, action, prompt, other_seats(ctx.state, seat))
        return
    if text_goes_ahead(ctx, st, st["target"]):
        ctx.pop()
        ctx.emit({"type": "hands_exchanged", "a": seat, "b": st["target"]})


@text("penalty_card_unless_paid")
def penalty_card_unless_paid(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Fools' Guild, Dr Whiteface: pay me $5 or this card sits in front of you for good."""
    seat = st["seat"]
    amount = params(st)["amount"]
    if st["stage"] == 0:
        target_player_stage(ctx, st, action, "choose a player", other_seats(ctx.state, seat))
        return
    target = st["target"]
    if not text_goes_ahead(ctx, st, target):
        return
    if action is None:
        actions = (
            [{"type": "pay", "amount": amount}] if ctx.state["money"][target] >= amount else []
        )
        actions.append({"type": "take_card"})
        ctx.ask(target, f"pay ${amount} or take the card", actions)
        return
    ctx.pop()
    if action["type"] == "pay":
        ctx.transfer(target, seat, amount, CARDS[st["card"]]["name"])
    else:
        keep_card_out_of_discard(ctx, st)
        ctx.emit({"type": "penalty", "seat": target, "card": st["card"]})


@text("fire_brigade")
def fire_brigade(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    amount = params(st)["amount"]
    if st["stage"] == 0:
        targets = [s for s in other_seats(ctx.state, seat) if buildings_of(ctx.state, s)]
        target_player_stage(ctx, st, action, "choose a player with a building", targets)
        return
    target = st["target"]
    if st["stage"] == 1:
        if not text_goes_ahead(ctx, st, target):
            return
        if action is None:
            actions = (
                [{"type": "pay", "amount": amount}] if ctx.state["money"][target] >= amount else []
            )
            actions.append({"type": "refuse"})
            ctx.ask(target, f"pay ${amount} or risk a building", actions)
            return
        if action["type"] == "pay":
            ctx.pop()
            ctx.transfer(target, seat, amount, "Fire Brigade")
            return
        st["stage"] = 2
        return
    actions = area_actions("remove_building", buildings_of(ctx.state, target))
    chosen = optional_choice(ctx, seat, action, "remove one of their buildings", actions)
    if chosen is not None:
        ctx.remove_building(chosen["area"])


# -- buildings ---------------------------------------------------------------------


@text("build_half_price")
def build_half_price(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.replace({"t": "build", "seat": st["seat"], "half": True, "optional": True})


@text("buy_building")
def buy_building(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Sybil Vimes (no trouble) / Reacher Gilt (trouble): take over another player's building."""
    seat = st["seat"]
    state = ctx.state
    if st["stage"] == 0:
        if action is None:
            need_trouble = params(st)["area_must_have_trouble"]
            free = buildings_in_supply(state, seat) > 0
            own = buildings_of(state, seat)
            actions: list[Action] = []
            for key, a in state["areas"].items():
                owner = a["building"]
                cost = AREAS[int(key)]["cost"]
                if owner is None or owner == seat or a["trouble"] != need_trouble:
                    continue
                if state["money"][seat] < cost:
                    continue
                if free:
                    actions.append({"type": "take_over", "area": int(key)})
                else:
                    actions.extend({"type": "take_over", "area": int(key), "from": b} for b in own)
            if not ctx.ask(
                seat, "replace another player's building with yours", actions, optional=True
            ):
                ctx.pop()
        elif is_skip(action):
            ctx.pop()
        else:
            st["choice"], st["stage"] = action, 1
        return
    choice = st["choice"]
    number = choice["area"]
    old = area(state, number)["building"]
    if text_goes_ahead(ctx, st, old):
        ctx.pop()
        ctx.emit(
            {
                "type": "building_taken_over",
                "seat": seat,
                "old_owner": old,
                "area": number,
                "cost": AREAS[number]["cost"],
                "from": choice.get("from"),
            }
        )
        ctx.flow["gained"].append(number)


# -- minions and trouble --------------------------------------------------------------


@text("place_minion_anywhere_no_trouble")
def place_minion_anywhere_no_trouble(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.replace(
        {
            "t": "place",
            "seat": st["seat"],
            "where": "anywhere",
            "no_trouble": True,
            "optional": True,
        }
    )


@text("place_minion_in_trouble_area")
def place_minion_in_trouble_area(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.replace({"t": "place", "seat": st["seat"], "where": "trouble", "optional": True})


@text("place_minion_where_own_building")
def place_minion_where_own_building(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.replace({"t": "place", "seat": st["seat"], "where": "own_building", "optional": True})


@text("place_minions_near_area")
def place_minions_near_area(ctx: Ctx, st: Step, action: Action | None) -> None:
    p = params(st)
    ctx.pop()
    for _ in range(p["max"]):
        ctx.push({"t": "place", "seat": st["seat"], "where": f"near:{p['area']}", "optional": True})


def trouble_target_areas(ctx: Ctx, candidates: list[int]) -> list[int]:
    need_minion = ctx.state["options"]["hix_mob_require_minion_in_target"]
    result = []
    for number in candidates:
        a = area(ctx.state, number)
        if not a["trouble"] and (not need_minion or minion_count(a) > 0):
            result.append(number)
    return result


@text("place_trouble_anywhere")
def place_trouble_anywhere(ctx: Ctx, st: Step, action: Action | None) -> None:
    actions = area_actions("place_trouble", trouble_target_areas(ctx, list(AREAS)))
    chosen = optional_choice(ctx, st["seat"], action, "place a trouble marker", actions)
    if chosen is not None:
        ctx.set_trouble(chosen["area"], True)


@text("place_trouble_adjacent_to_trouble")
def place_trouble_adjacent_to_trouble(ctx: Ctx, st: Step, action: Action | None) -> None:
    near = sorted({n for t in trouble_areas(ctx.state) for n in ADJACENT[t]})
    actions = area_actions("place_trouble", trouble_target_areas(ctx, near))
    prompt = "place a trouble marker next to trouble"
    chosen = optional_choice(ctx, st["seat"], action, prompt, actions)
    if chosen is not None:
        ctx.set_trouble(chosen["area"], True)


def move_stage(
    ctx: Ctx,
    st: Step,
    action: Action | None,
    sources: list[Action],
    destinations: Any,
) -> None:
    """Choose a minion (stage 0), then where it goes (stage 1), then push the move step."""
    seat = st["seat"]
    if st["stage"] == 0:
        if action is None:
            if not ctx.ask(seat, "choose a minion to move", sources, optional=True):
                ctx.pop()
        elif is_skip(action):
            ctx.pop()
        else:
            st["from"], st["owner"], st["stage"] = action["area"], action["owner"], 1
        return
    if action is None:
        areas = destinations(st["from"])
        if not ctx.ask(seat, "choose where it goes", area_actions("move_to", areas)):
            ctx.pop()
        return
    ctx.pop()
    ctx.push(
        {
            "t": "move",
            "owner": st["owner"],
            "from": st["from"],
            "to": action["area"],
            "cause": "text",
            "by": seat,
        }
    )


def everywhere_but(number: int) -> list[int]:
    return [n for n in AREAS if n != number]


@text("move_own_minion_anywhere")
def move_own_minion_anywhere(ctx: Ctx, st: Step, action: Action | None) -> None:
    sources = minion_actions(ctx.state, "choose_minion", owners=[str(st["seat"])])
    move_stage(ctx, st, action, sources, everywhere_but)


@text("move_own_minion_from_trouble_adjacent")
def move_own_minion_from_trouble_adjacent(ctx: Ctx, st: Step, action: Action | None) -> None:
    sources = minion_actions(
        ctx.state, "choose_minion", trouble_areas(ctx.state), [str(st["seat"])]
    )
    move_stage(ctx, st, action, sources, lambda n: list(ADJACENT[n]))


@text("move_other_player_minion_adjacent")
def move_other_player_minion_adjacent(ctx: Ctx, st: Step, action: Action | None) -> None:
    owners = [str(s) for s in other_seats(ctx.state, st["seat"])]
    if ctx.state["options"]["move_other_player_minion_allows_neutral"]:
        owners += ["troll", "demon"]
    sources = minion_actions(ctx.state, "choose_minion", owners=owners)
    move_stage(ctx, st, action, sources, lambda n: list(ADJACENT[n]))


@text("pay_player_then_move_own_minion_anywhere")
def pay_player_then_move_own_minion_anywhere(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    amount = params(st)["amount"]
    if not st.get("paid"):
        can_pay = ctx.state["money"][seat] >= amount and areas_with_own_minion(ctx.state, seat)
        targets = other_seats(ctx.state, seat) if can_pay else []
        payee = choose_target_player(ctx, st, action, f"pay ${amount} to a player", targets)
        if payee is not None:
            ctx.transfer(seat, payee, amount, "Hobson's Livery Stable")
            st["paid"] = True
        return
    sources = minion_actions(ctx.state, "choose_minion", owners=[str(seat)])
    move_stage(ctx, st, action, sources, everywhere_but)


@text("swap_two_minions")
def swap_two_minions(ctx: Ctx, st: Step, action: Action | None) -> None:
    """The Bursar: exchange the positions of two minions in different areas."""
    seat = st["seat"]
    state = ctx.state
    if st["stage"] == 0:
        if action is None:
            if not ctx.ask(
                seat,
                "choose the first minion",
                minion_actions(state, "choose_minion"),
                optional=True,
            ):
                ctx.pop()
        elif is_skip(action):
            ctx.pop()
        else:
            st["a"], st["stage"] = [action["area"], action["owner"]], 1
        return
    if st["stage"] == 1:
        if action is None:
            first_area, first_owner = st["a"]
            others = [
                a
                for a in minion_actions(state, "choose_minion")
                if a["area"] != first_area and a["owner"] != first_owner
            ]
            if not ctx.ask(seat, "choose the second minion", others):
                ctx.pop()
        else:
            st["b"], st["stage"] = [action["area"], action["owner"]], 2
        return
    for key, (number, owner) in (("guard_a", st["a"]), ("guard_b", st["b"])):
        victim = int(owner) if owner not in ("troll", "demon") else None
        verdict = guard(ctx, st, victim, "move", "text", seat, key=key, area_number=number)
        if verdict is None:
            return
        if verdict != "ok":
            ctx.pop()
            return
    ctx.pop()
    (area_a, owner_a), (area_b, owner_b) = st["a"], st["b"]
    # An exchange is two moves: each minion leaves its area (its trouble marker goes) and
    # brings a trouble marker into an area that still holds another minion.
    ctx.emit(
        {
            "type": "minions_swapped",
            "area_a": area_a,
            "owner_a": owner_a,
            "area_b": area_b,
            "owner_b": owner_b,
            "trouble_a": minion_count(area(ctx.state, area_a)) > 1,
            "trouble_b": minion_count(area(ctx.state, area_b)) > 1,
        }
    )


@text("remove_minion_in_area")
def remove_minion_in_area(ctx: Ctx, st: Step, action: Action | None) -> None:
    """The Dean: remove any one minion from Unreal Estate (no trouble needed)."""
    actions = minion_actions(ctx.state, "remove_minion", [params(st)["area"]])
    chosen = optional_choice(ctx, st["seat"], action, "remove a minion", actions)
    if chosen is not None:
        push_removal(ctx, chosen, "text", st["seat"])


@text("roll_twice_remove_minions")
def roll_twice_remove_minions(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Carcer: roll twice; remove one minion of your choice from each rolled area."""
    seat = st["seat"]
    if "rolls" not in st:
        st["rolls"] = [ctx.roll("Carcer") for _ in range(params(st)["rolls"])]
        st["index"] = 0
    if action is not None:
        st["index"] += 1
        push_removal(ctx, action, "text", seat)
        return
    while st["index"] < len(st["rolls"]):
        number = st["rolls"][st["index"]]
        if ctx.ask(
            seat,
            f"remove a minion from {AREAS[number]['name']}",
            minion_actions(ctx.state, "remove_minion", [number]),
        ):
            return
        st["index"] += 1
    ctx.pop()


@text("pay_player_then_assassinate")
def pay_player_then_assassinate(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    amount = params(st)["amount"]
    payees = other_seats(ctx.state, seat) if ctx.state["money"][seat] >= amount else []
    prompt = f"pay ${amount} to a player, then assassinate"
    chosen = optional_choice(ctx, seat, action, prompt, player_actions("choose_player", payees))
    if chosen is not None:
        ctx.transfer(seat, chosen["player"], amount, "Burleigh & Stronginthearm")
        ctx.push({"t": "assassinate", "seat": seat, "cause": "text"})


@text("pay_player_they_remove_minion")
def pay_player_they_remove_minion(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Cosmo Lavish: pay a player $2; they remove a minion (not yours) from an area with trouble."""
    seat = st["seat"]
    amount = params(st)["amount"]
    if st["stage"] == 0:
        targets = other_seats(ctx.state, seat) if ctx.state["money"][seat] >= amount else []
        payee = choose_target_player(ctx, st, action, f"pay ${amount} to a player", targets)
        if payee is not None:
            ctx.transfer(seat, payee, amount, "Cosmo Lavish")
            st["chooser"], st["stage"] = payee, 1
        return
    chooser = st["chooser"]
    if action is None:
        # Any piece but the payer's in an area with trouble: the payer's assassination targets.
        actions = assassination_actions(ctx.state, seat, "remove_minion")
        if not ctx.ask(
            chooser, "remove a minion (not the payer's) from an area with trouble", actions
        ):
            ctx.pop()
        return
    ctx.pop()
    push_removal(ctx, action, "text", chooser)


@text("others_remove_own_minion")
def others_remove_own_minion(ctx: Ctx, st: Step, action: Action | None) -> None:
    """The Auditors: every other player removes one of their own minions."""
    seat = st["seat"]
    if action is not None:
        victim = st["asking"]
        st[f"guard_{victim}"] = "done"
        # The removal goes through the remove step (Susan, Igor... may answer it); Sonky was
        # already offered against the text itself. This step carries on once it is done.
        remove_own_minion(ctx, victim, action["area"], by=seat, text_answered=True)
        return
    for victim in other_seats(ctx.state, seat):
        verdict = text_guard(ctx, st, victim)
        if verdict is None:
            return
        if verdict == "ok":
            st["asking"] = victim
            own = areas_with_own_minion(ctx.state, victim)
            if ctx.ask(
                victim, "remove one of your minions", area_actions("remove_own_minion", own)
            ):
                return
            st[f"guard_{victim}"] = "done"
    ctx.pop()


# -- personalities ---------------------------------------------------------------------


@text("view_unused_personalities")
def view_unused_personalities(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Mrs Cake: look at all unused personalities but one (a random one stays hidden)."""
    ctx.pop()
    unused = sorted(ctx.state["unused_personalities"])
    seen = ctx.rng.sample(unused, max(0, len(unused) - params(st).get("all_but", 1)))
    ctx.emit(
        {
            "type": "personalities_seen",
            "seat": st["seat"],
            "ids": sorted(seen),
            "visible_to": [st["seat"]],
            "secret": ["ids"],
        }
    )


@text("swap_personality_random")
def swap_personality_random(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Zorgo: you may exchange your personality for a random unused one."""
    seat = st["seat"]
    state = ctx.state
    actions = [{"type": "swap_personality"}] if state["unused_personalities"] else []
    if optional_choice(ctx, seat, action, "exchange your personality?", actions) is not None:
        new = ctx.rng.choice(sorted(state["unused_personalities"]))
        ctx.emit(
            {
                "type": "personality_swapped",
                "seat": seat,
                "old": state["personalities"][seat],
                "new": new,
                "visible_to": [seat],
                "secret": ["old", "new"],
            }
        )


__all__ = ["TEXTS", "HAND_SIZE", "deck_size"]
