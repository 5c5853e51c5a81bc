import os

from django.core.wsgi import get_wsgi_application

from config.gil import freeze_startup_objects, tune_switch_interval

tune_switch_interval()

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# A WSGI server's threads serve request after request: each keeps its SQLite connection
# (opening one, with its WAL set-up, cost more than the rest of a typical request).
os.environ.setdefault("TABULA_SQLITE_CONN_MAX_AGE", "600")
django_application = get_wsgi_application()

# Plain move requests are answered without URL resolution and DRF's dispatch
# (api.hot_path); before that, a chunked body is read and given its length.
from api.hot_path import HotPath  # noqa: E402  (needs the apps loaded)
from api.limits import WsgiBodyLength  # noqa: E402

application = WsgiBodyLength(HotPath(django_application))

# One background loop follows the event log for the whole process: it dispatches bot turns
# (played by a thread of their own, or published to Celery), records "your turn" e-mails and
# webhooks (sent by a thread of their own), and catches the read models up in batches.
from matches.followers import start_followers  # noqa: E402

start_followers()
freeze_startup_objects()
