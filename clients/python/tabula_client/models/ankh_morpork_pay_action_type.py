from enum import StrEnum


class AnkhMorporkPayActionType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
