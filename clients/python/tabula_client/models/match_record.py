from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.format_enum import FormatEnum
from ..models.match_record_seen_by_type_0 import MatchRecordSeenByType0

if TYPE_CHECKING:
    from ..models.match_record_match import MatchRecordMatch
    from ..models.match_record_options import MatchRecordOptions
    from ..models.record_end import RecordEnd
    from ..models.record_log_entry import RecordLogEntry
    from ..models.record_randomness import RecordRandomness
    from ..models.record_seat import RecordSeat
    from ..models.record_signature import RecordSignature
    from ..models.record_start import RecordStart
    from ..models.result import Result


T = TypeVar("T", bound="MatchRecord")


@_attrs_define
class MatchRecord:
    """A match record (docs/records.md).

    Attributes:
        digest (str): "sha256:" + hex, over the canonical JSON (RFC 8785)
        end (None | RecordEnd):
        final_state (None | str):
        format_ (FormatEnum): * `tabula-record` - tabula-record
        format_version (int):
        game (str):
        log (list[RecordLogEntry]):
        match (MatchRecordMatch): id, created_at, status, rated, time_control, forked_from, imported_from on the server
            that signed it
        options (MatchRecordOptions):
        players (int):
        randomness (RecordRandomness):
        result (None | Result):
        rules_version (str):
        seats (list[RecordSeat]):
        seen_by (int | MatchRecordSeenByType0): "all" (a complete record), "spectator", or the seat it was read by
        signature (RecordSignature):
        start (None | RecordStart):
    """

    digest: str
    end: None | RecordEnd
    final_state: None | str
    format_: FormatEnum
    format_version: int
    game: str
    log: list[RecordLogEntry]
    match: MatchRecordMatch
    options: MatchRecordOptions
    players: int
    randomness: RecordRandomness
    result: None | Result
    rules_version: str
    seats: list[RecordSeat]
    seen_by: int | MatchRecordSeenByType0
    signature: RecordSignature
    start: None | RecordStart
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.record_end import RecordEnd  # noqa: PLC0415
        from ..models.record_start import RecordStart  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        digest = self.digest

        end: dict[str, Any] | None
        if isinstance(self.end, RecordEnd):
            end = self.end.to_dict()
        else:
            end = self.end

        final_state: None | str
        final_state = self.final_state

        format_ = self.format_.value

        format_version = self.format_version

        game = self.game

        log = []
        for log_item_data in self.log:
            log_item = log_item_data.to_dict()
            log.append(log_item)

        match = self.match.to_dict()

        options = self.options.to_dict()

        players = self.players

        randomness = self.randomness.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        rules_version = self.rules_version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seen_by: int | str
        if isinstance(self.seen_by, MatchRecordSeenByType0):
            seen_by = self.seen_by.value
        else:
            seen_by = self.seen_by

        signature = self.signature.to_dict()

        start: dict[str, Any] | None
        if isinstance(self.start, RecordStart):
            start = self.start.to_dict()
        else:
            start = self.start

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "digest": digest,
                "end": end,
                "final_state": final_state,
                "format": format_,
                "format_version": format_version,
                "game": game,
                "log": log,
                "match": match,
                "options": options,
                "players": players,
                "randomness": randomness,
                "result": result,
                "rules_version": rules_version,
                "seats": seats,
                "seen_by": seen_by,
                "signature": signature,
                "start": start,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_record_match import MatchRecordMatch  # noqa: PLC0415
        from ..models.match_record_options import MatchRecordOptions  # noqa: PLC0415
        from ..models.record_end import RecordEnd  # noqa: PLC0415
        from ..models.record_log_entry import RecordLogEntry  # noqa: PLC0415
        from ..models.record_randomness import RecordRandomness  # noqa: PLC0415
        from ..models.record_seat import RecordSeat  # noqa: PLC0415
        from ..models.record_signature import RecordSignature  # noqa: PLC0415
        from ..models.record_start import RecordStart  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        digest = d.pop("digest")

        def _parse_end(data: object) -> None | RecordEnd:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                end_type_1 = RecordEnd.from_dict(data)

                return end_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordEnd, data)

        end = _parse_end(d.pop("end"))

        def _parse_final_state(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        final_state = _parse_final_state(d.pop("final_state"))

        format_ = FormatEnum(d.pop("format"))

        format_version = d.pop("format_version")

        game = d.pop("game")

        log = []
        _log = d.pop("log")
        for log_item_data in _log:
            log_item = RecordLogEntry.from_dict(log_item_data)

            log.append(log_item)

        match = MatchRecordMatch.from_dict(d.pop("match"))

        options = MatchRecordOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        randomness = RecordRandomness.from_dict(d.pop("randomness"))

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = Result.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        rules_version = d.pop("rules_version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = RecordSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seen_by(data: object) -> int | MatchRecordSeenByType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seen_by_type_0 = MatchRecordSeenByType0(data)

                return seen_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | MatchRecordSeenByType0, data)

        seen_by = _parse_seen_by(d.pop("seen_by"))

        signature = RecordSignature.from_dict(d.pop("signature"))

        def _parse_start(data: object) -> None | RecordStart:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                start_type_1 = RecordStart.from_dict(data)

                return start_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordStart, data)

        start = _parse_start(d.pop("start"))

        match_record = cls(
            digest=digest,
            end=end,
            final_state=final_state,
            format_=format_,
            format_version=format_version,
            game=game,
            log=log,
            match=match,
            options=options,
            players=players,
            randomness=randomness,
            result=result,
            rules_version=rules_version,
            seats=seats,
            seen_by=seen_by,
            signature=signature,
            start=start,
        )

        match_record.additional_properties = d
        return match_record

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
