from enum import StrEnum


class BoraBoraTakePersonActionType(StrEnum):
    TAKE_PERSON = "take_person"

    def __str__(self) -> str:
        return str(self.value)
