from enum import StrEnum


class AbortInfoReasonEnum(StrEnum):
    ABANDONED = "abandoned"
    AGREED = "agreed"
    EARLY = "early"

    def __str__(self) -> str:
        return str(self.value)
