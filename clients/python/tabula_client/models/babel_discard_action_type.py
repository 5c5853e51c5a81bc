from enum import StrEnum


class BabelDiscardActionType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
