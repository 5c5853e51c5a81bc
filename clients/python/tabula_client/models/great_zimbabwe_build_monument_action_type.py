from enum import StrEnum


class GreatZimbabweBuildMonumentActionType(StrEnum):
    BUILD_MONUMENT = "build_monument"

    def __str__(self) -> str:
        return str(self.value)
