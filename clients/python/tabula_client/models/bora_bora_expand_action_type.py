from enum import StrEnum


class BoraBoraExpandActionType(StrEnum):
    EXPAND = "expand"

    def __str__(self) -> str:
        return str(self.value)
