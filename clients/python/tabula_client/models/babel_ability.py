from enum import StrEnum


class BabelAbility(StrEnum):
    ANY = "any"
    ASSYRIANS = "assyrians"
    HITTITES = "hittites"
    MEDES = "medes"
    PERSIANS = "persians"
    SUMERIANS = "sumerians"

    def __str__(self) -> str:
        return str(self.value)
