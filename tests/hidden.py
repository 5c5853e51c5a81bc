"""Assertions that hidden information stays hidden, shared by the tests that read histories."""

from __future__ import annotations


def assert_no_secrets_of_others(entries: list[dict], viewer: int | None) -> None:
    """No effect of ``entries`` (history entries as ``viewer`` reads them; None: a spectator)
    shows ``viewer`` a secret field it may not see."""
    for entry in entries:
        for effect in entry["effects"]:
            visible_to = effect.get("visible_to")
            if visible_to is not None and viewer not in visible_to:
                for field in effect.get("secret", []):
                    assert effect.get(field) is None, (viewer, entry["version"], effect)
