from enum import IntEnum


class GreatZimbabweUseSpecialistActionAmount(IntEnum):
    VALUE_2 = 2
    VALUE_4 = 4
    VALUE_6 = 6

    def __str__(self) -> str:
        return str(self.value)
