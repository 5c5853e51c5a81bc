from enum import StrEnum


class GreatZimbabweDzivaPriceActionType(StrEnum):
    DZIVA_PRICE = "dziva_price"

    def __str__(self) -> str:
        return str(self.value)
