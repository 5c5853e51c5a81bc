"""Django settings for Tabula.

Embedded default: SQLite files under $TABULA_DATA_DIR (default var/) and
Celery tasks executed in process. Scale: DATABASE_URL (PostgreSQL) and
CELERY_BROKER_URL (Redis) with real workers.
"""

import json
import os
from datetime import timedelta
from urllib.parse import unquote, urlparse

from games.storage import PROJECT_DIR, data_dir, postgres_url

BASE_DIR = PROJECT_DIR
DATA_DIR = data_dir()

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "tabula-insecure-development-key-change-me")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "*").split(",")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "projections",
    "games",
    "api",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # JSON 413 for an oversized /api/ body, before anything reads it.
    "api.limits.BodySizeLimitMiddleware",
    # Serves static files (Swagger UI, the browsable API) without a separate web server.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "api" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]


def _database_from_url(url: str) -> dict:
    parts = urlparse(url)
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": parts.path.lstrip("/") or "postgres",
        "USER": unquote(parts.username or "postgres"),
        "PASSWORD": unquote(parts.password or ""),
        "HOST": parts.hostname or "127.0.0.1",
        "PORT": str(parts.port or 5432),
        "CONN_MAX_AGE": 60,
        # An unreachable server answers 503 within seconds (api.errors).
        "OPTIONS": {"connect_timeout": 3},
    }


SQLITE_LOCK_TIMEOUT = float(os.environ.get("TABULA_SQLITE_LOCK_TIMEOUT", "3"))

_pg = postgres_url()
if _pg:
    DATABASES = {"default": _database_from_url(_pg)}
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": DATA_DIR / "db.sqlite3",
            "OPTIONS": {
                # Wait this long for another writer, then answer 503 (api.errors).
                "timeout": SQLITE_LOCK_TIMEOUT,
                "transaction_mode": "IMMEDIATE",
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            },
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_PASSWORD_VALIDATORS = [
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 8},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Bearer tokens: stored as SHA-512 digests, one per client, expiring after 30 idle days
# (each use slides the expiry, never past 180 days after the token was made).
KNOX_TOKEN_MODEL = "api.ClientToken"
REST_KNOX = {
    "TOKEN_TTL": timedelta(days=30),
    "AUTO_REFRESH": True,
    "AUTO_REFRESH_MAX_TTL": timedelta(days=180),
    "TOKEN_LIMIT_PER_USER": 20,
    "AUTH_HEADER_PREFIX": "Token",
}
LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True
STATIC_URL = "static/"

# Hostile input: every /api/ body is at most this many bytes (JSON 413 beyond), and
# JSON nests at most this deep (JSON 400 beyond); Django's own form limit matches.
TABULA_MAX_BODY_BYTES = int(os.environ.get("TABULA_MAX_BODY_BYTES", 256 * 1024))
TABULA_MAX_JSON_DEPTH = 32
DATA_UPLOAD_MAX_MEMORY_SIZE = TABULA_MAX_BODY_BYTES
WHITENOISE_USE_FINDERS = True

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Hashed, expiring tokens per client (django-rest-knox); header "Authorization: Token …".
        "knox.auth.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 20,
    "EXCEPTION_HANDLER": "api.errors.exception_handler",
    "DEFAULT_PARSER_CLASSES": [
        "api.limits.BoundedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Tabula API",
    "DESCRIPTION": "An event-sourced backend for turn-based board games played over the web.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # Swagger UI's scripts are served by this server, so /api/docs/ works offline too.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# Bots (games.worker): who plays a bot turn found due in the event log. "thread": a
# background thread of the server process (embedded default); "celery": Celery workers
# (with CELERY_BROKER_URL); "inline": the command that made the bot due (tests, scripts).
TABULA_BOTS = os.environ.get("TABULA_BOTS") or (
    "celery" if "CELERY_BROKER_URL" in os.environ else "thread"
)
# The longest a bot thinks (MCTS stops by itself at about 2 s, games.bots.mcts).
TABULA_BOT_MAX_THINK_SECONDS = float(os.environ.get("TABULA_BOT_MAX_THINK_SECONDS", "2"))
# How often the sweep looks for bot turns due for longer than the grace (lost turns).
TABULA_BOT_SWEEP_SECONDS = float(os.environ.get("TABULA_BOT_SWEEP_SECONDS", "5"))
TABULA_BOT_SWEEP_GRACE = float(
    os.environ.get("TABULA_BOT_SWEEP_GRACE", str(TABULA_BOT_MAX_THINK_SECONDS + 8))
)
# Idempotency-Key answers are replayed for this long, then deleted (api.idempotency).
TABULA_IDEMPOTENCY_TTL_HOURS = float(os.environ.get("TABULA_IDEMPOTENCY_TTL_HOURS", "24"))

# Celery: eager (in process) unless a broker is named.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "memory://")
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND") or None
CELERY_TASK_ALWAYS_EAGER = "CELERY_BROKER_URL" not in os.environ
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A turn taken by a worker that died is given to another after the visibility timeout:
# a little more than the longest think time (not kombu's default of one hour).
CELERY_VISIBILITY_TIMEOUT = int(
    os.environ.get("CELERY_VISIBILITY_TIMEOUT", str(int(TABULA_BOT_MAX_THINK_SECONDS) + 10))
)
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": CELERY_VISIBILITY_TIMEOUT,
    # Look for such turns every quarter of the timeout (kombu: every 100 s by default).
    "unacked_restore_interval": max(1, CELERY_VISIBILITY_TIMEOUT // 4),
    "unacked_restore_throttle": 1,
}
# A broker that is down fails a publish within seconds (the follower retries it later).
CELERY_BROKER_CONNECTION_TIMEOUT = 2
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BEAT_SCHEDULE = {
    "sweep-due-bots": {
        "task": "games.tasks.sweep_due_bots",
        "schedule": TABULA_BOT_SWEEP_SECONDS,
    },
    "expire-idempotency-keys": {
        "task": "games.tasks.expire_idempotency_keys",
        "schedule": 3600.0,
    },
}

# Constructor arguments per bot level, e.g. {"mcts": {"seconds": 1.0}}; the
# defaults of games.bots keep an MCTS move within about 2 s on a 2-core machine.
# TABULA_BOT_SETTINGS='{"mcts": {"seconds": 1.0}}' sets them from the environment.
TABULA_BOT_SETTINGS: dict[str, dict] = json.loads(os.environ.get("TABULA_BOT_SETTINGS") or "{}")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("TABULA_LOG_LEVEL", "WARNING")},
}
