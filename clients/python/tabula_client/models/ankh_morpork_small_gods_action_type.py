from enum import StrEnum


class AnkhMorporkSmallGodsActionType(StrEnum):
    SMALL_GODS = "small_gods"

    def __str__(self) -> str:
        return str(self.value)
