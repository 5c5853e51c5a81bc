from enum import StrEnum


class AnkhMorporkDiscardActionType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
