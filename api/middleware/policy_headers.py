"""django-csp's middleware, remembering the policy header it built per kind of answer.

django-csp builds the ``Content-Security-Policy`` string anew for every response (a
dataclass to dict, every directive joined): on a small API answer that cost about a
tenth of the server's CPU. The string depends only on the settings and on the
response's per-view overrides, so it is remembered for each combination. Anything
request-specific (a nonce, a per-response config or replacement, an exemption, a
header set by the view) goes through django-csp itself, as does a debug error page.
"""

from __future__ import annotations

import http.client
import threading
from typing import Any

from csp.constants import HEADER, HEADER_REPORT_ONLY
from csp.middleware import CheckableLazyObject, CSPMiddleware
from django.conf import settings
from django.http import HttpRequest, HttpResponseBase

#: Per-response attributes django-csp reads that make a header this cache does not keep.
_SPECIFIC = (
    "_csp_config",
    "_csp_replace",
    "_csp_config_ro",
    "_csp_update_ro",
    "_csp_replace_ro",
    "_csp_exempt",
    "_csp_exempt_ro",
)
#: Distinct (settings, override) combinations kept; a handful exist in practice.
MAX_ENTRIES = 64


class CachedCSPMiddleware(CSPMiddleware):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._headers: dict[tuple[Any, ...], tuple[Any, Any, str | None, str | None]] = {}
        self._lock = threading.Lock()

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        key = self._key(request, response)
        if key is None:
            return super().process_response(request, response)
        policy = getattr(settings, "CONTENT_SECURITY_POLICY", None)
        report_only = getattr(settings, "CONTENT_SECURITY_POLICY_REPORT_ONLY", None)
        with self._lock:
            kept = self._headers.get(key)
        # The settings objects are kept with the entry, so their ids in the key stay theirs.
        if kept is None or kept[0] is not policy or kept[1] is not report_only:
            response = super().process_response(request, response)
            with self._lock:
                if len(self._headers) >= MAX_ENTRIES:
                    self._headers.clear()
                self._headers[key] = (
                    policy,
                    report_only,
                    response.get(HEADER),
                    response.get(HEADER_REPORT_ONLY),
                )
            return response
        if kept[2] is not None:
            response[HEADER] = kept[2]
        if kept[3] is not None:
            response[HEADER_REPORT_ONLY] = kept[3]
        # As django-csp does: a nonce asked for after the header is written is an error.
        request.csp_nonce = CheckableLazyObject(self._csp_nonce_post_response)
        return response

    @staticmethod
    def _key(request: HttpRequest, response: HttpResponseBase) -> tuple[Any, ...] | None:
        if settings.DEBUG and response.status_code in (
            http.client.INTERNAL_SERVER_ERROR,
            http.client.NOT_FOUND,
        ):
            return None
        if getattr(request, "_csp_nonce", None) is not None:
            return None
        if any(getattr(response, name, None) not in (None, False) for name in _SPECIFIC):
            return None
        if HEADER in response or HEADER_REPORT_ONLY in response:
            return None
        policy = getattr(settings, "CONTENT_SECURITY_POLICY", None) or {}
        report_only = getattr(settings, "CONTENT_SECURITY_POLICY_REPORT_ONLY", None) or {}
        excluded = tuple(
            request.path_info.startswith(tuple(config.get("EXCLUDE_URL_PREFIXES", None) or ()))
            for config in (policy, report_only)
        )
        update = getattr(response, "_csp_update", None)
        return (
            id(getattr(settings, "CONTENT_SECURITY_POLICY", None)),
            id(getattr(settings, "CONTENT_SECURITY_POLICY_REPORT_ONLY", None)),
            repr(update),
            excluded,
        )
