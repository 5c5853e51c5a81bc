from enum import StrEnum


class AnkhMorporkRemoveTroubleActionType(StrEnum):
    REMOVE_TROUBLE = "remove_trouble"

    def __str__(self) -> str:
        return str(self.value)
