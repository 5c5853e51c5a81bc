from enum import StrEnum


class BoraBoraTakeGodCardActionSourceType0(StrEnum):
    DECK = "deck"

    def __str__(self) -> str:
        return str(self.value)
