from enum import StrEnum


class AnkhMorporkUseAbilityActionType(StrEnum):
    USE_ABILITY = "use_ability"

    def __str__(self) -> str:
        return str(self.value)
