from enum import StrEnum


class GreatZimbabwePlaceResourceActionType(StrEnum):
    PLACE_RESOURCE = "place_resource"

    def __str__(self) -> str:
        return str(self.value)
