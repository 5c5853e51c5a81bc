from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chat_page import ChatPage
from ...models.error import Error
from ...models.matches_chat_retrieve_channel import MatchesChatRetrieveChannel
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    *,
    before: int | Unset = UNSET,
    channel: MatchesChatRetrieveChannel,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["before"] = before

    json_channel = channel.value
    params["channel"] = json_channel

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{match_id}/chat/".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChatPage | Error | None:
    if response.status_code == 200:
        response_200 = ChatPage.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ChatPage | Error]:
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
    before: int | Unset = UNSET,
    channel: MatchesChatRetrieveChannel,
    limit: int | Unset = UNSET,
) -> Response[ChatPage | Error]:
    """A match's chat: a page of one channel's history, or a new message.

    Args:
        match_id (UUID):
        before (int | Unset):
        channel (MatchesChatRetrieveChannel):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatPage | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        before=before,
        channel=channel,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    before: int | Unset = UNSET,
    channel: MatchesChatRetrieveChannel,
    limit: int | Unset = UNSET,
) -> ChatPage | Error | None:
    """A match's chat: a page of one channel's history, or a new message.

    Args:
        match_id (UUID):
        before (int | Unset):
        channel (MatchesChatRetrieveChannel):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatPage | Error
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        before=before,
        channel=channel,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    before: int | Unset = UNSET,
    channel: MatchesChatRetrieveChannel,
    limit: int | Unset = UNSET,
) -> Response[ChatPage | Error]:
    """A match's chat: a page of one channel's history, or a new message.

    Args:
        match_id (UUID):
        before (int | Unset):
        channel (MatchesChatRetrieveChannel):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatPage | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        before=before,
        channel=channel,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    before: int | Unset = UNSET,
    channel: MatchesChatRetrieveChannel,
    limit: int | Unset = UNSET,
) -> ChatPage | Error | None:
    """A match's chat: a page of one channel's history, or a new message.

    Args:
        match_id (UUID):
        before (int | Unset):
        channel (MatchesChatRetrieveChannel):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatPage | Error
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            before=before,
            channel=channel,
            limit=limit,
        )
    ).parsed
