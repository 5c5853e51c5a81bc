"""The ASGI entry point: ``uvicorn config.asgi:application``.

Served this way, long-lived live streams (``api.stream``) wait in the event
loop instead of holding a worker thread each; ordinary (sync) views run in
Django's thread pool. ``config.wsgi`` keeps working for WSGI servers, but
there every open stream holds one thread: a process serves a few at once, each for a
while (``api.fanout.StreamSlots``).
"""

import os

from django.core.asgi import get_asgi_application

from config.gil import freeze_startup_objects, tune_switch_interval

tune_switch_interval()
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_application = get_asgi_application()

# Plain move requests are answered without URL resolution and DRF's dispatch
# (api.hot_path); before that, a chunked body is read and given its length, a body declared too long left unread.
from api.hot_path import AsgiHotPath  # noqa: E402  (needs the apps loaded)
from api.limits import AsgiBodyLength  # noqa: E402

application = AsgiBodyLength(AsgiHotPath(django_application))

# One background loop follows the event log for the whole process: it dispatches bot turns
# (played by a thread of their own, or published to Celery), records "your turn" e-mails and
# webhooks (sent by a thread of their own), and catches the read models up in batches.
from matches.followers import start_followers  # noqa: E402

start_followers()
freeze_startup_objects()
