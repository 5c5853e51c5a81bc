from enum import StrEnum


class AnkhMorporkTakeOverActionType(StrEnum):
    TAKE_OVER = "take_over"

    def __str__(self) -> str:
        return str(self.value)
