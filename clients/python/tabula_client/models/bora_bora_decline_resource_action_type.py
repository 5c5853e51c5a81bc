from enum import StrEnum


class BoraBoraDeclineResourceActionType(StrEnum):
    DECLINE_RESOURCE = "decline_resource"

    def __str__(self) -> str:
        return str(self.value)
