from enum import StrEnum


class AnkhMorporkChoosePlayerActionType(StrEnum):
    CHOOSE_PLAYER = "choose_player"

    def __str__(self) -> str:
        return str(self.value)
