from enum import StrEnum


class BoraBoraActionTile(StrEnum):
    BUILD = "build"
    FISHING = "fishing"
    HELPER = "helper"
    LAND = "land"
    LAND_WATER = "land_water"
    MAN = "man"
    MAN_WOMAN = "man_woman"
    TEMPLE = "temple"
    WATER = "water"
    WOMAN = "woman"

    def __str__(self) -> str:
        return str(self.value)
