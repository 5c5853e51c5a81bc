from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ankh_morpork_assassinate_action import AnkhMorporkAssassinateAction
    from ..models.ankh_morpork_build_action import AnkhMorporkBuildAction
    from ..models.ankh_morpork_choose_area_action import AnkhMorporkChooseAreaAction
    from ..models.ankh_morpork_choose_minion_action import AnkhMorporkChooseMinionAction
    from ..models.ankh_morpork_choose_player_action import AnkhMorporkChoosePlayerAction
    from ..models.ankh_morpork_discard_action import AnkhMorporkDiscardAction
    from ..models.ankh_morpork_discard_from_action import AnkhMorporkDiscardFromAction
    from ..models.ankh_morpork_end_turn_action import AnkhMorporkEndTurnAction
    from ..models.ankh_morpork_flee_to_action import AnkhMorporkFleeToAction
    from ..models.ankh_morpork_give_back_action import AnkhMorporkGiveBackAction
    from ..models.ankh_morpork_give_card_action import AnkhMorporkGiveCardAction
    from ..models.ankh_morpork_give_money_action import AnkhMorporkGiveMoneyAction
    from ..models.ankh_morpork_let_it_happen_action import AnkhMorporkLetItHappenAction
    from ..models.ankh_morpork_lose_building_action import AnkhMorporkLoseBuildingAction
    from ..models.ankh_morpork_move_to_action import AnkhMorporkMoveToAction
    from ..models.ankh_morpork_pay_action import AnkhMorporkPayAction
    from ..models.ankh_morpork_place_minion_action import AnkhMorporkPlaceMinionAction
    from ..models.ankh_morpork_place_trouble_action import AnkhMorporkPlaceTroubleAction
    from ..models.ankh_morpork_play_card_action import AnkhMorporkPlayCardAction
    from ..models.ankh_morpork_play_interrupt_action import AnkhMorporkPlayInterruptAction
    from ..models.ankh_morpork_refuse_action import AnkhMorporkRefuseAction
    from ..models.ankh_morpork_remove_building_action import (
        AnkhMorporkRemoveBuildingAction,
    )
    from ..models.ankh_morpork_remove_minion_action import AnkhMorporkRemoveMinionAction
    from ..models.ankh_morpork_remove_own_minion_action import (
        AnkhMorporkRemoveOwnMinionAction,
    )
    from ..models.ankh_morpork_remove_trouble_action import AnkhMorporkRemoveTroubleAction
    from ..models.ankh_morpork_skip_action import AnkhMorporkSkipAction
    from ..models.ankh_morpork_small_gods_action import AnkhMorporkSmallGodsAction
    from ..models.ankh_morpork_swap_personality_action import (
        AnkhMorporkSwapPersonalityAction,
    )
    from ..models.ankh_morpork_take_back_minion_action import (
        AnkhMorporkTakeBackMinionAction,
    )
    from ..models.ankh_morpork_take_card_action import AnkhMorporkTakeCardAction
    from ..models.ankh_morpork_take_money_action import AnkhMorporkTakeMoneyAction
    from ..models.ankh_morpork_take_over_action import AnkhMorporkTakeOverAction
    from ..models.ankh_morpork_use_ability_action import AnkhMorporkUseAbilityAction
    from ..models.ankh_morpork_use_text_action import AnkhMorporkUseTextAction
    from ..models.babel_ability_action import BabelAbilityAction
    from ..models.babel_build_action import BabelBuildAction
    from ..models.babel_discard_action import BabelDiscardAction
    from ..models.babel_end_turn_action import BabelEndTurnAction
    from ..models.babel_migrate_action import BabelMigrateAction
    from ..models.babel_move_action import BabelMoveAction
    from ..models.babel_settle_action import BabelSettleAction
    from ..models.bora_bora_activate_action import BoraBoraActivateAction
    from ..models.bora_bora_build_cells_action import BoraBoraBuildCellsAction
    from ..models.bora_bora_build_tile_action import BoraBoraBuildTileAction
    from ..models.bora_bora_buy_jewelry_action import BoraBoraBuyJewelryAction
    from ..models.bora_bora_carry_out_action import BoraBoraCarryOutAction
    from ..models.bora_bora_complete_task_action import BoraBoraCompleteTaskAction
    from ..models.bora_bora_decline_god_action import BoraBoraDeclineGodAction
    from ..models.bora_bora_decline_resource_action import BoraBoraDeclineResourceAction
    from ..models.bora_bora_discard_task_action import BoraBoraDiscardTaskAction
    from ..models.bora_bora_end_helper_action import BoraBoraEndHelperAction
    from ..models.bora_bora_end_people_action import BoraBoraEndPeopleAction
    from ..models.bora_bora_end_tasks_action import BoraBoraEndTasksAction
    from ..models.bora_bora_expand_action import BoraBoraExpandAction
    from ..models.bora_bora_fire_bonus_action import BoraBoraFireBonusAction
    from ..models.bora_bora_helper_action import BoraBoraHelperAction
    from ..models.bora_bora_move_huts_action import BoraBoraMoveHutsAction
    from ..models.bora_bora_pass_jewelry_action import BoraBoraPassJewelryAction
    from ..models.bora_bora_place_die_action import BoraBoraPlaceDieAction
    from ..models.bora_bora_place_priest_action import BoraBoraPlacePriestAction
    from ..models.bora_bora_play_god_action import BoraBoraPlayGodAction
    from ..models.bora_bora_start_hut_action import BoraBoraStartHutAction
    from ..models.bora_bora_take_god_card_action import BoraBoraTakeGodCardAction
    from ..models.bora_bora_take_material_action import BoraBoraTakeMaterialAction
    from ..models.bora_bora_take_person_action import BoraBoraTakePersonAction
    from ..models.bora_bora_take_resource_action import BoraBoraTakeResourceAction
    from ..models.bora_bora_take_task_action import BoraBoraTakeTaskAction
    from ..models.great_zimbabwe_bid_action import GreatZimbabweBidAction
    from ..models.great_zimbabwe_build_monument_action import (
        GreatZimbabweBuildMonumentAction,
    )
    from ..models.great_zimbabwe_buy_good_action import GreatZimbabweBuyGoodAction
    from ..models.great_zimbabwe_choose_craftsman_action import (
        GreatZimbabweChooseCraftsmanAction,
    )
    from ..models.great_zimbabwe_choose_god_action import GreatZimbabweChooseGodAction
    from ..models.great_zimbabwe_dziva_price_action import GreatZimbabweDzivaPriceAction
    from ..models.great_zimbabwe_end_turn_action import GreatZimbabweEndTurnAction
    from ..models.great_zimbabwe_hire_specialist_action import (
        GreatZimbabweHireSpecialistAction,
    )
    from ..models.great_zimbabwe_pass_action import GreatZimbabwePassAction
    from ..models.great_zimbabwe_place_craftsman_action import (
        GreatZimbabwePlaceCraftsmanAction,
    )
    from ..models.great_zimbabwe_place_first_monument_action import (
        GreatZimbabwePlaceFirstMonumentAction,
    )
    from ..models.great_zimbabwe_place_resource_action import (
        GreatZimbabwePlaceResourceAction,
    )
    from ..models.great_zimbabwe_place_water_action import GreatZimbabwePlaceWaterAction
    from ..models.great_zimbabwe_raise_monument_action import (
        GreatZimbabweRaiseMonumentAction,
    )
    from ..models.great_zimbabwe_raise_price_action import GreatZimbabweRaisePriceAction
    from ..models.great_zimbabwe_set_price_action import GreatZimbabweSetPriceAction
    from ..models.great_zimbabwe_use_specialist_action import (
        GreatZimbabweUseSpecialistAction,
    )


T = TypeVar("T", bound="AnalysedAction")


@_attrs_define
class AnalysedAction:
    """
    Attributes:
        action (AnkhMorporkAssassinateAction | AnkhMorporkBuildAction | AnkhMorporkChooseAreaAction |
            AnkhMorporkChooseMinionAction | AnkhMorporkChoosePlayerAction | AnkhMorporkDiscardAction |
            AnkhMorporkDiscardFromAction | AnkhMorporkEndTurnAction | AnkhMorporkFleeToAction | AnkhMorporkGiveBackAction |
            AnkhMorporkGiveCardAction | AnkhMorporkGiveMoneyAction | AnkhMorporkLetItHappenAction |
            AnkhMorporkLoseBuildingAction | AnkhMorporkMoveToAction | AnkhMorporkPayAction | AnkhMorporkPlaceMinionAction |
            AnkhMorporkPlaceTroubleAction | AnkhMorporkPlayCardAction | AnkhMorporkPlayInterruptAction |
            AnkhMorporkRefuseAction | AnkhMorporkRemoveBuildingAction | AnkhMorporkRemoveMinionAction |
            AnkhMorporkRemoveOwnMinionAction | AnkhMorporkRemoveTroubleAction | AnkhMorporkSkipAction |
            AnkhMorporkSmallGodsAction | AnkhMorporkSwapPersonalityAction | AnkhMorporkTakeBackMinionAction |
            AnkhMorporkTakeCardAction | AnkhMorporkTakeMoneyAction | AnkhMorporkTakeOverAction | AnkhMorporkUseAbilityAction
            | AnkhMorporkUseTextAction | BabelAbilityAction | BabelBuildAction | BabelDiscardAction | BabelEndTurnAction |
            BabelMigrateAction | BabelMoveAction | BabelSettleAction | BoraBoraActivateAction | BoraBoraBuildCellsAction |
            BoraBoraBuildTileAction | BoraBoraBuyJewelryAction | BoraBoraCarryOutAction | BoraBoraCompleteTaskAction |
            BoraBoraDeclineGodAction | BoraBoraDeclineResourceAction | BoraBoraDiscardTaskAction | BoraBoraEndHelperAction |
            BoraBoraEndPeopleAction | BoraBoraEndTasksAction | BoraBoraExpandAction | BoraBoraFireBonusAction |
            BoraBoraHelperAction | BoraBoraMoveHutsAction | BoraBoraPassJewelryAction | BoraBoraPlaceDieAction |
            BoraBoraPlacePriestAction | BoraBoraPlayGodAction | BoraBoraStartHutAction | BoraBoraTakeGodCardAction |
            BoraBoraTakeMaterialAction | BoraBoraTakePersonAction | BoraBoraTakeResourceAction | BoraBoraTakeTaskAction |
            GreatZimbabweBidAction | GreatZimbabweBuildMonumentAction | GreatZimbabweBuyGoodAction |
            GreatZimbabweChooseCraftsmanAction | GreatZimbabweChooseGodAction | GreatZimbabweDzivaPriceAction |
            GreatZimbabweEndTurnAction | GreatZimbabweHireSpecialistAction | GreatZimbabwePassAction |
            GreatZimbabwePlaceCraftsmanAction | GreatZimbabwePlaceFirstMonumentAction | GreatZimbabwePlaceResourceAction |
            GreatZimbabwePlaceWaterAction | GreatZimbabweRaiseMonumentAction | GreatZimbabweRaisePriceAction |
            GreatZimbabweSetPriceAction | GreatZimbabweUseSpecialistAction): An action of the match's game: one of that
            game's kinds (BabelAction, GreatZimbabweAction, ...). Post an entry of legal_actions back as is.
        label (str): the action in words, in the reader's language
    """

    action: (
        AnkhMorporkAssassinateAction
        | AnkhMorporkBuildAction
        | AnkhMorporkChooseAreaAction
        | AnkhMorporkChooseMinionAction
        | AnkhMorporkChoosePlayerAction
        | AnkhMorporkDiscardAction
        | AnkhMorporkDiscardFromAction
        | AnkhMorporkEndTurnAction
        | AnkhMorporkFleeToAction
        | AnkhMorporkGiveBackAction
        | AnkhMorporkGiveCardAction
        | AnkhMorporkGiveMoneyAction
        | AnkhMorporkLetItHappenAction
        | AnkhMorporkLoseBuildingAction
        | AnkhMorporkMoveToAction
        | AnkhMorporkPayAction
        | AnkhMorporkPlaceMinionAction
        | AnkhMorporkPlaceTroubleAction
        | AnkhMorporkPlayCardAction
        | AnkhMorporkPlayInterruptAction
        | AnkhMorporkRefuseAction
        | AnkhMorporkRemoveBuildingAction
        | AnkhMorporkRemoveMinionAction
        | AnkhMorporkRemoveOwnMinionAction
        | AnkhMorporkRemoveTroubleAction
        | AnkhMorporkSkipAction
        | AnkhMorporkSmallGodsAction
        | AnkhMorporkSwapPersonalityAction
        | AnkhMorporkTakeBackMinionAction
        | AnkhMorporkTakeCardAction
        | AnkhMorporkTakeMoneyAction
        | AnkhMorporkTakeOverAction
        | AnkhMorporkUseAbilityAction
        | AnkhMorporkUseTextAction
        | BabelAbilityAction
        | BabelBuildAction
        | BabelDiscardAction
        | BabelEndTurnAction
        | BabelMigrateAction
        | BabelMoveAction
        | BabelSettleAction
        | BoraBoraActivateAction
        | BoraBoraBuildCellsAction
        | BoraBoraBuildTileAction
        | BoraBoraBuyJewelryAction
        | BoraBoraCarryOutAction
        | BoraBoraCompleteTaskAction
        | BoraBoraDeclineGodAction
        | BoraBoraDeclineResourceAction
        | BoraBoraDiscardTaskAction
        | BoraBoraEndHelperAction
        | BoraBoraEndPeopleAction
        | BoraBoraEndTasksAction
        | BoraBoraExpandAction
        | BoraBoraFireBonusAction
        | BoraBoraHelperAction
        | BoraBoraMoveHutsAction
        | BoraBoraPassJewelryAction
        | BoraBoraPlaceDieAction
        | BoraBoraPlacePriestAction
        | BoraBoraPlayGodAction
        | BoraBoraStartHutAction
        | BoraBoraTakeGodCardAction
        | BoraBoraTakeMaterialAction
        | BoraBoraTakePersonAction
        | BoraBoraTakeResourceAction
        | BoraBoraTakeTaskAction
        | GreatZimbabweBidAction
        | GreatZimbabweBuildMonumentAction
        | GreatZimbabweBuyGoodAction
        | GreatZimbabweChooseCraftsmanAction
        | GreatZimbabweChooseGodAction
        | GreatZimbabweDzivaPriceAction
        | GreatZimbabweEndTurnAction
        | GreatZimbabweHireSpecialistAction
        | GreatZimbabwePassAction
        | GreatZimbabwePlaceCraftsmanAction
        | GreatZimbabwePlaceFirstMonumentAction
        | GreatZimbabwePlaceResourceAction
        | GreatZimbabwePlaceWaterAction
        | GreatZimbabweRaiseMonumentAction
        | GreatZimbabweRaisePriceAction
        | GreatZimbabweSetPriceAction
        | GreatZimbabweUseSpecialistAction
    )
    label: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ankh_morpork_assassinate_action import (
            AnkhMorporkAssassinateAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_build_action import (
            AnkhMorporkBuildAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_choose_area_action import (
            AnkhMorporkChooseAreaAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_choose_minion_action import (
            AnkhMorporkChooseMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_choose_player_action import (
            AnkhMorporkChoosePlayerAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_discard_action import (
            AnkhMorporkDiscardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_discard_from_action import (
            AnkhMorporkDiscardFromAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_end_turn_action import (
            AnkhMorporkEndTurnAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_flee_to_action import (
            AnkhMorporkFleeToAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_give_back_action import (
            AnkhMorporkGiveBackAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_give_card_action import (
            AnkhMorporkGiveCardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_give_money_action import (
            AnkhMorporkGiveMoneyAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_let_it_happen_action import (
            AnkhMorporkLetItHappenAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_lose_building_action import (
            AnkhMorporkLoseBuildingAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_move_to_action import (
            AnkhMorporkMoveToAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_pay_action import (
            AnkhMorporkPayAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_place_minion_action import (
            AnkhMorporkPlaceMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_place_trouble_action import (
            AnkhMorporkPlaceTroubleAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_play_card_action import (
            AnkhMorporkPlayCardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_play_interrupt_action import (
            AnkhMorporkPlayInterruptAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_refuse_action import (
            AnkhMorporkRefuseAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_building_action import (
            AnkhMorporkRemoveBuildingAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_minion_action import (
            AnkhMorporkRemoveMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_own_minion_action import (
            AnkhMorporkRemoveOwnMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_trouble_action import (
            AnkhMorporkRemoveTroubleAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_skip_action import (
            AnkhMorporkSkipAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_small_gods_action import (
            AnkhMorporkSmallGodsAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_swap_personality_action import (
            AnkhMorporkSwapPersonalityAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_back_minion_action import (
            AnkhMorporkTakeBackMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_card_action import (
            AnkhMorporkTakeCardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_money_action import (
            AnkhMorporkTakeMoneyAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_over_action import (
            AnkhMorporkTakeOverAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_use_ability_action import (
            AnkhMorporkUseAbilityAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_use_text_action import (
            AnkhMorporkUseTextAction,  # noqa: PLC0415
        )
        from ..models.babel_ability_action import BabelAbilityAction  # noqa: PLC0415
        from ..models.babel_build_action import BabelBuildAction  # noqa: PLC0415
        from ..models.babel_discard_action import BabelDiscardAction  # noqa: PLC0415
        from ..models.babel_end_turn_action import BabelEndTurnAction  # noqa: PLC0415
        from ..models.babel_migrate_action import BabelMigrateAction  # noqa: PLC0415
        from ..models.babel_move_action import BabelMoveAction  # noqa: PLC0415
        from ..models.babel_settle_action import BabelSettleAction  # noqa: PLC0415
        from ..models.bora_bora_activate_action import (
            BoraBoraActivateAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_build_cells_action import (
            BoraBoraBuildCellsAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_build_tile_action import (
            BoraBoraBuildTileAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_buy_jewelry_action import (
            BoraBoraBuyJewelryAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_carry_out_action import (
            BoraBoraCarryOutAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_complete_task_action import (
            BoraBoraCompleteTaskAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_decline_god_action import (
            BoraBoraDeclineGodAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_decline_resource_action import (
            BoraBoraDeclineResourceAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_discard_task_action import (
            BoraBoraDiscardTaskAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_end_helper_action import (
            BoraBoraEndHelperAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_end_people_action import (
            BoraBoraEndPeopleAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_end_tasks_action import (
            BoraBoraEndTasksAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_expand_action import (
            BoraBoraExpandAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_fire_bonus_action import (
            BoraBoraFireBonusAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_helper_action import (
            BoraBoraHelperAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_move_huts_action import (
            BoraBoraMoveHutsAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_pass_jewelry_action import (
            BoraBoraPassJewelryAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_place_die_action import (
            BoraBoraPlaceDieAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_place_priest_action import (
            BoraBoraPlacePriestAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_play_god_action import (
            BoraBoraPlayGodAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_start_hut_action import (
            BoraBoraStartHutAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_god_card_action import (
            BoraBoraTakeGodCardAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_material_action import (
            BoraBoraTakeMaterialAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_person_action import (
            BoraBoraTakePersonAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_resource_action import (
            BoraBoraTakeResourceAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_task_action import (
            BoraBoraTakeTaskAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_bid_action import (
            GreatZimbabweBidAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_build_monument_action import (
            GreatZimbabweBuildMonumentAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_buy_good_action import (
            GreatZimbabweBuyGoodAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_choose_craftsman_action import (
            GreatZimbabweChooseCraftsmanAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_choose_god_action import (
            GreatZimbabweChooseGodAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_dziva_price_action import (
            GreatZimbabweDzivaPriceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_hire_specialist_action import (
            GreatZimbabweHireSpecialistAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_pass_action import (
            GreatZimbabwePassAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_craftsman_action import (
            GreatZimbabwePlaceCraftsmanAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_first_monument_action import (
            GreatZimbabwePlaceFirstMonumentAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_resource_action import (
            GreatZimbabwePlaceResourceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_water_action import (
            GreatZimbabwePlaceWaterAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_raise_monument_action import (
            GreatZimbabweRaiseMonumentAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_raise_price_action import (
            GreatZimbabweRaisePriceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_set_price_action import (
            GreatZimbabweSetPriceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_use_specialist_action import (
            GreatZimbabweUseSpecialistAction,  # noqa: PLC0415
        )

        action: dict[str, Any]
        if isinstance(self.action, AnkhMorporkPlayCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkUseAbilityAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkEndTurnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkPlaceMinionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkTakeBackMinionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkBuildAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkAssassinateAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkRemoveTroubleAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkTakeMoneyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkUseTextAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkSkipAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkPlayInterruptAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkSmallGodsAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkLetItHappenAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkChoosePlayerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkChooseAreaAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkChooseMinionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkMoveToAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkRemoveMinionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkRemoveOwnMinionAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkDiscardFromAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkGiveCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkGiveBackAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkGiveMoneyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkPayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkTakeCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkRefuseAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkRemoveBuildingAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkTakeOverAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkPlaceTroubleAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkSwapPersonalityAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkFleeToAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AnkhMorporkLoseBuildingAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelMoveAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelSettleAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelBuildAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelMigrateAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelAbilityAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelDiscardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BabelEndTurnAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraStartHutAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraTakeResourceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraDeclineResourceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraPlaceDieAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraPlayGodAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraDeclineGodAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraExpandAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraTakePersonAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraHelperAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraEndHelperAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraPlacePriestAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraBuildTileAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraBuildCellsAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraFireBonusAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraActivateAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraCarryOutAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraMoveHutsAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraTakeMaterialAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraTakeGodCardAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraEndPeopleAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraBuyJewelryAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraPassJewelryAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraCompleteTaskAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraDiscardTaskAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraTakeTaskAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BoraBoraEndTasksAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabwePlaceFirstMonumentAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweBidAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabwePassAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweChooseGodAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweHireSpecialistAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweUseSpecialistAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabwePlaceResourceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabwePlaceWaterAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweBuildMonumentAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweChooseCraftsmanAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabwePlaceCraftsmanAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweSetPriceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweRaisePriceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweDzivaPriceAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweRaiseMonumentAction):
            action = self.action.to_dict()
        elif isinstance(self.action, GreatZimbabweBuyGoodAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        label = self.label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "label": label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ankh_morpork_assassinate_action import (
            AnkhMorporkAssassinateAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_build_action import (
            AnkhMorporkBuildAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_choose_area_action import (
            AnkhMorporkChooseAreaAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_choose_minion_action import (
            AnkhMorporkChooseMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_choose_player_action import (
            AnkhMorporkChoosePlayerAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_discard_action import (
            AnkhMorporkDiscardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_discard_from_action import (
            AnkhMorporkDiscardFromAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_end_turn_action import (
            AnkhMorporkEndTurnAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_flee_to_action import (
            AnkhMorporkFleeToAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_give_back_action import (
            AnkhMorporkGiveBackAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_give_card_action import (
            AnkhMorporkGiveCardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_give_money_action import (
            AnkhMorporkGiveMoneyAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_let_it_happen_action import (
            AnkhMorporkLetItHappenAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_lose_building_action import (
            AnkhMorporkLoseBuildingAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_move_to_action import (
            AnkhMorporkMoveToAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_pay_action import (
            AnkhMorporkPayAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_place_minion_action import (
            AnkhMorporkPlaceMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_place_trouble_action import (
            AnkhMorporkPlaceTroubleAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_play_card_action import (
            AnkhMorporkPlayCardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_play_interrupt_action import (
            AnkhMorporkPlayInterruptAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_refuse_action import (
            AnkhMorporkRefuseAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_building_action import (
            AnkhMorporkRemoveBuildingAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_minion_action import (
            AnkhMorporkRemoveMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_own_minion_action import (
            AnkhMorporkRemoveOwnMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_remove_trouble_action import (
            AnkhMorporkRemoveTroubleAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_skip_action import (
            AnkhMorporkSkipAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_small_gods_action import (
            AnkhMorporkSmallGodsAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_swap_personality_action import (
            AnkhMorporkSwapPersonalityAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_back_minion_action import (
            AnkhMorporkTakeBackMinionAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_card_action import (
            AnkhMorporkTakeCardAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_money_action import (
            AnkhMorporkTakeMoneyAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_take_over_action import (
            AnkhMorporkTakeOverAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_use_ability_action import (
            AnkhMorporkUseAbilityAction,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_use_text_action import (
            AnkhMorporkUseTextAction,  # noqa: PLC0415
        )
        from ..models.babel_ability_action import BabelAbilityAction  # noqa: PLC0415
        from ..models.babel_build_action import BabelBuildAction  # noqa: PLC0415
        from ..models.babel_discard_action import BabelDiscardAction  # noqa: PLC0415
        from ..models.babel_end_turn_action import BabelEndTurnAction  # noqa: PLC0415
        from ..models.babel_migrate_action import BabelMigrateAction  # noqa: PLC0415
        from ..models.babel_move_action import BabelMoveAction  # noqa: PLC0415
        from ..models.babel_settle_action import BabelSettleAction  # noqa: PLC0415
        from ..models.bora_bora_activate_action import (
            BoraBoraActivateAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_build_cells_action import (
            BoraBoraBuildCellsAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_build_tile_action import (
            BoraBoraBuildTileAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_buy_jewelry_action import (
            BoraBoraBuyJewelryAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_carry_out_action import (
            BoraBoraCarryOutAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_complete_task_action import (
            BoraBoraCompleteTaskAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_decline_god_action import (
            BoraBoraDeclineGodAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_decline_resource_action import (
            BoraBoraDeclineResourceAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_discard_task_action import (
            BoraBoraDiscardTaskAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_end_helper_action import (
            BoraBoraEndHelperAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_end_people_action import (
            BoraBoraEndPeopleAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_end_tasks_action import (
            BoraBoraEndTasksAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_expand_action import (
            BoraBoraExpandAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_fire_bonus_action import (
            BoraBoraFireBonusAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_helper_action import (
            BoraBoraHelperAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_move_huts_action import (
            BoraBoraMoveHutsAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_pass_jewelry_action import (
            BoraBoraPassJewelryAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_place_die_action import (
            BoraBoraPlaceDieAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_place_priest_action import (
            BoraBoraPlacePriestAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_play_god_action import (
            BoraBoraPlayGodAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_start_hut_action import (
            BoraBoraStartHutAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_god_card_action import (
            BoraBoraTakeGodCardAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_material_action import (
            BoraBoraTakeMaterialAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_person_action import (
            BoraBoraTakePersonAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_resource_action import (
            BoraBoraTakeResourceAction,  # noqa: PLC0415
        )
        from ..models.bora_bora_take_task_action import (
            BoraBoraTakeTaskAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_bid_action import (
            GreatZimbabweBidAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_build_monument_action import (
            GreatZimbabweBuildMonumentAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_buy_good_action import (
            GreatZimbabweBuyGoodAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_choose_craftsman_action import (
            GreatZimbabweChooseCraftsmanAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_choose_god_action import (
            GreatZimbabweChooseGodAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_dziva_price_action import (
            GreatZimbabweDzivaPriceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_end_turn_action import (
            GreatZimbabweEndTurnAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_hire_specialist_action import (
            GreatZimbabweHireSpecialistAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_pass_action import (
            GreatZimbabwePassAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_craftsman_action import (
            GreatZimbabwePlaceCraftsmanAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_first_monument_action import (
            GreatZimbabwePlaceFirstMonumentAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_resource_action import (
            GreatZimbabwePlaceResourceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_place_water_action import (
            GreatZimbabwePlaceWaterAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_raise_monument_action import (
            GreatZimbabweRaiseMonumentAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_raise_price_action import (
            GreatZimbabweRaisePriceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_set_price_action import (
            GreatZimbabweSetPriceAction,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_use_specialist_action import (
            GreatZimbabweUseSpecialistAction,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            AnkhMorporkAssassinateAction
            | AnkhMorporkBuildAction
            | AnkhMorporkChooseAreaAction
            | AnkhMorporkChooseMinionAction
            | AnkhMorporkChoosePlayerAction
            | AnkhMorporkDiscardAction
            | AnkhMorporkDiscardFromAction
            | AnkhMorporkEndTurnAction
            | AnkhMorporkFleeToAction
            | AnkhMorporkGiveBackAction
            | AnkhMorporkGiveCardAction
            | AnkhMorporkGiveMoneyAction
            | AnkhMorporkLetItHappenAction
            | AnkhMorporkLoseBuildingAction
            | AnkhMorporkMoveToAction
            | AnkhMorporkPayAction
            | AnkhMorporkPlaceMinionAction
            | AnkhMorporkPlaceTroubleAction
            | AnkhMorporkPlayCardAction
            | AnkhMorporkPlayInterruptAction
            | AnkhMorporkRefuseAction
            | AnkhMorporkRemoveBuildingAction
            | AnkhMorporkRemoveMinionAction
            | AnkhMorporkRemoveOwnMinionAction
            | AnkhMorporkRemoveTroubleAction
            | AnkhMorporkSkipAction
            | AnkhMorporkSmallGodsAction
            | AnkhMorporkSwapPersonalityAction
            | AnkhMorporkTakeBackMinionAction
            | AnkhMorporkTakeCardAction
            | AnkhMorporkTakeMoneyAction
            | AnkhMorporkTakeOverAction
            | AnkhMorporkUseAbilityAction
            | AnkhMorporkUseTextAction
            | BabelAbilityAction
            | BabelBuildAction
            | BabelDiscardAction
            | BabelEndTurnAction
            | BabelMigrateAction
            | BabelMoveAction
            | BabelSettleAction
            | BoraBoraActivateAction
            | BoraBoraBuildCellsAction
            | BoraBoraBuildTileAction
            | BoraBoraBuyJewelryAction
            | BoraBoraCarryOutAction
            | BoraBoraCompleteTaskAction
            | BoraBoraDeclineGodAction
            | BoraBoraDeclineResourceAction
            | BoraBoraDiscardTaskAction
            | BoraBoraEndHelperAction
            | BoraBoraEndPeopleAction
            | BoraBoraEndTasksAction
            | BoraBoraExpandAction
            | BoraBoraFireBonusAction
            | BoraBoraHelperAction
            | BoraBoraMoveHutsAction
            | BoraBoraPassJewelryAction
            | BoraBoraPlaceDieAction
            | BoraBoraPlacePriestAction
            | BoraBoraPlayGodAction
            | BoraBoraStartHutAction
            | BoraBoraTakeGodCardAction
            | BoraBoraTakeMaterialAction
            | BoraBoraTakePersonAction
            | BoraBoraTakeResourceAction
            | BoraBoraTakeTaskAction
            | GreatZimbabweBidAction
            | GreatZimbabweBuildMonumentAction
            | GreatZimbabweBuyGoodAction
            | GreatZimbabweChooseCraftsmanAction
            | GreatZimbabweChooseGodAction
            | GreatZimbabweDzivaPriceAction
            | GreatZimbabweEndTurnAction
            | GreatZimbabweHireSpecialistAction
            | GreatZimbabwePassAction
            | GreatZimbabwePlaceCraftsmanAction
            | GreatZimbabwePlaceFirstMonumentAction
            | GreatZimbabwePlaceResourceAction
            | GreatZimbabwePlaceWaterAction
            | GreatZimbabweRaiseMonumentAction
            | GreatZimbabweRaisePriceAction
            | GreatZimbabweSetPriceAction
            | GreatZimbabweUseSpecialistAction
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_0 = AnkhMorporkPlayCardAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_1 = (
                    AnkhMorporkUseAbilityAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_2 = AnkhMorporkEndTurnAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_3 = (
                    AnkhMorporkPlaceMinionAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_4 = (
                    AnkhMorporkTakeBackMinionAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_5 = AnkhMorporkBuildAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_6 = (
                    AnkhMorporkAssassinateAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_7 = (
                    AnkhMorporkRemoveTroubleAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_8 = AnkhMorporkTakeMoneyAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_9 = AnkhMorporkUseTextAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_10 = AnkhMorporkSkipAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_11 = (
                    AnkhMorporkPlayInterruptAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_12 = (
                    AnkhMorporkSmallGodsAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_13 = (
                    AnkhMorporkLetItHappenAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_14 = (
                    AnkhMorporkChoosePlayerAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_15 = (
                    AnkhMorporkChooseAreaAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_16 = (
                    AnkhMorporkChooseMinionAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_17 = AnkhMorporkMoveToAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_18 = (
                    AnkhMorporkRemoveMinionAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_19 = (
                    AnkhMorporkRemoveOwnMinionAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_20 = AnkhMorporkDiscardAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_21 = (
                    AnkhMorporkDiscardFromAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_22 = AnkhMorporkGiveCardAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_23 = AnkhMorporkGiveBackAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_24 = (
                    AnkhMorporkGiveMoneyAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_25 = AnkhMorporkPayAction.from_dict(data)

                return componentsschemas_ankh_morpork_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_26 = AnkhMorporkTakeCardAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_27 = AnkhMorporkRefuseAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_28 = (
                    AnkhMorporkRemoveBuildingAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_29 = AnkhMorporkTakeOverAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_30 = (
                    AnkhMorporkPlaceTroubleAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_31 = (
                    AnkhMorporkSwapPersonalityAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_32 = AnkhMorporkFleeToAction.from_dict(
                    data
                )

                return componentsschemas_ankh_morpork_action_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ankh_morpork_action_type_33 = (
                    AnkhMorporkLoseBuildingAction.from_dict(data)
                )

                return componentsschemas_ankh_morpork_action_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_babel_action_type_0 = BabelMoveAction.from_dict(data)

                return componentsschemas_babel_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_babel_action_type_1 = BabelSettleAction.from_dict(data)

                return componentsschemas_babel_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_babel_action_type_2 = BabelBuildAction.from_dict(data)

                return componentsschemas_babel_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_babel_action_type_3 = BabelMigrateAction.from_dict(data)

                return componentsschemas_babel_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_babel_action_type_4 = BabelAbilityAction.from_dict(data)

                return componentsschemas_babel_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_babel_action_type_5 = BabelDiscardAction.from_dict(data)

                return componentsschemas_babel_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_babel_action_type_6 = BabelEndTurnAction.from_dict(data)

                return componentsschemas_babel_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_0 = BoraBoraStartHutAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_1 = BoraBoraTakeResourceAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_2 = BoraBoraDeclineResourceAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_3 = BoraBoraPlaceDieAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_4 = BoraBoraPlayGodAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_5 = BoraBoraDeclineGodAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_6 = BoraBoraExpandAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_7 = BoraBoraTakePersonAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_8 = BoraBoraHelperAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_9 = BoraBoraEndHelperAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_10 = BoraBoraPlacePriestAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_11 = BoraBoraBuildTileAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_12 = BoraBoraBuildCellsAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_13 = BoraBoraFireBonusAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_14 = BoraBoraActivateAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_15 = BoraBoraCarryOutAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_16 = BoraBoraMoveHutsAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_17 = BoraBoraTakeMaterialAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_18 = BoraBoraTakeGodCardAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_19 = BoraBoraEndPeopleAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_20 = BoraBoraBuyJewelryAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_21 = BoraBoraPassJewelryAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_22 = BoraBoraCompleteTaskAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_23 = BoraBoraDiscardTaskAction.from_dict(
                    data
                )

                return componentsschemas_bora_bora_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_24 = BoraBoraTakeTaskAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bora_bora_action_type_25 = BoraBoraEndTasksAction.from_dict(data)

                return componentsschemas_bora_bora_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_0 = (
                    GreatZimbabwePlaceFirstMonumentAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_1 = GreatZimbabweBidAction.from_dict(
                    data
                )

                return componentsschemas_great_zimbabwe_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_2 = GreatZimbabwePassAction.from_dict(
                    data
                )

                return componentsschemas_great_zimbabwe_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_3 = (
                    GreatZimbabweChooseGodAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_4 = (
                    GreatZimbabweHireSpecialistAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_5 = (
                    GreatZimbabweUseSpecialistAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_6 = (
                    GreatZimbabwePlaceResourceAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_7 = (
                    GreatZimbabwePlaceWaterAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_8 = (
                    GreatZimbabweBuildMonumentAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_9 = (
                    GreatZimbabweChooseCraftsmanAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_10 = (
                    GreatZimbabwePlaceCraftsmanAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_11 = (
                    GreatZimbabweSetPriceAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_12 = (
                    GreatZimbabweRaisePriceAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_13 = (
                    GreatZimbabweDzivaPriceAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_14 = (
                    GreatZimbabweRaiseMonumentAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_great_zimbabwe_action_type_15 = (
                    GreatZimbabweBuyGoodAction.from_dict(data)
                )

                return componentsschemas_great_zimbabwe_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_great_zimbabwe_action_type_16 = GreatZimbabweEndTurnAction.from_dict(
                data
            )

            return componentsschemas_great_zimbabwe_action_type_16

        action = _parse_action(d.pop("action"))

        label = d.pop("label")

        analysed_action = cls(
            action=action,
            label=label,
        )

        analysed_action.additional_properties = d
        return analysed_action

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
