"""Typed actions: every action a game offers fits the schema of its kind, and commands that do
not fit are refused naming the field."""

from __future__ import annotations

import random

import jsonschema
import jsonschema_rs
import pytest

from games.engine import apply_all, redact_effect
from games.engine.typed_actions import ActionFieldError
from games.registry import GAME_MODULES, action_kinds, get_game, view_shape

#: Random matches per game and player count; every legal action of every position is checked.
#: The Great Zimbabwe offers hundreds of placements at a time: one match per count is plenty.
MATCHES = {"babel": 4, "bora-bora": 2, "ankh-morpork": 2, "great-zimbabwe": 1}


def positions(slug: str, matches: int | None = None):
    """(state, seat to act, legal actions, players) along random matches of every player count."""
    game = get_game(slug)
    for seed in range(MATCHES[slug] if matches is None else matches):
        for players in range(game.min_players, game.max_players + 1):
            rng = random.Random(f"{slug}/{players}/{seed}")
            options = game.validate_options(players, {})
            state = apply_all(
                game, game.new_state(players, options), game.setup(players, options, rng)
            )
            while game.outcome(state) is None:
                seat = game.to_act(state)[0]
                legal = game.legal_actions(state, seat)
                yield state, seat, legal, players
                action = rng.choice(legal)
                state = apply_all(game, state, game.resolve(state, seat, action, rng))
            yield state, None, [], players


@pytest.mark.parametrize("slug", sorted(GAME_MODULES))
def test_every_legal_action_fits_its_declared_kind(slug):
    kinds = action_kinds(slug)
    schema = openapi_nullable_to_json_schema(kinds.json_schema())
    # The Rust validator: Great Zimbabwe offers hundreds of placements at a time.
    validator = jsonschema_rs.validator_for(schema)
    seen: set[str] = set()
    for _, _, legal, _ in positions(slug):
        for action in legal:
            kinds.check(action)
            assert validator.is_valid(action), action
            seen.add(action["type"])
    # Random play reaches most kinds; the rare ones are checked by the rules' own tests.
    assert len(seen) >= len(kinds) // 2


@pytest.mark.parametrize("slug", sorted(GAME_MODULES))
def test_every_view_fits_the_declared_view_shape(slug):
    game = get_game(slug)
    shape = view_shape(slug)
    assert shape is not None
    validator = jsonschema.Draft7Validator(openapi_nullable_to_json_schema(shape.schema()))
    for count, (state, _, _, players) in enumerate(positions(slug, matches=1)):
        if count % 40 and game.outcome(state) is None:
            continue
        for seat in [None, *range(players)]:
            for omniscient in (False, True):
                view = game.view(state, seat, omniscient=omniscient)
                shape.check(view)
                errors = list(validator.iter_errors(view))
                assert not errors, errors[0].message


def test_a_secret_field_reads_null_in_a_history_and_fits_there():
    kinds = action_kinds("ankh-morpork")
    give = {"type": "give_card", "card": "G05"}
    hidden = redact_effect({**give, "visible_to": [0, 1], "secret": ["card"]}, 2)
    schema = openapi_nullable_to_json_schema(kinds.by_type["give_card"].schema(in_history=True))
    jsonschema.validate({"type": "give_card", "card": hidden["card"]}, schema)
    with pytest.raises(ActionFieldError) as refused:
        kinds.check({"type": "give_card", "card": None})  # a command never sends null
    assert refused.value.field == "card"


@pytest.mark.parametrize(
    ("action", "field", "words"),
    [
        ("move", "", "JSON object"),
        ({"card": "medes"}, "type", '"type"'),
        ({"type": "fly"}, "type", "known types: move, settle"),
        ({"type": "move"}, "card", "needs the field 'card'"),
        ({"type": "move", "card": "dragons"}, "card", "must be one of"),
        ({"type": "move", "card": 3}, "card", "must be one of"),
        ({"type": "move", "card": "medes", "text": "hi"}, "text", "has no field 'text'"),
        ({"type": "build", "column": True}, "column", "whole number"),
        ({"type": "build", "column": 2}, "column", "at most 1"),
        ({"type": "ability", "tribe": "medes", "run": -1}, "run", "at least 0"),
    ],
)
def test_an_action_off_its_schema_is_refused_naming_the_field(action, field, words):
    with pytest.raises(ActionFieldError) as refused:
        action_kinds("babel").check(action)
    assert refused.value.field == field
    assert words in str(refused.value)


def test_a_game_without_declared_kinds_gets_the_common_shape_checked_only():
    from games.engine.typed_actions import ActionKinds

    untyped = ActionKinds(typed=False)
    untyped.check({"type": "anything", "with": ["any", "fields"]})
    with pytest.raises(ActionFieldError) as refused:
        untyped.check({"kind": "no type"})
    assert refused.value.field == "type"


def test_lists_and_either_fields_say_what_is_wrong():
    gz = action_kinds("great-zimbabwe")
    with pytest.raises(ActionFieldError, match="at most 2 entries"):
        gz.check({"type": "place_water", "cells": [1, 2, 3]})
    with pytest.raises(ActionFieldError, match="entry 1 must be a whole number"):
        gz.check({"type": "place_water", "cells": [1, "2"]})
    bora = action_kinds("bora-bora")
    bora.check({"type": "take_god_card", "source": "deck"})
    bora.check({"type": "take_god_card", "source": 4})
    with pytest.raises(ActionFieldError, match="source"):
        bora.check({"type": "take_god_card", "source": 5})


def openapi_nullable_to_json_schema(schema):
    """OpenAPI 3.0's ``nullable: true`` as plain JSON Schema (``type: [t, "null"]``)."""
    if isinstance(schema, list):
        return [openapi_nullable_to_json_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    converted = {k: openapi_nullable_to_json_schema(v) for k, v in schema.items()}
    if converted.pop("nullable", False):
        if "type" in converted:
            converted["type"] = [converted["type"], "null"]
            if "enum" in converted:
                converted["enum"] = [*converted["enum"], None]
        else:
            converted = {"anyOf": [converted, {"type": "null"}]}
    return converted
