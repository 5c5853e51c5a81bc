from enum import StrEnum


class BoraBoraDeclineGodActionType(StrEnum):
    DECLINE_GOD = "decline_god"

    def __str__(self) -> str:
        return str(self.value)
