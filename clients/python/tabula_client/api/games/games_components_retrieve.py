from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.components import Components
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    game: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game}/components/".format(
            game=quote(str(game), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Components | Error | None:
    if response.status_code == 200:
        response_200 = Components.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Components | Error]:
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
) -> Response[Any | Components | Error]:
    """Every component of the game (cards, gods, tiles, areas …) with its name and rule text.

    Cacheable: the answer has an ETag and ``Cache-Control``; send the ETag back in
    ``If-None-Match`` to get ``304`` while it is current.

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Components | Error]
    """

    kwargs = _get_kwargs(
        game=game,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game: str,
    *,
    client: AuthenticatedClient,
) -> Any | Components | Error | None:
    """Every component of the game (cards, gods, tiles, areas …) with its name and rule text.

    Cacheable: the answer has an ETag and ``Cache-Control``; send the ETag back in
    ``If-None-Match`` to get ``304`` while it is current.

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Components | Error
    """

    return sync_detailed(
        game=game,
        client=client,
    ).parsed


async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient,
) -> Response[Any | Components | Error]:
    """Every component of the game (cards, gods, tiles, areas …) with its name and rule text.

    Cacheable: the answer has an ETag and ``Cache-Control``; send the ETag back in
    ``If-None-Match`` to get ``304`` while it is current.

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Components | Error]
    """

    kwargs = _get_kwargs(
        game=game,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient,
) -> Any | Components | Error | None:
    """Every component of the game (cards, gods, tiles, areas …) with its name and rule text.

    Cacheable: the answer has an ETag and ``Cache-Control``; send the ETag back in
    ``If-None-Match`` to get ``304`` while it is current.

    Args:
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Components | Error
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
        )
    ).parsed
