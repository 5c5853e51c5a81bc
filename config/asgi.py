"""The ASGI entry point: ``uvicorn config.asgi:application``.

Served this way, long-lived live streams (``api.stream``) wait in the event
loop instead of holding a worker thread each; ordinary (sync) views run in
Django's thread pool. ``config.wsgi`` keeps working for WSGI servers, but
there every open stream holds one thread.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_asgi_application()

# Bot turns are played (or published to Celery) by a background thread, never in a request.
from games.worker import start_in_process_worker  # noqa: E402

start_in_process_worker()

# "Your turn" e-mails and webhooks are recorded and sent by a sibling background thread.
from alerts.worker import start_alerts_worker  # noqa: E402

start_alerts_worker()
# Moves leave the read models' catch-up to a background thread, in batches.
from projections.runner import start_background_catch_up  # noqa: E402

start_background_catch_up()
