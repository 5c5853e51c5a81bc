from enum import StrEnum


class AnkhMorporkChooseAreaActionType(StrEnum):
    CHOOSE_AREA = "choose_area"

    def __str__(self) -> str:
        return str(self.value)
