"""A PostgreSQL server that stops answering on an open connection fails a ledger call in seconds.

The server's statement_timeout cannot fire when the server is frozen or the network between us dropped, and
TCP keepalives and tcp_user_timeout cannot tell a frozen server (its kernel still acknowledges every packet)
from a slow one. So every request the ledger sends on a PostgreSQL connection (a statement, the pool's ping,
COMMIT, ROLLBACK) carries a client-side deadline: one watchdog thread shuts the connection's socket down
when the answer is overdue, psycopg then fails at once, the connection is closed (so the pool discards it
instead of reusing it) and the error is `NoAnswer`, which errors.py tells as the ledger's timeout line.

Inside a ledger call (`call(seconds)`, set by Ledger.reading/writing) the whole call shares one deadline, so a
dead pooled connection cannot cost a wait for its ping and then another for a reconnect; a request begun at
the very end still gets `LAST_WAIT_S`. Outside a call (migrations at open) each request gets its own wait.
SQLite connections are never guarded: nothing here runs for them.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from types import SimpleNamespace
from typing import Any

LAST_WAIT_S = 1.0  # a request that starts at (or past) its call's deadline still gets this long for its answer
_CALL: ContextVar[tuple[float, float] | None] = ContextVar("ledger_call", default=None)  # (deadline, budget)


@contextmanager
def call(seconds: float) -> Iterator[None]:
    """One ledger call: its requests (and a reconnect) all end within `seconds` from now (an enclosing call
    with an earlier end keeps its own)."""
    end = time.monotonic() + seconds
    outer = _CALL.get()
    token = _CALL.set(outer if outer is not None and outer[0] <= end else (end, seconds))
    try:
        yield
    finally:
        _CALL.reset(token)


def _answer_by(wait_s: float) -> tuple[float, float]:
    """When the answer to a request starting now is overdue, and the budget to name in the message."""
    now = time.monotonic()
    current = _CALL.get()
    if current is None:
        return now + wait_s, wait_s
    end, budget = current
    return max(end, now + LAST_WAIT_S), budget


def connect_budget(connect_s: float) -> tuple[float | None, float]:
    """The connect timeout a new connection may take now (None: the call has no time left), and the budget."""
    current = _CALL.get()
    if current is None:
        return connect_s, connect_s
    end, budget = current
    left = end - time.monotonic()
    return (None if left < LAST_WAIT_S else min(connect_s, left)), budget


class _Alarm:
    __slots__ = ("at", "fd", "fired", "done")

    def __init__(self, at: float, fd: int):
        self.at, self.fd, self.fired, self.done = at, fd, False, False


class Watchdog:
    """One daemon thread for the process: shuts down the socket of every request whose answer is overdue.
    Arming and disarming take one lock, so an alarm either fires before its request is disarmed or never."""

    def __init__(self) -> None:
        self._wake = threading.Condition(threading.Lock())
        self._heap: list[tuple[float, int, _Alarm]] = []
        self._order = itertools.count()
        self._thread: threading.Thread | None = None

    def arm(self, at: float, fd: int) -> _Alarm:
        alarm = _Alarm(at, fd)
        with self._wake:
            heapq.heappush(self._heap, (at, next(self._order), alarm))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="ledger-watchdog", daemon=True)
                self._thread.start()
            self._wake.notify()
        return alarm

    def disarm(self, alarm: _Alarm) -> bool:
        """True when the alarm fired: the request's socket was shut down."""
        with self._wake:
            alarm.done = True
            return alarm.fired

    def _run(self) -> None:
        with self._wake:
            while True:
                while self._heap and self._heap[0][2].done:
                    heapq.heappop(self._heap)
                if not self._heap:
                    self._wake.wait()
                    continue
                delay = self._heap[0][0] - time.monotonic()
                if delay > 0:
                    self._wake.wait(delay)
                    continue
                alarm = heapq.heappop(self._heap)[2]
                alarm.fired = True
                _shut_down(alarm.fd)


def _shut_down(fd: int) -> None:
    """Wake whoever waits on the socket: shutdown acts on the connection, so a duplicate of the fd will do
    (and closing the duplicate leaves the owner's fd alone)."""
    try:
        sock = socket.socket(fileno=os.dup(fd))
    except OSError:
        return
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    finally:
        sock.close()


WATCHDOG = Watchdog()


def _guarded(conn: Any, request: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run one request on `conn` under the watchdog; an overdue answer closes `conn` and raises NoAnswer."""
    try:
        fd = conn.fileno()
    except Exception:  # closed or broken: psycopg raises its own error for the request
        return request(*args, **kwargs)
    at, budget = _answer_by(conn.ledger_wait_s)
    alarm = WATCHDOG.arm(at, fd)
    try:
        result = request(*args, **kwargs)
    except BaseException as exc:
        if WATCHDOG.disarm(alarm):
            conn.close()
            raise classes().NoAnswer(budget) from exc
        raise
    WATCHDOG.disarm(alarm)  # an alarm that fired just as the answer came: the next request fails and reconnects
    return result


@functools.cache
def classes():
    """psycopg's connection and cursor with guarded requests (built on first use: SQLite needs no psycopg)."""
    import psycopg

    class NoAnswer(psycopg.OperationalError):
        """The server did not answer in time; the connection was cut and closed. `timeout_s` is the budget."""

        def __init__(self, seconds: float):
            super().__init__(f"no answer from the server within {seconds:g} s (timed out)")
            self.timeout_s = seconds

    class GuardedCursor(psycopg.Cursor):
        def execute(self, *args, **kwargs):
            return _guarded(self.connection, super().execute, *args, **kwargs)

        def executemany(self, *args, **kwargs):
            return _guarded(self.connection, super().executemany, *args, **kwargs)

    class GuardedConnection(psycopg.Connection):
        ledger_wait_s: float = 5.0

        def commit(self):
            return _guarded(self, super().commit)

        def rollback(self):
            return _guarded(self, super().rollback)

    return SimpleNamespace(NoAnswer=NoAnswer, Cursor=GuardedCursor, Connection=GuardedConnection)


def install(engine: Any, wait_s: float, connect_s: float) -> None:
    """Make `engine` (PostgreSQL through psycopg) open guarded connections: each request waits at most
    `wait_s` outside a call, and a connection opened during a call fits in what is left of it."""
    from sqlalchemy import event

    guarded = classes()

    @event.listens_for(engine, "do_connect")
    def _connect(_dialect, _record, cargs, cparams):
        given = float(cparams.get("connect_timeout") or connect_s)
        timeout, budget = connect_budget(given)
        if timeout is None:
            raise guarded.NoAnswer(budget)
        cparams["connect_timeout"] = max(2, int(timeout))  # libpq's (and psycopg's) least: 2 s
        conn = guarded.Connection.connect(*cargs, cursor_factory=guarded.Cursor, **cparams)
        conn.ledger_wait_s = wait_s
        return conn
