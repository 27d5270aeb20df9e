"""A portable dump of the whole ledger: every row of every table, the event log included, as one JSON file
that either database writes and either database reads back (`python -m assistant ledger backup|restore`).

The file names its format and version and the schema revision it was read at; times are ISO 8601 in UTC, the
log's details are JSON as stored. Reading validates it whole (pydantic: types, lengths, unique ids, every
reference inside the file) before the database is touched. A restore goes only into an empty ledger: the schema
is made at the file's revision, the rows are inserted with their ids in one transaction (PostgreSQL's id
sequences set past them), then the ledger is migrated to this code's revision as any older ledger would be.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, AwareDatetime, BaseModel, ConfigDict, Field, ValidationError, model_validator
from sqlalchemy import Engine, Table, func, inspect, select, text
from sqlalchemy import column as sql_column
from sqlalchemy import table as sql_table
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.sql.expression import TableClause

from assistant.ledger import db
from assistant.ledger.errors import LedgerError, WriteFailure, database_failure
from assistant.ledger.models import NAME_LENGTH, Base
from assistant.quoting import clip

FORMAT = "table-referee-ledger"
VERSION = 1
MAX_BYTES = 1 << 30  # a club's ledger is megabytes; a file this big is not a backup of one
TABLES = [t.name for t in Base.metadata.sorted_tables]  # parents before children


class BackupError(ValueError):
    """The backup file cannot be used: its one line names the file's problem (the command exits 2)."""


def _utc(value: datetime) -> datetime:
    return value.astimezone(UTC)


Time = Annotated[AwareDatetime, AfterValidator(_utc)]
Id = Annotated[int, Field(ge=1, le=2**31 - 1)]
Count = Annotated[int, Field(ge=0, le=2**31 - 1)]
Name = Annotated[str, Field(min_length=1, max_length=NAME_LENGTH)]


class _Row(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class GameRow(_Row):
    id: Id
    uid: Annotated[str, Field(min_length=1, max_length=36)]
    kind: Annotated[str, Field(min_length=1, max_length=16)]
    variant: Annotated[str, Field(min_length=1, max_length=16)]
    start_seat: Count
    started_at: Time
    updated_at: Time
    finished_at: Time | None
    version: Count
    # schema 0003 on (a backup read at 0002 has neither: the migration after the restore gives the tokens)
    token: Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{32}$")] | None = None
    removed_at: Time | None = None


class SeatRow(_Row):
    id: Id
    game_id: Id
    position: Count
    name: Name


class RoundRow(_Row):
    id: Id
    game_id: Id
    number: Annotated[int, Field(ge=1, le=2**31 - 1)]
    source: Literal["board", "typed"]
    recorded_at: Time
    recorded_by: Name | None


class ScoreRow(_Row):
    id: Id
    round_id: Id
    seat_id: Id
    points: Count
    complete_rows: Count | None  # no game's wall size here: the registration bounds it when it is recorded


class EventRow(_Row):
    id: Id
    game_id: Id
    at: Time
    actor: Name | None
    kind: Annotated[str, Field(min_length=1, max_length=16)]
    round_number: Annotated[int, Field(ge=1, le=2**31 - 1)] | None
    detail: dict[str, Any]


class BoardRow(_Row):
    id: Id
    game_id: Id
    seat: Annotated[int, Field(ge=-1, le=2**31 - 1)]
    position: dict[str, Any]
    version: Count
    updated_at: Time
    updated_by: Name | None


class Tables(_Row):
    ledger_games: list[GameRow]
    ledger_seats: list[SeatRow]
    ledger_rounds: list[RoundRow]
    ledger_scores: list[ScoreRow]
    ledger_events: list[EventRow]
    ledger_boards: list[BoardRow] = []  # schema 0003 on

    @model_validator(mode="after")
    def _whole(self) -> Tables:
        """Ids unique per table, every reference to a row of the file, the database's unique keys kept."""
        ids = {}
        for name in TABLES:
            rows = getattr(self, name)
            seen = {r.id for r in rows}
            if len(seen) != len(rows):
                raise ValueError(f"{name}: an id appears twice")
            ids[name] = seen
        refs = [("ledger_seats", "game_id", "ledger_games"), ("ledger_rounds", "game_id", "ledger_games"),
                ("ledger_scores", "round_id", "ledger_rounds"), ("ledger_scores", "seat_id", "ledger_seats"),
                ("ledger_events", "game_id", "ledger_games"), ("ledger_boards", "game_id", "ledger_games")]
        for table, column, target in refs:
            for row in getattr(self, table):
                if getattr(row, column) not in ids[target]:
                    raise ValueError(f"{table} {row.id}: {column} {getattr(row, column)} is no row of {target}")
        for table, keys in [("ledger_games", ("uid",)), ("ledger_games", ("token",)),
                            ("ledger_boards", ("game_id", "seat")), ("ledger_seats", ("game_id", "position")),
                            ("ledger_seats", ("game_id", "name")), ("ledger_rounds", ("game_id", "number")),
                            ("ledger_scores", ("round_id", "seat_id"))]:
            values = [tuple(getattr(r, k) for k in keys) for r in getattr(self, table)
                      if None not in (getattr(r, k) for k in keys)]
            if len(set(values)) != len(values):
                raise ValueError(f"{table}: two rows share {' and '.join(keys)}")
        return self


class Backup(_Row):
    """The file: what it is, its version, the schema revision its rows were read at, and the rows."""

    format: Literal["table-referee-ledger"]
    version: Literal[1]
    schema_revision: Annotated[str, Field(min_length=1, max_length=32)]
    written_at: Time
    tables: Tables

    def counts(self) -> dict[str, int]:
        return {name: len(getattr(self.tables, name)) for name in TABLES}


ROWS: dict[str, type[_Row]] = {"ledger_games": GameRow, "ledger_seats": SeatRow, "ledger_rounds": RoundRow,
                               "ledger_scores": ScoreRow, "ledger_events": EventRow, "ledger_boards": BoardRow}


# --- reading the ledger and the file --------------------------------------------------------------------------------


def _revision(engine: Engine) -> str | None:
    try:
        return db.refuse_unknown_revision(engine)
    except SQLAlchemyError as exc:
        raise db.failure(engine, exc, "read") from exc


def dump(engine: Engine) -> Backup:
    """Every row of the ledger, read in one snapshot (PostgreSQL: one REPEATABLE READ transaction)."""
    revision = _revision(engine)
    if revision is None:
        raise LedgerError("ledger.err.no_ledger", "there is no ledger in this database yet: nothing to back up")
    options = {"isolation_level": "REPEATABLE READ"} if engine.dialect.name == "postgresql" else {}
    try:
        held = _held(engine)
        with engine.connect().execution_options(**options) as conn, conn.begin():
            tables = {table.name: [dict(r._mapping) for r in conn.execute(select(_columns(table, held[table.name]))
                                                                          .order_by(table.c.id))]
                      for table in Base.metadata.sorted_tables if table.name in held}
    except SQLAlchemyError as exc:
        raise db.failure(engine, exc, "read") from exc
    return Backup.model_validate({"format": FORMAT, "version": VERSION, "schema_revision": revision,
                                  "written_at": datetime.now(UTC), "tables": tables})


def _held(engine: Engine) -> dict[str, list[str]]:
    """The ledger's tables and their columns as the database holds them (an older revision has fewer)."""
    inspector = inspect(engine)
    present = set(inspector.get_table_names())
    return {t.name: [c["name"] for c in inspector.get_columns(t.name)] for t in Base.metadata.sorted_tables
            if t.name in present}


def _columns(table: Table, names: Iterable[str]) -> TableClause:
    """The table with only these of its columns, typed as the model types them (times, JSON)."""
    return sql_table(table.name, *[sql_column(n, table.c[n].type) for n in names if n in table.c])


def to_json(backup: Backup) -> str:
    return json.dumps(backup.model_dump(mode="json"), ensure_ascii=False, indent=1) + "\n"


def write(backup: Backup, path: Path) -> None:
    """The file appears whole or not at all (written beside it, then renamed); an existing file is kept."""
    if path.exists():
        raise BackupError(f"{clip(str(path))} already exists; choose a new file name")
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "x", encoding="utf-8") as out:
            out.write(to_json(backup))
            out.flush()
            os.fsync(out.fileno())
        os.link(tmp, path)  # unlike rename, never replaces a file that appeared meanwhile
    except FileExistsError:
        raise BackupError(f"{clip(str(path))} already exists; choose a new file name") from None
    except OSError as exc:
        raise BackupError(f"cannot write {clip(str(path))}: {exc.strerror or exc}") from None
    finally:
        tmp.unlink(missing_ok=True)


def read(path: Path) -> Backup:
    """The file, validated whole; any problem is one BackupError line naming the field."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise BackupError(f"cannot read {clip(str(path))}: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:
        raise BackupError(f"{clip(str(path))} is larger than {MAX_BYTES >> 20} MiB: not a ledger backup")
    try:
        raw = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise BackupError(f"{clip(str(path))}: not UTF-8 (byte {exc.start})") from None
    except (json.JSONDecodeError, RecursionError) as exc:
        where = f" (line {exc.lineno}, column {exc.colno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise BackupError(f"{clip(str(path))}: not JSON{where}") from None
    if not isinstance(raw, Mapping) or raw.get("format") != FORMAT:
        raise BackupError(f"{clip(str(path))}: not a Table Referee ledger backup (no \"format\": \"{FORMAT}\")")
    if raw.get("version") != VERSION:
        raise BackupError(f"{clip(str(path))}: backup version {clip(str(raw.get('version')))} is not {VERSION}; "
                          "a newer Table Referee wrote it")
    try:
        return Backup.model_validate_json(data.decode("utf-8-sig"))
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        where = ".".join(str(x) for x in err["loc"]) or "file"
        raise BackupError(f"{clip(str(path))}: {clip(where)}: {clip(err['msg'])}") from None


# --- restoring --------------------------------------------------------------------------------------------------------


def _rows_held(engine: Engine) -> int:
    present = set(inspect(engine).get_table_names())
    with engine.connect() as conn:
        return sum(conn.execute(select(func.count()).select_from(t)).scalar_one()
                   for t in Base.metadata.sorted_tables if t.name in present)


def restore(engine: Engine, backup: Backup) -> None:
    """The file's rows into an empty ledger, then the schema to this code's revision. A ledger with any row is
    refused (nothing is merged or overwritten); a failure leaves the ledger empty."""
    from alembic.script import ScriptDirectory

    known = {rev.revision for rev in ScriptDirectory.from_config(db.alembic_config("sqlite://")).walk_revisions()}
    if backup.schema_revision not in known:
        raise BackupError(f"the backup was read at schema {clip(backup.schema_revision)}, which this version of "
                          "Table Referee does not know: a newer version wrote it; update Table Referee")
    current = _revision(engine)
    try:
        held = _rows_held(engine) if current is not None else 0
    except SQLAlchemyError as exc:
        raise db.failure(engine, exc, "read") from exc
    if held:
        raise LedgerError("ledger.err.not_empty", f"the ledger is not empty (it holds {held} rows); a backup is "
                          "restored only into an empty ledger (a new SQLite file, or a new PostgreSQL database), "
                          "nothing was changed", rows=held)
    try:
        if current is not None and current != backup.schema_revision:
            db.downgrade(engine, "base")  # empty: only the schema goes, to be made again at the file's revision
        db.migrate(engine, backup.schema_revision)
        schema = _held(engine)  # the tables and columns of the file's revision
        with engine.connect().execution_options(ledger_write=True) as conn, conn.begin():
            for table in Base.metadata.sorted_tables:
                rows = [row.model_dump(exclude_unset=True) for row in getattr(backup.tables, table.name)]
                if rows:
                    conn.execute(_columns(table, schema[table.name]).insert(), rows)
            if conn.dialect.name == "postgresql":
                for table in (t for t in Base.metadata.sorted_tables if t.name in schema):
                    conn.execute(text(f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                                      f"coalesce((SELECT max(id) FROM {table.name}), 0) + 1, false)"))
        db.migrate(engine)
    except LedgerError:
        raise
    except SQLAlchemyError as exc:
        raise db.failure(engine, exc, "write") from exc
    except Exception as exc:  # noqa: BLE001 - alembic's own errors: one line, never a traceback
        raise WriteFailure("ledger.err.write", f"the restore failed ({clip(str(exc))}); the ledger holds no game "
                           "of the file", error=clip(str(exc))) from exc


# --- the commands -------------------------------------------------------------------------------------------------


def _engine(url: str | None, *, must_exist: bool) -> Engine:
    url = url or db.database_url()
    parsed = make_url(url)
    if must_exist and parsed.get_backend_name() == "sqlite" and not Path(db.sqlite_path(parsed)).expanduser().exists():
        raise LedgerError("ledger.err.no_ledger", "there is no ledger file there yet: nothing to back up")
    try:
        return db.make_engine(url)
    except OSError as exc:  # the SQLite file's folder cannot be made
        raise database_failure(exc, "open", db.where(parsed), db.CONNECT_TIMEOUT_S, db.hidden(parsed)) from exc


def backup_command(path: str, url: str | None = None) -> dict[str, Any]:
    """`ledger backup FILE`: the ledger (database_url(), or `url`) into a new file. What it prints."""
    engine = _engine(url, must_exist=True)
    try:
        backup = dump(engine)
        write(backup, Path(path))
        return {"backup": path, "ledger": db.where(engine.url), "schema_revision": backup.schema_revision,
                "rows": backup.counts()}
    finally:
        engine.dispose()


def restore_command(path: str, url: str | None = None) -> dict[str, Any]:
    """`ledger restore FILE`: the file, validated first, into the empty ledger. What it prints."""
    backup = read(Path(path))
    engine = _engine(url, must_exist=False)
    try:
        restore(engine, backup)
        return {"restored": path, "ledger": db.where(engine.url), "schema_revision": db.current_revision(engine),
                "rows": backup.counts()}
    finally:
        engine.dispose()
