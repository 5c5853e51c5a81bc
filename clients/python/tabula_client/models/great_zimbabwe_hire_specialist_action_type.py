from enum import StrEnum


class GreatZimbabweHireSpecialistActionType(StrEnum):
    HIRE_SPECIALIST = "hire_specialist"

    def __str__(self) -> str:
        return str(self.value)
