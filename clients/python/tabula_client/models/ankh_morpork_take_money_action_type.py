from enum import StrEnum


class AnkhMorporkTakeMoneyActionType(StrEnum):
    TAKE_MONEY = "take_money"

    def __str__(self) -> str:
        return str(self.value)
