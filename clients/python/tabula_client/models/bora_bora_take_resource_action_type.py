from enum import StrEnum


class BoraBoraTakeResourceActionType(StrEnum):
    TAKE_RESOURCE = "take_resource"

    def __str__(self) -> str:
        return str(self.value)
