"""Issue 15: the repository carries what it documents, and the docs keep up with the code."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = (
    "api",
    "config",
    "games",
    "matches",
    "projections",
    "web",
    "alerts",
    "benchmarks",
    "tests",
)
LINK = re.compile(r"\]\(([^)\s]+)\)")
#: How code reads a variable: os.environ.get("X"), os.environ["X"], os.getenv("X"),
#: env.str("X"...), env.bool("X"...), ..., "X" in os.environ.
WSGI_KEYS = {
    "CONTENT_LENGTH",
    "CONTENT_TYPE",
    "PATH_INFO",
    "QUERY_STRING",
    "REMOTE_ADDR",
    "REQUEST_METHOD",
    "SCRIPT_NAME",
    "SERVER_NAME",
    "SERVER_PORT",
    "SERVER_PROTOCOL",
}
ENV_READ = re.compile(
    r"""(?:environ\.get\(|environ\[|getenv\(|\benv\.(?:str|bool|int|float|list|tuple|json|"""
    r"""cache_url|db_url)\()\s*["']([A-Z][A-Z0-9_]+)["']|["']([A-Z][A-Z0-9_]+)["']\s+(?:not\s+)?in\s+"""
    r"""(?:os\.environ|env\.ENVIRON)"""
)


def tracked_files(*patterns: str) -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", *patterns],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return [ROOT / name for name in listed if (ROOT / name).is_file()]


def test_no_file_points_outside_the_repository():
    offenders = [
        str(path.relative_to(ROOT))
        for path in tracked_files("*.md", "*.py", "*.html", "*.toml", "*.txt", "*.js")
        if "../shared" in path.read_text(errors="replace") and path.name != "test_docs.py"
    ]
    assert offenders == []


@pytest.mark.parametrize(
    "document", ["README.md", "CHANGELOG.md", "docs/api.md", "docs/operations.md"]
)
def test_relative_links_of_the_docs_resolve(document):
    path = ROOT / document
    for target in LINK.findall(path.read_text()):
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue
        file_part = target.split("#", 1)[0]
        assert (path.parent / file_part).exists(), f"{document} links to missing {target}"


def test_every_endpoint_is_documented_in_docs_api_md():
    from django.urls import URLPattern, URLResolver
    from drf_spectacular.generators import SchemaGenerator

    import api.urls

    # A path parameter may be written under any name ({id}, {message_id}).
    documented = re.sub(r"\{\w+\}", "{id}", (ROOT / "docs" / "api.md").read_text())
    schema = SchemaGenerator().get_schema(request=None, public=True)
    paths = set(schema["paths"])
    # Plain Django views of the API (the SSE stream) are not in the OpenAPI schema: list them too.
    for pattern in api.urls.urlpatterns:
        assert isinstance(pattern, URLPattern | URLResolver)
        route = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", str(pattern.pattern))
        paths.add(f"/api/v1/{route}")
    missing = []
    for endpoint in sorted(paths):
        as_written = re.sub(r"\{\w+\}", "{id}", endpoint)
        if as_written not in documented:
            missing.append(endpoint)
    assert missing == [], f"docs/api.md does not document {missing}"


def test_every_environment_variable_the_code_reads_is_documented():
    documented = (ROOT / "docs" / "operations.md").read_text()
    read = set()
    for path in tracked_files(*[f"{folder}/*.py" for folder in SOURCE_DIRS], "manage.py"):
        for match in ENV_READ.finditer(path.read_text(errors="replace")):
            read.add(match.group(1) or match.group(2))
    assert {"DATABASE_URL", "TABULA_DATA_DIR", "DJANGO_SECRET_KEY"} <= read, "the scan works"
    # A WSGI environ is read the same way; its CGI keys are the request's, not the process's.
    read = {name for name in read if name not in WSGI_KEYS and not name.startswith("HTTP_")}
    undocumented = sorted(name for name in read if f"`{name}`" not in documented)
    assert undocumented == [], f"docs/operations.md does not document {undocumented}"
