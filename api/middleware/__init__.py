"""The project's own HTTP middleware (settings.MIDDLEWARE names them), below ``config``: the
request id, the relaxed style policy of the API's HTML pages and the remembered
Content-Security-Policy headers, which ``api.hot_path`` runs on its own answers too."""
