from enum import StrEnum


class GreatZimbabweChooseCraftsmanActionType(StrEnum):
    CHOOSE_CRAFTSMAN = "choose_craftsman"

    def __str__(self) -> str:
        return str(self.value)
