"""Where the ledger lives and how to open it: one code path for SQLite (embedded default) and PostgreSQL.

TABLE_REFEREE_DATABASE_URL picks any SQLAlchemy URL (postgresql+psycopg://... for a club server);
otherwise a SQLite file at TABLE_REFEREE_DB_PATH, else ledger.db in the user's data directory.
Schema changes only ever happen through the Alembic migrations beside this module (`migrate`).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.orm import Session, sessionmaker

URL_ENV = "TABLE_REFEREE_DATABASE_URL"
PATH_ENV = "TABLE_REFEREE_DB_PATH"
APP_NAME = "table-referee"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
BUSY_TIMEOUT_MS = 10_000
# An advisory lock id for migrations on PostgreSQL: replicas starting together migrate one at a time.
MIGRATION_LOCK = 0x7AB1E2EF
VERSION_TABLE = "ledger_alembic_version"
_ALEMBIC = threading.Lock()  # Alembic's `context` is process-global: one migration at a time per process


def default_sqlite_path() -> Path:
    try:
        from platformdirs import user_data_path
    except ImportError:  # platformdirs is a requirement, but a bare core should still find a home
        return Path.home() / ".local" / "share" / APP_NAME / "ledger.db"
    return user_data_path(APP_NAME, appauthor=False) / "ledger.db"


def database_url(environ: dict[str, str] | None = None) -> str:
    """The URL the app uses: the explicit database URL, else the SQLite file's URL."""
    env = os.environ if environ is None else environ
    url = (env.get(URL_ENV) or "").strip()
    if url:
        return url
    path = Path(env.get(PATH_ENV) or default_sqlite_path()).expanduser()
    return URL.create("sqlite+pysqlite", database=str(path)).render_as_string()


def safe_url(url: str) -> str:
    """The URL with any password masked, for messages and logs."""
    return make_url(url).render_as_string(hide_password=True)


def _sqlite_setup(engine: Engine) -> None:
    """WAL (readers never block the writer), foreign keys on, a busy timeout, and our own BEGIN: writes open
    with BEGIN IMMEDIATE so two writers queue on the lock instead of failing halfway through a transaction."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn, _record):
        dbapi_conn.isolation_level = None  # sqlite3 must not issue BEGIN itself; the hook below does
        cur = dbapi_conn.cursor()
        cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cur.execute("PRAGMA journal_mode = WAL")
        cur.execute("PRAGMA foreign_keys = ON")
        cur.execute("PRAGMA synchronous = FULL")  # a commit is on disk when it returns
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn):
        write = conn.get_execution_options().get("ledger_write", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def make_engine(url: str | None = None, **kwargs) -> Engine:
    url = url or database_url()
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        kwargs.setdefault("connect_args", {}).setdefault("timeout", BUSY_TIMEOUT_MS / 1000)
        engine = create_engine(parsed, **kwargs)
        _sqlite_setup(engine)
        return engine
    kwargs.setdefault("pool_pre_ping", True)  # a replica outlives database restarts
    return create_engine(parsed, **kwargs)


def alembic_config(url: str):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.set_main_option("path_separator", "os")
    cfg.attributes["url"] = url
    return cfg


def migrate(engine: Engine, revision: str = "head") -> None:
    """`alembic upgrade <revision>` on this engine; safe to run from every replica at start."""
    from alembic import command

    cfg = alembic_config(engine.url.render_as_string(hide_password=False))
    cfg.attributes["engine"] = engine
    with _ALEMBIC:
        command.upgrade(cfg, revision)


def downgrade(engine: Engine, revision: str = "base") -> None:
    from alembic import command

    cfg = alembic_config(engine.url.render_as_string(hide_password=False))
    cfg.attributes["engine"] = engine
    with _ALEMBIC:
        command.downgrade(cfg, revision)


def current_revision(engine: Engine) -> str | None:
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        return MigrationContext.configure(conn, opts={"version_table": VERSION_TABLE}).get_current_revision()


@dataclass(frozen=True)
class Ledger:
    """An open ledger: the engine and its session factory. Made once per process and shared."""

    engine: Engine
    sessions: sessionmaker[Session]

    @property
    def backend(self) -> str:
        return self.engine.url.get_backend_name()

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with self.sessions.begin() as session:
            yield session

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """One action, one transaction: committed when the block ends, rolled back if it raises."""
        with self.sessions() as session:
            session.connection(execution_options={"ledger_write": True})  # begins: BEGIN IMMEDIATE on SQLite
            try:
                yield session
                session.commit()
            except BaseException:
                session.rollback()
                raise

    def close(self) -> None:
        self.engine.dispose()


def open_ledger(url: str | None = None, *, upgrade: bool = True, **engine_kwargs) -> Ledger:
    """Open the ledger at `url` (default: database_url()) and bring its schema to the newest revision."""
    engine = make_engine(url, **engine_kwargs)
    if upgrade:
        migrate(engine)
    return Ledger(engine, sessionmaker(engine, expire_on_commit=False))
