"""Django's SQLite backend with one writer at a time per process (``base.DatabaseWrapper``)."""
