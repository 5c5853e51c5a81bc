from enum import StrEnum


class GreatZimbabwePlaceFirstMonumentActionType(StrEnum):
    PLACE_FIRST_MONUMENT = "place_first_monument"

    def __str__(self) -> str:
        return str(self.value)
