from enum import StrEnum


class AnkhMorporkPlaceTroubleActionType(StrEnum):
    PLACE_TROUBLE = "place_trouble"

    def __str__(self) -> str:
        return str(self.value)
