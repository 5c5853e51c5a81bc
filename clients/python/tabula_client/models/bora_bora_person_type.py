from enum import StrEnum


class BoraBoraPersonType(StrEnum):
    BUILD = "BUILD"
    GOD_CARD = "GOD_CARD"
    LAND_PATH = "LAND_PATH"
    MATERIAL = "MATERIAL"
    MOVE_HUT = "MOVE_HUT"
    OFFERING = "OFFERING"
    SHELL = "SHELL"
    STATUS = "STATUS"
    TAKE_MAN = "TAKE_MAN"
    TAKE_WOMAN = "TAKE_WOMAN"
    VICTORY_POINTS = "VICTORY_POINTS"
    WATER_PATH = "WATER_PATH"

    def __str__(self) -> str:
        return str(self.value)
