"""The games' typed actions and views in the OpenAPI schema.

Each game's action kinds (``games/<game>/actions.py``) become components: one per kind
(``BabelMoveAction``), their discriminated union (``BabelAction``: ``oneOf`` + a
``discriminator`` on ``type``) and the game's view (``BabelView``). A match's endpoints serve
any game, so an action field is ``GameAction`` (``anyOf`` the per-game unions: two games may
both have an ``end_turn``, which is why the outer union is no discriminated one) and a view's
``state`` is ``GameView``. The fields below name those components; the post-processing hook
``add_game_components`` writes them.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.engine.typed_actions import COMPONENTS, component_prefix, openapi_components
from games.registry import GAME_MODULES, action_kinds, view_shape

GAME_ACTION = "GameAction"
GAME_VIEW = "GameView"


def game_action_ref(nullable: bool = False) -> dict[str, Any]:
    ref = {"$ref": f"{COMPONENTS}{GAME_ACTION}"}
    return {"allOf": [ref], "nullable": True} if nullable else ref


@extend_schema_field(game_action_ref())
class GameActionField(serializers.JSONField):
    """An action of any game: one of the kinds its game declares (``GameAction``)."""


@extend_schema_field(game_action_ref(nullable=True))
class NullableGameActionField(serializers.JSONField):
    """An action, or null (history entries that are no action)."""


@extend_schema_field({"allOf": [{"$ref": f"{COMPONENTS}{GAME_VIEW}"}], "nullable": True})
class GameViewField(serializers.JSONField):
    """A game's view of the table (``GameView``), or null before the match starts."""


def game_components() -> dict[str, Any]:
    """Every game's components, and the two unions over the games."""
    components: dict[str, Any] = {}
    typed = [slug for slug in GAME_MODULES if action_kinds(slug).typed]
    for slug in typed:
        components.update(openapi_components(slug, action_kinds(slug), view_shape(slug)))
    prefixes = [component_prefix(slug) for slug in typed]
    components[GAME_ACTION] = {
        "description": "An action of the match's game: one of that game's kinds "
        "(BabelAction, GreatZimbabweAction, ...). Post an entry of legal_actions back as is.",
        "anyOf": [{"$ref": f"{COMPONENTS}{prefix}Action"} for prefix in prefixes],
    }
    components[GAME_VIEW] = {
        "description": "The table as the reader may see it, per the match's game.",
        "anyOf": [{"$ref": f"{COMPONENTS}{prefix}View"} for prefix in prefixes],
    }
    return components


def add_game_components(result: dict[str, Any], generator: Any, **kwargs: Any) -> dict[str, Any]:
    """drf-spectacular post-processing hook: write the games' components into the schema."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    for name, schema in game_components().items():
        if name in schemas and schemas[name] != schema:
            raise ValueError(f"schema component {name} is defined twice")
        schemas[name] = schema
    result["components"]["schemas"] = dict(sorted(schemas.items()))
    return result
