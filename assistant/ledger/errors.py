"""What the ledger tells a page when it refuses or fails, as typed exceptions with a UI string each.

Every exception here is a LedgerError: `key` and `params` name its string in data/i18n/ledger.yaml, str() is
the English line. A database failure is told by what it means for the player's data, which only the caller
knows (a read changes nothing; a write that failed before its commit saved nothing; a commit whose answer was
lost may have saved it), so Ledger.reading/writing and open_ledger translate SQLAlchemy's errors through
`database_failure` with the phase they were in. Database failures stay SQLAlchemyErrors too, so a page that
only catches those still shows a line instead of a traceback.

Where the database is (the SQLite file's path, a server's host:port/database) is the server's business, not
every visitor's: a failure keeps it in `where` and writes it, with the driver's whole message, to the server's
log (logger "assistant.ledger"); the line for the page carries neither, and its detail has them cut out.
"""

from __future__ import annotations

import errno
import logging
import re
import sqlite3
from collections.abc import Iterable
from typing import Any, Literal

from sqlalchemy.exc import OperationalError, SQLAlchemyError

from assistant.quoting import clip

Phase = Literal["open", "read", "write", "commit"]
LOG = logging.getLogger("assistant.ledger")
HIDDEN = "…"  # what stands in the page's detail for a path, host, port or database name


class LedgerError(ValueError):
    """A refusal the player can act on. `key` and `params` are its UI string; str() is the English line."""

    def __init__(self, key: str, message: str, **params: Any):
        super().__init__(message)
        self.key = key
        self.params = params


class ConflictError(LedgerError):
    """The game changed since the caller read it (another browser, another replica): reload, then redo."""

    def __init__(self, game_id: int):
        super().__init__("ledger.err.conflict", f"game {game_id} was changed elsewhere; reload it", game=game_id)


class NotFoundError(LedgerError):
    pass


class DatabaseFailure(LedgerError, SQLAlchemyError):
    """The database failed (not the player's input). `saved` says what became of a change: False (nothing
    was saved), None (unknown: the commit's answer was lost) or True."""

    saved: bool | None = False
    where: str = ""  # the database, for the server's log and the command line; never in `params`

    def __init__(self, key: str, message: str, **params: Any):
        LedgerError.__init__(self, key, message, **params)

    def __str__(self) -> str:  # SQLAlchemyError's __str__ would add its own decorations
        return self.args[0] if self.args else self.key


class ReadFailure(DatabaseFailure):
    """Reading failed; nothing was changed."""


class WriteFailure(DatabaseFailure):
    """A change failed before its commit: nothing was saved."""


class CommitUnknown(DatabaseFailure):
    """The connection broke during COMMIT: the change may or may not be in the ledger."""

    saved = None


class Unreachable(DatabaseFailure):
    """The database did not answer in time, or could not be reached: nothing was read or changed."""


class DiskFailure(DatabaseFailure):
    """The SQLite file cannot be written: a full disk, a read-only file or folder."""


class NewerSchema(DatabaseFailure):
    """The database carries a schema revision this code does not know: a newer Table Referee wrote it."""

    def __init__(self, where: str, revision: str):
        super().__init__("ledger.err.newer", f"the ledger was written by a newer version of Table Referee "
                         f"(schema {revision}); update Table Referee to use it", revision=clip(revision))
        self.where = where
        LOG.error("ledger at %s: schema %s is newer than this code knows", where, revision)


class MigrationFailure(DatabaseFailure):
    """The schema could not be brought to this code's revision. The migration runs in one transaction, so the
    ledger is exactly as it was (SQLite: the same bytes); reloading will not help, the server's log says why."""

    def __init__(self, where: str, current: str, head: str, info: str):
        super().__init__("ledger.err.migrate", f"the ledger could not be updated from schema {current} to "
                         f"{head}; it was left exactly as it was; the server's log says why, and the previous "
                         f"version of Table Referee still opens it ({info})", current=current, head=head,
                         error=info)
        self.where = where


def detail(exc: BaseException) -> str:
    """The first line of the driver's own message: the technical part shown after our sentence."""
    text = str(getattr(exc, "orig", None) or exc).strip().splitlines()
    return clip(text[0] if text else type(exc).__name__)


def _timed_out(exc: BaseException) -> bool:
    orig = getattr(exc, "orig", exc)
    if getattr(orig, "sqlstate", None) == "57014":  # query_canceled: statement_timeout
        return True
    if getattr(orig, "timeout_s", None) is not None:  # guard.NoAnswer: the client stopped waiting
        return True
    name = type(orig).__name__
    text = str(orig).lower()
    return name == "ConnectionTimeout" or "timeout expired" in text or "timed out" in text


def _disk(exc: BaseException) -> bool:
    orig = getattr(exc, "orig", exc)
    if isinstance(orig, OSError) and orig.errno in (errno.ENOSPC, errno.EROFS, errno.EACCES, errno.EDQUOT):
        return True
    text = str(orig).lower()
    return any(s in text for s in ("disk is full", "disk i/o error", "readonly database", "read-only",
                                   "unable to open database file", "no space left"))


def _connection_lost(exc: BaseException) -> bool:
    """A server connection that broke (no SQLSTATE: the server never said why). SQLite has no connection to
    lose: a failed COMMIT there is a refusal, and the transaction is rolled back."""
    orig = getattr(exc, "orig", None)
    if isinstance(orig, sqlite3.Error):
        return False
    return bool(getattr(exc, "connection_invalidated", False)) or (
        isinstance(exc, OperationalError) and getattr(orig, "sqlstate", None) is None)


def scrub(text: str, hidden: Iterable[str]) -> str:
    """`text` with every one of `hidden` (a path, a host, a port, a database or user name) cut out, as whole
    words only (a database named "ledger" leaves "ledger_games" alone)."""
    for value in sorted({h for h in hidden if h}, key=len, reverse=True):
        text = re.sub(rf"(?<![\w.]){re.escape(value)}(?!\w)", HIDDEN, text)
    return text


def database_failure(exc: BaseException, phase: Phase, where: str, timeout_s: float,
                     hidden: Iterable[str] = ()) -> DatabaseFailure:
    """The player's sentence for a failure of the database in `phase`: `where` names the database for the
    log, and `hidden` (its path, host, port, names) is cut out of the driver's detail shown on the page."""
    if isinstance(exc, DatabaseFailure):
        return exc
    LOG.warning("ledger %s failed on %s: %s: %s", phase, where, type(exc).__name__,
                str(getattr(exc, "orig", None) or exc).strip()[:2000])
    failure = _failure(exc, phase, scrub(detail(exc), (where, *hidden)), timeout_s)
    failure.where = where
    return failure


def _failure(exc: BaseException, phase: Phase, info: str, timeout_s: float) -> DatabaseFailure:
    if phase == "commit" and _connection_lost(exc):
        return CommitUnknown("ledger.err.commit_unknown", f"the connection broke while saving: the change may "
                             f"or may not be in the ledger; reload to check ({info})", error=info)
    if _timed_out(exc):
        seconds = f"{timeout_s:g}"
        return Unreachable("ledger.err.timeout", f"the ledger's database did not answer within {seconds} s; "
                           "nothing was read or changed", seconds=seconds)
    if _disk(exc) and phase != "read":
        return DiskFailure("ledger.err.disk", f"the ledger file cannot be written: the disk is full or the file "
                           f"is read-only ({info}); nothing was saved", error=info)
    if phase in ("open", "read"):
        return ReadFailure("ledger.err.read", f"could not read the ledger: {info}; nothing was changed",
                           error=info)
    return WriteFailure("ledger.err.write", f"the database did not accept the change; nothing was saved "
                        f"({info})", error=info)
