from enum import StrEnum


class BoraBoraHelperActionType(StrEnum):
    HELPER = "helper"

    def __str__(self) -> str:
        return str(self.value)
