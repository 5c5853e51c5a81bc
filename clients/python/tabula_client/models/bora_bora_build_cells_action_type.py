from enum import StrEnum


class BoraBoraBuildCellsActionType(StrEnum):
    BUILD_CELLS = "build_cells"

    def __str__(self) -> str:
        return str(self.value)
