from enum import StrEnum


class BoraBoraActivateActionType(StrEnum):
    ACTIVATE = "activate"

    def __str__(self) -> str:
        return str(self.value)
