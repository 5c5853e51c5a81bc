from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from api.views import landing

urlpatterns = [
    path("", landing, name="landing"),
    path("api/", include("api.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    path("api-auth/", include("rest_framework.urls")),
]

# JSON {"error", "detail"} answers under /api/, Django's pages elsewhere.
handler400 = "api.errors.handler400"
handler404 = "api.errors.handler404"
handler500 = "api.errors.handler500"
