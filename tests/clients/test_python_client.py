"""The generated Python client (clients/python) plays a whole Babel match against a live
server, typed end to end: each game's actions, the view, the record."""

from __future__ import annotations

import random
import sys
import time
from uuid import UUID

from clients.generate import PYTHON_PACKAGE

try:  # installed by .ci/run (pip install ./clients/python); else from the source tree
    import tabula_client  # noqa: F401
except ImportError:
    sys.path.insert(0, str(PYTHON_PACKAGE.parent))

from tabula_client import AuthenticatedClient, Client  # noqa: E402
from tabula_client.api.auth import auth_register_create  # noqa: E402
from tabula_client.api.matches import (  # noqa: E402
    matches_actions_create,
    matches_bots_create,
    matches_create,
    matches_join_create,
    matches_record_retrieve,
    matches_retrieve,
    matches_view_retrieve,
)
from tabula_client.models import (  # noqa: E402
    ActionRequest,
    ActionResult,
    BotRequest,
    CreateMatchRequest,
    Error,
    JoinRequest,
    LevelEnum,
    MatchRecord,
    RegisterRequest,
    View,
)
from tabula_client.models.babel_end_turn_action import BabelEndTurnAction  # noqa: E402
from tabula_client.models.babel_move_action import BabelMoveAction  # noqa: E402

TIMEOUT = 60.0


def test_the_python_client_plays_babel_to_the_end(tabula_server):
    anonymous = Client(base_url=tabula_server, timeout=TIMEOUT)
    me = auth_register_create.sync(
        client=anonymous,
        body=RegisterRequest(username=f"py{time.time_ns() % 10**9}", password="a-long-password"),
    )
    api = AuthenticatedClient(
        base_url=tabula_server, token=me.token, prefix="Token", timeout=TIMEOUT
    )
    match = matches_create.sync(
        client=api, body=CreateMatchRequest(game="babel", players=2, listed=False)
    )
    match_id: UUID = match.id
    matches_join_create.sync(client=api, match_id=match_id, body=JoinRequest(seat=0))
    matches_bots_create.sync(
        client=api, match_id=match_id, body=BotRequest(seat=1, level=LevelEnum.RANDOM)
    )
    # A move off its kind's schema cannot even be built as a model; sent raw, it is a typed
    # 400 naming the field.
    version = matches_view_retrieve.sync(client=api, match_id=match_id).version
    raw = api.get_httpx_client().post(
        f"/api/v1/matches/{match_id}/actions/",
        json={"action": {"type": "move", "card": "dragons"}, "expected_version": version},
    )
    refused = Error.from_dict(raw.json())
    assert raw.status_code == 400 and refused.error == "illegal_action"
    assert refused.additional_properties["field"] == "card"
    rng = random.Random(3)
    moves = 0
    kinds: set[type] = set()
    while True:
        view = matches_view_retrieve.sync(client=api, match_id=match_id)
        assert isinstance(view, View)
        if view.status == "finished":
            break
        if 0 not in view.to_act:
            time.sleep(0.05)  # the bot's turn
            continue
        kinds.update(type(action) for action in view.legal_actions)
        action = rng.choice(view.legal_actions)
        answer = matches_actions_create.sync(
            client=api,
            match_id=match_id,
            body=ActionRequest(action=action, expected_version=view.version),
        )
        assert isinstance(answer, ActionResult), answer
        moves += 1
    assert moves > 0 and {BabelMoveAction, BabelEndTurnAction} & kinds
    summary = matches_retrieve.sync(client=api, match_id=match_id)
    assert summary.status.value == "finished"
    record = matches_record_retrieve.sync(client=api, match_id=match_id)
    assert isinstance(record, MatchRecord)
    assert record.result.to_dict() == summary.result.to_dict()
    assert sum(1 for e in record.log if e.kind.value == "action" and e.seat == 0) == moves
