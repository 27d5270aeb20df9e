"""A ledger that cannot be written is still read: on a read-only disk (file and folder), or as a read-only file,
the Games and History pages show every game and the log, and every change is refused with the read-only line.
No line a visitor sees names the file or the server (that goes to the server's log); a failed migration is said
as one, not as "reload the page".

Read-only means read-only for root too: as root the files are also made immutable (chattr +i), since root
ignores permission bits.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from assistant.i18n import t
from assistant.ledger import db, service
from assistant.ledger.errors import DiskFailure
from tests.ledger.test_pages import all_text, app, ok

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@contextmanager
def read_only(*paths: Path) -> Iterator[None]:
    modes = {p: p.stat().st_mode for p in paths}
    immutable: list[Path] = []
    try:
        for p in paths:
            os.chmod(p, modes[p] & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
        if os.geteuid() == 0:
            for p in paths:
                if shutil.which("chattr") is None or subprocess.run(["chattr", "+i", str(p)],
                                                                   capture_output=True).returncode:
                    pytest.skip("running as root without chattr +i: nothing here can be made read-only")
                immutable.append(p)
        yield
    finally:
        for p in reversed(immutable):
            subprocess.run(["chattr", "-i", str(p)], check=True)
        for p, mode in modes.items():
            os.chmod(p, mode)


@pytest.fixture
def ledger_file(tmp_path: Path) -> Path:
    """An older release's ledger, upgraded once by this version (a read-only ledger cannot be migrated)."""
    folder = tmp_path / "disk"
    folder.mkdir()
    path = folder / "ledger.db"
    shutil.copyfile(FIXTURES / "ledger-0002-first.db", path)
    db.open_ledger(db.database_url({db.PATH_ENV: str(path)})).close()
    assert sorted(p.name for p in folder.iterdir()) == ["ledger.db"]  # closed cleanly: no -wal, no -shm
    return path


def check_read_only(path: Path) -> None:
    led = db.open_ledger(db.database_url({db.PATH_ENV: str(path)}))
    try:
        games = service.list_games(led)
        assert len(games) == 4 and all(service.game_log(led, g.id) for g in games)
        with pytest.raises(DiskFailure) as caught:
            service.start_game(led, {"game": "azul", "players": ["A", "B"]})
        with pytest.raises(DiskFailure):
            game = games[1]
            service.record_round(led, game.id, game.version, {"scores": [
                {"name": n, "points": 1} for n in game.players]})
        assert len(service.list_games(led)) == 4
    finally:
        led.close()
    for lang in ("en", "tr", "es", "ja"):
        line = t(caught.value.key, lang, **caught.value.params)
        assert str(path.parent) not in line and "ledger.db" not in line
    assert "read-only" in t(caught.value.key, "en", **caught.value.params)


def test_a_ledger_on_a_read_only_disk_shows_its_games_and_refuses_changes(ledger_file):
    with read_only(ledger_file, ledger_file.parent):
        check_read_only(ledger_file)
    assert sorted(p.name for p in ledger_file.parent.iterdir()) == ["ledger.db"]


def test_a_read_only_ledger_file_in_a_writable_folder_shows_its_games_and_refuses_changes(ledger_file):
    with read_only(ledger_file):
        check_read_only(ledger_file)


def test_a_read_only_ledger_is_unchanged_by_opening_it(ledger_file):
    before = ledger_file.read_bytes()
    with read_only(ledger_file, ledger_file.parent):
        check_read_only(ledger_file)
    assert ledger_file.read_bytes() == before


@pytest.fixture
def page_ledger(monkeypatch) -> None:
    monkeypatch.delenv(db.URL_ENV, raising=False)


def test_the_games_and_history_pages_show_a_read_only_ledgers_games(ledger_file, monkeypatch, page_ledger):
    monkeypatch.setenv(db.PATH_ENV, str(ledger_file))
    led = db.open_ledger(db.database_url({db.PATH_ENV: str(ledger_file)}))
    try:  # this browser's tables: every game of the file
        tokens = [g.token for g in service.list_games(led)]
    finally:
        led.close()
    with read_only(ledger_file, ledger_file.parent):
        history = ok(app("history", known_tables__tokens=tokens).run())
        assert not history.error and len(history.dataframe[0].value) == 4
        games = ok(app("games", known_tables__tokens=tokens).run())
        picker = games.selectbox(key="ledger:pick").options  # "start a new game" and the two being played
        assert not games.error and len(picker) == 3 and any("Deniz, Eva, Finn, Gül" in o for o in picker)
        assert any("cannot be written" in w.value for w in games.warning)  # said before anyone types a round
        games.selectbox(key="ledger:pick").set_value("").run()  # "Start a new game"
        games.text_input(key="ledger:new:alhambra:name:0").set_value("Zeynep")
        games.text_input(key="ledger:new:alhambra:name:1").set_value("Mert")
        ok(games.button(key="ledger:new:start").click().run())
        errors = [e.value for e in games.error]
        assert any("read-only" in e for e in errors), errors
        assert not any(str(ledger_file.parent) in e or "ledger.db" in e for e in errors)
    led = db.open_ledger(db.database_url({db.PATH_ENV: str(ledger_file)}))  # writable again: the same 4 games
    try:
        assert len(service.list_games(led)) == 4 and not led.read_only
    finally:
        led.close()


def test_a_failed_migration_is_said_on_the_pages_without_the_path_and_not_as_reload_the_page(
        tmp_path, monkeypatch, page_ledger):
    path = tmp_path / "ledger.db"
    shutil.copyfile(FIXTURES / "ledger-0001-last.db", path)
    with sqlite3.connect(path) as conn:  # a batch copy left behind by a tool killed halfway
        conn.execute("CREATE TABLE _alembic_tmp_ledger_games (id INTEGER)")
    monkeypatch.setenv(db.PATH_ENV, str(path))
    for name in ("games", "history"):
        at = ok(app(name).run())
        shown = all_text(at)
        assert any("could not update the score ledger from schema 0001" in e.value for e in at.error), shown
        assert "to try again" not in shown and str(tmp_path) not in shown and "ledger.db" not in shown


def test_no_failure_line_on_the_pages_names_the_database_server(monkeypatch, page_ledger):
    monkeypatch.setenv(db.URL_ENV, "postgresql+psycopg://clubuser:secret@127.0.0.1:1/clubdb?connect_timeout=2")
    at = ok(app("games").run())
    shown = all_text(at)
    assert at.error and "127.0.0.1" not in shown and "clubdb" not in shown and "clubuser" not in shown
