"""Contains all the data models used in inputs/outputs"""

from .abort_info import AbortInfo
from .abort_info_reason_enum import AbortInfoReasonEnum
from .abort_request import AbortRequest
from .action_request import ActionRequest
from .action_result import ActionResult
from .algorithm_enum import AlgorithmEnum
from .analysed_action import AnalysedAction
from .analysis_method import AnalysisMethod
from .ankh_morpork_area import AnkhMorporkArea
from .ankh_morpork_assassinate_action import AnkhMorporkAssassinateAction
from .ankh_morpork_assassinate_action_type import AnkhMorporkAssassinateActionType
from .ankh_morpork_build_action import AnkhMorporkBuildAction
from .ankh_morpork_build_action_type import AnkhMorporkBuildActionType
from .ankh_morpork_card import AnkhMorporkCard
from .ankh_morpork_choose_area_action import AnkhMorporkChooseAreaAction
from .ankh_morpork_choose_area_action_type import AnkhMorporkChooseAreaActionType
from .ankh_morpork_choose_minion_action import AnkhMorporkChooseMinionAction
from .ankh_morpork_choose_minion_action_type import AnkhMorporkChooseMinionActionType
from .ankh_morpork_choose_player_action import AnkhMorporkChoosePlayerAction
from .ankh_morpork_choose_player_action_type import AnkhMorporkChoosePlayerActionType
from .ankh_morpork_discard_action import AnkhMorporkDiscardAction
from .ankh_morpork_discard_action_type import AnkhMorporkDiscardActionType
from .ankh_morpork_discard_from_action import AnkhMorporkDiscardFromAction
from .ankh_morpork_discard_from_action_type import AnkhMorporkDiscardFromActionType
from .ankh_morpork_end_turn_action import AnkhMorporkEndTurnAction
from .ankh_morpork_end_turn_action_type import AnkhMorporkEndTurnActionType
from .ankh_morpork_flee_to_action import AnkhMorporkFleeToAction
from .ankh_morpork_flee_to_action_type import AnkhMorporkFleeToActionType
from .ankh_morpork_give_back_action import AnkhMorporkGiveBackAction
from .ankh_morpork_give_back_action_type import AnkhMorporkGiveBackActionType
from .ankh_morpork_give_card_action import AnkhMorporkGiveCardAction
from .ankh_morpork_give_card_action_type import AnkhMorporkGiveCardActionType
from .ankh_morpork_give_money_action import AnkhMorporkGiveMoneyAction
from .ankh_morpork_give_money_action_type import AnkhMorporkGiveMoneyActionType
from .ankh_morpork_let_it_happen_action import AnkhMorporkLetItHappenAction
from .ankh_morpork_let_it_happen_action_type import AnkhMorporkLetItHappenActionType
from .ankh_morpork_lose_building_action import AnkhMorporkLoseBuildingAction
from .ankh_morpork_lose_building_action_type import AnkhMorporkLoseBuildingActionType
from .ankh_morpork_move_to_action import AnkhMorporkMoveToAction
from .ankh_morpork_move_to_action_type import AnkhMorporkMoveToActionType
from .ankh_morpork_pay_action import AnkhMorporkPayAction
from .ankh_morpork_pay_action_type import AnkhMorporkPayActionType
from .ankh_morpork_piece_owner import AnkhMorporkPieceOwner
from .ankh_morpork_place_minion_action import AnkhMorporkPlaceMinionAction
from .ankh_morpork_place_minion_action_type import AnkhMorporkPlaceMinionActionType
from .ankh_morpork_place_trouble_action import AnkhMorporkPlaceTroubleAction
from .ankh_morpork_place_trouble_action_type import AnkhMorporkPlaceTroubleActionType
from .ankh_morpork_play_card_action import AnkhMorporkPlayCardAction
from .ankh_morpork_play_card_action_type import AnkhMorporkPlayCardActionType
from .ankh_morpork_play_interrupt_action import AnkhMorporkPlayInterruptAction
from .ankh_morpork_play_interrupt_action_type import AnkhMorporkPlayInterruptActionType
from .ankh_morpork_refuse_action import AnkhMorporkRefuseAction
from .ankh_morpork_refuse_action_type import AnkhMorporkRefuseActionType
from .ankh_morpork_remove_building_action import AnkhMorporkRemoveBuildingAction
from .ankh_morpork_remove_building_action_type import (
    AnkhMorporkRemoveBuildingActionType,
)
from .ankh_morpork_remove_minion_action import AnkhMorporkRemoveMinionAction
from .ankh_morpork_remove_minion_action_type import AnkhMorporkRemoveMinionActionType
from .ankh_morpork_remove_own_minion_action import AnkhMorporkRemoveOwnMinionAction
from .ankh_morpork_remove_own_minion_action_type import (
    AnkhMorporkRemoveOwnMinionActionType,
)
from .ankh_morpork_remove_trouble_action import AnkhMorporkRemoveTroubleAction
from .ankh_morpork_remove_trouble_action_type import AnkhMorporkRemoveTroubleActionType
from .ankh_morpork_skip_action import AnkhMorporkSkipAction
from .ankh_morpork_skip_action_type import AnkhMorporkSkipActionType
from .ankh_morpork_small_gods_action import AnkhMorporkSmallGodsAction
from .ankh_morpork_small_gods_action_type import AnkhMorporkSmallGodsActionType
from .ankh_morpork_swap_personality_action import AnkhMorporkSwapPersonalityAction
from .ankh_morpork_swap_personality_action_type import (
    AnkhMorporkSwapPersonalityActionType,
)
from .ankh_morpork_take_back_minion_action import AnkhMorporkTakeBackMinionAction
from .ankh_morpork_take_back_minion_action_type import (
    AnkhMorporkTakeBackMinionActionType,
)
from .ankh_morpork_take_card_action import AnkhMorporkTakeCardAction
from .ankh_morpork_take_card_action_type import AnkhMorporkTakeCardActionType
from .ankh_morpork_take_money_action import AnkhMorporkTakeMoneyAction
from .ankh_morpork_take_money_action_type import AnkhMorporkTakeMoneyActionType
from .ankh_morpork_take_over_action import AnkhMorporkTakeOverAction
from .ankh_morpork_take_over_action_type import AnkhMorporkTakeOverActionType
from .ankh_morpork_use_ability_action import AnkhMorporkUseAbilityAction
from .ankh_morpork_use_ability_action_type import AnkhMorporkUseAbilityActionType
from .ankh_morpork_use_text_action import AnkhMorporkUseTextAction
from .ankh_morpork_use_text_action_type import AnkhMorporkUseTextActionType
from .ankh_morpork_view import AnkhMorporkView
from .ankh_morpork_view_areas import AnkhMorporkViewAreas
from .ankh_morpork_view_flow import AnkhMorporkViewFlow
from .ankh_morpork_view_options import AnkhMorporkViewOptions
from .ankh_morpork_view_result_type_0 import AnkhMorporkViewResultType0
from .api_root import ApiRoot
from .babel_ability import BabelAbility
from .babel_ability_action import BabelAbilityAction
from .babel_ability_action_type import BabelAbilityActionType
from .babel_build_action import BabelBuildAction
from .babel_build_action_type import BabelBuildActionType
from .babel_discard_action import BabelDiscardAction
from .babel_discard_action_type import BabelDiscardActionType
from .babel_end_turn_action import BabelEndTurnAction
from .babel_end_turn_action_type import BabelEndTurnActionType
from .babel_migrate_action import BabelMigrateAction
from .babel_migrate_action_type import BabelMigrateActionType
from .babel_move_action import BabelMoveAction
from .babel_move_action_type import BabelMoveActionType
from .babel_settle_action import BabelSettleAction
from .babel_settle_action_type import BabelSettleActionType
from .babel_tribe import BabelTribe
from .babel_view import BabelView
from .babel_view_columns import BabelViewColumns
from .babel_view_discard import BabelViewDiscard
from .babel_view_figures import BabelViewFigures
from .babel_view_hand_sizes import BabelViewHandSizes
from .babel_view_hands import BabelViewHands
from .babel_view_pending_discard_type_0 import BabelViewPendingDiscardType0
from .babel_view_points import BabelViewPoints
from .babel_view_result_type_0 import BabelViewResultType0
from .babel_view_starting_card_pending import BabelViewStartingCardPending
from .babel_view_supply import BabelViewSupply
from .babel_view_temples import BabelViewTemples
from .bora_bora_action_tile import BoraBoraActionTile
from .bora_bora_activate_action import BoraBoraActivateAction
from .bora_bora_activate_action_type import BoraBoraActivateActionType
from .bora_bora_build_cells_action import BoraBoraBuildCellsAction
from .bora_bora_build_cells_action_type import BoraBoraBuildCellsActionType
from .bora_bora_build_tile_action import BoraBoraBuildTileAction
from .bora_bora_build_tile_action_type import BoraBoraBuildTileActionType
from .bora_bora_building_tile import BoraBoraBuildingTile
from .bora_bora_buy_jewelry_action import BoraBoraBuyJewelryAction
from .bora_bora_buy_jewelry_action_type import BoraBoraBuyJewelryActionType
from .bora_bora_carry_out_action import BoraBoraCarryOutAction
from .bora_bora_carry_out_action_type import BoraBoraCarryOutActionType
from .bora_bora_complete_task_action import BoraBoraCompleteTaskAction
from .bora_bora_complete_task_action_type import BoraBoraCompleteTaskActionType
from .bora_bora_decline_god_action import BoraBoraDeclineGodAction
from .bora_bora_decline_god_action_type import BoraBoraDeclineGodActionType
from .bora_bora_decline_resource_action import BoraBoraDeclineResourceAction
from .bora_bora_decline_resource_action_type import BoraBoraDeclineResourceActionType
from .bora_bora_die_action import BoraBoraDieAction
from .bora_bora_discard_task_action import BoraBoraDiscardTaskAction
from .bora_bora_discard_task_action_type import BoraBoraDiscardTaskActionType
from .bora_bora_end_helper_action import BoraBoraEndHelperAction
from .bora_bora_end_helper_action_type import BoraBoraEndHelperActionType
from .bora_bora_end_people_action import BoraBoraEndPeopleAction
from .bora_bora_end_people_action_type import BoraBoraEndPeopleActionType
from .bora_bora_end_tasks_action import BoraBoraEndTasksAction
from .bora_bora_end_tasks_action_type import BoraBoraEndTasksActionType
from .bora_bora_expand_action import BoraBoraExpandAction
from .bora_bora_expand_action_type import BoraBoraExpandActionType
from .bora_bora_fire_bonus import BoraBoraFireBonus
from .bora_bora_fire_bonus_action import BoraBoraFireBonusAction
from .bora_bora_fire_bonus_action_source_type_0 import (
    BoraBoraFireBonusActionSourceType0,
)
from .bora_bora_fire_bonus_action_type import BoraBoraFireBonusActionType
from .bora_bora_gender import BoraBoraGender
from .bora_bora_god import BoraBoraGod
from .bora_bora_god_payment import BoraBoraGodPayment
from .bora_bora_helper_action import BoraBoraHelperAction
from .bora_bora_helper_action_source_type_0 import BoraBoraHelperActionSourceType0
from .bora_bora_helper_action_type import BoraBoraHelperActionType
from .bora_bora_helper_item import BoraBoraHelperItem
from .bora_bora_jewelry_tile import BoraBoraJewelryTile
from .bora_bora_material import BoraBoraMaterial
from .bora_bora_move_huts_action import BoraBoraMoveHutsAction
from .bora_bora_move_huts_action_type import BoraBoraMoveHutsActionType
from .bora_bora_pass_jewelry_action import BoraBoraPassJewelryAction
from .bora_bora_pass_jewelry_action_type import BoraBoraPassJewelryActionType
from .bora_bora_person_tile import BoraBoraPersonTile
from .bora_bora_person_type import BoraBoraPersonType
from .bora_bora_place_die_action import BoraBoraPlaceDieAction
from .bora_bora_place_die_action_type import BoraBoraPlaceDieActionType
from .bora_bora_place_priest_action import BoraBoraPlacePriestAction
from .bora_bora_place_priest_action_type import BoraBoraPlacePriestActionType
from .bora_bora_play_god_action import BoraBoraPlayGodAction
from .bora_bora_play_god_action_type import BoraBoraPlayGodActionType
from .bora_bora_region import BoraBoraRegion
from .bora_bora_start_hut_action import BoraBoraStartHutAction
from .bora_bora_start_hut_action_type import BoraBoraStartHutActionType
from .bora_bora_take_god_card_action import BoraBoraTakeGodCardAction
from .bora_bora_take_god_card_action_source_type_0 import (
    BoraBoraTakeGodCardActionSourceType0,
)
from .bora_bora_take_god_card_action_type import BoraBoraTakeGodCardActionType
from .bora_bora_take_material_action import BoraBoraTakeMaterialAction
from .bora_bora_take_material_action_type import BoraBoraTakeMaterialActionType
from .bora_bora_take_person_action import BoraBoraTakePersonAction
from .bora_bora_take_person_action_type import BoraBoraTakePersonActionType
from .bora_bora_take_resource_action import BoraBoraTakeResourceAction
from .bora_bora_take_resource_action_type import BoraBoraTakeResourceActionType
from .bora_bora_take_task_action import BoraBoraTakeTaskAction
from .bora_bora_take_task_action_type import BoraBoraTakeTaskActionType
from .bora_bora_task import BoraBoraTask
from .bora_bora_view import BoraBoraView
from .bora_bora_view_boxed import BoraBoraViewBoxed
from .bora_bora_view_dice import BoraBoraViewDice
from .bora_bora_view_displays import BoraBoraViewDisplays
from .bora_bora_view_final_type_0 import BoraBoraViewFinalType0
from .bora_bora_view_p import BoraBoraViewP
from .bora_bora_view_regions import BoraBoraViewRegions
from .bora_bora_view_stack_sizes import BoraBoraViewStackSizes
from .bora_bora_view_stacks_type_0 import BoraBoraViewStacksType0
from .bora_bora_view_tiles import BoraBoraViewTiles
from .bot_request import BotRequest
from .bot_win_rate import BotWinRate
from .chat_access import ChatAccess
from .chat_channel_enum import ChatChannelEnum
from .chat_message import ChatMessage
from .chat_mute_request import ChatMuteRequest
from .chat_mutes import ChatMutes
from .chat_page import ChatPage
from .chat_report_answer import ChatReportAnswer
from .chat_report_request import ChatReportRequest
from .chat_send_request import ChatSendRequest
from .chat_table_request import ChatTableRequest
from .client_token import ClientToken
from .clock import Clock
from .component import Component
from .component_kind import ComponentKind
from .components import Components
from .create_match_request import CreateMatchRequest
from .create_match_request_options import CreateMatchRequestOptions
from .created_webhook import CreatedWebhook
from .decision_analysis import DecisionAnalysis
from .empty_command_request import EmptyCommandRequest
from .error import Error
from .events import Events
from .events_enum import EventsEnum
from .finished_by_counts import FinishedByCounts
from .fork_request import ForkRequest
from .format_enum import FormatEnum
from .game import Game
from .game_options import GameOptions
from .game_statistics import GameStatistics
from .great_zimbabwe_bid_action import GreatZimbabweBidAction
from .great_zimbabwe_bid_action_type import GreatZimbabweBidActionType
from .great_zimbabwe_build_monument_action import GreatZimbabweBuildMonumentAction
from .great_zimbabwe_build_monument_action_type import (
    GreatZimbabweBuildMonumentActionType,
)
from .great_zimbabwe_buy_good_action import GreatZimbabweBuyGoodAction
from .great_zimbabwe_buy_good_action_type import GreatZimbabweBuyGoodActionType
from .great_zimbabwe_choose_craftsman_action import GreatZimbabweChooseCraftsmanAction
from .great_zimbabwe_choose_craftsman_action_type import (
    GreatZimbabweChooseCraftsmanActionType,
)
from .great_zimbabwe_choose_god_action import GreatZimbabweChooseGodAction
from .great_zimbabwe_choose_god_action_type import GreatZimbabweChooseGodActionType
from .great_zimbabwe_craftsman_type import GreatZimbabweCraftsmanType
from .great_zimbabwe_dziva_price_action import GreatZimbabweDzivaPriceAction
from .great_zimbabwe_dziva_price_action_type import GreatZimbabweDzivaPriceActionType
from .great_zimbabwe_end_turn_action import GreatZimbabweEndTurnAction
from .great_zimbabwe_end_turn_action_type import GreatZimbabweEndTurnActionType
from .great_zimbabwe_god import GreatZimbabweGod
from .great_zimbabwe_hire_specialist_action import GreatZimbabweHireSpecialistAction
from .great_zimbabwe_hire_specialist_action_type import (
    GreatZimbabweHireSpecialistActionType,
)
from .great_zimbabwe_pass_action import GreatZimbabwePassAction
from .great_zimbabwe_pass_action_type import GreatZimbabwePassActionType
from .great_zimbabwe_place_craftsman_action import GreatZimbabwePlaceCraftsmanAction
from .great_zimbabwe_place_craftsman_action_type import (
    GreatZimbabwePlaceCraftsmanActionType,
)
from .great_zimbabwe_place_first_monument_action import (
    GreatZimbabwePlaceFirstMonumentAction,
)
from .great_zimbabwe_place_first_monument_action_type import (
    GreatZimbabwePlaceFirstMonumentActionType,
)
from .great_zimbabwe_place_resource_action import GreatZimbabwePlaceResourceAction
from .great_zimbabwe_place_resource_action_type import (
    GreatZimbabwePlaceResourceActionType,
)
from .great_zimbabwe_place_water_action import GreatZimbabwePlaceWaterAction
from .great_zimbabwe_place_water_action_type import GreatZimbabwePlaceWaterActionType
from .great_zimbabwe_price import GreatZimbabwePrice
from .great_zimbabwe_raise_monument_action import GreatZimbabweRaiseMonumentAction
from .great_zimbabwe_raise_monument_action_type import (
    GreatZimbabweRaiseMonumentActionType,
)
from .great_zimbabwe_raise_price_action import GreatZimbabweRaisePriceAction
from .great_zimbabwe_raise_price_action_type import GreatZimbabweRaisePriceActionType
from .great_zimbabwe_resource import GreatZimbabweResource
from .great_zimbabwe_set_price_action import GreatZimbabweSetPriceAction
from .great_zimbabwe_set_price_action_type import GreatZimbabweSetPriceActionType
from .great_zimbabwe_specialist import GreatZimbabweSpecialist
from .great_zimbabwe_use_specialist_action import GreatZimbabweUseSpecialistAction
from .great_zimbabwe_use_specialist_action_amount import (
    GreatZimbabweUseSpecialistActionAmount,
)
from .great_zimbabwe_use_specialist_action_type import (
    GreatZimbabweUseSpecialistActionType,
)
from .great_zimbabwe_view import GreatZimbabweView
from .great_zimbabwe_view_auction_type_0 import GreatZimbabweViewAuctionType0
from .great_zimbabwe_view_craftsmen_supply import GreatZimbabweViewCraftsmenSupply
from .great_zimbabwe_view_income_now import GreatZimbabweViewIncomeNow
from .great_zimbabwe_view_legend import GreatZimbabweViewLegend
from .great_zimbabwe_view_map import GreatZimbabweViewMap
from .great_zimbabwe_view_options import GreatZimbabweViewOptions
from .great_zimbabwe_view_resource_supply import GreatZimbabweViewResourceSupply
from .great_zimbabwe_view_result_type_0 import GreatZimbabweViewResultType0
from .great_zimbabwe_view_tech_stacks import GreatZimbabweViewTechStacks
from .great_zimbabwe_view_turn_type_0 import GreatZimbabweViewTurnType0
from .great_zimbabwe_view_used import GreatZimbabweViewUsed
from .handed_over_enum import HandedOverEnum
from .history_entry import HistoryEntry
from .history_entry_effects_item import HistoryEntryEffectsItem
from .join_request import JoinRequest
from .kind_enum import KindEnum
from .leaderboard_entry import LeaderboardEntry
from .legal_actions import LegalActions
from .level_enum import LevelEnum
from .login_request import LoginRequest
from .match_analysis import MatchAnalysis
from .match_record import MatchRecord
from .match_record_match import MatchRecordMatch
from .match_record_options import MatchRecordOptions
from .match_record_request import MatchRecordRequest
from .match_record_request_match import MatchRecordRequestMatch
from .match_record_request_options import MatchRecordRequestOptions
from .match_record_request_seen_by_type_0 import MatchRecordRequestSeenByType0
from .match_record_seen_by_type_0 import MatchRecordSeenByType0
from .match_summary import MatchSummary
from .match_summary_forked_from_type_0 import MatchSummaryForkedFromType0
from .match_summary_imported_from_type_0 import MatchSummaryImportedFromType0
from .match_summary_on_timeout_type_0 import MatchSummaryOnTimeoutType0
from .match_summary_options import MatchSummaryOptions
from .match_summary_time_control import MatchSummaryTimeControl
from .matches_chat_retrieve_channel import MatchesChatRetrieveChannel
from .matches_list_status import MatchesListStatus
from .notification_settings import NotificationSettings
from .paginated_leaderboard_entry_list import PaginatedLeaderboardEntryList
from .paginated_match_summary_list import PaginatedMatchSummaryList
from .paginated_webhook_delivery_list import PaginatedWebhookDeliveryList
from .patched_notification_settings_update_request import (
    PatchedNotificationSettingsUpdateRequest,
)
from .patched_webhook_request import PatchedWebhookRequest
from .pending_takeback import PendingTakeback
from .people_against_bots import PeopleAgainstBots
from .profile import Profile
from .profile_game import ProfileGame
from .profile_match import ProfileMatch
from .rating import Rating
from .rating_change import RatingChange
from .record_end import RecordEnd
from .record_end_request import RecordEndRequest
from .record_log_entry import RecordLogEntry
from .record_log_entry_request import RecordLogEntryRequest
from .record_randomness import RecordRandomness
from .record_randomness_request import RecordRandomnessRequest
from .record_seat import RecordSeat
from .record_seat_request import RecordSeatRequest
from .record_signature import RecordSignature
from .record_signature_request import RecordSignatureRequest
from .record_start import RecordStart
from .record_start_initial_state_type_0 import RecordStartInitialStateType0
from .record_start_request import RecordStartRequest
from .record_start_request_initial_state_type_0 import (
    RecordStartRequestInitialStateType0,
)
from .register_request import RegisterRequest
from .registered import Registered
from .replay_range import ReplayRange
from .result import Result
from .result_reason_enum import ResultReasonEnum
from .result_request import ResultRequest
from .result_request_scores import ResultRequestScores
from .result_scores import ResultScores
from .seat import Seat
from .seat_win_rate import SeatWinRate
from .status_counts import StatusCounts
from .status_enum import StatusEnum
from .takeback_command_request import TakebackCommandRequest
from .takeback_offer import TakebackOffer
from .token import Token
from .view import View
from .view_labels import ViewLabels
from .view_labels_choices import ViewLabelsChoices
from .view_labels_types import ViewLabelsTypes
from .webhook import Webhook
from .webhook_attempt import WebhookAttempt
from .webhook_delivery import WebhookDelivery
from .webhook_request import WebhookRequest
from .webhook_secret import WebhookSecret

__all__ = (
    "AbortInfo",
    "AbortInfoReasonEnum",
    "AbortRequest",
    "ActionRequest",
    "ActionResult",
    "AlgorithmEnum",
    "AnalysedAction",
    "AnalysisMethod",
    "AnkhMorporkArea",
    "AnkhMorporkAssassinateAction",
    "AnkhMorporkAssassinateActionType",
    "AnkhMorporkBuildAction",
    "AnkhMorporkBuildActionType",
    "AnkhMorporkCard",
    "AnkhMorporkChooseAreaAction",
    "AnkhMorporkChooseAreaActionType",
    "AnkhMorporkChooseMinionAction",
    "AnkhMorporkChooseMinionActionType",
    "AnkhMorporkChoosePlayerAction",
    "AnkhMorporkChoosePlayerActionType",
    "AnkhMorporkDiscardAction",
    "AnkhMorporkDiscardActionType",
    "AnkhMorporkDiscardFromAction",
    "AnkhMorporkDiscardFromActionType",
    "AnkhMorporkEndTurnAction",
    "AnkhMorporkEndTurnActionType",
    "AnkhMorporkFleeToAction",
    "AnkhMorporkFleeToActionType",
    "AnkhMorporkGiveBackAction",
    "AnkhMorporkGiveBackActionType",
    "AnkhMorporkGiveCardAction",
    "AnkhMorporkGiveCardActionType",
    "AnkhMorporkGiveMoneyAction",
    "AnkhMorporkGiveMoneyActionType",
    "AnkhMorporkLetItHappenAction",
    "AnkhMorporkLetItHappenActionType",
    "AnkhMorporkLoseBuildingAction",
    "AnkhMorporkLoseBuildingActionType",
    "AnkhMorporkMoveToAction",
    "AnkhMorporkMoveToActionType",
    "AnkhMorporkPayAction",
    "AnkhMorporkPayActionType",
    "AnkhMorporkPieceOwner",
    "AnkhMorporkPlaceMinionAction",
    "AnkhMorporkPlaceMinionActionType",
    "AnkhMorporkPlaceTroubleAction",
    "AnkhMorporkPlaceTroubleActionType",
    "AnkhMorporkPlayCardAction",
    "AnkhMorporkPlayCardActionType",
    "AnkhMorporkPlayInterruptAction",
    "AnkhMorporkPlayInterruptActionType",
    "AnkhMorporkRefuseAction",
    "AnkhMorporkRefuseActionType",
    "AnkhMorporkRemoveBuildingAction",
    "AnkhMorporkRemoveBuildingActionType",
    "AnkhMorporkRemoveMinionAction",
    "AnkhMorporkRemoveMinionActionType",
    "AnkhMorporkRemoveOwnMinionAction",
    "AnkhMorporkRemoveOwnMinionActionType",
    "AnkhMorporkRemoveTroubleAction",
    "AnkhMorporkRemoveTroubleActionType",
    "AnkhMorporkSkipAction",
    "AnkhMorporkSkipActionType",
    "AnkhMorporkSmallGodsAction",
    "AnkhMorporkSmallGodsActionType",
    "AnkhMorporkSwapPersonalityAction",
    "AnkhMorporkSwapPersonalityActionType",
    "AnkhMorporkTakeBackMinionAction",
    "AnkhMorporkTakeBackMinionActionType",
    "AnkhMorporkTakeCardAction",
    "AnkhMorporkTakeCardActionType",
    "AnkhMorporkTakeMoneyAction",
    "AnkhMorporkTakeMoneyActionType",
    "AnkhMorporkTakeOverAction",
    "AnkhMorporkTakeOverActionType",
    "AnkhMorporkUseAbilityAction",
    "AnkhMorporkUseAbilityActionType",
    "AnkhMorporkUseTextAction",
    "AnkhMorporkUseTextActionType",
    "AnkhMorporkView",
    "AnkhMorporkViewAreas",
    "AnkhMorporkViewFlow",
    "AnkhMorporkViewOptions",
    "AnkhMorporkViewResultType0",
    "ApiRoot",
    "BabelAbility",
    "BabelAbilityAction",
    "BabelAbilityActionType",
    "BabelBuildAction",
    "BabelBuildActionType",
    "BabelDiscardAction",
    "BabelDiscardActionType",
    "BabelEndTurnAction",
    "BabelEndTurnActionType",
    "BabelMigrateAction",
    "BabelMigrateActionType",
    "BabelMoveAction",
    "BabelMoveActionType",
    "BabelSettleAction",
    "BabelSettleActionType",
    "BabelTribe",
    "BabelView",
    "BabelViewColumns",
    "BabelViewDiscard",
    "BabelViewFigures",
    "BabelViewHands",
    "BabelViewHandSizes",
    "BabelViewPendingDiscardType0",
    "BabelViewPoints",
    "BabelViewResultType0",
    "BabelViewStartingCardPending",
    "BabelViewSupply",
    "BabelViewTemples",
    "BoraBoraActionTile",
    "BoraBoraActivateAction",
    "BoraBoraActivateActionType",
    "BoraBoraBuildCellsAction",
    "BoraBoraBuildCellsActionType",
    "BoraBoraBuildingTile",
    "BoraBoraBuildTileAction",
    "BoraBoraBuildTileActionType",
    "BoraBoraBuyJewelryAction",
    "BoraBoraBuyJewelryActionType",
    "BoraBoraCarryOutAction",
    "BoraBoraCarryOutActionType",
    "BoraBoraCompleteTaskAction",
    "BoraBoraCompleteTaskActionType",
    "BoraBoraDeclineGodAction",
    "BoraBoraDeclineGodActionType",
    "BoraBoraDeclineResourceAction",
    "BoraBoraDeclineResourceActionType",
    "BoraBoraDieAction",
    "BoraBoraDiscardTaskAction",
    "BoraBoraDiscardTaskActionType",
    "BoraBoraEndHelperAction",
    "BoraBoraEndHelperActionType",
    "BoraBoraEndPeopleAction",
    "BoraBoraEndPeopleActionType",
    "BoraBoraEndTasksAction",
    "BoraBoraEndTasksActionType",
    "BoraBoraExpandAction",
    "BoraBoraExpandActionType",
    "BoraBoraFireBonus",
    "BoraBoraFireBonusAction",
    "BoraBoraFireBonusActionSourceType0",
    "BoraBoraFireBonusActionType",
    "BoraBoraGender",
    "BoraBoraGod",
    "BoraBoraGodPayment",
    "BoraBoraHelperAction",
    "BoraBoraHelperActionSourceType0",
    "BoraBoraHelperActionType",
    "BoraBoraHelperItem",
    "BoraBoraJewelryTile",
    "BoraBoraMaterial",
    "BoraBoraMoveHutsAction",
    "BoraBoraMoveHutsActionType",
    "BoraBoraPassJewelryAction",
    "BoraBoraPassJewelryActionType",
    "BoraBoraPersonTile",
    "BoraBoraPersonType",
    "BoraBoraPlaceDieAction",
    "BoraBoraPlaceDieActionType",
    "BoraBoraPlacePriestAction",
    "BoraBoraPlacePriestActionType",
    "BoraBoraPlayGodAction",
    "BoraBoraPlayGodActionType",
    "BoraBoraRegion",
    "BoraBoraStartHutAction",
    "BoraBoraStartHutActionType",
    "BoraBoraTakeGodCardAction",
    "BoraBoraTakeGodCardActionSourceType0",
    "BoraBoraTakeGodCardActionType",
    "BoraBoraTakeMaterialAction",
    "BoraBoraTakeMaterialActionType",
    "BoraBoraTakePersonAction",
    "BoraBoraTakePersonActionType",
    "BoraBoraTakeResourceAction",
    "BoraBoraTakeResourceActionType",
    "BoraBoraTakeTaskAction",
    "BoraBoraTakeTaskActionType",
    "BoraBoraTask",
    "BoraBoraView",
    "BoraBoraViewBoxed",
    "BoraBoraViewDice",
    "BoraBoraViewDisplays",
    "BoraBoraViewFinalType0",
    "BoraBoraViewP",
    "BoraBoraViewRegions",
    "BoraBoraViewStackSizes",
    "BoraBoraViewStacksType0",
    "BoraBoraViewTiles",
    "BotRequest",
    "BotWinRate",
    "ChatAccess",
    "ChatChannelEnum",
    "ChatMessage",
    "ChatMuteRequest",
    "ChatMutes",
    "ChatPage",
    "ChatReportAnswer",
    "ChatReportRequest",
    "ChatSendRequest",
    "ChatTableRequest",
    "ClientToken",
    "Clock",
    "Component",
    "ComponentKind",
    "Components",
    "CreatedWebhook",
    "CreateMatchRequest",
    "CreateMatchRequestOptions",
    "DecisionAnalysis",
    "EmptyCommandRequest",
    "Error",
    "Events",
    "EventsEnum",
    "FinishedByCounts",
    "ForkRequest",
    "FormatEnum",
    "Game",
    "GameOptions",
    "GameStatistics",
    "GreatZimbabweBidAction",
    "GreatZimbabweBidActionType",
    "GreatZimbabweBuildMonumentAction",
    "GreatZimbabweBuildMonumentActionType",
    "GreatZimbabweBuyGoodAction",
    "GreatZimbabweBuyGoodActionType",
    "GreatZimbabweChooseCraftsmanAction",
    "GreatZimbabweChooseCraftsmanActionType",
    "GreatZimbabweChooseGodAction",
    "GreatZimbabweChooseGodActionType",
    "GreatZimbabweCraftsmanType",
    "GreatZimbabweDzivaPriceAction",
    "GreatZimbabweDzivaPriceActionType",
    "GreatZimbabweEndTurnAction",
    "GreatZimbabweEndTurnActionType",
    "GreatZimbabweGod",
    "GreatZimbabweHireSpecialistAction",
    "GreatZimbabweHireSpecialistActionType",
    "GreatZimbabwePassAction",
    "GreatZimbabwePassActionType",
    "GreatZimbabwePlaceCraftsmanAction",
    "GreatZimbabwePlaceCraftsmanActionType",
    "GreatZimbabwePlaceFirstMonumentAction",
    "GreatZimbabwePlaceFirstMonumentActionType",
    "GreatZimbabwePlaceResourceAction",
    "GreatZimbabwePlaceResourceActionType",
    "GreatZimbabwePlaceWaterAction",
    "GreatZimbabwePlaceWaterActionType",
    "GreatZimbabwePrice",
    "GreatZimbabweRaiseMonumentAction",
    "GreatZimbabweRaiseMonumentActionType",
    "GreatZimbabweRaisePriceAction",
    "GreatZimbabweRaisePriceActionType",
    "GreatZimbabweResource",
    "GreatZimbabweSetPriceAction",
    "GreatZimbabweSetPriceActionType",
    "GreatZimbabweSpecialist",
    "GreatZimbabweUseSpecialistAction",
    "GreatZimbabweUseSpecialistActionAmount",
    "GreatZimbabweUseSpecialistActionType",
    "GreatZimbabweView",
    "GreatZimbabweViewAuctionType0",
    "GreatZimbabweViewCraftsmenSupply",
    "GreatZimbabweViewIncomeNow",
    "GreatZimbabweViewLegend",
    "GreatZimbabweViewMap",
    "GreatZimbabweViewOptions",
    "GreatZimbabweViewResourceSupply",
    "GreatZimbabweViewResultType0",
    "GreatZimbabweViewTechStacks",
    "GreatZimbabweViewTurnType0",
    "GreatZimbabweViewUsed",
    "HandedOverEnum",
    "HistoryEntry",
    "HistoryEntryEffectsItem",
    "JoinRequest",
    "KindEnum",
    "LeaderboardEntry",
    "LegalActions",
    "LevelEnum",
    "LoginRequest",
    "MatchAnalysis",
    "MatchesChatRetrieveChannel",
    "MatchesListStatus",
    "MatchRecord",
    "MatchRecordMatch",
    "MatchRecordOptions",
    "MatchRecordRequest",
    "MatchRecordRequestMatch",
    "MatchRecordRequestOptions",
    "MatchRecordRequestSeenByType0",
    "MatchRecordSeenByType0",
    "MatchSummary",
    "MatchSummaryForkedFromType0",
    "MatchSummaryImportedFromType0",
    "MatchSummaryOnTimeoutType0",
    "MatchSummaryOptions",
    "MatchSummaryTimeControl",
    "NotificationSettings",
    "PaginatedLeaderboardEntryList",
    "PaginatedMatchSummaryList",
    "PaginatedWebhookDeliveryList",
    "PatchedNotificationSettingsUpdateRequest",
    "PatchedWebhookRequest",
    "PendingTakeback",
    "PeopleAgainstBots",
    "Profile",
    "ProfileGame",
    "ProfileMatch",
    "Rating",
    "RatingChange",
    "RecordEnd",
    "RecordEndRequest",
    "RecordLogEntry",
    "RecordLogEntryRequest",
    "RecordRandomness",
    "RecordRandomnessRequest",
    "RecordSeat",
    "RecordSeatRequest",
    "RecordSignature",
    "RecordSignatureRequest",
    "RecordStart",
    "RecordStartInitialStateType0",
    "RecordStartRequest",
    "RecordStartRequestInitialStateType0",
    "Registered",
    "RegisterRequest",
    "ReplayRange",
    "Result",
    "ResultReasonEnum",
    "ResultRequest",
    "ResultRequestScores",
    "ResultScores",
    "Seat",
    "SeatWinRate",
    "StatusCounts",
    "StatusEnum",
    "TakebackCommandRequest",
    "TakebackOffer",
    "Token",
    "View",
    "ViewLabels",
    "ViewLabelsChoices",
    "ViewLabelsTypes",
    "Webhook",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookRequest",
    "WebhookSecret",
)
