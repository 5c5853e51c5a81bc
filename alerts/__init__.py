"""User notifications: "your turn" e-mails and signed webhooks, driven by the event log.

``alerts.follower`` reads the service's notification log from a tracked position
(like ``matches.dispatch``) and records *outbox rows* (``EmailNotice``,
``WebhookDelivery``) in the same transaction as its new position; ``alerts.email``
and ``alerts.webhooks`` deliver them; ``alerts.worker`` runs both in a background
thread on the embedded default and ``alerts.tasks`` on Celery. (Not to be confused
with ``matches.notify``, the live streams' "match moved" wake-up.)
"""
