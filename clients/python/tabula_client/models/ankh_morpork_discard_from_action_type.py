from enum import StrEnum


class AnkhMorporkDiscardFromActionType(StrEnum):
    DISCARD_FROM = "discard_from"

    def __str__(self) -> str:
        return str(self.value)
