from enum import StrEnum


class GreatZimbabwePassActionType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
