from enum import StrEnum


class GreatZimbabweUseSpecialistActionType(StrEnum):
    USE_SPECIALIST = "use_specialist"

    def __str__(self) -> str:
        return str(self.value)
