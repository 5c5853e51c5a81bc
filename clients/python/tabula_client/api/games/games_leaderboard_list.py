from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paginated_leaderboard_entry_list import PaginatedLeaderboardEntryList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game: str,
    *,
    page: int | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game}/leaderboard/".format(
            game=quote(str(game), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedLeaderboardEntryList | None:
    if response.status_code == 200:
        response_200 = PaginatedLeaderboardEntryList.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaginatedLeaderboardEntryList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
) -> Response[Error | PaginatedLeaderboardEntryList]:
    """The game's rated players, best first (20 a page, query `page`).

    Args:
        game (str):
        page (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedLeaderboardEntryList]
    """

    kwargs = _get_kwargs(
        game=game,
        page=page,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
) -> Error | PaginatedLeaderboardEntryList | None:
    """The game's rated players, best first (20 a page, query `page`).

    Args:
        game (str):
        page (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedLeaderboardEntryList
    """

    return sync_detailed(
        game=game,
        client=client,
        page=page,
    ).parsed


async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
) -> Response[Error | PaginatedLeaderboardEntryList]:
    """The game's rated players, best first (20 a page, query `page`).

    Args:
        game (str):
        page (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedLeaderboardEntryList]
    """

    kwargs = _get_kwargs(
        game=game,
        page=page,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
) -> Error | PaginatedLeaderboardEntryList | None:
    """The game's rated players, best first (20 a page, query `page`).

    Args:
        game (str):
        page (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedLeaderboardEntryList
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            page=page,
        )
    ).parsed
