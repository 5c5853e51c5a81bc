from enum import StrEnum


class BoraBoraBuyJewelryActionType(StrEnum):
    BUY_JEWELRY = "buy_jewelry"

    def __str__(self) -> str:
        return str(self.value)
