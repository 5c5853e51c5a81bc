"""Finding 5 under real concurrency (PostgreSQL): one name, many racing sign-ups, one account."""

from __future__ import annotations

import threading

import pytest
from django.contrib.auth.models import User
from django.db import connection

from tests.accounts import sign_up
from tests.conftest import ON_POSTGRES


@pytest.mark.skipif(not ON_POSTGRES, reason="concurrent writers need PostgreSQL")
@pytest.mark.django_db(transaction=True)
def test_concurrent_registrations_of_one_name_make_one_account(api):
    answers: list[int] = []

    def attempt(name: str) -> None:
        try:
            answers.append(sign_up(name).status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt, args=(n,)) for n in ["frank", "FRANK", "Frank"] * 3]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [201] + [400] * 8
    assert User.objects.filter(username__iexact="frank").count() == 1
