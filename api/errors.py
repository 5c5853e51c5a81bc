"""Every error answer is {"error": code, "detail": sentence} (plus named fields)."""

from __future__ import annotations

import sqlite3
from typing import Any

import django.db
import eventsourcing.persistence
from django.http import JsonResponse
from django.utils.translation import gettext
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from chat.log import ChatRefused
from games.engine.typed_actions import ActionFieldError
from matches import errors as domain
from matches import takeback


class ApiError(exceptions.APIException):
    """An error with an explicit status, code and extra fields."""

    def __init__(self, status_code: int, code: str, detail: str, **extra: Any):
        super().__init__(detail=detail, code=code)
        self.status_code = status_code
        self.code = code
        self.extra = extra


#: Domain error -> (status, error code).
DOMAIN_ERRORS: dict[type[Exception], tuple[int, str]] = {
    domain.IllegalAction: (status.HTTP_400_BAD_REQUEST, "illegal_action"),
    domain.InvalidOptions: (status.HTTP_400_BAD_REQUEST, "invalid_options"),
    domain.UnknownGame: (status.HTTP_400_BAD_REQUEST, "unknown_game"),
    domain.MatchNotFound: (status.HTTP_404_NOT_FOUND, "not_found"),
    domain.VersionConflict: (status.HTTP_409_CONFLICT, "version_conflict"),
    domain.MatchNotActive: (status.HTTP_409_CONFLICT, "match_not_active"),
    domain.MatchNotFinished: (status.HTTP_409_CONFLICT, "match_not_finished"),
    domain.NotYourTurn: (status.HTTP_403_FORBIDDEN, "not_your_turn"),
    domain.SeatTaken: (status.HTTP_409_CONFLICT, "seat_taken"),
    domain.MatchFull: (status.HTTP_409_CONFLICT, "match_full"),
    domain.AlreadySeated: (status.HTTP_409_CONFLICT, "already_seated"),
    # Ratings: a rated match is between people only.
    domain.RatedMatchWithBots: (status.HTTP_400_BAD_REQUEST, "rated_match_with_bots"),
    # clocks and leaving
    domain.NotSeated: (status.HTTP_403_FORBIDDEN, "not_seated"),
    domain.SeatHeldByBot: (status.HTTP_409_CONFLICT, "seat_held_by_bot"),
    domain.OutOfTime: (status.HTTP_409_CONFLICT, "out_of_time"),
    domain.AbortRefused: (status.HTTP_409_CONFLICT, "refused"),
}

# -- takeback by consent (matches.takeback) --
DOMAIN_ERRORS.update(
    {
        takeback.TakebackImpossible: (status.HTTP_409_CONFLICT, "takeback_impossible"),
        takeback.TakebackPending: (status.HTTP_409_CONFLICT, "takeback_pending"),
        takeback.NoTakebackPending: (status.HTTP_409_CONFLICT, "no_takeback_pending"),
        takeback.NotAskedToAnswer: (status.HTTP_409_CONFLICT, "not_asked_to_answer"),
    }
)


#: The event store or the database is locked, down or out of space: the command did not
#: happen (or, if its event was stored, a retry is refused or replayed), so try again.
UNAVAILABLE_ERRORS: tuple[type[Exception], ...] = (
    django.db.OperationalError,
    django.db.InterfaceError,
    eventsourcing.persistence.OperationalError,
    eventsourcing.persistence.InterfaceError,
    sqlite3.OperationalError,
)
try:  # psycopg comes with the [postgres] extra only
    import psycopg

    UNAVAILABLE_ERRORS += (psycopg.OperationalError,)
except ImportError:  # pragma: no cover - the embedded default without PostgreSQL drivers
    pass
RETRY_AFTER_SECONDS = 2


def _unavailable_detail(error: Exception) -> str:
    return gettext("the game store is busy or unreachable; try again in a moment (%(error)s)") % {
        "error": type(error).__name__
    }


def unavailable_response(error: Exception) -> Response:
    response = Response(
        {"error": "unavailable", "detail": _unavailable_detail(error)},
        status=status.HTTP_503_SERVICE_UNAVAILABLE,
    )
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def unavailable_json(error: Exception) -> JsonResponse:
    """``unavailable_response`` outside DRF (the live streams open with database reads)."""
    response = json_error(503, "unavailable", _unavailable_detail(error))
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def domain_error(error: Exception) -> ApiError:
    for cls in type(error).__mro__:
        if cls in DOMAIN_ERRORS:
            status_code, code = DOMAIN_ERRORS[cls]
            extra: dict[str, Any] = {}
            if isinstance(error, domain.VersionConflict):
                extra["current_version"] = error.current_version
            if isinstance(error, ActionFieldError):
                extra["field"] = error.field
            return ApiError(status_code, code, str(error), **extra)
    raise error


def _sentence(detail: Any) -> str:
    if isinstance(detail, dict):
        return "; ".join(f"{field}: {_sentence(value)}" for field, value in detail.items())
    if isinstance(detail, list):
        return " ".join(_sentence(item) for item in detail)
    return str(detail)


def exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, UNAVAILABLE_ERRORS):
        return unavailable_response(exc)
    if isinstance(exc, tuple(DOMAIN_ERRORS)):
        exc = domain_error(exc)
    if isinstance(exc, ChatRefused):
        exc = ApiError(exc.status, exc.code, str(exc))
    if isinstance(exc, ApiError):
        return Response(
            {"error": exc.code, "detail": str(exc.detail), **exc.extra}, status=exc.status_code
        )
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
        code = "not_authenticated"
        response.status_code = status.HTTP_401_UNAUTHORIZED
    elif isinstance(exc, exceptions.ValidationError | exceptions.ParseError):
        code = "invalid_request"
    elif isinstance(exc, exceptions.NotFound):
        code = "not_found"
    elif isinstance(exc, exceptions.PermissionDenied):
        code = "forbidden"
    elif isinstance(exc, exceptions.MethodNotAllowed):
        code = "method_not_allowed"
    elif isinstance(exc, exceptions.Throttled):
        code = "throttled"
    else:
        code = getattr(exc, "default_code", "error")
    response.data = {"error": code, "detail": _sentence(getattr(exc, "detail", str(exc)))}
    return response


# -- errors Django answers before (or outside) a DRF view, under /api/ --------


def json_error(status_code: int, code: str, detail: str) -> JsonResponse:
    """The error body outside DRF: Django's handlers, the body limit, the live streams."""
    return JsonResponse({"error": code, "detail": detail}, status=status_code)


def handler400(request, exception=None):
    from django.core.exceptions import RequestDataTooBig
    from django.views import defaults

    if not request.path.startswith("/api/"):
        return defaults.bad_request(request, exception)
    if isinstance(exception, RequestDataTooBig):
        return json_error(413, "payload_too_large", gettext("the request body is too large"))
    return json_error(400, "invalid_request", gettext("the request could not be understood"))


def handler404(request, exception=None):
    from django.views import defaults

    if not request.path.startswith("/api/"):
        return defaults.page_not_found(request, exception)
    return json_error(
        404, "not_found", gettext("there is nothing at %(path)s") % {"path": request.path}
    )


def handler500(request):
    from django.views import defaults

    if not request.path.startswith("/api/"):
        return defaults.server_error(request)
    return json_error(500, "server_error", gettext("the server failed; the error is logged"))
