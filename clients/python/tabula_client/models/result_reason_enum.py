from enum import StrEnum


class ResultReasonEnum(StrEnum):
    PLAYED_OUT = "played_out"
    RESIGNED = "resigned"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
