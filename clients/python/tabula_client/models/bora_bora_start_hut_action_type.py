from enum import StrEnum


class BoraBoraStartHutActionType(StrEnum):
    START_HUT = "start_hut"

    def __str__(self) -> str:
        return str(self.value)
