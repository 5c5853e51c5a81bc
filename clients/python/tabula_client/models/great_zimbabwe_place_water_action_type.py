from enum import StrEnum


class GreatZimbabwePlaceWaterActionType(StrEnum):
    PLACE_WATER = "place_water"

    def __str__(self) -> str:
        return str(self.value)
