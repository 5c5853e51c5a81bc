from enum import StrEnum


class BoraBoraBuildTileActionType(StrEnum):
    BUILD_TILE = "build_tile"

    def __str__(self) -> str:
        return str(self.value)
