import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()

# Bot turns are played (or published to Celery) by a background thread, never in a request.
from games.worker import start_in_process_worker  # noqa: E402

start_in_process_worker()

# "Your turn" e-mails and webhooks are recorded and sent by a sibling background thread.
from alerts.worker import start_alerts_worker  # noqa: E402

start_alerts_worker()
