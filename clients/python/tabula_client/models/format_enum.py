from enum import StrEnum


class FormatEnum(StrEnum):
    TABULA_RECORD = "tabula-record"

    def __str__(self) -> str:
        return str(self.value)
