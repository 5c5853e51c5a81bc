"""How fast the notification follower and the webhook sender go, on the embedded default.

    .venv/bin/python -m benchmarks.alerts [--matches 40] [--moves 30]

A fresh data directory; every match is a human with an e-mail address and a webhook
(all event types) against a random bot, played with bots inline. Then, timed apart:
the follower reading the whole log and recording the outbox (events per second), the
batched e-mails (locmem backend), and the webhook deliveries to a local receiver
(deliveries per second, signed, one connection each, sequential as the sender thread is).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args) -> None:
        pass


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--port", type=int, default=8270)
    args = parser.parse_args()
    data_dir = tempfile.mkdtemp(prefix="tabula-alerts-bench-")
    os.environ.update(
        TABULA_DATA_DIR=data_dir,
        TABULA_BOTS="inline",
        TABULA_WEBHOOK_ALLOW_LOOPBACK="1",
        EMAIL_URL="memorymail://",
        TABULA_EMAIL_BATCH_SECONDS="0",
        DJANGO_SETTINGS_MODULE="config.settings",
    )
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, check=True)
    import django

    django.setup()
    from django.contrib.auth.models import User
    from django.core import mail

    from alerts import email, follower, webhooks
    from alerts.models import Webhook, WebhookDelivery
    from matches.service import get_service

    server = ThreadingHTTPServer(("127.0.0.1", args.port), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    service = get_service()
    rng = random.Random(1)
    for number in range(args.matches):
        name = f"bench{number}"
        user = User.objects.create_user(name, email=f"{name}@example.org")
        Webhook.objects.create(
            owner=user,
            url=f"http://127.0.0.1:{args.port}/hook",
            events=["your_turn", "match_started", "move", "match_finished"],
        )
        match = service.create_match("babel", 2, listed=False)
        service.join(match.id, name, 0)
        match = service.add_bot(match.id, 1, "random")
        for _ in range(args.moves):
            match = service.get_match(match.id)
            if match.status != "active" or 0 not in match.to_act:
                break
            action = rng.choice(match.engine.legal_actions(match.state, 0))
            service.act(match.id, 0, action, match.version, actor=f"user:{name}")
    events = service.recorder.max_notification_id()

    started = time.perf_counter()
    recorded = follower.follow(service)
    follow_seconds = time.perf_counter() - started
    started = time.perf_counter()
    mails = email.send_due()
    mail_seconds = time.perf_counter() - started
    started = time.perf_counter()
    sent = 0
    while batch := webhooks.send_due(500):
        sent += batch
    send_seconds = time.perf_counter() - started
    delivered = WebhookDelivery.objects.filter(status="delivered").count()
    print(f"events in the log: {events}; outbox rows recorded: {recorded}")
    print(f"follower: {follow_seconds:.2f} s, {events / follow_seconds:.0f} events/s")
    print(f"e-mails: {mails} mails ({len(mail.outbox)} in the outbox) in {mail_seconds:.2f} s")
    print(
        f"webhooks: {sent} deliveries ({delivered} delivered) in {send_seconds:.2f} s, "
        f"{sent / send_seconds:.0f} deliveries/s"
    )
    server.shutdown()


if __name__ == "__main__":
    main()
