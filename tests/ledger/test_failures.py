"""When the database fails, the ledger says what happened to the player's data, in words, never a traceback:
a read failure is "could not read", a failed write "nothing was saved" only when nothing was, a newer schema
"written by a newer version", a silent server fails within seconds, a full disk says so, and a game id no
column can hold is simply no such game. Where the database is (path, host) is only in the server's log. Each
case runs on SQLite and PostgreSQL where it applies."""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DataError, OperationalError
from sqlalchemy.orm import Session

from assistant.i18n import t
from assistant.ledger import db, service
from assistant.ledger.errors import (
    CommitUnknown,
    DiskFailure,
    NewerSchema,
    ReadFailure,
    Unreachable,
    WriteFailure,
)
from assistant.ledger.service import LedgerError, NotFoundError
from tests.ledger.util import alhambra_round, play

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["Ayşe", "Kemal"]


def rounds_in_ledger(led: db.Ledger, game_id: int) -> int:
    return len(service.load_game(led, game_id).rounds)


def lost_connection(backend: str) -> OperationalError:
    """The error a driver raises when the server's answer never comes (no SQLSTATE: the server said nothing)."""
    if backend == "postgresql":
        import psycopg

        return OperationalError("COMMIT", {}, psycopg.OperationalError("server closed the connection unexpectedly"))
    import sqlite3

    return OperationalError("COMMIT", {}, sqlite3.OperationalError("disk I/O error"))


# --- a newer schema ---------------------------------------------------------------------------------------------


def test_a_ledger_migrated_by_a_newer_version_is_refused_with_its_own_message(db_url):
    led = db.open_ledger(db_url)
    with led.engine.begin() as conn:
        conn.execute(text(f"UPDATE {db.VERSION_TABLE} SET version_num = 'f00dfeed2099'"))
    led.close()
    with pytest.raises(NewerSchema) as caught:
        db.open_ledger(db_url)
    assert caught.value.key == "ledger.err.newer" and caught.value.params["revision"] == "f00dfeed2099"
    assert "newer version of Table Referee" in str(caught.value)
    assert "newer version" in t("ledger.err.newer", "en", **caught.value.params)


# --- the outcome of a write is told as it is -----------------------------------------------------------------------


def test_a_failure_while_reading_the_new_round_back_saves_nothing_and_says_so(led, monkeypatch):
    """The view returned by record_round is read inside its transaction: if that read fails the round is
    rolled back, so "nothing was saved" is true (before, the round was committed and then reported lost)."""
    game = play(led, "alhambra", PLAYERS, [alhambra_round(Ayşe=3, Kemal=1)])
    real = service._view

    def broken(g):
        if len(g.rounds) == 2:
            raise OperationalError("SELECT", {}, Exception("connection lost while reading"))
        return real(g)

    monkeypatch.setattr(service, "_view", broken)
    with pytest.raises(WriteFailure) as caught:
        service.record_round(led, game.id, game.version, alhambra_round(Ayşe=5, Kemal=2))
    assert caught.value.saved is False and caught.value.key == "ledger.err.write"
    monkeypatch.setattr(service, "_view", real)
    assert rounds_in_ledger(led, game.id) == 1


def test_a_commit_whose_answer_is_lost_is_never_reported_as_not_saved(led, backend, monkeypatch):
    """The commit reaches the database, then the connection dies before its answer: on a server the change
    is in the ledger, and the message says it may be (reload to check). On SQLite the same error is raised
    before the commit, and the change is truly not saved."""
    game = play(led, "alhambra", PLAYERS, [alhambra_round(Ayşe=3, Kemal=1)])
    real_commit = Session.commit

    def commit_then_lose_the_answer(self):
        if backend == "postgresql":
            real_commit(self)
        raise lost_connection(backend)

    monkeypatch.setattr(Session, "commit", commit_then_lose_the_answer)
    with pytest.raises(LedgerError) as caught:
        service.correct_round(led, game.id, game.version, 1, alhambra_round(Ayşe=4, Kemal=1))
    monkeypatch.setattr(Session, "commit", real_commit)
    saved = service.load_game(led, game.id).rounds[0].points == (4, 1)
    if backend == "postgresql":
        assert isinstance(caught.value, CommitUnknown) and caught.value.key == "ledger.err.commit_unknown"
        assert saved
    else:
        assert isinstance(caught.value, WriteFailure | DiskFailure) and caught.value.saved is False
        assert not saved


def test_a_failure_when_the_session_closes_after_the_commit_returns_the_saved_game(led, monkeypatch):
    game = play(led, "alhambra", PLAYERS, [])

    def close_fails(self):
        raise OperationalError("ROLLBACK", {}, Exception("connection already closed"))

    monkeypatch.setattr(Session, "close", close_fails)
    after = service.record_round(led, game.id, game.version, alhambra_round(Ayşe=5, Kemal=2))
    monkeypatch.undo()
    assert after.rounds[0].points == (5, 2) and rounds_in_ledger(led, game.id) == 1


# --- reads are worded as reads -------------------------------------------------------------------------------------


def test_a_data_error_while_reading_is_a_read_failure_not_a_refused_change(led, monkeypatch):
    game = play(led, "azul", PLAYERS, [])

    def broken(_g):
        raise DataError("SELECT", {}, Exception("invalid input value"))

    monkeypatch.setattr(service, "_view", broken)
    for read in (lambda: service.load_game(led, game.id), lambda: service.list_games(led)):
        with pytest.raises(ReadFailure) as caught:
            read()
        assert caught.value.key == "ledger.err.read" and "nothing was saved" not in str(caught.value)
    assert "could not read" in str(caught.value).lower()


def test_a_corrupt_sqlite_file_is_unreadable_with_its_path_in_the_log_not_on_the_page(tmp_path, caplog):
    path = tmp_path / "ledger.db"
    path.write_bytes(b"this is not a database, it is a shopping list\n" * 200)
    with caplog.at_level(logging.WARNING, logger="assistant.ledger"), pytest.raises(ReadFailure) as caught:
        db.open_ledger(f"sqlite+pysqlite:///{path}")
    assert caught.value.key == "ledger.err.read" and caught.value.where == str(path)
    assert "not a database" in caught.value.params["error"]
    assert str(path) in caplog.text and "not a database" in caplog.text  # the server's log has it all
    for lang in ("en", "tr", "es", "ja"):
        line = t("ledger.err.read", lang, **caught.value.params)
        assert str(tmp_path) not in line and "ledger.db" not in line
    assert str(tmp_path) not in str(caught.value)


FULL_DISK = """
import resource, signal, sys
from assistant.ledger import db
from assistant.ledger.errors import DiskFailure
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead of killing us
resource.setrlimit(resource.RLIMIT_FSIZE, (8192, 8192))
try:
    db.open_ledger("sqlite+pysqlite:///" + sys.argv[1])
except DiskFailure as exc:
    print(exc.key, exc.where, str(exc.where) in str(exc))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_a_disk_that_cannot_take_the_ledger_at_open_says_so_without_the_path(tmp_path):
    """A file size limit of 8 KiB stands in for a full disk: SQLite's write fails ("disk I/O error")."""
    path = tmp_path / "ledger.db"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", FULL_DISK, str(path)], capture_output=True, text=True, env=env,
                         timeout=60)
    assert out.stdout.split() == ["ledger.err.disk", str(path), "False"], out.stderr[-2000:]


# --- ids no column can hold -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", [2147483648, 99999999999999999999, 10**5000, 0, -1, True, "1", None, 1.0],
                         ids=["2**31", "1e20", "1e5000", "0", "-1", "True", "str", "None", "float"])
def test_a_game_id_out_of_range_is_no_such_game_for_reads_and_writes(led, game_id):
    play(led, "azul", PLAYERS, [])
    actions = [lambda: service.load_game(led, game_id), lambda: service.game_log(led, game_id),
               lambda: service.record_round(led, game_id, 1, {"scores": []}),
               lambda: service.correct_round(led, game_id, 1, 1, {"scores": []})]
    for action in actions:
        with pytest.raises(NotFoundError) as caught:
            action()
        assert caught.value.key == "ledger.err.not_found" and len(str(caught.value.params["game"])) <= 80


# --- a server that never answers --------------------------------------------------------------------------------------


@pytest.fixture
def silent_server():
    """A TCP port on 127.0.0.1 that accepts connections and never says a word."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held: list[socket.socket] = []

    def accept():
        while True:
            try:
                held.append(server.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    yield server.getsockname()[1]
    server.close()
    for conn in held:
        conn.close()


def test_a_server_that_accepts_and_never_answers_fails_within_seconds(silent_server):
    pytest.importorskip("psycopg")
    url = f"postgresql+psycopg://referee:secret@127.0.0.1:{silent_server}/ledger"
    start = time.monotonic()
    with pytest.raises(Unreachable) as caught:
        db.open_ledger(url)
    waited = time.monotonic() - start
    # connect_timeout 5 s, plus imports and the migration's setup; the kernel's default would be 2 minutes
    assert waited < db.CONNECT_TIMEOUT_S + 2.5
    assert caught.value.key == "ledger.err.timeout" and caught.value.params["seconds"] == "5"
    assert caught.value.where == f"127.0.0.1:{silent_server}/ledger" and "secret" not in str(caught.value)
    shown = t("ledger.err.timeout", "en", **caught.value.params) + str(caught.value)
    assert "127.0.0.1" not in shown and str(silent_server) not in shown


def test_postgresql_connections_carry_timeouts_and_keepalives_and_keep_the_urls_options():
    pytest.importorskip("psycopg")
    engine = db.make_engine("postgresql+psycopg://u:p@db.example:5432/x?options=-csearch_path%3Dclub")
    args = engine.dialect.create_connect_args(engine.url)[1] | db._pg_connect_args(engine.url, {})
    assert args["connect_timeout"] == 5 and args["keepalives"] == 1 and args["keepalives_idle"] == 30
    assert args["tcp_user_timeout"] == db.ANSWER_TIMEOUT_S * 1000  # libpq takes milliseconds
    assert args["options"] == f"-csearch_path=club -c statement_timeout={db.STATEMENT_TIMEOUT_MS}"


def test_a_statement_longer_than_the_timeout_is_cancelled_and_told_as_a_timeout(db_url, backend, monkeypatch):
    if backend != "postgresql":
        pytest.skip("statement_timeout is PostgreSQL's; SQLite waits busy_timeout for a lock")
    monkeypatch.setattr(db, "STATEMENT_TIMEOUT_MS", 300)
    led = db.open_ledger(db_url)
    try:
        with led.reading() as session:
            assert session.execute(text("SHOW statement_timeout")).scalar_one() == "300ms"
        with pytest.raises(Unreachable) as caught, led.reading() as session:
            session.execute(text("SELECT pg_sleep(3)"))
        assert caught.value.key == "ledger.err.timeout" and caught.value.params["seconds"] == "0.3"
    finally:
        led.close()
