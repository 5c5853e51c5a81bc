from enum import StrEnum


class BoraBoraPassJewelryActionType(StrEnum):
    PASS_JEWELRY = "pass_jewelry"

    def __str__(self) -> str:
        return str(self.value)
