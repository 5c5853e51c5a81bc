from enum import StrEnum


class AnkhMorporkTakeCardActionType(StrEnum):
    TAKE_CARD = "take_card"

    def __str__(self) -> str:
        return str(self.value)
