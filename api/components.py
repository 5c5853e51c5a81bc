"""``GET /api/v1/games/{slug}/components/``: every component of a game with its rule text.

The catalogue is the game's own (``Game.components``, from ``games/<game>/components.py``), the
same words its log sentences and action labels use. It changes only with the code, so the answer
carries an ETag (a digest of the body) and may be cached; a request with ``If-None-Match`` gets
``304 Not Modified`` while it is still current.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Any

from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.errors import ApiError
from api.serializers import ErrorSerializer
from games.engine.i18n import current_language
from games.registry import UnknownGame, get_game
from projections.sentences import game_title

#: The catalogue is part of the deployed code: a client may keep it an hour without asking.
CACHE_CONTROL = "public, max-age=3600"


class ComponentSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="what views, actions and effects call the component")
    name = serializers.CharField(help_text="its name as the table says it")
    text = serializers.CharField(help_text="its rule text in words")


class ComponentKindSerializer(serializers.Serializer):
    kind = serializers.CharField(help_text='e.g. "god", "card", "region", "task"')
    title = serializers.CharField(help_text="the kind's heading, in words")
    items = serializers.ListField(
        child=ComponentSerializer(),
        help_text="every component of the kind; some kinds add their numbers (vr, cost, vp …)",
    )


class ComponentsSerializer(serializers.Serializer):
    game = serializers.CharField()
    name = serializers.CharField()
    rules_version = serializers.CharField()
    kinds = ComponentKindSerializer(many=True)


@cache
def catalogue(slug: str, language: str) -> tuple[dict[str, Any], str]:
    """The body for ``slug`` in ``language`` (the active one, passed for the cache's key) and
    its ETag (the catalogue never changes while the code runs)."""
    game = get_game(slug)
    body = {
        "game": game.slug,
        "name": game_title(game.slug),
        "rules_version": game.rules_version,
        "kinds": game.components(),
    }
    digest = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:32]
    return body, f'"{digest}"'


class ComponentsView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        responses={
            200: ComponentsSerializer,
            304: OpenApiResponse(description="the ETag sent in If-None-Match is still current"),
            404: ErrorSerializer,
        },
    )
    def get(self, request: Request, game: str) -> Response:
        """Every component of the game (cards, gods, tiles, areas …) with its name and rule text.

        Cacheable: the answer has an ETag and ``Cache-Control``; send the ETag back in
        ``If-None-Match`` to get ``304`` while it is current.
        """
        try:
            body, etag = catalogue(get_game(game).slug, current_language())
        except UnknownGame:
            raise ApiError(
                404, "not_found", _("there is no game %(game)s") % {"game": repr(game)}
            ) from None
        headers = {"ETag": etag, "Cache-Control": CACHE_CONTROL}
        asked = _etags(request.headers.get("If-None-Match", ""))
        if etag in asked or "*" in asked:
            return Response(status=304, headers=headers)
        return Response(body, headers=headers)


def _etags(header: str) -> set[str]:
    """The entity tags of an If-None-Match header (weak ones compare equal, RFC 9110)."""
    return {tag.strip().removeprefix("W/") for tag in header.split(",") if tag.strip()}
