from enum import StrEnum


class BoraBoraPlayGodActionType(StrEnum):
    PLAY_GOD = "play_god"

    def __str__(self) -> str:
        return str(self.value)
