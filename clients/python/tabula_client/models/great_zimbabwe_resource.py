from enum import StrEnum


class GreatZimbabweResource(StrEnum):
    CLAY = "clay"
    DIAMONDS = "diamonds"
    IVORY = "ivory"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
