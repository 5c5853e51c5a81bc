"""The HTTP side of the alerts: notification settings and webhooks (``/api/v1/webhooks/``).

The alerts themselves (what is recorded, sent and retried) are the ``alerts`` app, a layer
below the API.
"""
