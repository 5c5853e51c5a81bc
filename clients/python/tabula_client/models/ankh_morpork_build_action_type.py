from enum import StrEnum


class AnkhMorporkBuildActionType(StrEnum):
    BUILD = "build"

    def __str__(self) -> str:
        return str(self.value)
