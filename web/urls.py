from django.contrib.auth import views as auth_views
from django.templatetags.static import static
from django.urls import path
from django.utils import timezone
from django.views.decorators.http import last_modified
from django.views.generic import RedirectView
from django.views.i18n import JavaScriptCatalog

from web import views

#: When this process started: the JavaScript catalogs' Last-Modified.
STARTED = timezone.now().replace(microsecond=0)

urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("signup/", views.signup, name="signup"),
    path("login/", views.login_page, name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("matches/new/", views.create_match, name="create-match"),
    path("games/<slug:game>/play-a-bot/", views.play_a_bot, name="play-a-bot"),
    path("matches/<uuid:match_id>/", views.match_page, name="match"),
    path("matches/<uuid:match_id>/join/", views.join_match, name="join-match"),
    path("matches/<uuid:match_id>/replay/", views.replay_page, name="replay"),
    # Ratings: leaderboards and player profiles.
    path("games/<slug:game>/leaderboard/", views.leaderboard_page, name="leaderboard"),
    path("players/<str:username>/", views.player_page, name="player"),
    path("settings/notifications/", views.notifications_page, name="notifications"),
    # The language switch, and the web client's words in a language (gettext() in the scripts).
    path("language/", views.set_language, name="set-language"),
    # The catalogs change only with the code: a page asks with If-Modified-Since and gets a 304.
    path(
        "jsi18n/",
        last_modified(lambda request: STARTED)(JavaScriptCatalog.as_view()),
        name="javascript-catalog",
    ),
    # Browsers ask for /favicon.ico on pages that name no icon (the API's docs, raw JSON).
    path("favicon.ico", RedirectView.as_view(url=static("web/favicon.svg"), permanent=True)),
]
