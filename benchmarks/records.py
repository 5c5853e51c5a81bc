"""Match records: size, export and verification time per game (docs/records.md, "Figures").

    .venv/bin/python -m benchmarks.records [--players 3]

Plays one random match of each game through the service (bots inline, a private data
directory), exports its complete record, and replays it as ``tabula verify`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3, help="where the game allows it")
    arguments = parser.parse_args()
    os.environ.setdefault("TABULA_DATA_DIR", tempfile.mkdtemp(prefix="tabula-records-"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    settings.TABULA_BOTS = "inline"
    call_command("migrate", verbosity=0)
    from games.registry import all_games
    from matches import records
    from matches.service import get_service

    service = get_service()
    print("game, players: actions, record bytes, export s, verify s")
    for game in all_games():
        players = max(game.min_players, min(game.max_players, arguments.players))
        match = service.create_match(game.slug, players, listed=False)
        for seat in range(players):
            service.add_bot(match.id, seat, "random")
        match = service.read_match(match.id)
        started = time.perf_counter()
        record = records.export_record(service, match.id)
        exported = time.perf_counter() - started
        started = time.perf_counter()
        records.verify_record(record)
        verified = time.perf_counter() - started
        print(
            f"{game.slug}, {players}: {match.actions_applied} actions, "
            f"{len(json.dumps(record))} bytes, export {exported:.2f} s, verify {verified:.2f} s"
        )


if __name__ == "__main__":
    main()
