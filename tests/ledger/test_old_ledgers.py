"""Ledgers written by earlier releases open with this one: every game, seat, round, score and log entry kept,
on SQLite and PostgreSQL, down and up again; a migration that fails leaves the ledger exactly as it was (on
SQLite the same bytes) and says so in one line that names what to do.

The fixtures in tests/ledger/fixtures were written by each release's own code (make_fixtures.py). PostgreSQL
gets the same rows: the schema of the fixture's revision is made by the migrations, the rows copied in as
they are, then the upgrade runs.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import select, text
from sqlalchemy.engine import URL

from assistant.i18n import t
from assistant.ledger import db, service, tables
from assistant.ledger.backup import _columns
from assistant.ledger.errors import MigrationFailure
from assistant.ledger.models import Base

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
OLD = sorted(FIXTURES.glob("ledger-*.db"))
# What the earlier releases wrote: their five tables and columns (0003 added the boards, a token and removed_at)
NEW_COLUMNS = {"ledger_games": {"token", "removed_at"}}
TABLES = [t for t in Base.metadata.sorted_tables if t.name != "ledger_boards"]  # parents first


def sqlite_url(path: Path) -> str:
    return URL.create("sqlite+pysqlite", database=str(path)).render_as_string()


def revision_of(fixture: Path) -> str:
    with sqlite3.connect(fixture) as conn:
        return conn.execute(f"SELECT version_num FROM {db.VERSION_TABLE}").fetchone()[0]


def old_columns(table) -> list[str]:
    return [c.name for c in table.c if c.name not in NEW_COLUMNS.get(table.name, set())]


def rows(engine) -> dict[str, list[tuple]]:
    """Every row of the earlier releases' tables and columns, typed by the models (times aware UTC, the log's
    detail parsed), on a ledger of any revision."""
    with engine.connect() as conn:
        return {table.name: [tuple(r) for r in conn.execute(select(*[table.c[n] for n in old_columns(table)])
                                                            .order_by(table.c.id))] for table in TABLES}


def table_columns(engine) -> tuple[list[tuple], int]:
    """0003's own: each game's (token, removed_at), and how many boards there are."""
    with engine.connect() as conn:
        games = Base.metadata.tables["ledger_games"]
        tokens = [tuple(r) for r in conn.execute(select(games.c.token, games.c.removed_at).order_by(games.c.id))]
        return tokens, conn.execute(text("SELECT count(*) FROM ledger_boards")).scalar_one()


def views(led: db.Ledger) -> list[tuple]:
    """What the pages read: each game with its rounds and its log (the token aside: a new one after a downgrade)."""
    return [(dataclasses.replace(g, token=""), service.game_log(led, g.id))
            for g in sorted(service.list_games(led), key=lambda g: g.id)]


def copy_into(source, target) -> None:
    """The fixture's rows into an empty database at the same revision, ids and all."""
    data = rows(source)
    with target.begin() as conn:
        for table in TABLES:
            if data[table.name]:
                names = old_columns(table)
                conn.execute(_columns(table, names).insert(), [dict(zip(names, r, strict=True))
                                                                for r in data[table.name]])
        if conn.dialect.name == "postgresql":
            for table in TABLES:
                conn.execute(text(f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                                  f"(SELECT coalesce(max(id), 1) FROM {table.name}))"))


@pytest.fixture(params=OLD, ids=[p.stem for p in OLD])
def old(request) -> Path:
    return request.param


@pytest.fixture
def old_ledger(old: Path, backend: str, db_url: str, tmp_path: Path):
    """(URL of a database holding the old release's ledger, its revision, its rows as the old code wrote them)."""
    original = db.make_engine(sqlite_url(old))
    try:
        before = rows(original)
        if backend == "sqlite":
            copy = tmp_path / "ledger.db"
            shutil.copyfile(old, copy)
            yield sqlite_url(copy), revision_of(old), before
            return
        target = db.make_engine(db_url)
        try:
            db.migrate(target, revision_of(old))
            copy_into(original, target)
        finally:
            target.dispose()
    finally:
        original.dispose()
    yield db_url, revision_of(old), before


def test_the_fixtures_hold_games_seats_rounds_corrections_and_events_of_every_earlier_schema():
    assert {revision_of(p) for p in OLD} == {"0001", "0002"}
    for path in OLD:
        engine = db.make_engine(sqlite_url(path))
        try:
            data = rows(engine)
        finally:
            engine.dispose()
        assert len(data["ledger_games"]) == 4 and len(data["ledger_seats"]) == 11
        assert len(data["ledger_rounds"]) == 7 and len(data["ledger_scores"]) == 17
        kinds = [e[4] for e in data["ledger_events"]]
        assert {"started", "recorded", "corrected", "finished"} <= set(kinds)


def test_a_ledger_of_each_earlier_release_upgrades_keeping_every_row_then_goes_down_and_up_again(old_ledger):
    url, revision, before = old_ledger
    engine = db.make_engine(url)
    try:
        assert db.current_revision(engine) == revision and rows(engine) == before  # as the old release left it
    finally:
        engine.dispose()
    led = db.open_ledger(url)  # what the app does at start
    try:
        assert db.current_revision(led.engine) == db.head_revision() == "0003"
        assert rows(led.engine) == before
        read = views(led)
        assert [len(g.players) for g, _ in read] == [3, 2, 2, 4]
        assert [len(log) for _, log in read] == [6, 2, 6, 1]  # started, recorded..., corrected, finished
        _each_old_game_is_a_table_with_a_token_of_its_own(led)
        if led.backend == "sqlite":
            with led.engine.connect() as conn:
                assert conn.exec_driver_sql("PRAGMA foreign_key_check").all() == []
                assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1  # back on after the migration
        first_tokens, _ = table_columns(led.engine)
        for down in ("0002", "0001"):
            db.downgrade(led.engine, down)
            assert db.current_revision(led.engine) == down and rows(led.engine) == before
        db.migrate(led.engine)
        assert rows(led.engine) == before and views(led) == read
        tokens, _ = table_columns(led.engine)
        assert not {t for t, _ in tokens} & {t for t, _ in first_tokens}  # links made before the downgrade: gone
        # and the upgraded ledger takes new games, rounds and tables on both backends (the id sequences follow)
        game = service.start_game(led, {"game": "azul", "players": ["Neu", "Alt"]})
        service.record_round(led, game.id, game.version, {"scores": [
            {"name": "Neu", "points": 3, "complete_rows": 0}, {"name": "Alt", "points": 2, "complete_rows": 0}]})
        table = tables.create_table(led, {"game": "alhambra", "players": ["Neu", "Alt", "Dritt"]})
        assert tables.open_table(led, table.token).game.players == ("Neu", "Alt", "Dritt")
        assert len(service.list_games(led)) == 6
    finally:
        led.close()


def _each_old_game_is_a_table_with_a_token_of_its_own(led: db.Ledger) -> None:
    tokens, boards = table_columns(led.engine)
    assert len({t for t, _ in tokens}) == len(tokens) == 4 and boards == 0
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{32}", t) and removed is None for t, removed in tokens)
    by_token = {tables.open_table(led, t).game.id: tables.open_table(led, t) for t, _ in tokens}
    assert [by_token[g.id].game.rounds for g in service.list_games(led)] == [g.rounds for g in service.list_games(led)]
    assert all(t.boards == () for t in by_token.values())  # no board was entered before tables existed


def test_alembic_upgrade_head_on_the_command_line_upgrades_an_old_ledger(tmp_path):
    """The issue's `alembic upgrade head` traceback ("FOREIGN KEY constraint failed")."""
    copy = tmp_path / "ledger.db"
    shutil.copyfile(FIXTURES / "ledger-0001-last.db", copy)
    env = {**os.environ, "PYTHONPATH": str(ROOT), db.PATH_ENV: str(copy)}
    env.pop(db.URL_ENV, None)
    for step in (["upgrade", "head"], ["downgrade", "0001"], ["upgrade", "head"]):
        out = subprocess.run([sys.executable, "-m", "alembic", *step], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
    assert revision_of(copy) == db.head_revision()


def test_the_connection_that_migrated_goes_back_to_the_pool_with_foreign_keys_on(tmp_path):
    copy = tmp_path / "ledger.db"
    shutil.copyfile(FIXTURES / "ledger-0001-last.db", copy)
    engine = db.make_engine(sqlite_url(copy), pool_size=1, max_overflow=0)  # one connection: the migration's
    try:
        db.migrate(engine)
        with engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        _break_a_reference(copy)
        with pytest.raises(Exception, match="point at rows that are not there"):
            db.downgrade(engine, "0001")
        with engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    finally:
        engine.dispose()


def _break_a_reference(path: Path) -> None:
    """A seat pointing at a game that is not there (written with the keys off, as a careless tool would)."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("INSERT INTO ledger_seats (game_id, position, name) VALUES (999, 0, 'Ghost')")
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def _leave_a_half_finished_copy(path: Path) -> None:
    """The table a batch migration copies into, left behind (as by a tool killed halfway): CREATE fails."""
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE _alembic_tmp_ledger_games (id INTEGER)")
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


@pytest.mark.parametrize("damage", [_break_a_reference, _leave_a_half_finished_copy])
def test_a_failed_upgrade_leaves_the_sqlite_file_byte_for_byte_and_says_what_to_do(tmp_path, damage):
    copy = tmp_path / "ledger.db"
    shutil.copyfile(FIXTURES / "ledger-0001-last.db", copy)
    damage(copy)
    before = copy.read_bytes()
    with pytest.raises(MigrationFailure) as caught:
        db.open_ledger(sqlite_url(copy))
    assert copy.read_bytes() == before and revision_of(copy) == "0001"
    failure = caught.value
    assert failure.key == "ledger.err.migrate" and (failure.params["current"], failure.params["head"]) == \
        ("0001", db.head_revision())
    for lang in ("en", "tr", "es", "ja"):
        line = t(failure.key, lang, **failure.params)
        assert "\n" not in line and str(tmp_path) not in line and "ledger.db" not in line
    line = t(failure.key, "en", **failure.params)
    assert "exactly as it was" in line and "server's log" in line and "to try again" not in line
    assert failure.where == str(copy)


def test_a_failed_upgrade_on_postgresql_is_rolled_back_whole(db_url, backend):
    if backend != "postgresql":
        pytest.skip("SQLite: the byte-for-byte test above")
    engine = db.make_engine(db_url)
    try:
        db.migrate(engine, "0001")
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO ledger_games (uid, kind, variant, start_seat, started_at, updated_at, "
                              "version) VALUES ('u-1', 'azul', 'grey', 1, now(), now(), 1)"))
            conn.execute(text("ALTER TABLE ledger_games DROP CONSTRAINT ck_ledger_games_variant"))  # 0002 drops it
        with pytest.raises(MigrationFailure):
            db.open_ledger(db_url)
        assert db.current_revision(engine) == "0001"
        with engine.connect() as conn:  # 0002's first step (dropping the kind check) was undone with the rest
            checks = conn.execute(text("SELECT conname FROM pg_constraint WHERE conrelid = 'ledger_games'::regclass "
                                       "AND contype = 'c'")).scalars().all()
            assert set(checks) == {"ck_ledger_games_kind", "ck_ledger_games_start_seat"}
            assert conn.execute(text("SELECT uid FROM ledger_games")).scalars().all() == ["u-1"]
    finally:
        engine.dispose()


def test_a_downgrade_of_a_seated_game_on_sqlite_keeps_it(tmp_path):
    """The issue: a downgrade of any ledger with a seated game failed the same way as the upgrade."""
    led = db.open_ledger(sqlite_url(tmp_path / "ledger.db"))
    try:
        game = service.start_game(led, {"game": "alhambra", "players": ["Ana", "Ben"]})
        db.downgrade(led.engine, "0001")
        assert db.current_revision(led.engine) == "0001"
        with led.engine.connect() as conn:
            assert conn.execute(text("SELECT name FROM ledger_seats WHERE game_id = :g ORDER BY position"),
                                {"g": game.id}).scalars().all() == ["Ana", "Ben"]
    finally:
        led.close()
