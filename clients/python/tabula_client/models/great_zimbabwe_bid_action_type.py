from enum import StrEnum


class GreatZimbabweBidActionType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
