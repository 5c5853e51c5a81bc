from enum import StrEnum


class AnkhMorporkGiveMoneyActionType(StrEnum):
    GIVE_MONEY = "give_money"

    def __str__(self) -> str:
        return str(self.value)
