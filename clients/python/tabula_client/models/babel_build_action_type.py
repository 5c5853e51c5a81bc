from enum import StrEnum


class BabelBuildActionType(StrEnum):
    BUILD = "build"

    def __str__(self) -> str:
        return str(self.value)
