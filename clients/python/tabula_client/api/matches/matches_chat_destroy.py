from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chat_message import ChatMessage
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    match_id: UUID,
    message_id: int,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/matches/{match_id}/chat/{message_id}/".format(
            match_id=quote(str(match_id), safe=""),
            message_id=quote(str(message_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChatMessage | Error | None:
    if response.status_code == 200:
        response_200 = ChatMessage.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ChatMessage | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: UUID,
    message_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[ChatMessage | Error]:
    """Delete your own message: its words are erased and the log records the deletion.

    Args:
        match_id (UUID):
        message_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatMessage | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        message_id=message_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    message_id: int,
    *,
    client: AuthenticatedClient,
) -> ChatMessage | Error | None:
    """Delete your own message: its words are erased and the log records the deletion.

    Args:
        match_id (UUID):
        message_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatMessage | Error
    """

    return sync_detailed(
        match_id=match_id,
        message_id=message_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    message_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[ChatMessage | Error]:
    """Delete your own message: its words are erased and the log records the deletion.

    Args:
        match_id (UUID):
        message_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatMessage | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        message_id=message_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    message_id: int,
    *,
    client: AuthenticatedClient,
) -> ChatMessage | Error | None:
    """Delete your own message: its words are erased and the log records the deletion.

    Args:
        match_id (UUID):
        message_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatMessage | Error
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            message_id=message_id,
            client=client,
        )
    ).parsed
