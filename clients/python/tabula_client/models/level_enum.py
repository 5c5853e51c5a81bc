from enum import StrEnum


class LevelEnum(StrEnum):
    MCTS = "mcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
