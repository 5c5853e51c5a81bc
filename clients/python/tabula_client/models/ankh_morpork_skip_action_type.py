from enum import StrEnum


class AnkhMorporkSkipActionType(StrEnum):
    SKIP = "skip"

    def __str__(self) -> str:
        return str(self.value)
