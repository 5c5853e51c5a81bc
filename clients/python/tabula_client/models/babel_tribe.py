from enum import StrEnum


class BabelTribe(StrEnum):
    ASSYRIANS = "assyrians"
    HITTITES = "hittites"
    MEDES = "medes"
    PERSIANS = "persians"
    SUMERIANS = "sumerians"

    def __str__(self) -> str:
        return str(self.value)
