"""Typed actions: each game declares its action kinds as data, one schema per kind.

A game's ``games/<game>/actions.py`` lists every kind of action its ``legal_actions`` can
offer, with the type and range of each field::

    ACTIONS = ActionKinds(
        ActionKind("move", "Discard a card; your figure moves to its land.",
                   {"card": Choice(TRIBES, name="Tribe")}),
        ActionKind("end_turn", "End your action phase."),
    )

The same declaration checks a command before the rules see it (``ActionKinds.check``: a
clear message naming the field) and is written into the OpenAPI schema as a discriminated
union per game (``openapi_components``: ``oneOf`` + ``discriminator`` on ``type``). The
rules still decide what is legal *now*; the schema only says what an action of each kind
looks like. Pure Python: nothing here knows about HTTP or storage.

A game's view is described the same way (``ViewShape``): its top-level keys, their JSON
types and what they mean, for the per-game view components of the schema.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from games.engine.contract import IllegalAction
from games.engine.i18n import texts_of

_, ngettext, pgettext = texts_of(__package__)

JsonSchema = dict[str, Any]

#: Where the OpenAPI schema keeps its components.
COMPONENTS = "#/components/schemas/"


class ActionFieldError(IllegalAction):
    """An action does not fit its kind's schema; ``field`` names the culprit ("type" for an
    unknown kind, "" when the action is no JSON object at all)."""

    def __init__(self, field_name: str, rule: str):
        super().__init__(rule)
        self.field = field_name


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, kw_only=True)
class Field:
    """One field of an action (or one key of a view).

    ``optional``: the field may be absent. ``nullable``: null is a value it may take.
    ``secret``: a history entry shows it as null to a reader who may not see it (the game's
    ``action_secrets``); a command never sends null for it.
    """

    description: str = ""
    optional: bool = False
    nullable: bool = False
    secret: bool = False

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        """The JSON schema of a value (nullability aside); ``refs`` names shared enums."""
        raise NotImplementedError

    def problem(self, value: Any) -> str | None:
        """Why ``value`` does not fit (a phrase: "must be ..."), or None when it does."""
        raise NotImplementedError

    def named_enums(self) -> dict[str, list[Any]]:
        """Enumerations this field wants as named components (name -> values)."""
        return {}

    def schema(
        self, refs: Mapping[str, str] | None = None, *, in_history: bool = False
    ) -> JsonSchema:
        schema = self.value_schema(refs)
        if self.nullable or (self.secret and in_history):
            schema = _nullable(schema)
        if self.description:
            schema = _described(schema, self.description)
        return schema


def _nullable(schema: JsonSchema) -> JsonSchema:
    if "$ref" in schema:
        return {"allOf": [schema], "nullable": True}
    return {**schema, "nullable": True}


def _described(schema: JsonSchema, description: str) -> JsonSchema:
    if "$ref" in schema:
        return {"allOf": [schema], "description": description}
    return {**schema, "description": description}


@dataclass(frozen=True, kw_only=True)
class Int(Field):
    """A whole number, optionally bounded (both bounds included)."""

    minimum: int | None = None
    maximum: int | None = None

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        schema: JsonSchema = {"type": "integer"}
        if self.minimum is not None:
            schema["minimum"] = self.minimum
        if self.maximum is not None:
            schema["maximum"] = self.maximum
        return schema

    def problem(self, value: Any) -> str | None:
        if not _is_int(value):
            return _("must be a whole number")
        if self.minimum is not None and value < self.minimum:
            return _("must be at least {minimum}").format(minimum=self.minimum)
        if self.maximum is not None and value > self.maximum:
            return _("must be at most {maximum}").format(maximum=self.maximum)
        return None


@dataclass(frozen=True, kw_only=True)
class Flag(Field):
    """true or false."""

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        return {"type": "boolean"}

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, bool) else _("must be true or false")


@dataclass(frozen=True, kw_only=True)
class Choice(Field):
    """One of a fixed list of strings (or of whole numbers). ``name`` makes the list a
    shared component of the schema (prefixed with the game's name: ``BabelTribe``)."""

    values: tuple[Any, ...]
    name: str | None = None

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        if self.name is not None and refs is not None and self.name in refs:
            return {"$ref": refs[self.name]}
        return enum_schema(self.values)

    def named_enums(self) -> dict[str, list[Any]]:
        return {self.name: list(self.values)} if self.name else {}

    def problem(self, value: Any) -> str | None:
        # Compared with their types: True is no 1, and 1 is no "1".
        if any(type(value) is type(choice) and value == choice for choice in self.values):
            return None
        return _("must be one of {values}").format(
            values=", ".join(_shown(choice) for choice in self.values)
        )


def enum_schema(values: Iterable[Any]) -> JsonSchema:
    values = list(values)
    kinds = {type(value) for value in values}
    if kinds == {str}:
        return {"type": "string", "enum": values}
    if kinds == {int}:
        return {"type": "integer", "enum": values}
    return {"enum": values}


def _shown(value: Any) -> str:
    return f'"{value}"' if isinstance(value, str) else str(value)


@dataclass(frozen=True, kw_only=True)
class Text(Field):
    """A string of at most ``max_length`` characters."""

    max_length: int = 200

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        return {"type": "string", "maxLength": self.max_length}

    def problem(self, value: Any) -> str | None:
        if not isinstance(value, str):
            return _("must be a string")
        if len(value) > self.max_length:
            return ngettext(
                "must be at most {count} character",
                "must be at most {count} characters",
                self.max_length,
            ).format(count=self.max_length)
        return None


@dataclass(frozen=True, kw_only=True)
class ListOf(Field):
    """A list of ``item``, with ``min_items`` to ``max_items`` entries."""

    item: Field
    min_items: int = 0
    max_items: int | None = None

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        schema: JsonSchema = {"type": "array", "items": self.item.schema(refs)}
        if self.min_items:
            schema["minItems"] = self.min_items
        if self.max_items is not None:
            schema["maxItems"] = self.max_items
        return schema

    def named_enums(self) -> dict[str, list[Any]]:
        return self.item.named_enums()

    def problem(self, value: Any) -> str | None:
        if not isinstance(value, list):
            return _("must be a list")
        if len(value) < self.min_items:
            return ngettext(
                "must hold at least {count} entry",
                "must hold at least {count} entries",
                self.min_items,
            ).format(count=self.min_items)
        if self.max_items is not None and len(value) > self.max_items:
            return ngettext(
                "must hold at most {count} entry",
                "must hold at most {count} entries",
                self.max_items,
            ).format(count=self.max_items)
        for index, item in enumerate(value):
            problem = self.item.problem(item)
            if problem is not None:
                return _("entry {index} {problem}").format(index=index, problem=problem)
        return None


@dataclass(frozen=True, kw_only=True)
class Either(Field):
    """A value of one of several shapes (``"deck"`` or a display index)."""

    options: tuple[Field, ...]

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        return {"oneOf": [option.schema(refs) for option in self.options]}

    def named_enums(self) -> dict[str, list[Any]]:
        return {k: v for option in self.options for k, v in option.named_enums().items()}

    def problem(self, value: Any) -> str | None:
        problems = [option.problem(value) for option in self.options]
        if any(problem is None for problem in problems):
            return None
        return _(" or ").join(p for p in problems if p is not None)


_JSON_TYPES: dict[str, type | tuple[type, ...]] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "number": (int, float),
}


@dataclass(frozen=True, kw_only=True)
class Anything(Field):
    """A view key of the given JSON type whose contents the game's docs describe."""

    json_type: str | None = None

    def value_schema(self, refs: Mapping[str, str] | None) -> JsonSchema:
        if self.json_type == "array":
            return {"type": "array", "items": {}}  # generators want the items said
        return {"type": self.json_type} if self.json_type else {}

    def problem(self, value: Any) -> str | None:
        expected = _JSON_TYPES.get(self.json_type or "")
        if self.json_type == "integer":
            return None if _is_int(value) else _("must be a whole number")
        if expected is not None and not isinstance(value, expected):
            return _("must be of JSON type {json_type}").format(json_type=self.json_type)
        return None


def key(json_type: str | None, description: str, **flags: bool) -> Anything:
    """A view key: its JSON type (None: any) and meaning; ``nullable=True``, ``optional=True``."""
    return Anything(json_type=json_type, description=description, **flags)


@dataclass(frozen=True)
class ActionKind:
    """One kind of action: its ``type`` value, what it does, and its other fields."""

    type: str
    description: str
    fields: Mapping[str, Field] = field(default_factory=dict)

    def check(self, action: Mapping[str, Any]) -> None:
        for name in action:
            if name != "type" and name not in self.fields:
                known = ", ".join(["type", *self.fields])
                raise ActionFieldError(
                    name,
                    _("a {kind} action has no field {name}; its fields are {known}").format(
                        kind=self.type, name=repr(name), known=known
                    ),
                )
        for name, spec in self.fields.items():
            if name not in action:
                if spec.optional:
                    continue
                raise ActionFieldError(
                    name,
                    _("a {kind} action needs the field {name}").format(
                        kind=self.type, name=repr(name)
                    ),
                )
            value = action[name]
            if value is None and spec.nullable:
                continue
            problem = spec.problem(value)
            if problem is not None:
                raise ActionFieldError(
                    name,
                    _("{name} of a {kind} action {problem}").format(
                        name=repr(name), kind=self.type, problem=problem
                    ),
                )

    def schema(
        self, refs: Mapping[str, str] | None = None, *, in_history: bool = False
    ) -> JsonSchema:
        return {
            "type": "object",
            "description": self.description,
            "properties": {
                "type": {"type": "string", "enum": [self.type]},
                **{
                    name: spec.schema(refs, in_history=in_history)
                    for name, spec in self.fields.items()
                },
            },
            "required": ["type", *(n for n, spec in self.fields.items() if not spec.optional)],
            "additionalProperties": False,
        }

    def named_enums(self) -> dict[str, list[Any]]:
        return {k: v for spec in self.fields.values() for k, v in spec.named_enums().items()}


class ActionKinds:
    """Every kind of action of one game, by ``type``."""

    def __init__(self, *kinds: ActionKind, typed: bool = True) -> None:
        #: False: a game that declares no kinds (a test's toy game); only the shape every
        #: action has is checked, and the schema says nothing about it.
        self.typed = typed
        self.by_type: dict[str, ActionKind] = {}
        for kind in kinds:
            if kind.type in self.by_type:
                raise ValueError(f"action kind {kind.type!r} is declared twice")
            self.by_type[kind.type] = kind

    def __iter__(self):
        return iter(self.by_type.values())

    def __len__(self) -> int:
        return len(self.by_type)

    def check(self, action: Any) -> None:
        """Raise ActionFieldError naming the field when ``action`` fits no declared kind."""
        if not isinstance(action, dict):
            raise ActionFieldError("", _('an action is a JSON object with a string "type" field'))
        kind_name = action.get("type")
        if not isinstance(kind_name, str):
            raise ActionFieldError("type", _('an action needs a string "type" field'))
        if not self.typed:
            return
        kind = self.by_type.get(kind_name)
        if kind is None:
            raise ActionFieldError(
                "type",
                _("unknown action type {kind}; known types: {known}").format(
                    kind=repr(kind_name[:60]), known=", ".join(self.by_type)
                ),
            )
        kind.check(action)

    def named_enums(self) -> dict[str, list[Any]]:
        enums: dict[str, list[Any]] = {}
        for kind in self:
            for name, values in kind.named_enums().items():
                if enums.setdefault(name, values) != values:
                    raise ValueError(f"enumeration {name!r} is declared with different values")
        return enums

    def json_schema(self) -> JsonSchema:
        """A self-contained JSON schema of one action (named enumerations inlined)."""
        return {"oneOf": [kind.schema() for kind in self]}


@dataclass(frozen=True)
class ViewShape:
    """The top-level keys of a game's view (``Game.view``), with their types and meaning."""

    description: str
    keys: Mapping[str, Field]

    def schema(self) -> JsonSchema:
        return {
            "type": "object",
            "description": self.description,
            "properties": {name: spec.schema() for name, spec in self.keys.items()},
            "required": [name for name, spec in self.keys.items() if not spec.optional],
        }

    def check(self, view: Mapping[str, Any]) -> None:
        for name, spec in self.keys.items():
            if name not in view:
                if spec.optional:
                    continue
                raise ActionFieldError(name, f"the view lacks its key {name!r}")
            value = view[name]
            if value is None and spec.nullable:
                continue
            problem = spec.problem(value)
            if problem is not None:
                raise ActionFieldError(name, f"the view's {name!r} {problem}")


def component_prefix(slug: str) -> str:
    """The prefix of a game's schema components: ``great-zimbabwe`` -> ``GreatZimbabwe``."""
    return "".join(part.capitalize() for part in slug.split("-"))


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.replace("-", "_").split("_"))


def action_component(slug: str, kind: str) -> str:
    return f"{component_prefix(slug)}{camel(kind)}Action"


def openapi_components(slug: str, kinds: ActionKinds, view: ViewShape | None) -> JsonSchema:
    """The OpenAPI components of one game: one per action kind, the discriminated union of
    them (``<Game>Action``), its shared enumerations and its view (``<Game>View``)."""
    prefix = component_prefix(slug)
    enums = kinds.named_enums()
    refs = {name: f"{COMPONENTS}{prefix}{name}" for name in enums}
    components: JsonSchema = {
        f"{prefix}{name}": enum_schema(values) for name, values in enums.items()
    }
    mapping: dict[str, str] = {}
    for kind in kinds:
        name = action_component(slug, kind.type)
        components[name] = kind.schema(refs, in_history=True)
        mapping[kind.type] = f"{COMPONENTS}{name}"
    components[f"{prefix}Action"] = {
        "description": f"An action of {slug}: one of its {len(kinds)} kinds, told apart by type.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
    if view is not None:
        components[f"{prefix}View"] = view.schema()
    return components
