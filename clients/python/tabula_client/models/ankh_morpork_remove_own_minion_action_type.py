from enum import StrEnum


class AnkhMorporkRemoveOwnMinionActionType(StrEnum):
    REMOVE_OWN_MINION = "remove_own_minion"

    def __str__(self) -> str:
        return str(self.value)
