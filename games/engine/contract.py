"""The engine contract: what a game must provide to be served by Tabula.

A *state* is a JSON-native dict (str keys, lists, ints, floats, bools, None;
never tuples or sets) so that stored events and snapshots round-trip exactly.

An *effect* is a JSON-native dict with a ``"type"`` key describing one change
to the state ("draw 3 cards", "move figure to Medes"). Effects are produced by
``setup`` and ``resolve`` (which may use randomness) and consumed by ``apply``
(which never does). Replaying stored effects therefore rebuilds any past state
exactly, even after the rules code has changed.

Hidden information inside an effect is declared by the effect itself, with two
optional keys (see ``games.engine.effects``):

* ``"visible_to": [seat, ...]`` - the seats that may see the secret fields;
* ``"secret": ["field", ...]`` - the fields replaced by ``None`` for others.

An *action* is a small JSON dict with a ``"type"`` key. ``legal_actions``
lists every action a seat may take now; posting one back verbatim is always
accepted. Prefer small decisions (choose a card, then a target) over big
compound actions.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from games.engine.i18n import package_texts, texts_of

_, ngettext, pgettext = texts_of(__package__)

State = dict[str, Any]
Effect = dict[str, Any]
Action = dict[str, Any]
View = dict[str, Any]
Outcome = dict[str, Any]  # {"winners": [seat, ...], "scores": {"0": number, ...}}


def readable(value: Any) -> str:
    """A JSON value as plain words for a log line: ``"raise_price"`` -> "raise price",
    ``[3, 4]`` -> "3 and 4", ``{"0": 5}`` -> "0: 5", ``None`` (a hidden field) -> "hidden".
    Its own words ("and", "hidden") are in the reader's language (``games.engine.i18n``)."""
    if value is None:
        return _("hidden")
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, str):
        return value.replace("_", " ")
    if isinstance(value, list | tuple):
        words = [readable(item) for item in value]
        if len(words) <= 1:
            return "".join(words) or _("none")
        return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])
    if isinstance(value, dict):
        return "; ".join(f"{readable(key)}: {readable(item)}" for key, item in value.items())
    return str(value)


class IllegalAction(Exception):
    """An action breaks a rule. The message names the rule, for a person to read."""

    def __init__(self, rule: str):
        super().__init__(rule)
        self.rule = rule


class InvalidOptions(ValueError):
    """Match options (or the player count) are not acceptable for a game."""


class Game(ABC):
    """One board game's rules, as pure functions over JSON-native states.

    Subclasses set the class attributes and implement the abstract methods.
    Seats are numbered ``0 .. players-1``. All methods are deterministic given
    their arguments; randomness comes only from the ``rng`` passed in.
    """

    slug: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: Bumped whenever a rules change could alter the effects produced for an action.
    rules_version: ClassVar[str] = "1"
    #: Option name -> {"default": value, "choices": [values], "description": str}.
    options_spec: ClassVar[dict[str, dict[str, Any]]] = {}

    def title(self) -> str:
        """The game's name in the reader's language, as its edition there is titled
        (``name``, marked with ``N_`` in the game's module, is the English source)."""
        return package_texts(type(self).__module__.rpartition(".")[0]).gettext(self.name)

    # -- creating a match -------------------------------------------------

    def validate_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Return the complete options (defaults filled in) or raise InvalidOptions."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidOptions(_("players must be an integer"))
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                _("{game} is played by {counts}, not {players}").format(
                    game=self.title(), counts=self.player_counts(), players=players
                )
            )
        options = dict(options or {})
        unknown = sorted(set(options) - set(self.options_spec))
        if unknown:
            known = ", ".join(sorted(self.options_spec)) or _("none")
            raise InvalidOptions(
                _("unknown option(s) {unknown}; known options: {known}").format(
                    unknown=", ".join(unknown), known=known
                )
            )
        complete: dict[str, Any] = {}
        for key, spec in self.options_spec.items():
            value = options.get(key, spec.get("default"))
            choices = spec.get("choices")
            if choices is not None and value not in choices:
                raise InvalidOptions(
                    _("option {key} must be one of {choices}, not {value}").format(
                        key=key, choices=choices, value=repr(value)
                    )
                )
            complete[key] = value
        return complete

    def player_counts(self) -> str:
        """The player counts in words: "exactly 2 players", "2 to 5 players"."""
        if self.min_players == self.max_players:
            return ngettext(
                "exactly {count} player", "exactly {count} players", self.min_players
            ).format(count=self.min_players)
        return ngettext(
            "{low} to {count} player", "{low} to {count} players", self.max_players
        ).format(low=self.min_players, count=self.max_players)

    @abstractmethod
    def new_state(self, players: int, options: dict[str, Any]) -> State:
        """The empty table before setup: no randomness, nothing dealt."""

    @abstractmethod
    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        """The effects that set the table up (shuffles, deals, first player)."""

    # -- evolving a state -------------------------------------------------

    @abstractmethod
    def apply(self, state: State, effect: Effect) -> State:
        """Apply one effect to ``state`` in place and return it.

        Never draws randomness and never validates: effects were validated
        when they were produced. Callers that need the old state keep a
        ``clone`` of it.
        """

    # -- whose turn, and what they may do ---------------------------------

    @abstractmethod
    def to_act(self, state: State) -> list[int]:
        """Seats that must act now (empty when the game is over)."""

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action ``seat`` may take now; never empty for a seat in ``to_act``."""

    def shared_legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        """``legal_actions`` (the same actions in the same order) for a caller that neither
        changes nor keeps them: a random playout chooses one and plays it at once.

        The actions may be shared with the game and with other calls. This default is
        ``legal_actions`` itself; a game whose listing copies shared templates overrides it to
        hand out the templates (ModularGame takes the rules module's function of this name, and
        ``legal_actions`` itself where there is none).
        """
        return self.legal_actions(state, seat)

    @abstractmethod
    def resolve(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        """Validate ``action`` by ``seat`` and return its effects, without changing ``state``.

        Raises IllegalAction naming the broken rule. Random outcomes (dice,
        draws after a reshuffle) are drawn from ``rng`` and written into the
        effects.
        """

    def play(self, state: State, seat: int, action: Action, rng: random.Random) -> State:
        """The state after ``seat`` plays ``action``, for a caller that owns ``state`` and needs
        no effects (a search's playouts and look-aheads).

        ``state`` may be changed in place and is returned. Checks, draws from ``rng`` and the
        resulting state are exactly those of ``resolve`` followed by ``apply`` of each of its
        effects. After IllegalAction the state is undefined: the caller discards it.

        This default does just that; a game whose ``resolve`` keeps a working state of its own
        overrides it to resolve in place, so that no effect is applied twice and no part of the
        state is copied.
        """
        return apply_all(self, state, self.resolve(state, seat, action, rng))

    def play_legal(self, state: State, seat: int, action: Action, rng: random.Random) -> State:
        """``play`` for an action listed by ``legal_actions`` or ``shared_legal_actions`` for
        this very ``state`` and ``seat``: the same draws from ``rng`` and the same state, but the
        game may skip the checks such an action passes (a random playout plays only these).

        ``action`` is neither changed nor kept. This default is ``play`` itself (ModularGame
        takes the rules module's function of this name, and ``play`` where there is none).
        """
        return self.play(state, seat, action, rng)

    def random_playout(
        self, state: State, rng: random.Random, max_actions: int
    ) -> tuple[State, int]:
        """Play uniformly random legal actions on ``state`` (the caller's own: it may be changed
        in place) until nobody is to act or ``max_actions`` actions are played; return the state
        and the number of actions played.

        Each action is the first seat of ``to_act``'s choice of ``rng.choice`` over
        ``shared_legal_actions``, played by ``play_legal``: this default does just that. A game
        may play the same loop its own way (fewer calls per action, say) with the same actions,
        the same draws from ``rng`` and the same states (``play_random_match`` runs this).
        """
        # The loop runs once per action of every random playout (issue #27): the methods are
        # looked up once, and the state is played on in place.
        to_act, legal_actions = self.to_act, self.shared_legal_actions
        play, choice = self.play_legal, rng.choice
        for count in range(max_actions):
            seats = to_act(state)
            if not seats:
                return state, count
            seat = seats[0]
            state = play(state, seat, choice(legal_actions(state, seat)), rng)
        return state, max_actions

    @abstractmethod
    def outcome(self, state: State) -> Outcome | None:
        """None while the game runs; then {"winners": [seats], "scores": {"seat": n}}."""

    # -- what each caller may see -----------------------------------------

    @abstractmethod
    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        """The board as ``seat`` may see it (None: a spectator, public facts only).

        ``omniscient=True`` reveals everything (used once a match is finished).
        Views must carry enough public information for ``sample``.
        """

    @abstractmethod
    def sample(self, view: View, seat: int, rng: random.Random) -> State:
        """A full state consistent with everything ``seat`` knows (its own ``view``).

        Unknown things (other hands, deck order) are filled in at random from
        what is still unaccounted for. Used by search bots.
        """

    def action_secrets(self, seat: int, action: Action, effects: list[Effect]) -> Effect | None:
        """Which fields of an accepted ``action`` by ``seat`` name something hidden.

        Declared like an effect's visibility: ``{"visible_to": [seats], "secret": [fields]}``
        (the acting seat always sees its own action). Everybody else reads those fields as
        ``None`` - in histories, replays and streams - and ``describe`` is called with the
        action and effects as that reader sees them, so a text can never say more than
        its reader may know. None (the default): every field is public.
        """
        return None

    # -- takeback by consent ----------------------------------------------

    #: Effect kinds that neither use randomness nor show anybody something that was hidden
    #: (a figure moves on the open board, money changes hands). Every other kind - draws,
    #: rolls, shuffles, cards leaving a hidden hand, anything a game has not listed here -
    #: counts as revealing, so a new game allows no takeback until it says otherwise.
    takeback_safe_effects: ClassVar[frozenset[str]] = frozenset()

    def reveals(self, effects: list[Effect]) -> bool:
        """Whether ``effects`` showed something hidden or used randomness.

        A move whose effects reveal nothing can be taken back without giving anybody an
        advantage: playing it again produces the very same effects. Effects with restricted
        visibility (``visible_to``/``secret``) always reveal: somebody learned a secret.
        """
        return any(
            "visible_to" in effect
            or "secret" in effect
            or effect.get("type") not in self.takeback_safe_effects
            for effect in effects
        )

    # -- words for people -------------------------------------------------

    def components(self) -> list[dict[str, Any]]:
        """Every component a player meets, by kind, with its name and rule text in words.

        ``[{"kind": "god", "title": "Gods", "items": [{"id", "name", "text", ...}, ...]}, ...]``:
        the ``id`` is what views and actions call the component. Served as
        ``GET /api/v1/games/{slug}/components/``; the web client's tooltips read it.
        """
        return []

    def label(self, view: View, seat: int, action: Action) -> str:
        """One of ``seat``'s legal actions as the order a player gives ("Build level 3 in the
        land of the Medes"), read from ``seat``'s own view (the ``state`` of ``Game.view``), so
        it never says more than the seat knows. Games override for words of their table."""
        details = ", ".join(
            f"{readable(key)} {readable(value)}" for key, value in action.items() if key != "type"
        )
        kind = readable(action["type"]).capitalize()
        return _("{kind} ({details})").format(kind=kind, details=details) if details else kind

    def choice(self, view: View, seat: int, kind: str, field: str, value: Any) -> str:
        """One value of one field of ``seat``'s legal actions of type ``kind``, for a chooser
        that narrows them field by field: the kind itself for ``field == "type"`` ("Adore a
        god"), else the thing the value names ("the Man tile", "a die showing 4"). ``value`` is
        None where an action of that kind lacks the field."""
        if field == "type":
            return readable(value).capitalize()
        return f"{readable(field)} {readable(value)}"

    def phase(self, view: View, seat: int | None) -> str:
        """What is being decided now, for a status line ("round 2, auction for the turn order"),
        read from ``seat``'s view (None: a spectator's)."""
        return ""

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        """One line a person can read about an event. Games override for nicer text.

        ``action`` and ``effects`` arrive as the reader may see them: fields hidden from
        that reader (see ``action_secrets`` and effect visibility) are ``None``, and the
        text must read well either way ("Seat 0 gives a card to Seat 2").
        """
        if action is None:
            kinds = ", ".join(sorted({readable(e["type"]) for e in effects})) or _("nothing")
            return _("Setup: {kinds}").format(kinds=kinds)
        details = ", ".join(
            f"{readable(key)} {readable(value)}" for key, value in action.items() if key != "type"
        )
        kind = readable(action["type"])
        if details:
            return _("Seat {seat}: {kind} ({details})").format(
                seat=seat, kind=kind, details=details
            )
        return _("Seat {seat}: {kind}").format(seat=seat, kind=kind)

    # -- optional hooks for search bots -----------------------------------

    def evaluate(self, state: State) -> dict[int, float] | None:
        """A heuristic value in [0, 1] per seat for an unfinished state, or None.

        Search bots use it to cut long random rollouts short.
        """
        return None

    def guess(self, view: View, seat: int, rng: random.Random) -> State:
        """A full state consistent with ``seat``'s view, drawn as a player reading the board
        would guess it; ``sample`` by default, where every consistent state is as likely.

        Why: a game whose public board says something of a hidden thing (in Ankh-Morpork, which
        secret personality a rival plays) lets the strong level weigh its draws by it; the
        other levels draw with ``sample``.
        """
        return self.sample(view, seat, rng)

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        """The action a fast rollout policy takes, for a caller that plays it at once and
        neither changes nor keeps it; uniform random by default, chosen from
        ``shared_legal_actions`` (so a game's shared listing serves the searches' rollouts
        too)."""
        return rng.choice(self.shared_legal_actions(state, seat))

    # -- how the bots' search suits this game (games.bots.mcts, docs/bots.md) --------------

    #: Bumped whenever this game's evaluation, rollout policy or search settings below change
    #: how a bot plays it. Why: a stored analysis names it (projections.analysis), so the
    #: analyses of this game's matches are made anew and the other games' are kept; a bot
    #: level's own ``version`` is for changes of its search in every game.
    strategy_version: ClassVar[str] = "1"

    #: Progressive widening below the search's root: a node after n iterations has at most
    #: 1 + w * sqrt(n) children, its first the rule-of-thumb action (0: every legal action is
    #: expanded before any is chosen again). Why: a node's mean is that of all its children's
    #: iterations; where a turn is many actions of one seat and each position offers dozens, a
    #: good move that leaves the turn open looked worse than ending it - its mean was that of
    #: dozens of arbitrary follow-ups, each tried once.
    search_widening: ClassVar[float] = 0.0
    #: UCB's exploration constant in this game (None: the search's own), for bots given none.
    #: Why: where playouts reach the evaluation's extremes the rewards already span [0, 1] and
    #: the moves' means lie hundredths apart; at the usual constant the visits spread almost
    #: evenly and the most visited move is noise.
    search_exploration: ClassVar[float | None] = None
    #: Scales every search level's playout length before the evaluation is read. Why: where the
    #: rule-of-thumb policy plays a game poorly, a shorter playout leaves more to the tree and
    #: the evaluation.
    search_rollout_scale: ClassVar[float] = 1.0
    #: Whether the strong level weighs the greedy valuation of its root actions in proportion to
    #: its budget (False: as many virtual visits as the mcts level, however many more iterations
    #: it runs). Why: where more iterations of the search mislead more than they inform (deeper
    #: trees read the evaluation where it is least reliable, and over more of one's own choices
    #: pick the luckiest), the greedy valuation should count for the same share of the search at
    #: both levels (``games.bots.strong.PROPORTIONAL_PRIOR_VISITS``).
    search_prior_in_proportion: ClassVar[bool] = False


def apply_all(game: Game, state: State, effects: list[Effect]) -> State:
    """``state`` after each of ``effects`` in turn (changed in place, as ``Game.apply`` does)."""
    for effect in effects:
        state = game.apply(state, effect)
    return state
