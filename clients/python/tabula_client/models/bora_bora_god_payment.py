from enum import StrEnum


class BoraBoraGodPayment(StrEnum):
    CARD = "card"
    PAIRBLUE = "pair:blue"
    PAIRGREEN = "pair:green"
    PAIRRED = "pair:red"
    PAIRWHITE = "pair:white"
    PAIRYELLOW = "pair:yellow"
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
