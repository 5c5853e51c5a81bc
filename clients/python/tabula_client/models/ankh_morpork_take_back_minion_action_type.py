from enum import StrEnum


class AnkhMorporkTakeBackMinionActionType(StrEnum):
    TAKE_BACK_MINION = "take_back_minion"

    def __str__(self) -> str:
        return str(self.value)
