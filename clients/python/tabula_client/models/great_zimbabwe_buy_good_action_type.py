from enum import StrEnum


class GreatZimbabweBuyGoodActionType(StrEnum):
    BUY_GOOD = "buy_good"

    def __str__(self) -> str:
        return str(self.value)
