from enum import StrEnum


class AnkhMorporkPlaceMinionActionType(StrEnum):
    PLACE_MINION = "place_minion"

    def __str__(self) -> str:
        return str(self.value)
