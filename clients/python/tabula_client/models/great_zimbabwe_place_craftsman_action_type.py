from enum import StrEnum


class GreatZimbabwePlaceCraftsmanActionType(StrEnum):
    PLACE_CRAFTSMAN = "place_craftsman"

    def __str__(self) -> str:
        return str(self.value)
