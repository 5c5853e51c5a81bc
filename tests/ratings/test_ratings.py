"""Ratings are a projection: rated matches only, every player of a result, rebuildable."""

from __future__ import annotations

import io
import random
import time

import pytest
from django.core.management import call_command

from matches.aggregate import Match
from matches.errors import RatedMatchWithBots
from matches.service import MatchService
from projections import ratings
from projections.models import MatchRecord, Rating, RatingChange, SeatRecord
from projections.ratings import INITIAL_MU, MODEL, finishing_ranks
from projections.runner import catch_up, deferred_projection
from tests.accounts import users
from tests.moves import play_random
from tests.ratings.helpers import finish_with, play_rated_match, ratings_tables, seated_match

pytestmark = pytest.mark.django_db

PLAYERS = ["ann", "bob", "cy", "dee", "eve", "fay"]


# -- ranking a result ------------------------------------------------------------------


def test_winners_first_then_by_score_then_forfeited_last():
    outcome = {
        "winners": [2],
        "scores": {"0": 10, "1": 30, "2": 25, "3": 30, "4": 99},
        "forfeited": [4],
    }
    assert finishing_ranks(5, outcome) == [3, 2, 1, 2, 4]


def test_shared_wins_and_equal_scores_tie():
    assert finishing_ranks(4, {"winners": [0, 3], "scores": {"0": 5, "1": 2, "2": 2, "3": 5}}) == [
        1,
        2,
        2,
        1,
    ]
    assert finishing_ranks(2, {"winners": [], "scores": {}}) == [1, 1]


# -- many matches ----------------------------------------------------------------------

# Six players in 20 matches: each plays several, in both seats, and the catch-ups every ten
# matches in batches of 37 events cut through matches. (50 proved nothing more and took 2.5
# times as long; a projection that loses a player's rating between batches or rebuilds in
# another order fails either way.)
MATCHES = 20


@pytest.mark.slow
def test_many_rated_matches_rebuild_to_exactly_the_same_ratings(service):
    names = users(*PLAYERS)
    rng = random.Random(14)
    # The first few are projected move by move, as a server does; the rest in bulk.
    for index in range(MATCHES):
        pair = rng.sample(names, 2)
        if index < 3:
            play_rated_match(service, "babel", pair, rng)
        else:
            with deferred_projection():
                play_rated_match(service, "babel", pair, rng)
        if index % 10 == 9:
            catch_up(service, batch=37)  # odd batch sizes: matches cross batch boundaries
    catch_up(service)
    live = ratings_tables()

    assert len(live["records"]) == MATCHES
    assert all(r["status"] == "finished" and r["rating_applied"] for r in live["records"])
    assert len(live["changes"]) == 2 * MATCHES
    assert sum(r["matches"] for r in live["ratings"]) == 2 * MATCHES
    assert {r["username"] for r in live["ratings"]} <= set(names)
    # Each player's history is a chain: a match starts from where the previous one ended.
    for name in names:
        chain = list(RatingChange.objects.filter(username=name).order_by("at"))
        for earlier, later in zip(chain, chain[1:], strict=False):
            assert (later.mu_before, later.sigma_before) == (earlier.mu_after, earlier.sigma_after)
        if chain:
            rating = Rating.objects.get(username=name, game="babel")
            assert (rating.mu, rating.sigma) == (chain[-1].mu_after, chain[-1].sigma_after)
            assert rating.wins == SeatRecord.objects.filter(username=name, won=True).count()

    call_command("run_projections", "--rebuild", stdout=io.StringIO())
    assert ratings_tables() == live


def test_a_four_player_result_updates_all_four(service):
    names = users("ann", "bob", "cy", "dee")
    match = seated_match(service, "bora-bora", names)
    match = play_random(service, match, random.Random(3))
    outcome = match.result
    assert outcome is not None

    changes = {c.username: c for c in RatingChange.objects.filter(match_id=match.id)}
    assert set(changes) == set(names)
    ranks = finishing_ranks(4, outcome)
    for seat, name in enumerate(names):
        change = changes[name]
        rating = Rating.objects.get(username=name, game="bora-bora")
        assert change.rank == ranks[seat] and change.seat == seat
        assert (rating.mu, rating.sigma) == (change.mu_after, change.sigma_after)
        assert rating.matches == 1 and rating.wins == int(seat in outcome["winners"])
        assert rating.sigma < MODEL.sigma, "every player's uncertainty shrinks"
    best = min(names, key=lambda n: changes[n].rank)
    worst = max(names, key=lambda n: changes[n].rank)
    assert changes[best].mu_after > INITIAL_MU > changes[worst].mu_after


@pytest.mark.parametrize("game", ["great-zimbabwe", "ankh-morpork"])
def test_four_players_of_the_other_games_are_all_rated(service, game):
    names = users("ann", "bob", "cy", "dee")
    match = seated_match(service, game, names)
    finish_with(service, match, {"winners": [1], "scores": {"0": 3, "1": 9, "2": 5, "3": 1}})
    after = {r.username: r.mu for r in Rating.objects.filter(game=game)}
    assert set(after) == set(names)
    assert after["bob"] > after["cy"] > after["ann"] > after["dee"]


def test_a_tie_moves_tied_players_alike(service):
    names = users("ann", "bob", "cy")
    match = seated_match(service, "great-zimbabwe", names)
    finish_with(service, match, {"winners": [0, 2], "scores": {"0": 4, "1": 1, "2": 4}})
    rows = {r.username: r for r in Rating.objects.filter(game="great-zimbabwe")}
    assert rows["ann"].mu == rows["cy"].mu > INITIAL_MU > rows["bob"].mu
    assert rows["ann"].wins == rows["cy"].wins == 1 and rows["bob"].wins == 0
    ranks = dict(RatingChange.objects.values_list("username", "rank"))
    assert ranks == {"ann": 1, "cy": 1, "bob": 2}


def test_a_drawn_two_player_match_keeps_both_means(service):
    names = users("ann", "bob")
    match = seated_match(service, "babel", names)
    finish_with(service, match, {"winners": [0, 1], "scores": {"0": 3, "1": 3}})
    rows = list(Rating.objects.all())
    assert len(rows) == 2 and all(r.mu == INITIAL_MU and r.sigma < MODEL.sigma for r in rows)


def test_forfeited_seats_rank_last_and_the_first_holder_is_rated(service):
    names = users("ann", "bob", "cy")
    match = seated_match(service, "great-zimbabwe", names)
    # Bob's seat is handed to a bot during play (a timeout): Bob is still the one rated.
    match = service.get_match(match.id)
    match.take_seat(1, username=None, bot="random")
    service.save(match)
    finish_with(
        service,
        match,
        {
            "winners": [2],
            "scores": {"0": 1, "1": 50, "2": 8},
            "forfeited": [1],
            "reason": "timeout",
        },
    )
    ranks = dict(RatingChange.objects.values_list("username", "rank"))
    assert ranks == {"cy": 1, "ann": 2, "bob": 3}
    record = MatchRecord.objects.get(id=match.id)
    assert record.reason == "timeout" and record.rating_applied
    bob = SeatRecord.objects.get(match=record, seat=1)
    assert bob.username == "bob" and bob.bot is None and bob.forfeited


@pytest.mark.slow
def test_unrated_and_bot_matches_change_no_rating(service):
    names = users("ann", "bob")
    rng = random.Random(5)
    play_random(service, seated_match(service, "babel", names, rated=False), rng)
    with_bot = service.create_match("babel", 2, creator="ann")
    service.join(with_bot.id, "ann", 0)
    play_random(service, service.add_bot(with_bot.id, 1, "random"), rng)
    # A rated match stored with a bot seat (before bots were refused) is not rated either.
    legacy = service.create_match("babel", 2, creator="ann", rated=True)
    legacy = service.get_match(legacy.id)
    legacy.take_seat(0, username="ann", bot=None)
    legacy.take_seat(1, username=None, bot="random")
    legacy.start_when_full(past=service)
    service.save(legacy)
    play_random(service, service.get_match(legacy.id), rng)
    catch_up(service)

    assert not Rating.objects.exists() and not RatingChange.objects.exists()
    records = MatchRecord.objects.all()
    assert len(records) == 3 and all(r.status == "finished" for r in records)
    assert not any(r.rating_applied for r in records)


def test_a_rated_match_refuses_bots(service):
    match = service.create_match("babel", 2, creator="ann", rated=True)
    with pytest.raises(RatedMatchWithBots, match="rated matches against bots are not possible"):
        service.add_bot(match.id, 1, "random")
    assert service.get_match(match.id).version == 1, "nothing recorded"


@pytest.mark.skipif(not hasattr(Match, "abort_match"), reason="matches cannot be aborted yet")
def test_an_aborted_match_is_unrated(service):
    names = users("ann", "bob")
    match = seated_match(service, "babel", names)
    match = service.get_match(match.id)
    match.abort_match("early", "ann")
    service.save(match)
    catch_up(service)
    assert MatchRecord.objects.get(id=match.id).status == "aborted"
    assert not Rating.objects.exists()


def test_the_ratings_projection_keeps_its_own_position(service):
    names = users("ann", "bob")
    play_rated_match(service, "babel", names, random.Random(8))
    live = ratings_tables()
    ratings.drop()
    assert not Rating.objects.exists()
    # The match projection is current; the ratings catch up from the first event.
    catch_up(service)
    assert ratings_tables() == live


def test_a_move_costs_the_ratings_no_write(service, django_assert_num_queries, monkeypatch):
    """Moves change no rating: a catch-up after one looks at the log without a lock."""
    # The passed-over position is written now and then (every few seconds of the process's
    # life); this test is about the catch-up itself, so no such write falls due within it.
    monkeypatch.setattr("matches.followers.PASSED_OVER_PERSIST_SECONDS", 3600.0)
    monkeypatch.setattr(ratings.RATINGS, "_persisted_at", time.monotonic())
    names = users("ann", "bob")
    match = seated_match(service, "babel", names)
    seat = match.to_act[0]
    assert match.state is not None
    action = match.engine.legal_actions(match.state, seat)[0]
    with deferred_projection():
        service.act(match.id, seat, action, expected_version=match.version, actor="user:ann")
    with django_assert_num_queries(0):
        assert ratings.catch_up(service) == 0


# -- leaving a match (matches.service resign) ----------------------------------------------


@pytest.mark.skipif(not hasattr(MatchService, "resign"), reason="no resign yet")
def test_a_resignation_in_two_players_rates_the_other_as_winner(service):
    names = users("ann", "bob")
    match = seated_match(service, "babel", names)
    service.resign(match.id, "ann")
    changes = dict(RatingChange.objects.values_list("username", "rank"))
    assert changes == {"bob": 1, "ann": 2}
    assert MatchRecord.objects.get(id=match.id).reason == "resigned"


@pytest.mark.skipif(not hasattr(MatchService, "resign"), reason="no resign yet")
def test_a_resigner_among_four_ranks_last_and_the_bot_is_not_rated(service):
    names = users("ann", "bob", "cy", "dee")
    match = service.create_match(
        "bora-bora",
        4,
        creator="ann",
        rated=True,
        time_control={"kind": "per_move", "seconds": 86400},
        on_timeout={"then": "bot", "level": "random"},
    )
    for seat, name in enumerate(names):
        service.join(match.id, name, seat)
    service.resign(match.id, "bob")
    play_random(service, service.get_match(match.id), random.Random(4))
    ranks = dict(RatingChange.objects.values_list("username", "rank"))
    assert set(ranks) == set(names), "the resigner is rated, not the bot that played on"
    assert ranks["bob"] == max(ranks.values())
    assert sorted(ranks.values()).count(ranks["bob"]) == 1
    seat = SeatRecord.objects.get(match_id=match.id, seat=1)
    assert (seat.username, seat.bot, seat.forfeited) == ("bob", None, True)


@pytest.mark.skipif(not hasattr(MatchService, "request_takeback"), reason="no takeback yet")
def test_a_taken_back_move_does_not_count_in_the_match_length(service):
    from tests.core.takeback_helpers import actor, play_until, started

    match = started(service, "great-zimbabwe")
    match, seat, before, _ = play_until(service, match, revealing=False)
    service.request_takeback(match.id, seat, match.version, actor(seat))
    other = 1 - seat
    taken_back = service.answer_takeback(
        match.id, other, True, service.get_match(match.id).version, actor(other)
    )
    assert taken_back.state is not None
    played = sum(1 for e in service.events.get(match.id) if isinstance(e, Match.ActionApplied))
    finish_with(service, taken_back, {"winners": [0], "scores": {"0": 1, "1": 0}})
    moves = MatchRecord.objects.get(id=match.id).moves
    assert moves == played - 1
