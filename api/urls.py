from django.urls import include, path

from api import accounts, chat, commands, components, lobby, queries, ratings, records, stream

urlpatterns = [
    path("", queries.ApiRootView.as_view(), name="root"),
    path("auth/register/", accounts.RegisterView.as_view(), name="register"),
    path("auth/token/", accounts.TokenView.as_view(), name="token"),
    path("auth/logout/", accounts.LogoutView.as_view(), name="logout"),
    path("auth/tokens/", accounts.TokenListView.as_view(), name="tokens"),
    path("auth/tokens/<str:token_key>/", accounts.TokenDetailView.as_view(), name="token-detail"),
    path("games/", queries.GamesView.as_view(), name="games"),
    path("matches/", queries.MatchListView.as_view(), name="matches"),
    path("matches/<uuid:match_id>/", queries.MatchDetailView.as_view(), name="match"),
    path("matches/<uuid:match_id>/join/", commands.JoinView.as_view(), name="join"),
    path("matches/<uuid:match_id>/bots/", commands.BotsView.as_view(), name="bots"),
    path("matches/<uuid:match_id>/view/", queries.MatchViewView.as_view(), name="view"),
    path(
        "matches/<uuid:match_id>/legal-actions/",
        queries.LegalActionsView.as_view(),
        name="legal-actions",
    ),
    path("matches/<uuid:match_id>/actions/", commands.ActionsView.as_view(), name="actions"),
    path("matches/<uuid:match_id>/events/", queries.EventsView.as_view(), name="events"),
    path("matches/<uuid:match_id>/replay/", queries.ReplayView.as_view(), name="replay"),
    path("matches/<uuid:match_id>/analysis/", queries.AnalysisView.as_view(), name="analysis"),
    path("matches/<uuid:match_id>/fork/", commands.ForkView.as_view(), name="fork"),
    path("matches/<uuid:match_id>/stream/", stream.match_stream, name="stream"),
    path("lobby/stream/", lobby.lobby_stream, name="lobby-stream"),
    # Ratings and statistics (api.ratings).
    path("games/<slug:game>/leaderboard/", ratings.LeaderboardView.as_view(), name="leaderboard"),
    path("games/<slug:game>/stats/", ratings.GameStatisticsView.as_view(), name="game-stats"),
    path("games/<slug:game>/components/", components.ComponentsView.as_view(), name="components"),
    path("players/<str:username>/", ratings.PlayerView.as_view(), name="player"),
    # clocks and leaving
    path("matches/<uuid:match_id>/resign/", commands.ResignView.as_view(), name="resign"),
    path("matches/<uuid:match_id>/abort/", commands.AbortView.as_view(), name="abort"),
    path("matches/<uuid:match_id>/reclaim/", commands.ReclaimView.as_view(), name="reclaim"),
    # Notification settings and webhooks (the alerts app, api.alerts).
    path("", include("api.alerts.urls")),
    # Takeback by consent (matches.takeback).
    path("matches/<uuid:match_id>/takeback/", commands.TakebackView.as_view(), name="takeback"),
    path(
        "matches/<uuid:match_id>/takeback/accept/",
        commands.TakebackAcceptView.as_view(),
        name="takeback-accept",
    ),
    path(
        "matches/<uuid:match_id>/takeback/refuse/",
        commands.TakebackRefuseView.as_view(),
        name="takeback-refuse",
    ),
    # Table chat (api.chat; docs/api.md "Table chat").
    path("matches/<uuid:match_id>/chat/", chat.ChatView.as_view(), name="chat"),
    path("matches/<uuid:match_id>/chat/settings/", chat.ChatTableView.as_view(), name="chat-table"),
    path(
        "matches/<uuid:match_id>/chat/<int:message_id>/",
        chat.ChatMessageView.as_view(),
        name="chat-message",
    ),
    path(
        "matches/<uuid:match_id>/chat/<int:message_id>/report/",
        chat.ChatReportView.as_view(),
        name="chat-report",
    ),
    path("chat/mutes/", chat.ChatMutesView.as_view(), name="chat-mutes"),
    path("chat/mutes/<str:username>/", chat.ChatMuteView.as_view(), name="chat-mute"),
    # Match records (api.records; docs/records.md).
    path("matches/<uuid:match_id>/record/", records.MatchRecordView.as_view(), name="record"),
    path("records/", records.RecordImportView.as_view(), name="records"),
]
