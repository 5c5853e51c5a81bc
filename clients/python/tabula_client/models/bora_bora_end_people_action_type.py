from enum import StrEnum


class BoraBoraEndPeopleActionType(StrEnum):
    END_PEOPLE = "end_people"

    def __str__(self) -> str:
        return str(self.value)
