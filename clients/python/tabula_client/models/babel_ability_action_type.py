from enum import StrEnum


class BabelAbilityActionType(StrEnum):
    ABILITY = "ability"

    def __str__(self) -> str:
        return str(self.value)
