from enum import StrEnum


class AnkhMorporkRemoveBuildingActionType(StrEnum):
    REMOVE_BUILDING = "remove_building"

    def __str__(self) -> str:
        return str(self.value)
