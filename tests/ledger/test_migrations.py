"""The schema exists only through Alembic: upgrade, downgrade, in step with the models, safe to run twice or
from two replicas at once; SQLite is opened in WAL mode with foreign keys and a busy timeout."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.exc import DBAPIError

from assistant.ledger import db
from assistant.ledger.models import Base

ROOT = Path(__file__).resolve().parents[2]
TABLES = {"ledger_games", "ledger_seats", "ledger_rounds", "ledger_scores", "ledger_events", "ledger_boards"}


def child_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


def head() -> str:
    return ScriptDirectory.from_config(db.alembic_config("sqlite://")).get_current_head()


def tables(engine) -> set[str]:
    return set(inspect(engine).get_table_names()) - {db.VERSION_TABLE}


def test_upgrade_head_creates_the_schema_and_downgrade_removes_it(db_url):
    engine = db.make_engine(db_url)
    try:
        assert tables(engine) == set() and db.current_revision(engine) is None
        db.migrate(engine)
        assert tables(engine) == TABLES and db.current_revision(engine) == head()
        db.downgrade(engine, "base")
        assert tables(engine) == set() and db.current_revision(engine) is None
        db.migrate(engine)  # and back up again
        assert tables(engine) == TABLES
    finally:
        engine.dispose()


def test_migrations_and_models_agree(led):
    with led.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn, opts={"version_table": db.VERSION_TABLE}),
                                Base.metadata)
    assert diff == []


def test_migrating_again_is_a_no_op_and_keeps_the_data(db_url):
    from assistant.ledger import service

    first = db.open_ledger(db_url)
    view = service.start_game(first, {"game": "azul", "players": ["A", "B"]})
    first.close()
    again = db.open_ledger(db_url)  # the app's start: upgrade head, every time
    try:
        assert service.load_game(again, view.id) == view
    finally:
        again.close()


def test_replicas_starting_together_migrate_once(db_url):
    """Three app processes start at the same moment on an empty database: all come up, the schema once."""
    code = ("import sys, time; from assistant.ledger import db; t = float(sys.argv[2])\n"
            "while time.time() < t: time.sleep(0.005)\n"
            "db.migrate(db.make_engine(sys.argv[1])); print('ok')")
    start = time.time() + 2.0
    procs = [subprocess.Popen([sys.executable, "-c", code, db_url, str(start)], cwd=ROOT, env=child_env(),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(3)]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], [err[-800:] for _, err in results]
    engine = db.make_engine(db_url)
    try:
        assert tables(engine) == TABLES and db.current_revision(engine) == head()
    finally:
        engine.dispose()


def test_threads_of_one_process_migrating_together_do_not_trip_over_alembic(db_url):
    errors: list[BaseException] = []
    barrier = threading.Barrier(3)

    def start() -> None:
        engine = db.make_engine(db_url)
        try:
            barrier.wait()
            db.migrate(engine)
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)
        finally:
            engine.dispose()

    threads = [threading.Thread(target=start) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == []


def test_the_event_log_is_append_only_in_the_database(led):
    from assistant.ledger import service

    view = service.start_game(led, {"game": "alhambra", "players": ["A", "B"]})
    for sql in ("UPDATE ledger_events SET actor = 'someone else'", "DELETE FROM ledger_events"):
        with pytest.raises(DBAPIError, match="append-only"), led.engine.begin() as conn:
            conn.execute(text(sql))
    assert len(service.game_log(led, view.id)) == 1


def test_sqlite_runs_in_wal_mode_with_foreign_keys_and_a_busy_timeout(tmp_path):
    led = db.open_ledger(db.database_url({db.PATH_ENV: str(tmp_path / "ledger.db")}))
    with led.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 5000
    with pytest.raises(DBAPIError), led.engine.begin() as conn:  # foreign keys are enforced
        conn.execute(text("INSERT INTO ledger_seats (game_id, position, name) VALUES (12345, 0, 'x')"))
    led.close()


def test_database_url_comes_from_the_environment(tmp_path):
    assert db.database_url({"TABLE_REFEREE_DATABASE_URL": "postgresql+psycopg://u:p@h/d"}) == \
        "postgresql+psycopg://u:p@h/d"
    path = tmp_path / "sub" / "my.db"
    url = db.database_url({"TABLE_REFEREE_DB_PATH": str(path)})
    assert url.startswith("sqlite+pysqlite:///") and url.endswith("my.db")
    default = db.database_url({})
    assert default.startswith("sqlite+pysqlite:///") and default.endswith("ledger.db") and "table-referee" in default
    assert "p@" not in db.safe_url("postgresql+psycopg://u:secret@h/d")


def test_a_new_sqlite_file_gets_its_folder(tmp_path):
    led = db.open_ledger(db.database_url({"TABLE_REFEREE_DB_PATH": str(tmp_path / "a" / "b" / "ledger.db")}))
    try:
        assert (tmp_path / "a" / "b" / "ledger.db").exists()
    finally:
        led.close()


def _checks(engine) -> set[str]:
    return {c["name"] for c in inspect(engine).get_check_constraints("ledger_games")}


def test_upgrade_to_0002_drops_the_game_name_checks_keeps_the_others_and_the_rows(db_url):
    """Migration 0002: the database no longer lists game or variant names (the registry judges them); the
    seat check stays, a game saved under 0001 survives the table copy, and downgrade puts the checks back."""
    engine = db.make_engine(db_url)
    try:
        db.migrate(engine, "0001")
        assert {"ck_ledger_games_kind", "ck_ledger_games_variant"} <= _checks(engine)
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO ledger_games (uid, kind, variant, start_seat, started_at, updated_at, "
                              "version) VALUES ('u-1', 'azul', 'grey', 1, :t, :t, 3)"), {"t": "2026-11-30 10:00:00"})
        db.migrate(engine)
        assert _checks(engine) == {"ck_ledger_games_start_seat"}
        with engine.connect() as conn:
            assert conn.execute(text("SELECT uid, kind, variant, start_seat, version FROM ledger_games")).all() \
                == [("u-1", "azul", "grey", 1, 3)]
        with pytest.raises(DBAPIError), engine.begin() as conn:  # the seat check survived the copy
            conn.execute(text("UPDATE ledger_games SET start_seat = -1"))
        db.downgrade(engine, "0001")
        assert {"ck_ledger_games_kind", "ck_ledger_games_variant", "ck_ledger_games_start_seat"} == _checks(engine)
    finally:
        engine.dispose()


def _a_score_with_complete_rows(conn, rows: int, token: bool = True) -> None:
    """A game of one round whose score has `rows` complete rows (`token`: the schema has 0003's column)."""
    columns, values = ("id, uid, kind, variant, start_seat, started_at, updated_at, version", "7, 'u-7', 'azul', "
                       "'colored', 0, :t, :t, 1")
    if token:
        columns, values = columns + ", token", values + ", 'x'"
    conn.execute(text(f"INSERT INTO ledger_games ({columns}) VALUES ({values})"), {"t": "2026-12-01 10:00:00"})
    conn.execute(text("INSERT INTO ledger_seats (id, game_id, position, name) VALUES (7, 7, 0, 'Ana')"))
    conn.execute(text("INSERT INTO ledger_rounds (id, game_id, number, source, recorded_at) "
                      "VALUES (7, 7, 1, 'typed', :t)"), {"t": "2026-12-01 10:00:00"})
    conn.execute(text("INSERT INTO ledger_scores (round_id, seat_id, points, complete_rows) VALUES (7, 7, 3, :r)"),
                 {"r": rows})


def test_the_schema_holds_no_game_s_wall_size_from_0003_on(db_url):
    """Issue 17: `complete_rows BETWEEN 0 AND 5` was Azul's wall in the database; 0003 keeps only `>= 0` (the
    game's registration bounds the rest, through the ledger's inputs), and a downgrade puts the old check back."""
    engine = db.make_engine(db_url)
    try:
        db.migrate(engine, "0002")
        with pytest.raises(DBAPIError), engine.begin() as conn:
            _a_score_with_complete_rows(conn, 6, token=False)
        db.migrate(engine)
        with engine.begin() as conn:
            _a_score_with_complete_rows(conn, 6)  # a game with a bigger wall: the database has no say
        with pytest.raises(DBAPIError), engine.begin() as conn:
            conn.execute(text("UPDATE ledger_scores SET complete_rows = -1"))
        with engine.begin() as conn:
            conn.execute(text("UPDATE ledger_scores SET complete_rows = 5"))
        db.downgrade(engine, "0002")
        with pytest.raises(DBAPIError), engine.begin() as conn:
            conn.execute(text("UPDATE ledger_scores SET complete_rows = 6"))
    finally:
        engine.dispose()


def test_a_game_registered_later_is_recorded_without_a_schema_change(led):
    from assistant import games
    from assistant.ledger import service
    from tests.toy_game import GAME as COINS

    games.register(COINS)
    try:
        view = service.start_game(led, {"game": "coins", "players": ["Ana"]})
        again = service.load_game(led, view.id)
        assert (again.kind, again.variant, again.players) == ("coins", "base", ("Ana",))
        again = service.record_round(led, view.id, again.version, {"scores": [{"name": "Ana", "points": 3}]})
        again = service.record_round(led, view.id, again.version, {"scores": [{"name": "Ana", "points": 1}]})
        assert again.finished  # two tosses are the whole game (tests/toy_game.py)
        assert [(s.game, s.name, s.best) for s in service.player_stats(service.list_games(led))] \
            == [("coins", "Ana", 4)]  # its facts say `running`: 3 + 1
    finally:
        games.unregister(COINS.id)
    with pytest.raises(service.LedgerError) as refused:  # unregistered again: the service refuses the name
        service.start_game(led, {"game": "coins", "players": ["Ana"]})
    assert refused.value.key == "ledger.err.input"
