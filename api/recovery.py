"""Crash recovery: the answer of a command that a request stored and died before answering.

An Idempotency-Key retry that takes over a dead request's reservation keeps its command id
and asks the view's ``recover_committed`` whether the event store already holds the command
(``api.idempotency``); so does a request whose handler failed after storing it. If it does,
the retry answers as the first request would have, with the same status and body, instead of
running the command again. These functions read the store to tell; None means "not stored".
"""

from __future__ import annotations

from rest_framework.request import Request
from rest_framework.response import Response

from api import serializers as s
from api.answers import action_answer, summary_response
from api.idempotency import action_command_id, command_of
from api.lookup import load_match
from matches.aggregate import Match
from matches.errors import MatchNotFound
from matches.service import get_service
from projections.queries import summary_data, summary_of


def stored_action_answer(request: Request, match_id: str) -> Response | None:
    """The answer of an action whose request died after storing it.

    The action was accepted at the request's ``expected_version``, so it is the
    ActionApplied right after it carrying this request's command id, followed in
    the same save by ``Finished`` when it ended the game.
    """
    body = s.ActionSerializer(data=request.data)
    if not body.is_valid():
        return None
    expected = body.validated_data["expected_version"]
    command_id = action_command_id(request)
    service = get_service()
    match_uuid = load_match(match_id).id
    stored = list(service.events.get(match_uuid, gt=expected, lte=expected + 2))
    if not stored or not isinstance(stored[0], Match.ActionApplied):
        return None
    if stored[0].command_id != command_id:
        return None
    end = stored[0].originator_version
    if len(stored) > 1 and isinstance(stored[1], Match.Finished):
        # Part of the same command only if the action ended the game (not a later
        # timeout or resignation that happens to follow it).
        after = service.get_match(match_uuid, version=end)
        if after.state is not None and after.engine.outcome(after.state) is not None:
            end = stored[1].originator_version
    return action_answer(service.get_match(match_uuid, version=end), stored[0].seat, expected)


def created_match_answer(request: Request) -> Response | None:
    """A created (or forked) match's answer, if the store holds the match this request's
    command id names and this user created it: its summary as first stored."""
    command = command_of(request)
    if command is None:  # no Idempotency-Key: nothing names the match it may have created
        return None
    try:
        match = get_service().get_match(command, version=1)
    except MatchNotFound:
        return None
    if match.creator != request.user.username:
        return None
    return Response(summary_data(summary_of(match)), status=201)


def recorded_command_answer(request: Request, match_id: str, status: int = 200) -> Response | None:
    """The answer of a resign/abort/reclaim/takeback command whose request died after
    storing it: the match's summary (as ``summary_response`` answers), if the event store
    recorded this request's command id on this match; None when the command was not stored.

    One indexed read: the store records command ids with their events
    (``matches.command_index``).
    """
    command_id = action_command_id(request)
    if command_id is None:
        return None
    match = load_match(match_id)
    position = get_service().command_position(command_id)
    if position is None or position.match_id != match.id:
        return None
    return summary_response(match, status=status)
