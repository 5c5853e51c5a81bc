from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.action_request import ActionRequest
from ...models.action_result import ActionResult
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: UUID,
    *,
    body: ActionRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/matches/{match_id}/actions/".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ActionResult | Error | None:
    if response.status_code == 201:
        response_201 = ActionResult.from_dict(response.json())

        return response_201

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
) -> Response[ActionResult | Error]:
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
    body: ActionRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ActionResult | Error]:
    """
    Args:
        match_id (UUID):
        idempotency_key (str | Unset):
        body (ActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ActionRequest,
    idempotency_key: str | Unset = UNSET,
) -> ActionResult | Error | None:
    """
    Args:
        match_id (UUID):
        idempotency_key (str | Unset):
        body (ActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Error
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ActionRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[ActionResult | Error]:
    """
    Args:
        match_id (UUID):
        idempotency_key (str | Unset):
        body (ActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Error]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ActionRequest,
    idempotency_key: str | Unset = UNSET,
) -> ActionResult | Error | None:
    """
    Args:
        match_id (UUID):
        idempotency_key (str | Unset):
        body (ActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Error
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
