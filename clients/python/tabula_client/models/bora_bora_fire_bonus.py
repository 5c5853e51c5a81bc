from enum import StrEnum


class BoraBoraFireBonus(StrEnum):
    GOD_CARD = "god_card"
    OFFERING = "offering"
    SHELL = "shell"
    STATUS = "status"

    def __str__(self) -> str:
        return str(self.value)
