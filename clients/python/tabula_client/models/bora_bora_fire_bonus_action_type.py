from enum import StrEnum


class BoraBoraFireBonusActionType(StrEnum):
    FIRE_BONUS = "fire_bonus"

    def __str__(self) -> str:
        return str(self.value)
