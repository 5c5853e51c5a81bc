from enum import StrEnum


class AnkhMorporkLetItHappenActionType(StrEnum):
    LET_IT_HAPPEN = "let_it_happen"

    def __str__(self) -> str:
        return str(self.value)
