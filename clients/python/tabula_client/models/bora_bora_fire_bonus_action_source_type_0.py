from enum import StrEnum


class BoraBoraFireBonusActionSourceType0(StrEnum):
    DECK = "deck"

    def __str__(self) -> str:
        return str(self.value)
