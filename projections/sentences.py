"""The words of a history entry that is not a move: written in the reader's language.

A stored event holds no prose; its history row keeps the facts the sentence needs
(``HistoryEntry.facts``, plain values: names, seats, versions, reasons) and the sentence in
English (``HistoryEntry.text``, what an English reader is served without rendering). A reader
of another language gets :func:`sentence` in the language Django activated; moves and the setup
are the games' own ``describe`` (``projections.queries.entry_data``).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, override, pgettext

from games.registry import UnknownGame, get_game


def bot_level(level: Any) -> str:
    """A bot's level in words ("random", "greedy", "mcts", "strong"), as the pages name it."""
    words = {
        "random": pgettext("bot level", "random"),
        "greedy": pgettext("bot level", "greedy"),
        "mcts": pgettext("bot level", "mcts"),
        "strong": pgettext("bot level", "strong"),
    }
    return words.get(level, str(level))


def game_title(slug: str) -> str:
    """A game's title as its edition in the reader's language has it ("Вавилон" in Russian):
    ``Game.title()``, from the game's own catalogs; an unknown slug reads as itself."""
    try:
        return get_game(slug).title()
    except UnknownGame:
        return slug


_game_name = game_title


def created(facts: dict[str, Any]) -> str:
    text = _("Match of %(game)s created for %(players)s players") % {
        "game": _game_name(facts["game"]),
        "players": facts["players"],
    }
    fork = facts.get("forked_from")
    if fork:
        text += _(", forked from %(match)s at version %(version)s") % {
            "match": fork["match"],
            "version": fork["version"],
        }
        if facts.get("exact_fork"):
            text += _(" (exact position, for analysis)")
    if facts.get("seed_fixed"):
        text += _("; unrated: the creator chose the seed")
    if facts.get("imported_key"):
        text += _("; imported from a record signed by key %(key)s (unrated)") % {
            "key": facts["imported_key"]
        }
    return text


def seat_taken(facts: dict[str, Any]) -> str:
    if facts.get("who"):
        return _("%(who)s joins") % {"who": facts["who"]}
    return _("A bot (%(level)s) joins") % {"level": bot_level(facts.get("bot"))}


def finished(facts: dict[str, Any]) -> str:
    winners = facts.get("winners") or []
    if not winners:
        return _("Match finished; nobody won; seed %(seed)s") % {"seed": facts.get("seed")}
    return ngettext(
        "Match finished; winner: seat %(seats)s; seed %(seed)s",
        "Match finished; winners: seats %(seats)s; seed %(seed)s",
        len(winners),
    ) % {"seats": ", ".join(str(seat) for seat in winners), "seed": facts.get("seed")}


def timed_out(seat: int | None, facts: dict[str, Any]) -> str:
    if facts.get("then") == "lose":
        return _("Seat %(seat)s ran out of time; it loses") % {"seat": seat}
    return _("Seat %(seat)s ran out of time; a bot takes it over") % {"seat": seat}


def handed_to_bot(seat: int | None, facts: dict[str, Any]) -> str:
    values = {"level": bot_level(facts.get("level")), "seat": seat}
    reason = facts.get("reason")
    if reason == "timeout":
        return _("A %(level)s bot plays seat %(seat)s until its player reclaims it") % values
    if reason in ("resigned", "lost_on_time"):
        return _("A %(level)s bot plays seat %(seat)s for the rest of the match") % values
    return _("A %(level)s bot plays seat %(seat)s") % values


def aborted(facts: dict[str, Any]) -> str:
    values = {"by": facts.get("by"), "seed": facts.get("seed"), "reason": facts.get("reason")}
    reason = facts.get("reason")
    if reason == "early":
        return _("Match aborted by %(by)s before the second move; unrated; seed %(seed)s") % values
    if reason == "agreed":
        return _("Match aborted by agreement of every player; unrated; seed %(seed)s") % values
    if reason == "abandoned":
        return _("Match aborted after nobody touched it for too long; unrated; seed %(seed)s") % (
            values
        )
    return _("Match aborted (%(reason)s); unrated; seed %(seed)s") % values


def takeback_answered(seat: int | None, facts: dict[str, Any]) -> str:
    accept = facts.get("accept")
    if facts.get("bot"):
        if accept:
            return _("Seat %(seat)s accepts the takeback (a bot accepts automatically)") % {
                "seat": seat
            }
        return _(
            "Seat %(seat)s refuses the takeback "
            "(a bot took the asker's seat over: the request is withdrawn)"
        ) % {"seat": seat}
    if accept:
        return _("Seat %(seat)s accepts the takeback") % {"seat": seat}
    return _("Seat %(seat)s refuses the takeback") % {"seat": seat}


def sentence(entry_type: str, seat: int | None, facts: dict[str, Any]) -> str:
    """The entry's words in the active language."""
    values = {"seat": seat, **facts}
    if entry_type == "created":
        return created(facts)
    if entry_type == "seat_taken":
        return seat_taken(facts)
    if entry_type == "finished":
        return finished(facts)
    if entry_type == "timed_out":
        return timed_out(seat, facts)
    if entry_type == "resigned":
        return _("Seat %(seat)s (%(by)s) resigned") % values
    if entry_type == "handed_to_bot":
        return handed_to_bot(seat, facts)
    if entry_type == "reclaimed":
        return _("%(by)s took seat %(seat)s back from the bot") % values
    if entry_type == "abort_requested":
        return _("Seat %(seat)s (%(by)s) asks to abort the match") % values
    if entry_type == "abort_declined":
        return _("Seat %(seat)s (%(by)s) declined to abort the match") % values
    if entry_type == "aborted":
        return aborted(facts)
    if entry_type == "takeback_requested":
        return (
            _("Seat %(seat)s asks to take back their last move (back to version %(to_version)s)")
            % values
        )
    if entry_type == "takeback_answered":
        return takeback_answered(seat, facts)
    if entry_type == "takeback":
        return _("Moves taken back: the game is again as it was at version %(to_version)s") % (
            values
        )
    raise ValueError(f"no sentence for a {entry_type!r} entry")


def english(entry_type: str, seat: int | None, facts: dict[str, Any]) -> str:
    """The sentence stored with the row (and served to English readers as is)."""
    with override("en"):
        return sentence(entry_type, seat, facts)
