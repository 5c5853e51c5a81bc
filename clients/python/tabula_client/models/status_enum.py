from enum import StrEnum


class StatusEnum(StrEnum):
    ABORTED = "aborted"
    ACTIVE = "active"
    FINISHED = "finished"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
