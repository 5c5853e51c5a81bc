from enum import StrEnum


class BabelSettleActionType(StrEnum):
    SETTLE = "settle"

    def __str__(self) -> str:
        return str(self.value)
