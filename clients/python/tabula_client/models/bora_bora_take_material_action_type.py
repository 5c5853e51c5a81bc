from enum import StrEnum


class BoraBoraTakeMaterialActionType(StrEnum):
    TAKE_MATERIAL = "take_material"

    def __str__(self) -> str:
        return str(self.value)
