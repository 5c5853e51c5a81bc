from enum import StrEnum


class AnkhMorporkUseTextActionType(StrEnum):
    USE_TEXT = "use_text"

    def __str__(self) -> str:
        return str(self.value)
