import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# A WSGI server's threads serve request after request: each keeps its SQLite connection
# (opening one, with its WAL set-up, cost more than the rest of a typical request).
os.environ.setdefault("TABULA_SQLITE_CONN_MAX_AGE", "600")
application = get_wsgi_application()

# Bot turns are played (or published to Celery) by a background thread, never in a request.
from games.worker import start_in_process_worker  # noqa: E402

start_in_process_worker()

# "Your turn" e-mails and webhooks are recorded and sent by a sibling background thread.
from alerts.worker import start_alerts_worker  # noqa: E402

start_alerts_worker()
# Moves leave the read models' catch-up to a background thread, in batches.
from projections.runner import start_background_catch_up  # noqa: E402

start_background_catch_up()
