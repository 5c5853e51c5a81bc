"""Forms of the server-rendered pages (accounts, lobby)."""

from __future__ import annotations

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from games.bots import BOT_LEVELS, DEFAULT_BOT_LEVEL
from games.registry import all_games
from matches.errors import RATED_WITH_BOTS
from projections.sentences import bot_level, game_title

#: The most seats any game has; the create form offers a seat row for each.
MAX_SEATS = 5
#: A seat on the create form: an open seat, or a bot of a level (named by the pages' words).
SEAT_CHOICES = [("human", _("a person (open seat)"))] + [
    (level, format_lazy("{} — {}", _("bot"), lazy(bot_level, str)(level))) for level in BOT_LEVELS
]


#: Time controls the create form offers (matches.clocks): name -> (label, time_control).
CLOCK_CHOICES: dict[str, tuple[str, dict]] = {
    "none": (_("No clock"), {"kind": "none"}),
    "day": (_("1 day per move (play by web)"), {"kind": "per_move", "seconds": 86400}),
    "live": (_("2 minutes per move (live)"), {"kind": "per_move", "seconds": 120}),
    "fischer": (
        _("10 minutes + 10 s per move"),
        {"kind": "fischer", "initial": 600, "increment": 10},
    ),
}
ON_TIMEOUT_CHOICES = [
    ("bot", _("a bot takes the seat over (you may take it back)")),
    ("lose", _("the seat loses")),
]


class SignUpForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        fields = ("username",)


class CreateMatchForm(forms.Form):
    """Create a match and sit in seat 0; each other seat is open or a bot."""

    game = forms.ChoiceField()
    players = forms.IntegerField(min_value=1, max_value=MAX_SEATS, initial=2)
    rated = forms.BooleanField(required=False, initial=True, label=_("Rated"))
    clock = forms.ChoiceField(
        choices=[(key, label) for key, (label, _control) in CLOCK_CHOICES.items()],
        initial="none",
        required=False,
        label=_("Clock"),
    )
    on_timeout = forms.ChoiceField(
        choices=ON_TIMEOUT_CHOICES, initial="bot", required=False, label=_("When time runs out")
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].choices = [(game.slug, game_title(game.slug)) for game in all_games()]
        for seat in range(1, MAX_SEATS):
            self.fields[f"seat_{seat}"] = forms.ChoiceField(
                choices=SEAT_CHOICES,
                initial="human",
                label=format_lazy(_("Seat {number}"), number=seat + 1),
                required=False,
            )

    def clean(self):
        data = super().clean()
        games = {game.slug: game for game in all_games()}
        game = games.get(data.get("game", ""))
        players = data.get("players")
        if game and players is not None and not game.min_players <= players <= game.max_players:
            self.add_error(
                "players",
                _("%(game)s is played by %(low)s to %(high)s players")
                % {
                    "game": game_title(game.slug),
                    "low": game.min_players,
                    "high": game.max_players,
                },
            )
        if data.get("rated") and players is not None and self.bot_seats():
            self.add_error("rated", str(RATED_WITH_BOTS))
        return data

    def time_control(self) -> tuple[dict, dict | None]:
        """The chosen time control and on_timeout, as the service takes them."""
        control = CLOCK_CHOICES[self.cleaned_data.get("clock") or "none"][1]
        if control["kind"] == "none":
            return control, None
        if self.cleaned_data.get("on_timeout") == "lose":
            return control, {"then": "lose"}
        return control, {"then": "bot", "level": DEFAULT_BOT_LEVEL}

    def bot_seats(self) -> dict[int, str]:
        """Seat number -> bot level, for the seats the creator gave to bots."""
        return {
            seat: self.cleaned_data[f"seat_{seat}"]
            for seat in range(1, self.cleaned_data.get("players") or 0)
            if self.cleaned_data.get(f"seat_{seat}") in BOT_LEVELS
        }
