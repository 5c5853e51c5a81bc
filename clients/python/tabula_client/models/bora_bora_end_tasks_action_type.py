from enum import StrEnum


class BoraBoraEndTasksActionType(StrEnum):
    END_TASKS = "end_tasks"

    def __str__(self) -> str:
        return str(self.value)
