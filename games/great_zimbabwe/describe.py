"""One readable line per event."""

from __future__ import annotations

from games.engine import Action, Effect


def _name(value: str) -> str:
    return value.replace("_", " ")


def describe_event(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return "Setup: the map is laid out, gods drawn, VR discs stacked and cattle dealt"
    who = f"Seat {seat}"
    kind = action.get("type")
    text = {
        "place_first_monument": lambda: f"{who} places a first monument on square {action['cell']}",
        "bid": lambda: f"{who} gives {action['amount']} cattle to the kings",
        "pass": lambda: f"{who} passes",
        "choose_god": lambda: f"{who} adores {_name(action['god'])}",
        "hire_specialist": lambda: f"{who} hires the {_name(action['specialist'])}",
        "use_specialist": lambda: f"{who} uses the {_name(action['specialist'])}"
        + (f" ({action['amount']} cattle)" if "amount" in action else "")
        + (f" for {action['resource']}" if "resource" in action else ""),
        "place_resource": lambda: f"{who} puts a resource tile on square {action['cell']}",
        "place_water": lambda: f"{who} puts a water tile on squares {action['cells']}",
        "build_monument": lambda: f"{who} builds a monument on square {action['cell']}",
        "choose_craftsman": lambda: f"{who} will place a {_name(action['craftsman'])}",
        "place_craftsman": lambda: f"{who} places the craftsman on squares {action['cells']}",
        "set_price": lambda: f"{who} sets the {_name(action['craftsman'])} price to "
        f"{action['price']}",
        "raise_price": lambda: f"{who} raises the {_name(action['craftsman'])} price to "
        f"{action['price']}",
        "dziva_price": lambda: f"{who} (Dziva) sets the {_name(action['craftsman'])} price to "
        f"{action['price']}",
        "raise_monument": lambda: f"{who} starts raising monument {action['monument']}",
        "buy_good": lambda: f"{who} buys a ritual good from craftsman {action['craftsman']}",
        "end_turn": lambda: f"{who} ends the turn",
    }.get(kind)
    line = text() if text else f"{who}: {kind}"
    for effect in effects:
        if effect["type"] == "raise":
            line += f"; monument {effect['monument']} reaches level {effect['level']}"
        elif effect["type"] == "auction_end":
            line += f"; turn order {effect['order']}"
        elif effect["type"] == "game_over":
            line += f"; game over, seat {effect['winners'][0]} wins"
    return line
