from enum import StrEnum


class BoraBoraDieAction(StrEnum):
    BUILD = "build"
    FISHING = "fishing"
    HELPER = "helper"
    LAND = "land"
    MAN = "man"
    TEMPLE = "temple"
    WATER = "water"
    WOMAN = "woman"

    def __str__(self) -> str:
        return str(self.value)
