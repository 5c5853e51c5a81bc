"""The rules' refusals in the reader's language (``games.engine.i18n``).

The checks that the legal-move listing calls return their reason as plain English (cheap, and
only read when an action is refused); a refused action's message is translated here, where it
is raised: a fixed reason is its own message id, and a reason naming a component is matched
against the templates below and said again with the component's translated name.
"""

from __future__ import annotations

from typing import Any

from games.engine.i18n import N_, SOURCE_LANGUAGE, current_language, texts_of
from games.great_zimbabwe import data
from games.great_zimbabwe.components import craftsman_name, god_name, the_specialist

_ = texts_of(__package__)[0]

#: Reasons that name a god, a specialist or a craftsman, as the checks word them (with ids).
NAMED = (
    N_("{god} is not available"),
    N_("the {specialist} is not available"),
    N_("you do not own the {specialist}"),
    N_("you cannot pay or use the {specialist} now"),
    N_("all {count} {craftsman} tiles are on the map"),
    N_("no {craftsman} technology card is left"),
    N_("a {craftsman} costs {cost} cattle"),
    N_("you cannot gather {level} different ritual goods you can pay for for that monument"),
)


def refusal(reason: str, **ids: str) -> str:
    """``reason`` (English, as a check returned it) in the reader's language; ``ids`` are the
    components the action named (``god=``, ``specialist=``, ``craftsman=``) or other values a
    reason may show (``level=``)."""
    if current_language() == SOURCE_LANGUAGE:
        return reason
    translated = _(reason)
    if translated != reason:
        return translated
    english: dict[str, Any] = dict(ids)
    names: dict[str, Any] = dict(ids)
    if "god" in ids:
        names["god"] = god_name(ids["god"])
    if "specialist" in ids:
        names["specialist"] = the_specialist(ids["specialist"])
    if "craftsman" in ids:
        names["craftsman"] = craftsman_name(ids["craftsman"])
        numbers = {
            "count": data.CRAFTSMEN_PER_TYPE,
            "cost": data.CRAFTSMEN[ids["craftsman"]]["build_cost"],
        }
        english.update(numbers)
        names.update(numbers)
    for template in NAMED:
        try:
            if template.format(**english) == reason:
                return _(template).format(**names)
        except KeyError:
            continue
    return reason
