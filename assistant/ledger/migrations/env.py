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


def run_online() -> None:
    engine = config.attributes.get("engine")
    owned = engine is None
    if owned:
        engine = make_engine(_url())
    try:
        # ledger_write: on SQLite the migration takes the write lock at BEGIN (BEGIN IMMEDIATE)
        with engine.connect().execution_options(ledger_write=True) as conn:
            context.configure(connection=conn, target_metadata=target_metadata, version_table=VERSION_TABLE,
                              render_as_batch=conn.dialect.name == "sqlite", transactional_ddl=True)
            with context.begin_transaction():
                if conn.dialect.name == "postgresql":
                    # Replicas starting together: one migrates, the others wait here, then find nothing to do.
                    conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
                context.run_migrations()
    finally:
        if owned:
            engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
