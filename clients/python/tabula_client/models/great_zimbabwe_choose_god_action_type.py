from enum import StrEnum


class GreatZimbabweChooseGodActionType(StrEnum):
    CHOOSE_GOD = "choose_god"

    def __str__(self) -> str:
        return str(self.value)
