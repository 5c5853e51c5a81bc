"""The one place where the layers are wired together when a process starts.

The layers import only downward (games < matches < projections < alerts < api < web <
config). Where a lower layer needs work done by a higher one, it offers a registry and the
higher layer is registered here, in the order written below (never in the order of
INSTALLED_APPS):

* after every saved command (``matches.service.service_configurators``): the live streams
  hear of it first; the read models catch up before a bot plays inline, so the bot's own
  move finds them current; the alerts come last;
* the followers of the event log and the periodic jobs of each served process's follower
  loop (``matches.followers``): bots, read models, alerts, ratings; the sweeps, the
  idempotency-key expiry, the alerts' pruning;
* the index the sweeps read their candidates from (``matches.match_index``): the lobby
  read model;
* the games' language (``games.engine.i18n``): whatever Django activated; a signed-in user's
  chosen language, read at login (``api.middleware.language``).

``config.apps.TabulaConfig.ready`` calls :func:`wire` once every app is loaded.
"""

from __future__ import annotations

from django.core.signals import request_finished
from django.utils.translation import get_language

from alerts.worker import PRUNE_JOB, AlertsFollower, install_alerts_hook
from api.middleware.language import connect_login_signal
from api.tasks import EXPIRY_JOB
from games.engine.i18n import use_language_source
from matches.followers import register_follower, register_job
from matches.match_index import register_match_index
from matches.notify import install_notify_hook
from matches.service import service_configurators
from matches.worker import PERIODIC_JOBS, BotFollower, install_bot_hook
from projections.analysis import RESUME_JOB
from projections.match_index import LobbyIndex
from projections.runner import (
    RatingsFollower,
    ReadModelFollower,
    catch_up_after_response,
    install_projection_hook,
)

#: Each adds its after-save hook to every new MatchService, in this order.
SERVICE_CONFIGURATORS = (
    install_notify_hook,
    install_projection_hook,
    install_bot_hook,
    install_alerts_hook,
)


def wire() -> None:
    """Register every hook, follower, job and port (idempotent)."""
    service_configurators[:] = SERVICE_CONFIGURATORS
    for follower in (BotFollower(), ReadModelFollower(), AlertsFollower(), RatingsFollower()):
        register_follower(follower)
    for job in (*PERIODIC_JOBS, EXPIRY_JOB, PRUNE_JOB, RESUME_JOB):
        register_job(job)
    register_match_index(LobbyIndex())
    # A move's catch-up may wait until its answer is sent (projections.runner).
    request_finished.connect(catch_up_after_response, dispatch_uid="tabula-catch-up")
    # The games speak the language Django activated (a request's, an e-mail's, a stream's).
    use_language_source(get_language)
    connect_login_signal()
