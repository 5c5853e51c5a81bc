from enum import StrEnum


class AnkhMorporkLoseBuildingActionType(StrEnum):
    LOSE_BUILDING = "lose_building"

    def __str__(self) -> str:
        return str(self.value)
