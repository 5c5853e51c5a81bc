from enum import StrEnum


class GreatZimbabweSetPriceActionType(StrEnum):
    SET_PRICE = "set_price"

    def __str__(self) -> str:
        return str(self.value)
