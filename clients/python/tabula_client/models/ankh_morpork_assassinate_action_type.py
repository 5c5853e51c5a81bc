from enum import StrEnum


class AnkhMorporkAssassinateActionType(StrEnum):
    ASSASSINATE = "assassinate"

    def __str__(self) -> str:
        return str(self.value)
