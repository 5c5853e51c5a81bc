"""Commands are checked against their kind's schema: a 400 naming the field, nothing recorded."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("action", "field"),
    [
        ({"type": "teleport"}, "type"),
        ({"type": "move"}, "card"),
        ({"type": "move", "card": "vikings"}, "card"),
        ({"type": "build", "column": 7}, "column"),
        ({"type": "end_turn", "note": "gg"}, "note"),
    ],
)
def test_an_action_off_its_schema_is_a_400_naming_the_field(babel_match, api, action, field):
    match_id, ann, _ = babel_match
    version = api.get(f"/api/v1/matches/{match_id}/").data["version"]
    answer = ann.post(
        f"/api/v1/matches/{match_id}/actions/",
        {"action": action, "expected_version": version},
        format="json",
    )
    assert answer.status_code == 400
    assert answer.data["error"] == "illegal_action"
    assert answer.data["field"] == field
    assert repr(field) in answer.data["detail"] or field == "type"
    assert api.get(f"/api/v1/matches/{match_id}/").data["version"] == version
