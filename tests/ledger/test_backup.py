"""`python -m assistant ledger backup FILE` and `restore FILE`: a portable dump of every row and the log that
either database writes and either reads back; restore only into an empty ledger; a bad file is one line and
exit 2, before the database is touched."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel

from assistant.__main__ import main
from assistant.ledger import backup, db, service
from assistant.ledger.models import Base
from tests.ledger.test_old_ledgers import FIXTURES, NEW_COLUMNS, rows, sqlite_url, views


def run(monkeypatch, capsys, url: str, *argv: str) -> tuple[int, dict | None, str]:
    """The command line against the ledger at `url`, as an administrator would run it (URL from the environment)."""
    monkeypatch.setenv(db.URL_ENV, url)
    code = main(["ledger", *argv])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err


def tables_of(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))["tables"]


def earlier_part(tables: dict) -> dict:
    """A backup's tables as an earlier release (schema 0001, 0002) wrote them: no boards, no token, no removal."""
    return {name: [{k: v for k, v in row.items() if k not in NEW_COLUMNS.get(name, ())} for row in rows]
            for name, rows in tables.items() if name != "ledger_boards"}


@pytest.mark.parametrize("backend", ["postgresql"])
def test_a_round_trip_sqlite_postgresql_sqlite_keeps_every_game_and_log_entry(db_url, tmp_path, monkeypatch, capsys):
    """From a ledger an earlier release wrote (schema 0001) to PostgreSQL and back to a new SQLite file."""
    source = tmp_path / "club.db"
    shutil.copyfile(FIXTURES / "ledger-0001-last.db", source)
    first, second, third = tmp_path / "1.json", tmp_path / "2.json", tmp_path / "3.json"
    code, out, err = run(monkeypatch, capsys, sqlite_url(source), "backup", str(first))
    assert code == 0 and out["schema_revision"] == "0001" and out["rows"]["ledger_events"] == 15, err
    code, out, err = run(monkeypatch, capsys, db_url, "restore", str(first))
    assert code == 0 and out["schema_revision"] == db.head_revision(), err
    code, out, err = run(monkeypatch, capsys, db_url, "backup", str(second))
    assert code == 0 and out["schema_revision"] == db.head_revision(), err
    copy = tmp_path / "back" / "ledger.db"
    code, out, err = run(monkeypatch, capsys, sqlite_url(copy), "restore", str(second))
    assert code == 0, err
    code, out, err = run(monkeypatch, capsys, sqlite_url(copy), "backup", str(third))
    assert code == 0, err

    # the same dump from either database: every row, the log's details, the times to the microsecond; the tables'
    # links (tokens) the upgrade gave kept through the second backup and restore
    assert earlier_part(tables_of(first)) == earlier_part(tables_of(second)) == earlier_part(tables_of(third))
    assert tables_of(second) == tables_of(third) and all(g["token"] for g in tables_of(third)["ledger_games"])
    original, pg, final = (db.make_engine(u) for u in (sqlite_url(source), db_url, sqlite_url(copy)))
    try:
        assert rows(original) == rows(pg) == rows(final)
    finally:
        for engine in (original, pg, final):
            engine.dispose()
    led_source, led_pg, led_final = db.open_ledger(sqlite_url(source)), db.open_ledger(db_url), \
        db.open_ledger(sqlite_url(copy))
    try:
        assert views(led_source) == views(led_pg) == views(led_final)
        for led in (led_pg, led_final):  # the restored ledgers take new games: the ids go on after the file's
            game = service.start_game(led, {"game": "alhambra", "players": ["Yeni", "Nuevo"]})
            assert game.id == 5 and len(service.game_log(led, game.id)) == 1
    finally:
        for led in (led_source, led_pg, led_final):
            led.close()


def test_restore_refuses_a_ledger_that_is_not_empty_and_leaves_it_as_it_was(db_url, tmp_path, monkeypatch, capsys):
    led = db.open_ledger(db_url)
    try:
        service.start_game(led, {"game": "azul", "players": ["A", "B"]})
        before = rows(led.engine)
    finally:
        led.close()
    dump = tmp_path / "b.json"
    shutil.copyfile(FIXTURES / "ledger-0002-first.db", tmp_path / "other.db")
    assert run(monkeypatch, capsys, sqlite_url(tmp_path / "other.db"), "backup", str(dump))[0] == 0
    code, out, err = run(monkeypatch, capsys, db_url, "restore", str(dump))
    assert code == 1 and out is None and err.count("\n") == 1 and "not empty" in err
    engine = db.make_engine(db_url)
    try:
        assert rows(engine) == before
    finally:
        engine.dispose()


def test_restore_into_an_empty_ledger_at_head_makes_the_schema_again_at_the_files_revision(
        db_url, tmp_path, monkeypatch, capsys):
    db.open_ledger(db_url).close()  # an empty ledger at head: the app was opened once, nothing recorded
    dump = tmp_path / "b.json"
    shutil.copyfile(FIXTURES / "ledger-0001-first.db", tmp_path / "old.db")
    assert run(monkeypatch, capsys, sqlite_url(tmp_path / "old.db"), "backup", str(dump))[0] == 0
    code, out, err = run(monkeypatch, capsys, db_url, "restore", str(dump))
    assert code == 0 and out["rows"]["ledger_games"] == 4, err
    led = db.open_ledger(db_url)
    try:
        assert len(service.list_games(led)) == 4 and db.current_revision(led.engine) == db.head_revision()
    finally:
        led.close()


@pytest.fixture
def good(tmp_path, monkeypatch, capsys) -> dict:
    source = tmp_path / "source.db"
    shutil.copyfile(FIXTURES / "ledger-0002-first.db", source)
    assert run(monkeypatch, capsys, sqlite_url(source), "backup", str(tmp_path / "good.json"))[0] == 0
    return json.loads((tmp_path / "good.json").read_text(encoding="utf-8"))


def _set(data: dict, path: list, value) -> dict:
    data = json.loads(json.dumps(data))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


BAD = {
    "not JSON": lambda g: b'{"format": "table-referee-ledger", ',
    "not UTF-8": lambda g: b'{"format": "\xff"}',
    "not a backup": lambda g: json.dumps({"games": []}).encode(),
    "a newer version": lambda g: json.dumps(_set(g, ["version"], 2)).encode(),
    "a missing table": lambda g: json.dumps({**g, "tables": {k: v for k, v in g["tables"].items()
                                                             if k != "ledger_events"}}).encode(),
    "an unknown field": lambda g: json.dumps(_set(g, ["tables", "ledger_games", 0, "colour"], "red")).encode(),
    "a time without a zone": lambda g: json.dumps(_set(g, ["tables", "ledger_games", 0, "started_at"],
                                                       "2026-12-01T10:00:00")).encode(),
    "negative points": lambda g: json.dumps(_set(g, ["tables", "ledger_scores", 0, "points"], -3)).encode(),
    "points as text": lambda g: json.dumps(_set(g, ["tables", "ledger_scores", 0, "points"], "3")).encode(),
    "a seat of no game": lambda g: json.dumps(_set(g, ["tables", "ledger_seats", 0, "game_id"], 999)).encode(),
    "an id twice": lambda g: json.dumps(_set(g, ["tables", "ledger_seats", 1, "id"],
                                             g["tables"]["ledger_seats"][0]["id"])).encode(),
    "a name too long": lambda g: json.dumps(_set(g, ["tables", "ledger_seats", 0, "name"], "x" * 41)).encode(),
    "an unknown schema": lambda g: json.dumps(_set(g, ["schema_revision"], "f00dfeed2099")).encode(),
}


@pytest.mark.parametrize("case", list(BAD))
def test_a_bad_backup_file_is_one_line_and_exit_2_and_the_ledger_is_not_touched(good, case, tmp_path, monkeypatch,
                                                                              capsys):
    bad = tmp_path / "bad.json"
    bad.write_bytes(BAD[case](good))
    target = tmp_path / "new" / "ledger.db"
    code, out, err = run(monkeypatch, capsys, sqlite_url(target), "restore", str(bad))
    assert code == 2 and out is None and err.count("\n") == 1 and err.startswith("ledger restore: "), err
    assert "Traceback" not in err and len(err) < 400
    assert not target.exists()


def test_a_missing_backup_file_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys):
    code, out, err = run(monkeypatch, capsys, sqlite_url(tmp_path / "l.db"), "restore", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot read" in err and err.count("\n") == 1


def test_backup_never_overwrites_a_file_and_never_creates_a_ledger(tmp_path, monkeypatch, capsys):
    kept = tmp_path / "kept.json"
    kept.write_text("my notes", encoding="utf-8")
    shutil.copyfile(FIXTURES / "ledger-0002-first.db", tmp_path / "l.db")
    code, _, err = run(monkeypatch, capsys, sqlite_url(tmp_path / "l.db"), "backup", str(kept))
    assert code == 2 and "already exists" in err and kept.read_text(encoding="utf-8") == "my notes"
    code, _, err = run(monkeypatch, capsys, sqlite_url(tmp_path / "none.db"), "backup", str(tmp_path / "b.json"))
    assert code == 1 and "no ledger" in err and not (tmp_path / "none.db").exists()
    assert not (tmp_path / "b.json").exists()


def test_a_ledger_folder_that_cannot_be_made_is_one_line_and_exit_1(good, tmp_path, monkeypatch, capsys):
    (tmp_path / "good.json").rename(tmp_path / "b.json")
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    code, _, err = run(monkeypatch, capsys, sqlite_url(tmp_path / "a-file" / "ledger.db"), "restore",
                       str(tmp_path / "b.json"))
    assert code == 1 and err.count("\n") == 1 and "Traceback" not in err, err


def test_a_failing_database_is_one_line_on_stderr_in_a_real_process_too(tmp_path):
    """The ledger's log lines go to the server's log, not to the command's standard error as a second line."""
    root = Path(__file__).resolve().parents[2]
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(root), db.URL_ENV: sqlite_url(tmp_path / "a-file" / "ledger.db")}
    out = subprocess.run([sys.executable, "-m", "assistant", "ledger", "backup", str(tmp_path / "b.json")],
                         cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and out.stdout == "" and out.stderr.count("\n") == 1, out.stderr
    (tmp_path / "l.db").write_bytes(b"not a database" * 300)
    env[db.URL_ENV] = sqlite_url(tmp_path / "l.db")
    out = subprocess.run([sys.executable, "-m", "assistant", "ledger", "backup", str(tmp_path / "b.json")],
                         cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and out.stderr.count("\n") == 1 and "not a database" in out.stderr, out.stderr


def test_the_backup_rows_are_the_tables_columns():
    """A migration that adds or drops a column must change the backup format (and its version) with it."""
    for table in Base.metadata.sorted_tables:
        model: type[BaseModel] = backup.ROWS[table.name]
        assert list(model.model_fields) == [c.name for c in table.columns], table.name
    assert list(backup.Tables.model_fields) == sorted(backup.TABLES, key=list(backup.Tables.model_fields).index)
    assert set(backup.Tables.model_fields) == {t.name for t in Base.metadata.sorted_tables}


def test_the_commands_are_documented():
    root = Path(__file__).resolve().parents[2]
    for doc in ("README.md", "docs/FORMATS.md"):
        text = (root / doc).read_text(encoding="utf-8")
        assert "python -m assistant ledger backup FILE" in text and "python -m assistant ledger restore FILE" in text



def test_a_backup_keeps_the_tables_links_boards_and_removals(db_url, tmp_path, monkeypatch, capsys):
    """Schema 0003: a table restored elsewhere opens by the same link with the same boards, a removed game stays
    removed (out of the lists)."""
    from assistant.ledger import tables
    from assistant.ledger.table_changes import remove_table

    led = db.open_ledger(db_url)
    try:
        kept = tables.create_table(led, {"game": "azul", "players": ["Ana", "Ben"]}, seed=1)
        board = kept.board(0).position | {"floor": ["red"]}
        kept = tables.write_board(led, kept.token, 0, board, 1, actor="Ana")
        gone = tables.create_table(led, {"game": "alhambra", "players": ["Cem", "Dua"]}, seed=2)
        remove_table(led, gone.token, gone.stamp)
    finally:
        led.close()
    dump = tmp_path / "tables.json"
    assert run(monkeypatch, capsys, db_url, "backup", str(dump))[0] == 0
    assert len(tables_of(dump)["ledger_boards"]) == 6
    copy = sqlite_url(tmp_path / "restored.db")
    code, _, err = run(monkeypatch, capsys, copy, "restore", str(dump))
    assert code == 0, err
    restored = db.open_ledger(copy)
    try:
        again = tables.open_table(restored, kept.token)
        assert again.boards == kept.boards and again.stamp == kept.stamp
        assert tables.open_table(restored, gone.token).removed
        assert [g.token for g in service.list_games(restored)] == [kept.token]
    finally:
        restored.close()
