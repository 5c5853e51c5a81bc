from enum import StrEnum


class GreatZimbabweCraftsmanType(StrEnum):
    DIAMOND_CUTTER = "diamond_cutter"
    IVORY_CARVER = "ivory_carver"
    POTTER = "potter"
    SCULPTOR = "sculptor"
    THRONE_MAKER = "throne_maker"
    VESSEL_MAKER = "vessel_maker"
    WOOD_CARVER = "wood_carver"

    def __str__(self) -> str:
        return str(self.value)
