from enum import StrEnum


class AnkhMorporkChooseMinionActionType(StrEnum):
    CHOOSE_MINION = "choose_minion"

    def __str__(self) -> str:
        return str(self.value)
