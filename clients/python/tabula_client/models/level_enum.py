from enum import StrEnum


class LevelEnum(StrEnum):
    GREEDY = "greedy"
    MCTS = "mcts"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
