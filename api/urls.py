from django.urls import include, path

from api import lobby, ratings, stream, views

urlpatterns = [
    path("", views.ApiRootView.as_view(), name="root"),
    path("auth/register/", views.RegisterView.as_view(), name="register"),
    path("auth/token/", views.TokenView.as_view(), name="token"),
    path("auth/logout/", views.LogoutView.as_view(), name="logout"),
    path("auth/tokens/", views.TokenListView.as_view(), name="tokens"),
    path("auth/tokens/<str:token_key>/", views.TokenDetailView.as_view(), name="token-detail"),
    path("games/", views.GamesView.as_view(), name="games"),
    path("matches/", views.MatchListView.as_view(), name="matches"),
    path("matches/<uuid:match_id>/", views.MatchDetailView.as_view(), name="match"),
    path("matches/<uuid:match_id>/join/", views.JoinView.as_view(), name="join"),
    path("matches/<uuid:match_id>/bots/", views.BotsView.as_view(), name="bots"),
    path("matches/<uuid:match_id>/view/", views.MatchViewView.as_view(), name="view"),
    path(
        "matches/<uuid:match_id>/legal-actions/",
        views.LegalActionsView.as_view(),
        name="legal-actions",
    ),
    path("matches/<uuid:match_id>/actions/", views.ActionsView.as_view(), name="actions"),
    path("matches/<uuid:match_id>/events/", views.EventsView.as_view(), name="events"),
    path("matches/<uuid:match_id>/replay/", views.ReplayView.as_view(), name="replay"),
    path("matches/<uuid:match_id>/fork/", views.ForkView.as_view(), name="fork"),
    path("matches/<uuid:match_id>/stream/", stream.match_stream, name="stream"),
    path("lobby/stream/", lobby.lobby_stream, name="lobby-stream"),
    # Ratings and statistics (api.ratings).
    path("games/<slug:game>/leaderboard/", ratings.LeaderboardView.as_view(), name="leaderboard"),
    path("games/<slug:game>/stats/", ratings.GameStatisticsView.as_view(), name="game-stats"),
    path("players/<str:username>/", ratings.PlayerView.as_view(), name="player"),
    # clocks and leaving
    path("matches/<uuid:match_id>/resign/", views.ResignView.as_view(), name="resign"),
    path("matches/<uuid:match_id>/abort/", views.AbortView.as_view(), name="abort"),
    path("matches/<uuid:match_id>/reclaim/", views.ReclaimView.as_view(), name="reclaim"),
    # Notification settings and webhooks (alerts app).
    path("", include("alerts.urls")),
    # Takeback by consent (matches.takeback).
    path("matches/<uuid:match_id>/takeback/", views.TakebackView.as_view(), name="takeback"),
    path(
        "matches/<uuid:match_id>/takeback/accept/",
        views.TakebackAcceptView.as_view(),
        name="takeback-accept",
    ),
    path(
        "matches/<uuid:match_id>/takeback/refuse/",
        views.TakebackRefuseView.as_view(),
        name="takeback-refuse",
    ),
]
