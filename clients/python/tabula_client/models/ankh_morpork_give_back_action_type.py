from enum import StrEnum


class AnkhMorporkGiveBackActionType(StrEnum):
    GIVE_BACK = "give_back"

    def __str__(self) -> str:
        return str(self.value)
