from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.matches_list_status import MatchesListStatus
from ...models.paginated_match_summary_list import PaginatedMatchSummaryList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    game: str | Unset = UNSET,
    page: int | Unset = UNSET,
    status: MatchesListStatus | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["game"] = game

    params["page"] = page

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedMatchSummaryList | None:
    if response.status_code == 200:
        response_200 = PaginatedMatchSummaryList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaginatedMatchSummaryList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    page: int | Unset = UNSET,
    status: MatchesListStatus | Unset = UNSET,
) -> Response[Error | PaginatedMatchSummaryList]:
    """
    Args:
        game (str | Unset):
        page (int | Unset):
        status (MatchesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedMatchSummaryList]
    """

    kwargs = _get_kwargs(
        game=game,
        page=page,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    page: int | Unset = UNSET,
    status: MatchesListStatus | Unset = UNSET,
) -> Error | PaginatedMatchSummaryList | None:
    """
    Args:
        game (str | Unset):
        page (int | Unset):
        status (MatchesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedMatchSummaryList
    """

    return sync_detailed(
        client=client,
        game=game,
        page=page,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    page: int | Unset = UNSET,
    status: MatchesListStatus | Unset = UNSET,
) -> Response[Error | PaginatedMatchSummaryList]:
    """
    Args:
        game (str | Unset):
        page (int | Unset):
        status (MatchesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedMatchSummaryList]
    """

    kwargs = _get_kwargs(
        game=game,
        page=page,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    page: int | Unset = UNSET,
    status: MatchesListStatus | Unset = UNSET,
) -> Error | PaginatedMatchSummaryList | None:
    """
    Args:
        game (str | Unset):
        page (int | Unset):
        status (MatchesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedMatchSummaryList
    """

    return (
        await asyncio_detailed(
            client=client,
            game=game,
            page=page,
            status=status,
        )
    ).parsed
