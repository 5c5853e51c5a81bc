from enum import StrEnum


class GreatZimbabweRaisePriceActionType(StrEnum):
    RAISE_PRICE = "raise_price"

    def __str__(self) -> str:
        return str(self.value)
