from enum import StrEnum


class MatchRecordRequestSeenByType0(StrEnum):
    ALL = "all"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
