from tests.api.conftest import api, babel_match, register  # noqa: F401 - shared fixtures
