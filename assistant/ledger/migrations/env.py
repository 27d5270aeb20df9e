"""Alembic environment for the ledger. Run from the core (db.migrate, with the app's engine) or from the
command line (`alembic upgrade head` with the repository's alembic.ini, URL from the environment)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import text

from assistant.ledger.db import MIGRATION_LOCK, VERSION_TABLE, database_url, make_engine
from assistant.ledger.models import Base

config = context.config
target_metadata = Base.metadata


def _url() -> str:
    return config.attributes.get("url") or config.get_main_option("sqlalchemy.url") or database_url()


def run_offline() -> None:
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True,
                      version_table=VERSION_TABLE, render_as_batch=_url().startswith("sqlite"))
    with context.begin_transaction():
        context.run_migrations()


class BrokenReferences(Exception):
    """A migration would leave rows pointing at rows that are not there (SQLite checks this only at the end)."""


def run_online() -> None:
    given = config.attributes.get("engine")
    owned = given is None
    engine = make_engine(_url()) if given is None else given
    try:
        # ledger_write: on SQLite the migration takes the write lock at BEGIN (BEGIN IMMEDIATE)
        with engine.connect().execution_options(ledger_write=True) as conn:
            sqlite = conn.dialect.name == "sqlite"
            if sqlite:
                _foreign_keys(conn, on=False)
            try:
                context.configure(connection=conn, target_metadata=target_metadata, version_table=VERSION_TABLE,
                                  render_as_batch=sqlite, transactional_ddl=True)
                with context.begin_transaction():
                    if conn.dialect.name == "postgresql":
                        # Replicas starting together: one migrates, the others wait here, then find nothing to do.
                        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
                    context.run_migrations()
                    if sqlite:
                        _check_references(conn)
            finally:
                if sqlite:
                    try:
                        _foreign_keys(conn, on=True)
                    except Exception:  # noqa: BLE001 - never back in the pool with the keys off
                        conn.invalidate()
    finally:
        if owned:
            engine.dispose()


def _foreign_keys(conn, *, on: bool) -> None:
    """SQLite's batch mode copies a table, drops the old one and renames the copy; with foreign keys on, the
    drop deletes the rows that seats, rounds and events point at and fails (Alembic's documented recipe: keys
    off around the batch). The pragma is a no-op inside a transaction, so it goes to the driver before BEGIN
    (and after the COMMIT or ROLLBACK), never through SQLAlchemy's autobegin."""
    conn.connection.dbapi_connection.execute(f"PRAGMA foreign_keys = {'ON' if on else 'OFF'}")


def _check_references(conn) -> None:
    """With the keys off nothing checked them: before COMMIT, every reference must still find its row, or the
    whole migration is rolled back."""
    broken = conn.exec_driver_sql("PRAGMA foreign_key_check").all()
    if broken:
        tables = sorted({row[0] for row in broken})
        raise BrokenReferences(f"{len(broken)} rows in {', '.join(tables)} point at rows that are not there")


if context.is_offline_mode():
    run_offline()
else:
    run_online()
