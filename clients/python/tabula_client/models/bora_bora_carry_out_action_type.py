from enum import StrEnum


class BoraBoraCarryOutActionType(StrEnum):
    CARRY_OUT = "carry_out"

    def __str__(self) -> str:
        return str(self.value)
