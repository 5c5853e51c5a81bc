"""Words the pages show for the read models' codes (a match's status, a bot's level)."""

from __future__ import annotations

from django import template
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from projections import sentences

register = template.Library()


@register.filter
def status_word(status: str) -> str:
    """A match's status in the reader's language ("open", "active" …)."""
    words = {
        "open": pgettext("match status", "open"),
        "active": pgettext("match status", "active"),
        "finished": pgettext("match status", "finished"),
        "aborted": pgettext("match status", "aborted"),
    }
    return words.get(status, status)


@register.filter
def game_title(slug: str) -> str:
    """A game's title in the reader's language, from its slug."""
    return sentences.game_title(slug)


@register.filter
def bot_word(level: str) -> str:
    """ "bot (random)", "bot (strong)"... in the reader's language (every level of
    ``games.bots.BOT_LEVELS``, as the web client's ``frame.js`` names them)."""
    levels = {
        "random": pgettext("bot level", "random"),
        "greedy": pgettext("bot level", "greedy"),
        "mcts": pgettext("bot level", "mcts"),
        "strong": pgettext("bot level", "strong"),
    }
    return _("bot (%(level)s)") % {"level": levels.get(level, level)}
