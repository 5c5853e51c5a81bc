from enum import StrEnum


class BoraBoraMoveHutsActionType(StrEnum):
    MOVE_HUTS = "move_huts"

    def __str__(self) -> str:
        return str(self.value)
