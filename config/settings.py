"""Django settings for Tabula, read from the environment with django-environ.

Embedded default (no variable set): SQLite files in the data directory, Celery tasks run in
process, a random secret key generated once into the data directory, hosts limited to the
local machine. ``TABULA_PRODUCTION=1`` turns on the production switch: the server refuses to
start without ``DJANGO_SECRET_KEY`` and ``DJANGO_ALLOWED_HOSTS`` and sends HTTPS-only
cookies and HSTS. Every variable is documented in docs/operations.md.
"""

from __future__ import annotations

import json
from datetime import timedelta

import environ
from corsheaders.defaults import default_headers as default_cors_headers
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from config.secret_key import load_or_create_secret_key
from games.engine.i18n import LANGUAGES as GAME_LANGUAGES
from matches.storage import PROJECT_DIR, data_dir, database_config

env = environ.Env()

BASE_DIR = PROJECT_DIR
DATA_DIR = data_dir()

# -- the production switch ----------------------------------------------------

PRODUCTION = env.bool("TABULA_PRODUCTION", default=False)
DEBUG = env.bool("DJANGO_DEBUG", default=False)
LOCAL_HOSTS = ["127.0.0.1", "localhost", "[::1]"]

if PRODUCTION:
    missing = [
        name for name in ("DJANGO_SECRET_KEY", "DJANGO_ALLOWED_HOSTS") if not env.str(name, "")
    ]
    if missing:
        raise ImproperlyConfigured(
            f"TABULA_PRODUCTION=1 needs {' and '.join(missing)}: "
            "see docs/operations.md, 'Production switch and security'"
        )
    if DEBUG:
        raise ImproperlyConfigured("TABULA_PRODUCTION=1 and DJANGO_DEBUG=1 exclude each other")

# Never a public default: without DJANGO_SECRET_KEY a random key is made once and kept in the
# data directory, readable by its owner only.
SECRET_KEY = env.str("DJANGO_SECRET_KEY", "") or load_or_create_secret_key(DATA_DIR)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=LOCAL_HOSTS)
CSRF_TRUSTED_ORIGINS = env.list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "corsheaders",
    "csp",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "projections",
    "matches",
    "api",
    "web",
    "alerts",
    "chat",
    # The project itself: wires the layers together once every app is loaded (config.wiring).
    "config",
]

MIDDLEWARE = [
    "api.middleware.request_id.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # JSON 413 for an oversized /api/ body, before anything reads it.
    "api.limits.BodySizeLimitMiddleware",
    # Serves static files (Swagger UI, the browsable API) without a separate web server.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # Django's LocaleMiddleware, choosing from ?lang= and the session too (api.middleware.language).
    "api.middleware.language.LanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # django-csp's CSPMiddleware, remembering the header it builds (api.middleware.policy_headers).
    "api.middleware.policy_headers.CachedCSPMiddleware",
    # After CSPMiddleware, so that its answer is marked before the policy is written.
    "api.middleware.security.RelaxedStylesMiddleware",
]

# Messages (the web client's form errors) live in the session. The default cookie-then-session
# storage builds a cookie signer on every request, API calls included, for nothing.
MESSAGE_STORAGE = "django.contrib.messages.storage.session.SessionStorage"
# A browser reads its session on every request, both of a move included: one plain query
# (api.sessions) instead of building Django's ORM query for it each time.
SESSION_ENGINE = "api.sessions"
# api.sessions.UserBackend reads a session's user by one plain query; Django's own backend stays
# for the sessions that name it (signed in before UserBackend was).
AUTHENTICATION_BACKENDS = ["api.sessions.UserBackend", "django.contrib.auth.backends.ModelBackend"]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.i18n",
            ]
        },
    }
]

DATABASES = {"default": database_config()}

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
# -- languages: the games' three (games.engine.i18n), English the default and the source ----
LANGUAGE_CODE = "en"
#: Each language by its own name (what the language switch shows).
LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "es": "Español"}
LANGUAGES = [(code, LANGUAGE_NAMES[code]) for code in GAME_LANGUAGES]
# The project's catalogs (pages, the web client's scripts, API errors, e-mails, history lines);
# each game keeps its own (games/<game>/locale, read by games.engine.i18n).
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
STATIC_URL = "static/"
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "lobby"
LOGOUT_REDIRECT_URL = "lobby"

# Hostile input: every /api/ body is at most this many bytes (JSON 413 beyond), and
# JSON nests at most this deep (JSON 400 beyond); Django's own form limit matches.
TABULA_MAX_BODY_BYTES = env.int("TABULA_MAX_BODY_BYTES", default=256 * 1024)
TABULA_MAX_JSON_DEPTH = 32
# Plain move requests (POST /actions/ and GET /view/, by token or browser session) are answered
# by MIDDLEWARE and DRF's steps without URL resolution and DRF's dispatch (api.hot_path); off,
# every request takes the whole stack.
TABULA_HOT_PATH = env.bool("TABULA_HOT_PATH", default=True)
DATA_UPLOAD_MAX_MEMORY_SIZE = TABULA_MAX_BODY_BYTES
WHITENOISE_USE_FINDERS = True

# A shared cache (e.g. redis://host:6379/1) holds the throttles' counts for every process; with
# the per-process default, login and sign-up attempts are counted in the database instead.
CACHES = {"default": env.cache_url("CACHE_URL", default="locmemcache://")}

# -- security headers ----------------------------------------------------------

X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
# The web client uses no inline script or style; Swagger UI's script is a separate file too.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "connect-src": [SELF],
        "font-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
# Behind a TLS-terminating proxy: the header it sets, e.g. "HTTP_X_FORWARDED_PROTO,https".
_proxy_header = env.tuple("DJANGO_SECURE_PROXY_SSL_HEADER", default=())
SECURE_PROXY_SSL_HEADER = tuple(_proxy_header) if _proxy_header else None
SECURE_SSL_REDIRECT = env.bool("DJANGO_SECURE_SSL_REDIRECT", default=PRODUCTION)
# Load balancers probe over plain HTTP.
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]
SESSION_COOKIE_SECURE = env.bool("DJANGO_SECURE_COOKIES", default=PRODUCTION)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_HSTS_SECONDS = env.int("DJANGO_HSTS_SECONDS", default=31536000 if PRODUCTION else 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", default=PRODUCTION)
SECURE_HSTS_PRELOAD = env.bool("DJANGO_HSTS_PRELOAD", default=PRODUCTION)

# -- CORS: browser clients of integrators on other origins ---------------------

CORS_ALLOWED_ORIGINS = env.list("TABULA_CORS_ALLOWED_ORIGINS", default=[])
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_HEADERS = (*default_cors_headers, "idempotency-key", "last-event-id", "x-request-id")
CORS_EXPOSE_HEADERS = ["Retry-After", "X-Request-ID", "Idempotent-Replayed"]

# -- the API -------------------------------------------------------------------

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Hashed, expiring tokens per client (django-rest-knox); header "Authorization: Token …".
        "api.authentication.TokenAuthentication",
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
    # Login and register per client address, counted across processes (views with
    # throttle_scope = "auth"); every other POST/PUT/PATCH/DELETE per user (or per address
    # when anonymous).
    "DEFAULT_THROTTLE_CLASSES": [
        "api.throttling.ScopedRateThrottle",
        "api.throttling.WriteRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "auth": env.str("TABULA_THROTTLE_AUTH", "20/min"),
        "writes": env.str("TABULA_THROTTLE_WRITES", "300/min"),
        # Table chat messages per account (api.chat).
        "chat": env.str("TABULA_THROTTLE_CHAT", "20/min"),
    },
    # How many proxies the operator puts before the server: 0 (the default) believes no
    # X-Forwarded-For, n takes the n-th address from its right (api.throttling). Never None,
    # which would make DRF key clients on whatever X-Forwarded-For a client sends.
    "NUM_PROXIES": env.int("TABULA_NUM_PROXIES", default=0),
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Tabula API",
    "DESCRIPTION": "An event-sourced backend for turn-based board games played over the web.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # One name for the table chat's channels wherever they appear (api.chat).
    "ENUM_NAME_OVERRIDES": {"ChatChannelEnum": "chat.models.CHANNELS"},
    # The schema documents the versioned paths; /api/... are aliases of /api/v1/...
    "SCHEMA_PATH_PREFIX": r"/api/v1",
    "PREPROCESSING_HOOKS": ["api.schema.only_versioned_paths"],
    # A command's description is its own docstring, never its base's (api.commands).
    "GET_LIB_DOC_EXCLUDES": "api.schema.doc_excluded_classes",
    # Clients send JSON (the browsable API's forms are no contract): request bodies are
    # documented as application/json only, which the generated clients (clients/) rely on.
    "PARSER_WHITELIST": ["api.limits.BoundedJSONParser"],
    # Swagger UI's scripts are served by this server, so /api/docs/ works offline too.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # The live stream is a plain async Django view: its path is added to the schema here.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.stream.add_stream_to_schema",
        "api.lobby.add_lobby_stream_to_schema",
        # Last: the games' action and view components (api.typed_schema).
        "api.typed_schema.add_game_components",
    ],
}

# Bots (matches.worker): who plays a bot turn found due in the event log. "thread": a
# background thread of the server process (embedded default); "celery": Celery workers
# (with CELERY_BROKER_URL); "inline": the command that made the bot due (tests, scripts).
TABULA_BOTS = env.str("TABULA_BOTS", "") or (
    "celery" if "CELERY_BROKER_URL" in env.ENVIRON else "thread"
)
# The longest a bot thinks (MCTS stops by itself at about 2 s, games.bots.mcts).
TABULA_BOT_MAX_THINK_SECONDS = env.float("TABULA_BOT_MAX_THINK_SECONDS", 2.0)
# How often the sweep looks for bot turns due for longer than the grace (lost turns).
TABULA_BOT_SWEEP_SECONDS = env.float("TABULA_BOT_SWEEP_SECONDS", 5.0)
TABULA_BOT_SWEEP_GRACE = env.float("TABULA_BOT_SWEEP_GRACE", TABULA_BOT_MAX_THINK_SECONDS + 8)
# The bot's analysis of finished matches (projections.analysis, docs/analysis.md): who runs
# the job ("thread": the served process, "celery": workers, "inline": the request that asks;
# the same as TABULA_BOTS unless set), the bot level that searches, and its budget per search:
# at most TABULA_ANALYSIS_ITERATIONS iterations and TABULA_ANALYSIS_SECONDS seconds (0: no cap).
# A decision takes one to three searches (docs/analysis.md).
TABULA_ANALYSIS = env.str("TABULA_ANALYSIS", "") or TABULA_BOTS
TABULA_ANALYSIS_LEVEL = env.str("TABULA_ANALYSIS_LEVEL", "mcts")
TABULA_ANALYSIS_ITERATIONS = env.int("TABULA_ANALYSIS_ITERATIONS", 300)
TABULA_ANALYSIS_SECONDS = env.float("TABULA_ANALYSIS_SECONDS", 2.0)
# Idempotency-Key answers are replayed for this long, then deleted (api.idempotency).
# Clocks (matches.clocks, matches.sweeps): how often timeouts and abandoned matches are looked
# for, and after how many seconds without any event an open or running match is aborted
# as abandoned (0: never).
TABULA_CLOCK_SWEEP_SECONDS = env.float("TABULA_CLOCK_SWEEP_SECONDS", 5.0)
TABULA_ABANDON_AFTER = env.float("TABULA_ABANDON_AFTER", 30 * 24 * 3600.0)

TABULA_IDEMPOTENCY_TTL_HOURS = env.float("TABULA_IDEMPOTENCY_TTL_HOURS", 24.0)

# -- per-process caches: bounded by estimated memory as well as by count ------
# (games.engine.bounded; the aggregate cache's TABULA_AGGREGATE_CACHE_MB is read by
# matches.storage, Great Zimbabwe's board caches' TABULA_BOARD_CACHE_MB by its rules engine)
# Seat views per (match, version, seat) (projections.queries.match_view).
TABULA_VIEW_CACHE_MB = env.float("TABULA_VIEW_CACHE_MB", 16.0)

# -- Celery: eager (in process) unless a broker is named -----------------------

CELERY_BROKER_URL = env.str("CELERY_BROKER_URL", "memory://")
CELERY_RESULT_BACKEND = env.str("CELERY_RESULT_BACKEND", "") or None
CELERY_TASK_ALWAYS_EAGER = "CELERY_BROKER_URL" not in env.ENVIRON
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A worker child keeps its connection pool across tasks (config.celery gives each task's
# connections back to it); Celery's fix-up would otherwise close the pool after every task.
CELERY_DB_REUSE_MAX = 1000
# A turn taken by a worker that died is given to another after the visibility timeout:
# a little more than the longest think time (not kombu's default of one hour).
CELERY_VISIBILITY_TIMEOUT = env.int(
    "CELERY_VISIBILITY_TIMEOUT", int(TABULA_BOT_MAX_THINK_SECONDS) + 10
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
        "task": "matches.tasks.sweep_due_bots",
        "schedule": TABULA_BOT_SWEEP_SECONDS,
    },
    "sweep-clocks": {
        "task": "matches.tasks.sweep_clocks",
        "schedule": TABULA_CLOCK_SWEEP_SECONDS,
    },
    "resume-analyses": {"task": "projections.tasks.resume_analyses", "schedule": 60.0},
    "expire-idempotency-keys": {
        "task": "api.tasks.expire_idempotency_keys",
        "schedule": 3600.0,
    },
}

# Live streams (api.stream) send a comment line this often, so idle connections stay open.
TABULA_STREAM_HEARTBEAT_SECONDS = env.float("TABULA_STREAM_HEARTBEAT_SECONDS", default=15.0)
# Threads per process that read and render for every open stream (api.fanout): at most this
# many database connections serve the streams, however many are open.
TABULA_STREAM_WORKERS = env.int("TABULA_STREAM_WORKERS", default=2)
# Streams of a web process that read the stores to open at once; the others wait their turn up to
# TABULA_STREAM_OPENING_WAIT seconds, then 503 + Retry-After (api.fanout.opening_turn).
TABULA_STREAM_OPENINGS = env.int("TABULA_STREAM_OPENINGS", default=4)
TABULA_STREAM_OPENING_WAIT = env.float("TABULA_STREAM_OPENING_WAIT", default=60.0)
# Under ASGI, the moves' requests (POST actions, GET view: api.hot_path) of a web process that
# run at once; the others wait in the event loop, so that it keeps writing the streams' entries
# when the process is saturated.
TABULA_ASGI_MOVE_THREADS = env.int("TABULA_ASGI_MOVE_THREADS", default=8)
# Under WSGI (runserver, gunicorn config.wsgi) each open stream holds a server thread: at most
# this many streams per process (default: half of gunicorn's threads, 8 under runserver),
# refused beyond with 503 + Retry-After, each ended after TABULA_WSGI_STREAM_SECONDS (the client
# reconnects with Last-Event-ID) so that its slot frees up (api.fanout.StreamSlots).
TABULA_WSGI_STREAM_SLOTS = env.int("TABULA_WSGI_STREAM_SLOTS", default=None)
TABULA_WSGI_STREAM_SECONDS = env.float("TABULA_WSGI_STREAM_SECONDS", default=30.0)

# Constructor arguments per bot level, e.g. {"mcts": {"seconds": 1.0}}; the
# defaults of games.bots keep an MCTS move within about 2 s on a 2-core machine.
# TABULA_BOT_SETTINGS='{"mcts": {"seconds": 1.0}}' sets them from the environment.
TABULA_BOT_SETTINGS: dict[str, dict] = json.loads(env.str("TABULA_BOT_SETTINGS", "") or "{}")

# -- logs: plain text or one JSON object per line, each with the request id ---

LOG_FORMAT = env.str("TABULA_LOG_FORMAT", "text")
if LOG_FORMAT not in ("text", "json"):
    raise ImproperlyConfigured(f"TABULA_LOG_FORMAT must be text or json, not {LOG_FORMAT!r}")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "api.middleware.request_id.RequestIdFilter"}},
    "formatters": {
        "text": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"},
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(name)s %(request_id)s %(message)s",
            "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
        },
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": LOG_FORMAT,
            "filters": ["request_id"],
        }
    },
    "root": {"handlers": ["console"], "level": env.str("TABULA_LOG_LEVEL", "WARNING")},
}

# -- notifications: "your turn" e-mails and webhooks (alerts) ------------------

# Absolute links in e-mails and webhook payloads start with this (no trailing slash).
TABULA_PUBLIC_URL = env.str("TABULA_PUBLIC_URL", "http://127.0.0.1:8000").rstrip("/")
# E-mail: console backend by default; SMTP e.g. EMAIL_URL=smtp+tls://user:password@host:587
# (django-environ's EMAIL_URL sets EMAIL_BACKEND, EMAIL_HOST, EMAIL_PORT, ...).
vars().update(env.email_url("EMAIL_URL", default="consolemail://"))
DEFAULT_FROM_EMAIL = env.str("DJANGO_DEFAULT_FROM_EMAIL", "Tabula <tabula@localhost>")
# One "your turn" e-mail per user per window: a burst of moves (bots, several matches) is one mail.
TABULA_EMAIL_BATCH_SECONDS = env.float("TABULA_EMAIL_BATCH_SECONDS", 120.0)
# Webhooks: a receiver answers within this many seconds or the attempt failed.
TABULA_WEBHOOK_TIMEOUT_SECONDS = env.float("TABULA_WEBHOOK_TIMEOUT_SECONDS", 10.0)
# Attempts per delivery; the n-th retry waits TABULA_WEBHOOK_RETRY_SECONDS * 2**(n-1).
TABULA_WEBHOOK_MAX_ATTEMPTS = env.int("TABULA_WEBHOOK_MAX_ATTEMPTS", 10)
TABULA_WEBHOOK_RETRY_SECONDS = env.float("TABULA_WEBHOOK_RETRY_SECONDS", 30.0)
# A webhook whose attempts failed this many times in a row is turned off and its owner told.
TABULA_WEBHOOK_DISABLE_AFTER = env.int("TABULA_WEBHOOK_DISABLE_AFTER", 20)
# Webhook URLs are https:// to public addresses only. Tests and local development may allow
# http:// to the loopback interface; on-premises set-ups may allow private networks.
TABULA_WEBHOOK_ALLOW_LOOPBACK = env.bool("TABULA_WEBHOOK_ALLOW_LOOPBACK", default=False)
TABULA_WEBHOOK_ALLOW_PRIVATE = env.bool("TABULA_WEBHOOK_ALLOW_PRIVATE", default=False)
# Delivered or failed webhook deliveries (with their attempt log) and sent e-mail notices are
# deleted after this many days.
TABULA_ALERTS_KEEP_DAYS = env.float("TABULA_ALERTS_KEEP_DAYS", 30.0)
CELERY_BEAT_SCHEDULE["prune-alerts"] = {"task": "alerts.tasks.prune_alerts", "schedule": 3600.0}
CELERY_BEAT_SCHEDULE["process-alerts"] = {
    "task": "alerts.tasks.process_alerts",
    "schedule": 5.0,
}
