from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chat_report_answer import ChatReportAnswer
from ...models.chat_report_request import ChatReportRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    message_id: int,
    *,
    body: ChatReportRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/matches/{match_id}/chat/{message_id}/report/".format(
            match_id=quote(str(match_id), safe=""),
            message_id=quote(str(message_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChatReportAnswer | Error | None:
    if response.status_code == 201:
        response_201 = ChatReportAnswer.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ChatReportAnswer | Error]:
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
    body: ChatReportRequest | Unset = UNSET,
) -> Response[ChatReportAnswer | Error]:
    """Report a message to the administrators (Django admin, "Chat reports").

    Args:
        match_id (UUID):
        message_id (int):
        body (ChatReportRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatReportAnswer | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        message_id=message_id,
        body=body,
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
    body: ChatReportRequest | Unset = UNSET,
) -> ChatReportAnswer | Error | None:
    """Report a message to the administrators (Django admin, "Chat reports").

    Args:
        match_id (UUID):
        message_id (int):
        body (ChatReportRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatReportAnswer | Error
    """

    return sync_detailed(
        match_id=match_id,
        message_id=message_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    message_id: int,
    *,
    client: AuthenticatedClient,
    body: ChatReportRequest | Unset = UNSET,
) -> Response[ChatReportAnswer | Error]:
    """Report a message to the administrators (Django admin, "Chat reports").

    Args:
        match_id (UUID):
        message_id (int):
        body (ChatReportRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatReportAnswer | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        message_id=message_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    message_id: int,
    *,
    client: AuthenticatedClient,
    body: ChatReportRequest | Unset = UNSET,
) -> ChatReportAnswer | Error | None:
    """Report a message to the administrators (Django admin, "Chat reports").

    Args:
        match_id (UUID):
        message_id (int):
        body (ChatReportRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatReportAnswer | Error
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            message_id=message_id,
            client=client,
            body=body,
        )
    ).parsed
