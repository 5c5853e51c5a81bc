from enum import StrEnum


class AnkhMorporkGiveCardActionType(StrEnum):
    GIVE_CARD = "give_card"

    def __str__(self) -> str:
        return str(self.value)
