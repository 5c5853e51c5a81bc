"""The language each user chose (``Profile.language``), for what is written to them when they
are not there to ask: e-mails, webhooks, and the requests of their API clients."""

from __future__ import annotations

from collections.abc import Iterable

from django.conf import settings

from alerts.models import Profile


def supported(code: str | None) -> str | None:
    """``code`` if it is one of the site's languages (``"ru-RU"`` counts as ``"ru"``), else None."""
    base = (code or "").replace("_", "-").split("-")[0].lower()
    return base if base in dict(settings.LANGUAGES) else None


def chosen_language(user_id: int | None) -> str | None:
    """The language ``user_id`` chose; None when they chose none."""
    if user_id is None:
        return None
    found = Profile.objects.filter(user_id=user_id).values_list("language", flat=True).first()
    return supported(found)


def choose_language(user_id: int, code: str) -> str:
    """Keep ``code`` (or "" for the browser's choice) as ``user_id``'s language."""
    language = supported(code) or ""
    Profile.objects.update_or_create(user_id=user_id, defaults={"language": language})
    return language


def language_of(user_id: int | None) -> str:
    """What to write to ``user_id`` in when they are not there: their choice, else the default."""
    return chosen_language(user_id) or supported(settings.LANGUAGE_CODE) or "en"


def chosen_languages(user_ids: Iterable[int]) -> dict[int, str]:
    """The language each of ``user_ids`` reads (their choice, else the default), in one query."""
    default = supported(settings.LANGUAGE_CODE) or "en"
    found = dict(
        Profile.objects.filter(user_id__in=list(user_ids)).values_list("user_id", "language")
    )
    return {user_id: supported(found.get(user_id)) or default for user_id in user_ids}
