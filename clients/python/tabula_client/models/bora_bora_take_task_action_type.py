from enum import StrEnum


class BoraBoraTakeTaskActionType(StrEnum):
    TAKE_TASK = "take_task"

    def __str__(self) -> str:
        return str(self.value)
