"""Server-rendered pages of the web client: lobby, accounts, match and replay shells.

The lobby and the accounts are plain Django views with session auth and CSRF
forms, so they work without JavaScript. The match and replay pages are shells
whose ES modules (``web/static/web/``) talk to the REST API with the session.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import AuthenticationForm
from django.db.models import Count
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.utils.translation import pgettext
from django.views.decorators.http import require_POST

from alerts.languages import choose_language, chosen_language, supported
from api.lobby import lobby_position
from api.middleware.language import remember_language, request_language
from api.throttling import ScopedRateThrottle
from games.bots import BOT_LEVELS, DEFAULT_BOT_LEVEL, ladder
from games.engine import IllegalAction, InvalidOptions
from games.registry import UnknownGame, all_games
from matches.errors import MatchError
from matches.service import get_service
from projections.models import HistoryEntry, MatchSummary
from projections.queries import seats_of
from projections.ratings import MODEL
from projections.sentences import game_title
from web.forms import CreateMatchForm, SignUpForm
from web.templatetags.words import bot_word

STATUSES = ("open", "active", "finished")
#: How many matches each lobby list shows.
LIST_SIZE = 50
#: Errors the service raises with a sentence meant for the person who acted.
USER_ERRORS = (MatchError, IllegalAction, InvalidOptions, UnknownGame)


def game_names() -> dict[str, str]:
    """Each game's title in the reader's language, by slug."""
    return {game.slug: game_title(game.slug) for game in all_games()}


def seat_word(seat: dict[str, Any]) -> str:
    """Who sits in a lobby row's seat: the player's name, "bot (random)", or "free"."""
    if seat["username"]:
        return str(seat["username"])
    return bot_word(seat["bot"]) if seat["bot"] else pgettext("seat", "free")


def moves_of(ids: list[Any]) -> dict[Any, int]:
    """How many moves each of these matches has had (one query for the whole list)."""
    counted = (
        HistoryEntry.objects.filter(match_id__in=ids, type="action")
        .values("match_id")
        .annotate(moves=Count("id"))
    )
    return {row["match_id"]: row["moves"] for row in counted}


def describe(
    summary: MatchSummary, username: str | None, names: dict[str, str], moves: int = 0
) -> dict[str, Any]:
    """What the lobby shows of one match."""
    mine = seats_of(summary, username) if username else []
    by_seat = {seat["seat"]: seat for seat in summary.seats}
    return {
        "id": str(summary.id),
        "game": summary.game,
        "name": names.get(summary.game, summary.game),
        "status": summary.status,
        "players": summary.players,
        "seats": summary.seats,
        "free": sum(1 for seat in summary.seats if not seat["username"] and not seat["bot"]),
        "to_act": summary.to_act,
        "rated": summary.rated,
        "mine": mine,
        "my_turn": bool(set(mine) & set(summary.to_act)) and summary.status == "active",
        "result": summary.result,
        "version": summary.version,
        "created_at": summary.created_at,
        "updated_at": summary.updated_at,
        "moves": moves,
        # Whose move it is, by name ("ann", "bot (mcts)"): the row says it without opening.
        "to_move": ", ".join(seat_word(by_seat[s]) for s in summary.to_act if s in by_seat),
    }


def lobby(request: HttpRequest) -> HttpResponse:
    names = game_names()
    game = request.GET.get("game", "")
    status = request.GET.get("status", "")
    if game not in names:
        game = ""
    if status not in STATUSES:
        status = ""
    # Read before the list: the page streams every lobby change after it (lobby.js), so a
    # change between the two reads comes again rather than never.
    position = lobby_position()
    # As GET /api/matches/: private (unlisted) matches are reached by their link only.
    matches = MatchSummary.objects.filter(listed=True)
    if game:
        matches = matches.filter(game=game)
    if status:
        matches = matches.filter(status=status)
    else:
        matches = matches.exclude(status="aborted")
    username = request.user.username if request.user.is_authenticated else None
    shown = list(matches[:LIST_SIZE])
    mine: list[dict[str, Any]] = []
    if username:
        # The summary keeps seats as JSON; portable JSON containment differs between SQLite
        # and PostgreSQL, so the user's recent matches are picked out here.
        candidates = MatchSummary.objects.exclude(status="aborted")[:500]
        own = [s for s in candidates if seats_of(s, username)]
    else:
        own = []
    moves = moves_of([s.id for s in shown] + [s.id for s in own])
    listed = [describe(s, username, names, moves.get(s.id, 0)) for s in shown]
    if own:
        mine = [describe(s, username, names, moves.get(s.id, 0)) for s in own]
        # Mine first: matches waiting for me, then running, then open, then finished.
        order = {"active": 1, "open": 2, "finished": 3}
        mine.sort(key=lambda m: (0 if m["my_turn"] else order.get(m["status"], 4)))
    return render(
        request,
        "web/lobby.html",
        {
            "games": all_games(),
            "names": names,
            "matches": listed,
            "mine": mine[:LIST_SIZE],
            "filter_game": game,
            "filter_status": status,
            "statuses": STATUSES,
            "lobby_position": position,
            "form": CreateMatchForm(),
            "bot_levels": BOT_LEVELS,
            "bot_ratings": bot_ratings(),
            "provisional_below": ladder.PROVISIONAL_BELOW_MATCHES,
        },
    )


def bot_ratings() -> list[dict[str, Any]]:
    """Each game's measured bot ratings, a level per column (None: not measured), for the
    lobby's bot choice; games with nothing measured are left out."""
    measured = ladder.measured_ratings()
    return [
        {"name": game.title(), "ratings": [measured[game.slug].get(level) for level in BOT_LEVELS]}
        for game in all_games()
        if game.slug in measured
    ]


@require_POST
@login_required
def create_match(request: HttpRequest) -> HttpResponse:
    form = CreateMatchForm(request.POST)
    if not form.is_valid():
        for field, errors in form.errors.items():
            for error in errors:
                messages.error(request, f"{field}: {error}" if field != "__all__" else error)
        return redirect("lobby")
    data = form.cleaned_data
    time_control, on_timeout = form.time_control()
    return seat_and_open(
        request,
        data["game"],
        data["players"],
        form.bot_seats(),
        rated=data["rated"],
        time_control=time_control,
        on_timeout=on_timeout,
    )


def seat_and_open(
    request: HttpRequest, game: str, players: int, bots: dict[int, str], **options: Any
) -> HttpResponse:
    """Create a match, seat the caller in seat 1 and ``bots`` (seat -> level) in theirs, and
    open its page; a refusal goes back to the lobby in words."""
    service = get_service()
    try:
        match = service.create_match(game, players, creator=request.user.username, **options)
        service.join(match.id, request.user.username, 0)
        for seat, level in bots.items():
            service.add_bot(match.id, seat, level)
    except USER_ERRORS as error:
        messages.error(request, str(error))
        return redirect("lobby")
    return redirect("match", match_id=match.id)


@require_POST
@login_required
def play_a_bot(request: HttpRequest, game: str) -> HttpResponse:
    """The lobby's one click: the game at its smallest table, every other seat the default
    bot (Monte Carlo search), unrated and without a clock (rated matches are between people
    only)."""
    found = {entry.slug: entry for entry in all_games()}.get(game)
    if found is None:
        raise Http404(_("there is no game %(game)s") % {"game": game})
    players = found.min_players
    bots = dict.fromkeys(range(1, players), DEFAULT_BOT_LEVEL)
    return seat_and_open(request, game, players, bots, rated=False)


@require_POST
@login_required
def join_match(request: HttpRequest, match_id: str) -> HttpResponse:
    seat_raw = request.POST.get("seat", "")
    try:
        seat = int(seat_raw) if seat_raw != "" else None
    except ValueError:
        messages.error(
            request, _("seat must be a number, not %(value)s") % {"value": repr(seat_raw)}
        )
        return redirect("lobby")
    try:
        get_service().join(match_id, request.user.username, seat)
    except USER_ERRORS as error:
        messages.error(request, str(error))
        return redirect("lobby")
    return redirect("match", match_id=match_id)


#: The API's login and sign-up scope: the pages' attempts count against the same limit.
AUTH_SCOPE = SimpleNamespace(throttle_scope="auth")


def throttled(template: str, blank_form: Callable[[HttpRequest], Any]):
    """POSTs to a login or sign-up page count against the API's "auth" limit (per client
    address, across processes): the same guesses get the same budget on either way in."""

    def decorate(page: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @functools.wraps(page)
        def guarded(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method == "POST":
                throttle = ScopedRateThrottle()
                if not throttle.allow_request(request, AUTH_SCOPE):
                    wait = math.ceil(throttle.wait())
                    messages.error(
                        request,
                        _("Too many attempts: try again in %(seconds)s s.") % {"seconds": wait},
                    )
                    context = {"form": blank_form(request), "next": request.GET.get("next", "")}
                    response = render(request, template, context, status=429)
                    response["Retry-After"] = str(wait)
                    return response
            return page(request, *args, **kwargs)

        return guarded

    return decorate


login_page = throttled("web/login.html", AuthenticationForm)(
    auth_views.LoginView.as_view(template_name="web/login.html")
)


@throttled("web/signup.html", lambda request: SignUpForm())
def signup(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        form = SignUpForm(request.POST)
        if form.is_valid():
            user = form.save()
            # Signed in by the first configured backend, as a sign-in with the password is.
            login(request, user, backend=settings.AUTHENTICATION_BACKENDS[0])
            return redirect(request.GET.get("next") or "lobby")
    else:
        form = SignUpForm()
    return render(request, "web/signup.html", {"form": form})


def board_data(game: str) -> dict[str, Any]:
    """The board's geometry that the view does not repeat (read from the rules engine's data, so
    the drawing never copies a number). Names and texts come from the components endpoint."""
    if game == "bora-bora":
        from games.bora_bora import data

        return {
            "regions": data.REGIONS,
            "region_type": data.REGION_TYPE,
            "paths": data.PATHS,
            "ceremony_layout": data.CEREMONY_LAYOUT,
        }
    return {}


def _page(request: HttpRequest, match_id: str, template: str) -> HttpResponse:
    summary = MatchSummary.objects.filter(id=match_id).first()
    if summary is None:
        raise Http404(_("there is no match %(match)s") % {"match": match_id})
    username = request.user.username if request.user.is_authenticated else ""
    mine = seats_of(summary, username) if username else []
    return render(
        request,
        template,
        {
            "summary": summary,
            "game_name": game_names().get(summary.game, summary.game),
            "seat": mine[0] if mine else "",
            "username": username,
            "board_data": board_data(summary.game),
        },
    )


def match_page(request: HttpRequest, match_id: str) -> HttpResponse:
    return _page(request, match_id, "web/match.html")


def replay_page(request: HttpRequest, match_id: str) -> HttpResponse:
    return _page(request, match_id, "web/replay.html")


# -- ratings: leaderboards and profiles (projections.ratings_queries) -------------------

#: Players a leaderboard page lists.
LEADERBOARD_PAGE = 50


def leaderboard_page(request: HttpRequest, game: str) -> HttpResponse:
    from django.core.paginator import Paginator

    from projections.ratings_queries import game_statistics, leaderboard, rating_data

    names = game_names()
    if game not in names:
        raise Http404(_("there is no game %(game)s") % {"game": game})
    page = Paginator(leaderboard(game), LEADERBOARD_PAGE).get_page(request.GET.get("page"))
    first = (page.number - 1) * LEADERBOARD_PAGE
    rows = [
        {"rank": first + i + 1, "shown": familiar_rating(row.mu, row.sigma), **rating_data(row)}
        for i, row in enumerate(page)
    ]
    return render(
        request,
        "web/leaderboard.html",
        {
            "game_name": names[game],
            "page": page,
            "rows": rows,
            "stats": game_statistics(game),
        },
    )


def player_page(request: HttpRequest, username: str) -> HttpResponse:
    from django.contrib.auth.models import User

    from projections.ratings_queries import (
        known_player,
        means_before,
        opponents_in,
        player_profile,
    )

    user = User.objects.filter(username__iexact=username).first()
    name = user.username if user is not None else username
    if user is None and not known_player(name):
        raise Http404(_("there is no player %(name)s") % {"name": username})
    profile = player_profile(name)
    names = game_names()
    for row in [*profile["ratings"], *profile["games"], *profile["recent_matches"]]:
        row["name"] = names.get(row["game"], row["game"])
    for row in profile["ratings"]:
        row["shown"] = familiar_rating(row["mu"], row["sigma"])
    before = means_before([c["match"] for c in profile["rating_history"]], name)
    for change in profile["rating_history"]:
        change["name"] = names.get(change["game"], change["game"])
        change["when"] = when(change["at"])
        change["shown_before"] = str(round(before.get(change["match"], change["mu_after"])))
        change["shown_after"] = str(round(change["mu_after"]))
    others = opponents_in([m["match"] for m in profile["recent_matches"]], name)
    for match in profile["recent_matches"]:
        match["opponents"] = [
            {"username": seat["username"], "word": seat_word(seat)}
            for seat in others.get(match["match"], [])
        ]
        match["started"] = when(match["created_at"])
        match["ended"] = when(match["ended_at"]) if match["ended_at"] else ""
    chosen = chosen_language(request.user.pk) if request.user.is_authenticated else None
    return render(
        request, "web/profile.html", {"profile": profile, "chosen_language": chosen or ""}
    )


def when(iso: str) -> str:
    """An ISO time of the read models as the pages show it: "2026-11-26 15:20" (UTC)."""
    return iso[:16].replace("T", " ")


#: A rating is shown as its mean on openskill's scale as projections.ratings sets it (everyone
#: starts at 1500; about 200 points apart, the stronger of two settled players wins some 7
#: times in 10, 400 apart some 5 in 6: close to Elo's), marked "?" while it is provisional:
#: while its uncertainty is above two thirds of a newcomer's (about the first dozen matches).
PROVISIONAL_SIGMA = MODEL.sigma * 2 / 3


def familiar_rating(mu: float, sigma: float) -> str:
    """How the pages show a rating: "1342?" (docs/web.md, *Ratings on the pages*)."""
    return f"{round(mu)}{'?' if sigma > PROVISIONAL_SIGMA else ''}"


# -- the language switch ------------------------------------------------------------


@require_POST
def set_language(request: HttpRequest) -> HttpResponse:
    """The header's switch and the profile's choice: keep the language in the session and, for
    a signed-in user, in their profile ("" forgets it: the browser's Accept-Language counts).
    A script (``language.js``) gets 204; a form goes back to the page it came from."""
    language = supported(request.POST.get("language")) or ""
    if request.user.is_authenticated:
        choose_language(request.user.pk, language)
    remember_language(request, language or None)
    if request.headers.get("X-Requested-With") == "fetch":
        response = HttpResponse(status=204)
    else:
        back = request.POST.get("next") or ""
        safe = url_has_allowed_host_and_scheme(back, {request.get_host()}, request.is_secure())
        response = redirect(back if safe and back else "lobby")
    response["Content-Language"] = language or request_language(request)
    return response


# -- notification settings (alerts) ----------------------------------------------


@login_required
def notifications_page(request: HttpRequest) -> HttpResponse:
    """E-mail and webhooks: a shell whose module (notifications.js) uses the API."""
    event_types = [
        ("your_turn", _("It is my turn")),
        ("match_started", _("A match of mine started")),
        ("move", _("Every move in my matches")),
        ("match_finished", _("A match of mine finished")),
        ("chat_message", _("A new chat message at my table")),
    ]
    return render(request, "web/notifications.html", {"event_types": event_types})
