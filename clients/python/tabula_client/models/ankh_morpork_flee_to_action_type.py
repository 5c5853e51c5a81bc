from enum import StrEnum


class AnkhMorporkFleeToActionType(StrEnum):
    FLEE_TO = "flee_to"

    def __str__(self) -> str:
        return str(self.value)
