from enum import StrEnum


class BoraBoraCompleteTaskActionType(StrEnum):
    COMPLETE_TASK = "complete_task"

    def __str__(self) -> str:
        return str(self.value)
