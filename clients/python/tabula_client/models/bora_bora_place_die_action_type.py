from enum import StrEnum


class BoraBoraPlaceDieActionType(StrEnum):
    PLACE_DIE = "place_die"

    def __str__(self) -> str:
        return str(self.value)
