"""The ASGI app with this process's follower loop running, for the browser tests' server.

``start_followers`` is idempotent: where ``config.asgi`` already starts the loop this
changes nothing.
"""

from config.asgi import application
from matches.followers import start_followers

start_followers()

__all__ = ["application"]
