from enum import StrEnum


class AnkhMorporkSwapPersonalityActionType(StrEnum):
    SWAP_PERSONALITY = "swap_personality"

    def __str__(self) -> str:
        return str(self.value)
