from enum import StrEnum


class BoraBoraGender(StrEnum):
    M = "M"
    W = "W"

    def __str__(self) -> str:
        return str(self.value)
