from enum import StrEnum


class EventsEnum(StrEnum):
    CHAT_MESSAGE = "chat_message"
    MATCH_FINISHED = "match_finished"
    MATCH_STARTED = "match_started"
    MOVE = "move"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
