"""Where the strict content security policy is relaxed, and why.

The web client and Swagger UI pass ``style-src 'self'`` and ``script-src 'self'``. Pages
rendered by third-party templates do not: the browsable API (``/api/...`` in a browser),
DRF's login page and the Django admin use ``style="..."`` attributes, and Swagger UI's page
has an inline ``<style>`` block. On those paths only, inline styles are allowed; scripts
stay restricted to this origin everywhere.
"""

from __future__ import annotations

from collections.abc import Callable

from csp.constants import UNSAFE_INLINE
from django.http import HttpRequest, HttpResponse

INLINE_STYLE_PATHS = ("/api/", "/api-auth/", "/admin/")


class RelaxedStylesMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return relax_styles(request, self.get_response(request))


def relax_styles(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """Mark ``response`` for inline styles when its path is one of INLINE_STYLE_PATHS."""
    if request.path.startswith(INLINE_STYLE_PATHS):
        response._csp_update = {"style-src": [UNSAFE_INLINE]}
    return response
