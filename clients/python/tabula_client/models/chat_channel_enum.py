from enum import StrEnum


class ChatChannelEnum(StrEnum):
    PLAYERS = "players"
    SPECTATORS = "spectators"

    def __str__(self) -> str:
        return str(self.value)
