from enum import StrEnum


class BabelMigrateActionType(StrEnum):
    MIGRATE = "migrate"

    def __str__(self) -> str:
        return str(self.value)
