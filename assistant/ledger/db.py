"""Where the ledger lives and how to open it: one code path for SQLite (embedded default) and PostgreSQL.

TABLE_REFEREE_DATABASE_URL picks any SQLAlchemy URL (postgresql+psycopg://... for a club server);
otherwise a SQLite file at TABLE_REFEREE_DB_PATH, else ledger.db in the user's data directory.
Schema changes only ever happen through the Alembic migrations beside this module (`migrate`).
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, unquote

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.orm.exc import StaleDataError

from assistant.ledger import guard
from assistant.ledger.errors import (
    DatabaseFailure,
    DiskFailure,
    MigrationFailure,
    NewerSchema,
    Phase,
    Unreachable,
    database_failure,
)
from assistant.quoting import clip

URL_ENV = "TABLE_REFEREE_DATABASE_URL"
PATH_ENV = "TABLE_REFEREE_DB_PATH"
APP_NAME = "table-referee"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# SQLite: a writer waits this long for another's write lock (writes last milliseconds; a page should not hang).
BUSY_TIMEOUT_MS = 10_000
# PostgreSQL: a server that does not answer fails the page in seconds, not after the kernel's two minutes.
CONNECT_TIMEOUT_S = 5  # TCP connect and the startup handshake, per attempt
# Client side (guard.py): one ledger call, or one request outside a call, waits this long for the server's
# answers, then the connection is cut and discarded. It bounds a server that went silent on an open connection.
ANSWER_TIMEOUT_S = 5
# Server side: a statement (or a lock wait) longer than this is cancelled by the server itself, before the
# client's deadline, so a slow but live server ends the call with its own clean error and keeps the connection.
STATEMENT_TIMEOUT_MS = 4_000
# The kernel's part: keepalives find an idle connection to a host that vanished; tcp_user_timeout (Linux)
# aborts a connection whose sent data stays unacknowledged this long (a dropped network) instead of ~15 min.
KEEPALIVES = {"keepalives": 1, "keepalives_idle": 30, "keepalives_interval": 10, "keepalives_count": 3,
              "tcp_user_timeout": ANSWER_TIMEOUT_S * 1000}
# An advisory lock id for migrations on PostgreSQL: replicas starting together migrate one at a time.
MIGRATION_LOCK = 0x7AB1E2EF
VERSION_TABLE = "ledger_alembic_version"
LOG = logging.getLogger("assistant.ledger")
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
        if sqlite_path(parsed) != ":memory:":
            Path(sqlite_path(parsed)).expanduser().parent.mkdir(parents=True, exist_ok=True)
        kwargs.setdefault("connect_args", {}).setdefault("timeout", BUSY_TIMEOUT_MS / 1000)
        engine = create_engine(parsed, **kwargs)
        _sqlite_setup(engine)
        return engine
    kwargs.setdefault("pool_pre_ping", True)  # a replica outlives database restarts
    if parsed.get_backend_name() == "postgresql":
        kwargs["connect_args"] = _pg_connect_args(parsed, kwargs.get("connect_args") or {})
    engine = create_engine(parsed, **kwargs)
    if parsed.get_backend_name() == "postgresql" and engine.dialect.driver == "psycopg":
        guard.install(engine, ANSWER_TIMEOUT_S, CONNECT_TIMEOUT_S)
    return engine


def _pg_connect_args(url: URL, given: dict) -> dict:
    """Timeouts and keepalives for libpq/psycopg, unless the URL (or the caller) sets its own. The statement
    timeout joins any `options` already in the URL (connect_args would otherwise replace them)."""
    out = dict(given)
    for key, value in {"connect_timeout": CONNECT_TIMEOUT_S, **KEEPALIVES}.items():
        if key not in url.query:
            out.setdefault(key, value)
    options = url.query.get("options", "")
    options = " ".join(options) if isinstance(options, tuple) else options
    if "statement_timeout" not in options and "statement_timeout" not in str(out.get("options", "")):
        options = f"{options} -c statement_timeout={STATEMENT_TIMEOUT_MS}".strip()
    out["options"] = f"{out['options']} {options}".strip() if out.get("options") else options
    return out


def sqlite_path(url: URL) -> str:
    """The SQLite file a URL names (also a read-only `file:` URI, see _read_only), or ":memory:"."""
    path = url.database or ":memory:"
    return unquote(path.removeprefix("file:")) if url.query.get("uri") == "true" else path


def where(url: URL) -> str:
    """The database as the server's log names it: the SQLite file's path, or host:port/database."""
    if url.get_backend_name() == "sqlite":
        return clip(sqlite_path(url), 200)
    return clip(f"{url.host or 'localhost'}:{url.port or 5432}/{url.database or ''}")


def hidden(url: URL) -> tuple[str, ...]:
    """What a player's line must not show of the database: its path and folder, or host, port, names."""
    if url.get_backend_name() == "sqlite":
        path = sqlite_path(url)
        if path == ":memory:":
            return ()
        folder = str(Path(path).expanduser().resolve().parent)
        return (path, folder) if len(folder) > 1 else (path,)  # never "/" itself
    return tuple(str(v) for v in (url.host, url.port, url.database, url.username) if v)


def failure(engine: Engine, exc: BaseException, phase: Phase) -> DatabaseFailure:
    """A database error as the player's sentence, by the phase it happened in (see errors.py)."""
    orig = getattr(exc, "orig", None)
    timeout = getattr(orig, "timeout_s", None) or (
        STATEMENT_TIMEOUT_MS / 1000 if getattr(orig, "sqlstate", None) == "57014" else CONNECT_TIMEOUT_S)
    return database_failure(exc, phase, where(engine.url), timeout, hidden(engine.url))


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()
    if head is None:  # the migrations directory always holds a head; none would be a broken install
        raise RuntimeError("the ledger's migrations have no head revision")
    return head


def alembic_config(url: str):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.set_main_option("path_separator", "os")
    cfg.attributes["url"] = url
    return cfg


def migrate(engine: Engine, revision: str = "head") -> None:
    """`alembic upgrade <revision>` on this engine; safe to run from every replica at start. A database at a
    revision this code does not know (a newer Table Referee migrated it) is refused with NewerSchema."""
    from alembic import command
    from alembic.util.exc import CommandError

    cfg = alembic_config(engine.url.render_as_string(hide_password=False))
    cfg.attributes["engine"] = engine
    with _ALEMBIC:
        try:
            refuse_unknown_revision(engine)
            command.upgrade(cfg, revision)
        except CommandError:  # a newer replica migrated between our check and our upgrade
            refuse_unknown_revision(engine)
            raise


def refuse_unknown_revision(engine: Engine) -> str | None:
    """The database's revision (None: no schema yet); NewerSchema when this code does not know it."""
    from alembic.script import ScriptDirectory

    current = current_revision(engine)
    if current is None:
        return None
    script = ScriptDirectory.from_config(alembic_config("sqlite://"))
    if current not in {rev.revision for rev in script.walk_revisions()}:
        raise NewerSchema(where(engine.url), current)
    return current


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
    read_only: bool = False  # opened from a read-only disk (_read_only): every change is refused

    @property
    def backend(self) -> str:
        return self.engine.url.get_backend_name()

    @contextmanager
    def _read(self) -> Iterator[None]:
        """A read within the answer timeout; a database failure in it is a ReadFailure (nothing was changed)."""
        try:
            with guard.call(ANSWER_TIMEOUT_S):
                yield
        except DatabaseFailure:
            raise
        except SQLAlchemyError as exc:
            raise failure(self.engine, exc, "read") from exc

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """One read, one transaction (failures: `_read`)."""
        with self._read(), self.sessions.begin() as session:
            yield session

    @contextmanager
    def peeking(self) -> Iterator[Connection]:
        """One small read on a bare connection, without an ORM session (a table's stamp, polled every second by
        every phone: a seventh of the CPU of `reading`). Failures as in `reading`."""
        with self._read(), self.engine.connect() as conn:
            yield conn

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """One action, one transaction: committed when the block ends, rolled back if it raises. Whatever the
        caller returns must be read inside the block: after the commit nothing may fail, so a failure always
        means "not saved" (WriteFailure), or "unknown" when the connection broke during COMMIT itself."""
        with guard.call(ANSWER_TIMEOUT_S):  # the rollback and the pool's reset included
            session = self.sessions()
            try:
                try:
                    session.connection(execution_options={"ledger_write": True})  # BEGIN IMMEDIATE on SQLite
                    yield session
                except BaseException as exc:
                    _quiet_rollback(session)
                    if isinstance(exc, SQLAlchemyError) and not isinstance(exc, StaleDataError | DatabaseFailure):
                        raise failure(self.engine, exc, "write") from exc
                    raise
                try:
                    session.commit()
                except StaleDataError:
                    _quiet_rollback(session)
                    raise
                except SQLAlchemyError as exc:
                    _quiet_rollback(session)
                    raise failure(self.engine, exc, "commit") from exc
            finally:
                _quiet_close(session)

    def close(self) -> None:
        self.engine.dispose()


def _quiet_rollback(session: Session) -> None:
    """Roll back after a failure; a dead connection cannot, and the original failure is the one to tell."""
    with suppress(SQLAlchemyError):
        session.rollback()


def _quiet_close(session: Session) -> None:
    """Close after the outcome is known: a failure here (a connection that died just after COMMIT) must not
    turn a saved change into a reported failure."""
    with suppress(SQLAlchemyError):
        session.close()


def open_ledger(url: str | None = None, *, upgrade: bool = True, **engine_kwargs) -> Ledger:
    """Open the ledger at `url` (default: database_url()) and bring its schema to the newest revision.
    Failures are DatabaseFailures: NewerSchema, a silent server (Unreachable), a full disk (DiskFailure), a
    migration that failed and was rolled back (MigrationFailure)."""
    url = url or database_url()
    try:
        engine = make_engine(url, **engine_kwargs)
    except OSError as exc:  # the SQLite file's folder cannot be made: a full or read-only disk
        raise database_failure(exc, "open", where(make_url(url)), CONNECT_TIMEOUT_S,
                               hidden(make_url(url))) from exc
    if upgrade:
        try:
            _upgrade(engine)
        except DatabaseFailure as exc:
            engine.dispose()
            if exc.key in ("ledger.err.disk", "ledger.err.read") and (read_only := _read_only(engine.url)):
                return read_only
            raise
    return Ledger(engine, sessionmaker(engine, expire_on_commit=False))


def _read_only(url: URL) -> Ledger | None:
    """A SQLite ledger on a read-only disk (or in a folder we cannot write) still shows its games: a WAL
    database there cannot be opened as usual (its -shm file cannot be made), but it can be as an immutable file,
    which is exact while no -wal file holds changes (we checked there is none, and a read-only disk gets none).
    Only a ledger already at this code's schema, since none can be migrated; writes then fail with the
    read-only line (DiskFailure). A folder another user still writes in would be read as it was at open."""
    if url.get_backend_name() != "sqlite" or url.query.get("uri"):
        return None
    path = Path(sqlite_path(url)).expanduser()
    wal = path.with_name(path.name + "-wal")
    if not path.is_file() or os.access(path.parent, os.W_OK) or (wal.exists() and wal.stat().st_size > 0):
        return None
    ro = URL.create("sqlite+pysqlite", database="file:" + quote(str(path.resolve())),
                    query={"mode": "ro", "immutable": "1", "uri": "true"})
    engine = make_engine(ro.render_as_string())
    try:
        if refuse_unknown_revision(engine) != head_revision():
            engine.dispose()
            return None
    except (SQLAlchemyError, DatabaseFailure):
        engine.dispose()
        return None
    LOG.warning("the ledger at %s cannot be written: opened read-only, every change will be refused", path)
    return Ledger(engine, sessionmaker(engine, expire_on_commit=False), read_only=True)


def _upgrade(engine: Engine) -> None:
    """Bring the schema to head. A ledger already there is only read (a read-only file still opens); a failed
    migration is a MigrationFailure, told apart from a silent server or a full disk, which keep their own line."""
    from alembic.util.exc import CommandError

    try:
        current = refuse_unknown_revision(engine)
    except (SQLAlchemyError, CommandError) as exc:  # CommandError: alembic's, e.g. a broken version table
        raise failure(engine, exc, "open") from exc
    head = head_revision()
    if current == head:
        return
    try:
        migrate(engine)
    except DatabaseFailure:
        raise
    except Exception as exc:  # noqa: BLE001 - SQLAlchemy's, alembic's, env.py's broken references: all roll back
        told = failure(engine, exc, "open")
        if isinstance(told, Unreachable | DiskFailure):
            raise told from exc
        LOG.error("the ledger at %s could not be migrated from %s to %s; rolled back", where(engine.url), current,
                  head, exc_info=exc)
        raise MigrationFailure(where(engine.url), current or "-", head, told.params.get("error", "")) from exc
