from enum import StrEnum


class BoraBoraHelperItem(StrEnum):
    COLLECT_SHELLS = "collect_shells"
    GOD_CARD = "god_card"
    MATERIAL = "material"
    MOVE_HUT = "move_hut"
    OFFERING = "offering"
    TATTOO = "tattoo"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
