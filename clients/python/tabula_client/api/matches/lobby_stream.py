from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    game: str | Unset = UNSET,
    last_event_id_query: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id_header, Unset):
        headers["Last-Event-ID"] = str(last_event_id_header)

    params: dict[str, Any] = {}

    params["game"] = game

    params["last_event_id"] = last_event_id_query

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/lobby/stream/",
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
    *,
    client: AuthenticatedClient | Client,
    game: str | Unset = UNSET,
    last_event_id_query: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Response[Error | str]:
    """Changes of the public lobby, live (Server-Sent Events)

     Each message: `id: <event log position>`, `event: change`, `data: {"change":
    "created"|"seat_taken"|"started"|"finished"|"aborted", "match": <summary right after the change>}`,
    for listed matches only. A `: heartbeat` comment every 15 s while idle. Without `Last-Event-ID` the
    stream starts now; with it (header or `?last_event_id=`) every change after that id, once.

    Args:
        game (str | Unset):
        last_event_id_query (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        game=game,
        last_event_id_query=last_event_id_query,
        last_event_id_header=last_event_id_header,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    game: str | Unset = UNSET,
    last_event_id_query: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Error | str | None:
    """Changes of the public lobby, live (Server-Sent Events)

     Each message: `id: <event log position>`, `event: change`, `data: {"change":
    "created"|"seat_taken"|"started"|"finished"|"aborted", "match": <summary right after the change>}`,
    for listed matches only. A `: heartbeat` comment every 15 s while idle. Without `Last-Event-ID` the
    stream starts now; with it (header or `?last_event_id=`) every change after that id, once.

    Args:
        game (str | Unset):
        last_event_id_query (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        client=client,
        game=game,
        last_event_id_query=last_event_id_query,
        last_event_id_header=last_event_id_header,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    game: str | Unset = UNSET,
    last_event_id_query: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Response[Error | str]:
    """Changes of the public lobby, live (Server-Sent Events)

     Each message: `id: <event log position>`, `event: change`, `data: {"change":
    "created"|"seat_taken"|"started"|"finished"|"aborted", "match": <summary right after the change>}`,
    for listed matches only. A `: heartbeat` comment every 15 s while idle. Without `Last-Event-ID` the
    stream starts now; with it (header or `?last_event_id=`) every change after that id, once.

    Args:
        game (str | Unset):
        last_event_id_query (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        game=game,
        last_event_id_query=last_event_id_query,
        last_event_id_header=last_event_id_header,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    game: str | Unset = UNSET,
    last_event_id_query: int | Unset = UNSET,
    last_event_id_header: int | Unset = UNSET,
) -> Error | str | None:
    """Changes of the public lobby, live (Server-Sent Events)

     Each message: `id: <event log position>`, `event: change`, `data: {"change":
    "created"|"seat_taken"|"started"|"finished"|"aborted", "match": <summary right after the change>}`,
    for listed matches only. A `: heartbeat` comment every 15 s while idle. Without `Last-Event-ID` the
    stream starts now; with it (header or `?last_event_id=`) every change after that id, once.

    Args:
        game (str | Unset):
        last_event_id_query (int | Unset):
        last_event_id_header (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            client=client,
            game=game,
            last_event_id_query=last_event_id_query,
            last_event_id_header=last_event_id_header,
        )
    ).parsed
