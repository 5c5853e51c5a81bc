from enum import StrEnum


class BabelMoveActionType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
