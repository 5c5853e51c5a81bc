from enum import StrEnum


class HandedOverEnum(StrEnum):
    LOST_ON_TIME = "lost_on_time"
    RESIGNED = "resigned"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
