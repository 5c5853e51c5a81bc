from enum import StrEnum


class BoraBoraPlacePriestActionType(StrEnum):
    PLACE_PRIEST = "place_priest"

    def __str__(self) -> str:
        return str(self.value)
