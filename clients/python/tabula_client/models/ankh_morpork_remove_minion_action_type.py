from enum import StrEnum


class AnkhMorporkRemoveMinionActionType(StrEnum):
    REMOVE_MINION = "remove_minion"

    def __str__(self) -> str:
        return str(self.value)
