"""The API tests' fixtures (an anonymous client, registered users) serve these tests too."""

from tests.api.conftest import api, register  # noqa: F401 - fixtures
