"""Which language a request is answered in: Django's ``LocaleMiddleware``, choosing from more.

In this order, the first that names one of ``settings.LANGUAGES``:

1. ``?lang=`` (``ru``, ``es``, ``en``; ``ru-RU`` counts as ``ru``): one request, whoever asks;
2. the language a signed-in user chose (``alerts.models.Profile``), kept in their session at
   login and whenever they switch (``remember_language``); a client with a bearer token gets
   its user's choice once the token is authenticated (``api.authentication``);
3. the language switch of someone not signed in (kept in their session the same way);
4. ``Accept-Language``;
5. English (``settings.LANGUAGE_CODE``).

``LocaleMiddleware.process_response`` then writes ``Content-Language`` (and
``Vary: Accept-Language``) on every answer, API and pages alike, plain move requests
(``api.hot_path``) included, since those run the same ``settings.MIDDLEWARE``. Games speak the
activated language too (``config.apps`` hands Django's ``get_language`` to
``games.engine.i18n``).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.signals import user_logged_in
from django.http import HttpRequest
from django.middleware.locale import LocaleMiddleware
from django.utils import translation

from alerts.languages import chosen_language, supported

#: The session's language: the signed-in user's choice, or an anonymous visitor's switch.
SESSION_KEY = "tabula_language"
#: The query parameter that picks the language of one request.
QUERY_PARAMETER = "lang"


def asked_in_query(request: HttpRequest) -> str | None:
    return supported(request.GET.get(QUERY_PARAMETER))


def session_language(request: HttpRequest) -> str | None:
    session = getattr(request, "session", None)
    return supported(session.get(SESSION_KEY)) if session is not None else None


def request_language(request: HttpRequest) -> str:
    """The language to answer ``request`` in, before any bearer token is looked at."""
    return (
        asked_in_query(request)
        or session_language(request)
        or supported(translation.get_language_from_request(request))
        or "en"
    )


def use_language(request: HttpRequest, language: str) -> None:
    translation.activate(language)
    request.LANGUAGE_CODE = translation.get_language()


class LanguageMiddleware(LocaleMiddleware):
    def process_request(self, request: HttpRequest) -> None:
        use_language(request, request_language(request))


def remember_language(request: HttpRequest, language: str | None) -> None:
    """Keep ``language`` in the session (None: forget it, so the browser's choice counts)."""
    if language:
        request.session[SESSION_KEY] = language
    else:
        request.session.pop(SESSION_KEY, None)


def use_users_language(request: HttpRequest, language: str | None) -> None:
    """An authenticated client's own choice, unless the request asked with ``?lang=``."""
    if language and not asked_in_query(request):
        use_language(request, language)


def on_login(sender: Any, request: HttpRequest | None, user: Any, **kwargs: Any) -> None:
    """A signed-in user reads their chosen language from this session on (a browser's login;
    a client that logs in for a token gets its user's choice with every request instead)."""
    if not isinstance(request, HttpRequest) or not hasattr(request, "session"):
        return
    language = chosen_language(user.pk)
    if language:
        remember_language(request, language)
        use_language(request, language)


def connect_login_signal() -> None:
    user_logged_in.connect(on_login, dispatch_uid="tabula-language-at-login")
