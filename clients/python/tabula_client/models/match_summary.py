from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.status_enum import StatusEnum

if TYPE_CHECKING:
    from ..models.abort_info import AbortInfo
    from ..models.clock import Clock
    from ..models.match_summary_forked_from_type_0 import MatchSummaryForkedFromType0
    from ..models.match_summary_imported_from_type_0 import MatchSummaryImportedFromType0
    from ..models.match_summary_on_timeout_type_0 import MatchSummaryOnTimeoutType0
    from ..models.match_summary_options import MatchSummaryOptions
    from ..models.match_summary_time_control import MatchSummaryTimeControl
    from ..models.pending_takeback import PendingTakeback
    from ..models.result import Result
    from ..models.seat import Seat


T = TypeVar("T", bound="MatchSummary")


@_attrs_define
class MatchSummary:
    """
    Attributes:
        abort (AbortInfo | None): how the match was aborted
        abort_votes (list[int]): seats whose players asked to abort
        client_seeds (list[str]):
        clock (Clock | None): null without a time control
        created_at (datetime.datetime):
        creator (None | str):
        forked_from (MatchSummaryForkedFromType0 | None):
        game (str):
        id (UUID):
        imported_from (MatchSummaryImportedFromType0 | None): an imported match (docs/records.md): the record's digest,
            the signing key's id and public key, the match id where it was played; null for a match played here
        listed (bool):
        on_timeout (MatchSummaryOnTimeoutType0 | None):
        options (MatchSummaryOptions):
        players (int):
        rated (bool):
        result (None | Result):
        rng_version (int): the randomness derivation (README)
        seats (list[Seat]):
        seed (None | str): the server seed, revealed when the match is finished
        seed_commitment (str): sha256 hex digest of the server seed
        seed_fixed (bool): the creator chose the seed (unrated)
        status (StatusEnum): * `open` - open
            * `active` - active
            * `finished` - finished
            * `aborted` - aborted
        takeback (None | PendingTakeback): the pending takeback request, if any
        time_control (MatchSummaryTimeControl):
        to_act (list[int]):
        updated_at (datetime.datetime):
        version (int):
    """

    abort: AbortInfo | None
    abort_votes: list[int]
    client_seeds: list[str]
    clock: Clock | None
    created_at: datetime.datetime
    creator: None | str
    forked_from: MatchSummaryForkedFromType0 | None
    game: str
    id: UUID
    imported_from: MatchSummaryImportedFromType0 | None
    listed: bool
    on_timeout: MatchSummaryOnTimeoutType0 | None
    options: MatchSummaryOptions
    players: int
    rated: bool
    result: None | Result
    rng_version: int
    seats: list[Seat]
    seed: None | str
    seed_commitment: str
    seed_fixed: bool
    status: StatusEnum
    takeback: None | PendingTakeback
    time_control: MatchSummaryTimeControl
    to_act: list[int]
    updated_at: datetime.datetime
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_info import AbortInfo  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.match_summary_forked_from_type_0 import (
            MatchSummaryForkedFromType0,  # noqa: PLC0415
        )
        from ..models.match_summary_imported_from_type_0 import (
            MatchSummaryImportedFromType0,  # noqa: PLC0415
        )
        from ..models.match_summary_on_timeout_type_0 import (
            MatchSummaryOnTimeoutType0,  # noqa: PLC0415
        )
        from ..models.pending_takeback import PendingTakeback  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        abort: dict[str, Any] | None
        if isinstance(self.abort, AbortInfo):
            abort = self.abort.to_dict()
        else:
            abort = self.abort

        abort_votes = self.abort_votes

        client_seeds = self.client_seeds

        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at.isoformat()

        creator: None | str
        creator = self.creator

        forked_from: dict[str, Any] | None
        if isinstance(self.forked_from, MatchSummaryForkedFromType0):
            forked_from = self.forked_from.to_dict()
        else:
            forked_from = self.forked_from

        game = self.game

        id = str(self.id)

        imported_from: dict[str, Any] | None
        if isinstance(self.imported_from, MatchSummaryImportedFromType0):
            imported_from = self.imported_from.to_dict()
        else:
            imported_from = self.imported_from

        listed = self.listed

        on_timeout: dict[str, Any] | None
        if isinstance(self.on_timeout, MatchSummaryOnTimeoutType0):
            on_timeout = self.on_timeout.to_dict()
        else:
            on_timeout = self.on_timeout

        options = self.options.to_dict()

        players = self.players

        rated = self.rated

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        rng_version = self.rng_version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed: None | str
        seed = self.seed

        seed_commitment = self.seed_commitment

        seed_fixed = self.seed_fixed

        status = self.status.value

        takeback: dict[str, Any] | None
        if isinstance(self.takeback, PendingTakeback):
            takeback = self.takeback.to_dict()
        else:
            takeback = self.takeback

        time_control = self.time_control.to_dict()

        to_act = self.to_act

        updated_at = self.updated_at.isoformat()

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "abort": abort,
                "abort_votes": abort_votes,
                "client_seeds": client_seeds,
                "clock": clock,
                "created_at": created_at,
                "creator": creator,
                "forked_from": forked_from,
                "game": game,
                "id": id,
                "imported_from": imported_from,
                "listed": listed,
                "on_timeout": on_timeout,
                "options": options,
                "players": players,
                "rated": rated,
                "result": result,
                "rng_version": rng_version,
                "seats": seats,
                "seed": seed,
                "seed_commitment": seed_commitment,
                "seed_fixed": seed_fixed,
                "status": status,
                "takeback": takeback,
                "time_control": time_control,
                "to_act": to_act,
                "updated_at": updated_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_info import AbortInfo  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.match_summary_forked_from_type_0 import (
            MatchSummaryForkedFromType0,  # noqa: PLC0415
        )
        from ..models.match_summary_imported_from_type_0 import (
            MatchSummaryImportedFromType0,  # noqa: PLC0415
        )
        from ..models.match_summary_on_timeout_type_0 import (
            MatchSummaryOnTimeoutType0,  # noqa: PLC0415
        )
        from ..models.match_summary_options import MatchSummaryOptions  # noqa: PLC0415
        from ..models.match_summary_time_control import (
            MatchSummaryTimeControl,  # noqa: PLC0415
        )
        from ..models.pending_takeback import PendingTakeback  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.seat import Seat  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_abort(data: object) -> AbortInfo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abort_type_1 = AbortInfo.from_dict(data)

                return abort_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AbortInfo | None, data)

        abort = _parse_abort(d.pop("abort"))

        abort_votes = cast(list[int], d.pop("abort_votes"))

        client_seeds = cast(list[str], d.pop("client_seeds"))

        def _parse_clock(data: object) -> Clock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1 = Clock.from_dict(data)

                return clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_creator(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        creator = _parse_creator(d.pop("creator"))

        def _parse_forked_from(data: object) -> MatchSummaryForkedFromType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                forked_from_type_0 = MatchSummaryForkedFromType0.from_dict(data)

                return forked_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchSummaryForkedFromType0 | None, data)

        forked_from = _parse_forked_from(d.pop("forked_from"))

        game = d.pop("game")

        id = UUID(d.pop("id"))

        def _parse_imported_from(data: object) -> MatchSummaryImportedFromType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                imported_from_type_0 = MatchSummaryImportedFromType0.from_dict(data)

                return imported_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchSummaryImportedFromType0 | None, data)

        imported_from = _parse_imported_from(d.pop("imported_from"))

        listed = d.pop("listed")

        def _parse_on_timeout(data: object) -> MatchSummaryOnTimeoutType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                on_timeout_type_0 = MatchSummaryOnTimeoutType0.from_dict(data)

                return on_timeout_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchSummaryOnTimeoutType0 | None, data)

        on_timeout = _parse_on_timeout(d.pop("on_timeout"))

        options = MatchSummaryOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        rated = d.pop("rated")

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

        rng_version = d.pop("rng_version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        seed_commitment = d.pop("seed_commitment")

        seed_fixed = d.pop("seed_fixed")

        status = StatusEnum(d.pop("status"))

        def _parse_takeback(data: object) -> None | PendingTakeback:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                takeback_type_1 = PendingTakeback.from_dict(data)

                return takeback_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingTakeback, data)

        takeback = _parse_takeback(d.pop("takeback"))

        time_control = MatchSummaryTimeControl.from_dict(d.pop("time_control"))

        to_act = cast(list[int], d.pop("to_act"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        match_summary = cls(
            abort=abort,
            abort_votes=abort_votes,
            client_seeds=client_seeds,
            clock=clock,
            created_at=created_at,
            creator=creator,
            forked_from=forked_from,
            game=game,
            id=id,
            imported_from=imported_from,
            listed=listed,
            on_timeout=on_timeout,
            options=options,
            players=players,
            rated=rated,
            result=result,
            rng_version=rng_version,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            seed_fixed=seed_fixed,
            status=status,
            takeback=takeback,
            time_control=time_control,
            to_act=to_act,
            updated_at=updated_at,
            version=version,
        )

        match_summary.additional_properties = d
        return match_summary

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
