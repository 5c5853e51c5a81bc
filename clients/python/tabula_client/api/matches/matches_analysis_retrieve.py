from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.match_analysis import MatchAnalysis
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    *,
    seat: int | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["seat"] = seat

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/analysis/".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MatchAnalysis | None:
    if response.status_code == 200:
        response_200 = MatchAnalysis.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = MatchAnalysis.from_dict(response.json())

        return response_202

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
) -> Response[Error | MatchAnalysis]:
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
    seat: int | Unset = UNSET,
) -> Response[Error | MatchAnalysis]:
    """The first request for a finished match starts its analysis: the answer is 202 with the progress
    until it is done, then 200. A match not finished is 409.

    Args:
        match_id (UUID):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MatchAnalysis]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
) -> Error | MatchAnalysis | None:
    """The first request for a finished match starts its analysis: the answer is 202 with the progress
    until it is done, then 200. A match not finished is 409.

    Args:
        match_id (UUID):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MatchAnalysis
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        seat=seat,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
) -> Response[Error | MatchAnalysis]:
    """The first request for a finished match starts its analysis: the answer is 202 with the progress
    until it is done, then 200. A match not finished is 409.

    Args:
        match_id (UUID):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MatchAnalysis]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    seat: int | Unset = UNSET,
) -> Error | MatchAnalysis | None:
    """The first request for a finished match starts its analysis: the answer is 202 with the progress
    until it is done, then 200. A match not finished is 409.

    Args:
        match_id (UUID):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MatchAnalysis
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            seat=seat,
        )
    ).parsed
