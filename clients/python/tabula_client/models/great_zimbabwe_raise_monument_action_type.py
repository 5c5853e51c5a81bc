from enum import StrEnum


class GreatZimbabweRaiseMonumentActionType(StrEnum):
    RAISE_MONUMENT = "raise_monument"

    def __str__(self) -> str:
        return str(self.value)
