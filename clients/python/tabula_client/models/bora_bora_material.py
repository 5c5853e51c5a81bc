from enum import StrEnum


class BoraBoraMaterial(StrEnum):
    SAND = "sand"
    STONE = "stone"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
