"""gunicorn's settings, read when gunicorn is started from the project root.

Only sound production defaults live here (docs/serving.md); workers, threads and the
bind address stay on the command line.
"""

# Idle keep-alive connections stay open longer than clients and proxies keep theirs:
# a server that closes first can close a socket the client is reusing at that moment,
# and the request on it fails ("socket hang up", "fetch failed"). Node's fetch keeps
# sockets 4 s, nginx upstream keep-alive 60 s, AWS load balancers 60 s; gunicorn's own
# default is 2 s. In the threaded worker an idle connection waits in the poller, not in
# a thread.
keepalive = 75
