"""gunicorn's settings, read when gunicorn is started from the project root.

Only sound production defaults live here (docs/serving.md); workers, threads and the
bind address stay on the command line.
"""

import os

# Idle keep-alive connections stay open longer than clients and proxies keep theirs:
# a server that closes first can close a socket the client is reusing at that moment,
# and the request on it fails ("socket hang up", "fetch failed"). Node's fetch keeps
# sockets 4 s, nginx upstream keep-alive 60 s, AWS load balancers 60 s; gunicorn's own
# default is 2 s. In the threaded worker an idle connection waits in the poller, not in
# a thread.
keepalive = 75

# Each worker touches a heartbeat file at every turn of its loop (every request, for the
# threaded worker); in the system temp directory that is a metadata write to the disk, which
# on a virtual machine's disk took a sixth of a worker's main thread. gunicorn's own advice:
# keep it in memory.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None


def post_fork(server, worker):
    """Tell the worker how many threads serve its requests: under WSGI a live stream holds
    one for as long as it is open, and api.fanout serves at most half of them."""
    os.environ["TABULA_SERVER_THREADS"] = str(worker.cfg.threads)
