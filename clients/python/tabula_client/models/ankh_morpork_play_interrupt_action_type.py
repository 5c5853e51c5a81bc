from enum import StrEnum


class AnkhMorporkPlayInterruptActionType(StrEnum):
    PLAY_INTERRUPT = "play_interrupt"

    def __str__(self) -> str:
        return str(self.value)
