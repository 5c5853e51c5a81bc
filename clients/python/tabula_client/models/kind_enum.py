from enum import StrEnum


class KindEnum(StrEnum):
    ABORT_DECLINED = "abort_declined"
    ABORT_REQUESTED = "abort_requested"
    ACTION = "action"
    BOT_TAKES_OVER = "bot_takes_over"
    RECLAIM = "reclaim"
    RESIGN = "resign"
    TAKEBACK = "takeback"
    TAKEBACK_ANSWERED = "takeback_answered"
    TAKEBACK_REQUESTED = "takeback_requested"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
