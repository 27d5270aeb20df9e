"""A PostgreSQL server that goes silent on a connection the ledger already opened and used (a frozen server,
a dropped network) fails the next ledger call within seconds with the ledger's timeout line, and once the
server answers again the next call works on a new connection: the silent one is discarded, never reused.

The server's statement_timeout cannot fire here (the server never sees the request) and the kernel cannot
help either (the proxy's kernel acknowledges every byte), so only the ledger's own deadline (guard.py) can
end the wait. Each call runs in a thread so that a hang fails the test instead of stalling the suite.
SQLite has no connection to lose: its calls are never cut, however long they wait for a lock."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import event, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from assistant.ledger import db, guard, service
from assistant.ledger.errors import CommitUnknown, DatabaseFailure, Unreachable
from tests.ledger.tcp_proxy import BLACKHOLE, FORWARD, HOLD, Proxy
from tests.ledger.util import alhambra_round, play

PLAYERS = ["Ayşe", "Kemal"]
# The whole call shares ANSWER_TIMEOUT_S (5 s); a request that starts at its very end still gets LAST_WAIT_S
# (1 s): 6 s is the most a call may wait for a silent server.
BOUND_S = db.ANSWER_TIMEOUT_S + guard.LAST_WAIT_S
HANG_S = 40  # far beyond the bound: a call still waiting then is hung (before the guard: until the socket died)


def timed(action: Callable[[], object]) -> tuple[float, BaseException | None]:
    """Seconds the action took and what it raised; fails the test if it is still waiting after HANG_S."""
    outcome: list[BaseException | None] = [None]

    def run():
        try:
            action()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            outcome[0] = exc

    start = time.monotonic()
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG_S)
    if worker.is_alive():
        pytest.fail(f"the ledger call still waits for the silent server after {HANG_S} s")
    return time.monotonic() - start, outcome[0]


@pytest.fixture
def proxied(db_url) -> Iterator[tuple[db.Ledger, Proxy, list]]:
    """A PostgreSQL ledger reached through a proxy, and every DBAPI connection the pool hands out."""
    url = make_url(db_url)
    proxy = Proxy(url.host or "127.0.0.1", url.port or 5432)
    led = db.open_ledger(url.set(host="127.0.0.1", port=proxy.port).render_as_string(hide_password=False))
    handed_out: list = []
    event.listen(led.engine, "checkout", lambda dbapi_conn, _rec, _proxy: handed_out.append(dbapi_conn))
    try:
        yield led, proxy, handed_out
    finally:
        proxy.mode = FORWARD
        led.close()
        proxy.close()


def assert_timeout_line(failure: BaseException | None, waited: float, kind: type = Unreachable) -> None:
    assert isinstance(failure, kind), repr(failure)
    assert isinstance(failure, DatabaseFailure) and waited < BOUND_S, waited
    if kind is Unreachable:
        assert failure.key == "ledger.err.timeout" and failure.params["seconds"] == f"{db.ANSWER_TIMEOUT_S:g}"


@pytest.mark.parametrize("backend", ["postgresql"])
@pytest.mark.parametrize("silence", [HOLD, BLACKHOLE])
def test_a_server_silent_on_an_open_connection_fails_the_next_call_within_seconds(proxied, silence):
    led, proxy, handed_out = proxied
    game = play(led, "alhambra", PLAYERS, [alhambra_round(Ayşe=3, Kemal=1)])  # a pooled, used connection
    silent = handed_out[-1]
    proxy.mode = silence
    waited, failure = timed(lambda: service.load_game(led, game.id))
    assert_timeout_line(failure, waited)
    assert silent.closed  # cut and closed: the pool will not hand it out again
    # a write now needs a new connection, which the silent server never completes either
    waited, failure = timed(lambda: service.record_round(led, game.id, game.version, alhambra_round(Ayşe=1, Kemal=1)))
    assert_timeout_line(failure, waited)

    proxy.mode = FORWARD
    after = service.record_round(led, game.id, game.version, alhambra_round(Ayşe=5, Kemal=2))
    assert [r.points for r in after.rounds] == [(3, 1), (5, 2)]
    assert handed_out[-1] is not silent and not handed_out[-1].closed


@pytest.mark.parametrize("backend", ["postgresql"])
def test_a_server_that_goes_silent_during_commit_is_told_as_may_or_may_not_be_saved_within_seconds(
        proxied, monkeypatch):
    """COMMIT was sent and its answer never came: the change may be in the ledger (here the held COMMIT is
    even delivered once the proxy forwards again), so the line says "may or may not", within the bound."""
    led, proxy, handed_out = proxied
    game = play(led, "alhambra", PLAYERS, [])
    real_commit = Session.commit

    def fall_silent_then_commit(self):
        proxy.mode = HOLD
        real_commit(self)

    monkeypatch.setattr(Session, "commit", fall_silent_then_commit)
    waited, failure = timed(lambda: service.record_round(led, game.id, game.version,
                                                         alhambra_round(Ayşe=5, Kemal=2)))
    monkeypatch.setattr(Session, "commit", real_commit)
    assert_timeout_line(failure, waited, CommitUnknown)
    assert failure.key == "ledger.err.commit_unknown" and "within 5 s" in failure.params["error"]
    silent = handed_out[-1]
    assert silent.closed
    proxy.mode = FORWARD
    assert len(service.load_game(led, game.id).rounds) in (0, 1)
    assert handed_out[-1] is not silent and not handed_out[-1].closed


@pytest.mark.parametrize("backend", ["postgresql"])
def test_a_slow_statement_on_a_live_server_is_cancelled_by_the_server_before_the_client_gives_up(led):
    """statement_timeout (4 s, server side) ends a slow statement with the server's own error and the
    connection stays in the pool; the client's deadline (5 s) is only for a server that says nothing."""
    assert db.STATEMENT_TIMEOUT_MS / 1000 < db.ANSWER_TIMEOUT_S
    handed_out: list = []
    event.listen(led.engine, "checkout", lambda dbapi_conn, _rec, _proxy: handed_out.append(dbapi_conn))

    def sleep_past_the_statement_timeout():
        with led.reading() as session:
            session.execute(text("SELECT pg_sleep(:s)"), {"s": db.ANSWER_TIMEOUT_S - 0.5})

    waited, failure = timed(sleep_past_the_statement_timeout)
    assert isinstance(failure, Unreachable) and failure.params["seconds"] == f"{db.STATEMENT_TIMEOUT_MS / 1000:g}"
    assert waited < db.ANSWER_TIMEOUT_S - 0.2  # the server's cancel came first
    assert service.list_games(led) is not None
    assert handed_out[-1] is handed_out[0] and not handed_out[0].closed  # the same connection, reused


@pytest.mark.parametrize("backend", ["sqlite"])
def test_a_sqlite_call_waiting_for_a_lock_longer_than_the_deadline_is_never_cut(db_url, monkeypatch):
    """On SQLite a writer queues on the lock for up to busy_timeout (10 s): the server deadline is not SQLite's."""
    monkeypatch.setattr(db, "ANSWER_TIMEOUT_S", 0.2)
    led = db.open_ledger(db_url)
    try:
        game = play(led, "alhambra", PLAYERS, [])
        holder = sqlite3.connect(make_url(db_url).database, isolation_level=None,
                                 check_same_thread=False)
        holder.execute("BEGIN IMMEDIATE")
        threading.Timer(1.0, holder.rollback).start()  # the lock is held 5 times the (shrunk) deadline
        waited, failure = timed(lambda: service.record_round(led, game.id, game.version,
                                                             alhambra_round(Ayşe=4, Kemal=0)))
        holder.close()
        assert failure is None and waited >= 0.9
        assert len(service.load_game(led, game.id).rounds) == 1
    finally:
        led.close()
