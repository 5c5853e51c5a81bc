from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from api.records import records_key
from config.health import healthz, readyz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("readyz", readyz, name="readyz"),
    # The public key match records are signed with (docs/records.md).
    path(".well-known/tabula-records-key", records_key, name="records-key"),
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    # The split view serves Swagger UI's set-up script as a file: no inline script (CSP).
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="docs"),
    path("api/v1/", include("api.urls")),
    # Unversioned aliases of /api/v1/..., kept for the clients written before versioning.
    path("api/", include(("api.urls", "api"), namespace="unversioned")),
    path("api-auth/", include("rest_framework.urls")),
    # The web client (lobby at /, accounts, match and replay pages) comes last:
    # every API path above keeps priority.
    path("", include("web.urls")),
]

# JSON {"error", "detail"} answers under /api/, Django's pages elsewhere.
handler400 = "api.errors.handler400"
handler404 = "api.errors.handler404"
handler500 = "api.errors.handler500"
