from enum import StrEnum


class AnkhMorporkRefuseActionType(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)
