"""The OpenAPI schema is valid OpenAPI and types every game's actions and views."""

from __future__ import annotations

import pytest
from openapi_spec_validator import validate

from games.engine.typed_actions import COMPONENTS, action_component, component_prefix
from games.registry import GAME_MODULES, action_kinds

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def schema(django_db_blocker):
    from drf_spectacular.generators import SchemaGenerator

    with django_db_blocker.unblock():
        return SchemaGenerator().get_schema(request=None, public=True)


def test_the_schema_validates_with_a_standard_validator(schema):
    validate(schema)


def test_the_schema_names_every_action_kind_of_every_game(schema):
    components = schema["components"]["schemas"]
    for slug in GAME_MODULES:
        union = components[f"{component_prefix(slug)}Action"]
        assert union["discriminator"]["propertyName"] == "type"
        mapping = union["discriminator"]["mapping"]
        for kind in action_kinds(slug):
            name = action_component(slug, kind.type)
            assert mapping[kind.type] == f"{COMPONENTS}{name}"
            assert components[name]["properties"]["type"]["enum"] == [kind.type]
            assert {"$ref": f"{COMPONENTS}{name}"} in union["oneOf"]
        assert f"{component_prefix(slug)}View" in components
    assert len(components["GameAction"]["anyOf"]) == len(GAME_MODULES)


def test_commands_legal_actions_and_histories_are_typed_by_the_game_unions(schema):
    components = schema["components"]["schemas"]
    ref = {"$ref": f"{COMPONENTS}GameAction"}
    assert components["ActionRequest"]["properties"]["action"]["allOf"] == [ref]
    assert components["View"]["properties"]["legal_actions"]["items"] == ref
    assert components["LegalActions"]["properties"]["actions"]["items"] == ref
    history_action = components["HistoryEntry"]["properties"]["action"]
    assert history_action["allOf"] == [ref] and history_action["nullable"] is True
    assert components["View"]["properties"]["state"]["allOf"] == [{"$ref": f"{COMPONENTS}GameView"}]
