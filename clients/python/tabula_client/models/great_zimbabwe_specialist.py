from enum import StrEnum


class GreatZimbabweSpecialist(StrEnum):
    BUILDER = "builder"
    HERD = "herd"
    NOMADS = "nomads"
    RAIN_CEREMONY = "rain_ceremony"
    SHAMAN = "shaman"

    def __str__(self) -> str:
        return str(self.value)
