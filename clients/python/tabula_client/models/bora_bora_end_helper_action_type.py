from enum import StrEnum


class BoraBoraEndHelperActionType(StrEnum):
    END_HELPER = "end_helper"

    def __str__(self) -> str:
        return str(self.value)
