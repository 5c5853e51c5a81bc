from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    *,
    last_event_id_query: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id_header, Unset):
        headers["Last-Event-ID"] = str(last_event_id_header)

    params: dict[str, Any] = {}

    params["last_event_id"] = last_event_id_query

    params["seat"] = seat

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/stream/".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    last_event_id_query: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Response[Error | str]:
    """New history entries of a match, live (Server-Sent Events)

     Each message: `id: <match version>`, `event: entry`, `data:` one history entry exactly as /events/
    returns it to the caller (their seat, or a spectator). Each batch of entries ends with `event:
    state`, `data: {"version", "summary", "view"}` (the summary as GET /matches/{id}/, the view as GET
    /view/ gives it to the caller). A `: heartbeat` comment every 15 s while idle. Resume with the
    `Last-Event-ID` header or `?last_event_id=`: every entry after that version, once. The match's table
    chat comes on the same stream as `event: chat` messages without an id, `data: {"kind":
    "message"|"deletion", "message": <as GET /chat/ gives it>}`, only those the caller may read.

    Args:
        match_id (UUID):
        last_event_id_query (int | Unset):
        seat (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        last_event_id_query=last_event_id_query,
        seat=seat,
        last_event_id_header=last_event_id_header,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    last_event_id_query: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Error | str | None:
    """New history entries of a match, live (Server-Sent Events)

     Each message: `id: <match version>`, `event: entry`, `data:` one history entry exactly as /events/
    returns it to the caller (their seat, or a spectator). Each batch of entries ends with `event:
    state`, `data: {"version", "summary", "view"}` (the summary as GET /matches/{id}/, the view as GET
    /view/ gives it to the caller). A `: heartbeat` comment every 15 s while idle. Resume with the
    `Last-Event-ID` header or `?last_event_id=`: every entry after that version, once. The match's table
    chat comes on the same stream as `event: chat` messages without an id, `data: {"kind":
    "message"|"deletion", "message": <as GET /chat/ gives it>}`, only those the caller may read.

    Args:
        match_id (UUID):
        last_event_id_query (int | Unset):
        seat (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        last_event_id_query=last_event_id_query,
        seat=seat,
        last_event_id_header=last_event_id_header,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    last_event_id_query: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Response[Error | str]:
    """New history entries of a match, live (Server-Sent Events)

     Each message: `id: <match version>`, `event: entry`, `data:` one history entry exactly as /events/
    returns it to the caller (their seat, or a spectator). Each batch of entries ends with `event:
    state`, `data: {"version", "summary", "view"}` (the summary as GET /matches/{id}/, the view as GET
    /view/ gives it to the caller). A `: heartbeat` comment every 15 s while idle. Resume with the
    `Last-Event-ID` header or `?last_event_id=`: every entry after that version, once. The match's table
    chat comes on the same stream as `event: chat` messages without an id, `data: {"kind":
    "message"|"deletion", "message": <as GET /chat/ gives it>}`, only those the caller may read.

    Args:
        match_id (UUID):
        last_event_id_query (int | Unset):
        seat (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        last_event_id_query=last_event_id_query,
        seat=seat,
        last_event_id_header=last_event_id_header,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    last_event_id_query: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Error | str | None:
    """New history entries of a match, live (Server-Sent Events)

     Each message: `id: <match version>`, `event: entry`, `data:` one history entry exactly as /events/
    returns it to the caller (their seat, or a spectator). Each batch of entries ends with `event:
    state`, `data: {"version", "summary", "view"}` (the summary as GET /matches/{id}/, the view as GET
    /view/ gives it to the caller). A `: heartbeat` comment every 15 s while idle. Resume with the
    `Last-Event-ID` header or `?last_event_id=`: every entry after that version, once. The match's table
    chat comes on the same stream as `event: chat` messages without an id, `data: {"kind":
    "message"|"deletion", "message": <as GET /chat/ gives it>}`, only those the caller may read.

    Args:
        match_id (UUID):
        last_event_id_query (int | Unset):
        seat (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            last_event_id_query=last_event_id_query,
            seat=seat,
            last_event_id_header=last_event_id_header,
        )
    ).parsed
