from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.replay_range import ReplayRange
from ...models.view import View
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    *,
    at: int | Unset = UNSET,
    from_: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    to: int | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["at"] = at

    params["from"] = from_

    params["seat"] = seat

    params["to"] = to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/replay/".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ReplayRange | View | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> ReplayRange | View:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_0 = View.from_dict(data)

                return componentsschemas_replay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_replay_type_1 = ReplayRange.from_dict(data)

            return componentsschemas_replay_type_1

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ReplayRange | View]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    from_: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    to: int | Unset = UNSET,
) -> Response[Error | ReplayRange | View]:
    """
    Args:
        match_id (UUID):
        at (int | Unset):
        from_ (int | Unset):
        seat (int | Unset):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReplayRange | View]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        at=at,
        from_=from_,
        seat=seat,
        to=to,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    from_: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    to: int | Unset = UNSET,
) -> Error | ReplayRange | View | None:
    """
    Args:
        match_id (UUID):
        at (int | Unset):
        from_ (int | Unset):
        seat (int | Unset):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReplayRange | View
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        at=at,
        from_=from_,
        seat=seat,
        to=to,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    from_: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    to: int | Unset = UNSET,
) -> Response[Error | ReplayRange | View]:
    """
    Args:
        match_id (UUID):
        at (int | Unset):
        from_ (int | Unset):
        seat (int | Unset):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReplayRange | View]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        at=at,
        from_=from_,
        seat=seat,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    from_: int | Unset = UNSET,
    seat: int | Unset = UNSET,
    to: int | Unset = UNSET,
) -> Error | ReplayRange | View | None:
    """
    Args:
        match_id (UUID):
        at (int | Unset):
        from_ (int | Unset):
        seat (int | Unset):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReplayRange | View
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            at=at,
            from_=from_,
            seat=seat,
            to=to,
        )
    ).parsed
