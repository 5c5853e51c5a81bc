from enum import StrEnum


class BoraBoraTakeGodCardActionType(StrEnum):
    TAKE_GOD_CARD = "take_god_card"

    def __str__(self) -> str:
        return str(self.value)
