"""The ASGI app with this process's bot worker running, for the browser tests' server.

``start_in_process_worker`` is idempotent: where ``config.asgi`` already starts the worker
this changes nothing.
"""

from config.asgi import application
from games.worker import start_in_process_worker

start_in_process_worker()

__all__ = ["application"]
