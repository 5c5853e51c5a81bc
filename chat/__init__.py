"""Table chat: each match's players' and spectators' channels, an append-only log of its own.

Chat is not play: no message is a game event, so none is in a match's state, its history,
its record or its ratings. The layer sits above the read models (it reads a match's seats
to tell players from spectators) and below the API, which serves and streams it.
"""
