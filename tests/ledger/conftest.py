"""Every ledger test runs on SQLite and on a real PostgreSQL server.

PostgreSQL comes from TABLE_REFEREE_TEST_PG_URL, else from .ci/pg_url (both written by .ci/postgres.sh).
Without either the PostgreSQL cases skip on a developer's machine and fail in CI (CI=true): they must run
there. Each test gets a database of its own: a new SQLite file, or a new PostgreSQL schema (dropped after).
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import OperationalError

from assistant.ledger import db

ROOT = Path(__file__).resolve().parents[2]
PG_URL_FILE = ROOT / ".ci" / "pg_url"
BACKENDS = ["sqlite", "postgresql"]


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def pg_base_url() -> str:
    """The test server's URL, or skip (fail in CI) when there is none or it does not answer."""
    url = os.environ.get("TABLE_REFEREE_TEST_PG_URL", "").strip()
    if not url and PG_URL_FILE.exists():
        url = PG_URL_FILE.read_text(encoding="utf-8").strip()
    if not url:
        if in_ci():
            pytest.fail("CI needs PostgreSQL and has no TABLE_REFEREE_TEST_PG_URL: eval the output of .ci/postgres.sh")
        pytest.skip("no PostgreSQL: set TABLE_REFEREE_TEST_PG_URL or run .ci/postgres.sh")
    return url


def pg_admin(url: str):
    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except OperationalError as exc:
        engine.dispose()
        if in_ci():
            pytest.fail(f"PostgreSQL at {db.safe_url(url)} does not answer: {exc}")
        pytest.skip(f"PostgreSQL at {db.safe_url(url)} does not answer")
    return engine


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def db_url(backend: str, tmp_path: Path) -> Iterator[str]:
    """A URL of an empty database for this test on the backend of the parameter."""
    if backend == "sqlite":
        yield URL.create("sqlite+pysqlite", database=str(tmp_path / "ledger.db")).render_as_string()
        return
    with pg_schema_url() as url:
        yield url


@contextlib.contextmanager
def pg_schema_url() -> Iterator[str]:
    """The URL of a schema of its own on the test PostgreSQL server, dropped afterwards (skipped without one)."""
    base = pg_base_url()
    admin = pg_admin(base)
    schema = "t_" + uuid.uuid4().hex[:16]
    with admin.connect() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield make_url(base).update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(
            hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture
def led(db_url: str) -> Iterator[db.Ledger]:
    ledger = db.open_ledger(db_url)
    yield ledger
    ledger.close()
