"""Play whole matches between bots through the real service and event store."""

from __future__ import annotations

import random
import traceback
from collections import defaultdict

from django.core.management.base import BaseCommand, CommandError

from games.bots import BOT_LEVELS
from games.registry import UnknownGame, get_game
from matches.match_index import match_index
from matches.service import get_service
from matches.worker import inline_bots


class Command(BaseCommand):
    help = "Play K whole matches of a game between bots, seats rotating between matches."

    def add_arguments(self, parser):
        parser.add_argument("game", help="game slug, e.g. babel")
        parser.add_argument("--players", type=int, default=None)
        parser.add_argument("--games", type=int, default=1)
        parser.add_argument("--seed", type=int, default=None, help="seed of the first match")
        parser.add_argument(
            "--bots",
            default="random",
            help="comma-separated bot levels, one per seat (repeated cyclically)",
        )
        parser.add_argument(
            "--max-actions", type=int, default=20_000, help="fail a match that needs more"
        )

    def handle(self, game, players, games, seed, bots, max_actions, **options):
        try:
            engine = get_game(game)
        except UnknownGame as error:
            raise CommandError(str(error)) from None
        players = players or engine.min_players
        levels = [level.strip() for level in bots.split(",") if level.strip()]
        unknown = sorted(set(levels) - set(BOT_LEVELS))
        if unknown or not levels:
            raise CommandError(f"unknown bot level(s) {unknown}; known: {', '.join(BOT_LEVELS)}")
        service = get_service()
        lobby = match_index()
        base_seed = seed if seed is not None else random.SystemRandom().randrange(2**62)
        wins: dict[str, float] = defaultdict(float)
        seats_played: dict[str, int] = defaultdict(int)
        errors = 0
        for index in range(games):
            # Seats rotate so that every level plays every seat position.
            lineup = [levels[(index + seat) % len(levels)] for seat in range(players)]
            match_seed = base_seed + index
            try:
                # The bots are played right here, each move by the command before it.
                with lobby.deferred(), inline_bots():
                    match = service.create_match(
                        game, players, seed=match_seed, creator=None, listed=False
                    )
                    for seat, level in enumerate(lineup):
                        match = service.add_bot(match.id, seat, level)
                lobby.catch_up(service)
                match = service.get_match(match.id)
                if match.status != "finished":
                    raise RuntimeError(
                        f"match stopped unfinished at version {match.version} (to act: {match.to_act})"
                    )
                actions = match.version - (players + 2)
                if actions > max_actions:
                    raise RuntimeError(f"match needed {actions} actions (limit {max_actions})")
            except Exception:
                errors += 1
                self.stdout.write(f"match {index} seed={match_seed} ERROR")
                self.stderr.write(traceback.format_exc())
                continue
            result = match.result or {"winners": [], "scores": {}}
            winners = result["winners"]
            for seat, level in enumerate(lineup):
                seats_played[level] += 1
                if seat in winners:
                    wins[level] += 1 / len(winners)
            scores = ",".join(f"{seat}:{score}" for seat, score in result["scores"].items())
            self.stdout.write(
                f"match {index} seed={match_seed} winners={','.join(map(str, winners))} "
                f"scores={scores} events={match.version} bots={','.join(lineup)}"
            )
        if len(set(levels)) > 1:
            # Share of the matches each level won (a shared win counts fractionally).
            rates = " ".join(
                f"{level}={wins[level] / max(1, games - errors):.3f}"
                for level in dict.fromkeys(levels)
            )
            self.stdout.write(f"win rate: {rates}")
        self.stdout.write(f"{games - errors} finished, {errors} errors")
        if errors:
            raise SystemExit(1)
