from enum import StrEnum


class BoraBoraDiscardTaskActionType(StrEnum):
    DISCARD_TASK = "discard_task"

    def __str__(self) -> str:
        return str(self.value)
