"""A table's game as Games played keeps it (typed or board-scored rounds, corrections), reached by the table's
token: the page never holds a game's ledger id, so neither its address nor its refusals carry one.

Each function finds the game by its token (NoTable for a link that opens nothing), refuses a removed game, and
hands the change to the ledger's service over the game's version (the token of a game never changes, so the
id found is the id changed). A refusal that named the game by its id names it by nothing here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from assistant.ledger import service
from assistant.ledger.db import Ledger
from assistant.ledger.errors import ConflictError, DatabaseFailure, LedgerError
from assistant.ledger.service import GameView, RoundScores
from assistant.ledger.tables import _game


class GameConflict(ConflictError):
    """The game changed since the page read it: its `game` param is the table's token, never the id."""

    def __init__(self, token: str):
        LedgerError.__init__(self, "ledger.err.conflict", "this game was changed elsewhere; reload it", game=token)


def load_game(ledger: Ledger, token: Any) -> GameView:
    """The ledger's view of the table's game (rounds, standings), a removed one too (as removed)."""
    with ledger.reading() as session:
        return service._view(_game(session, token))


def _open_id(ledger: Ledger, token: Any) -> tuple[str, int]:
    with ledger.reading() as session:
        game = _game(session, token)
        if game.removed_at is not None:
            raise LedgerError("ledger.err.removed", "this game was removed; it can be read, not changed")
        return game.token, game.id


def _by_token(token: str, exc: LedgerError) -> LedgerError:
    """The service's refusal without the game's id (a conflict, a finished game)."""
    if isinstance(exc, ConflictError):
        return GameConflict(token)
    if "game" in exc.params and not isinstance(exc, DatabaseFailure):
        line = "this game is over" if exc.key == "ledger.err.finished" else "refused"
        return LedgerError(exc.key, line, **{k: v for k, v in exc.params.items() if k != "game"})
    return exc


def record_round(ledger: Ledger, token: Any, expected_version: int, scores: RoundScores | Mapping[str, Any],
                 actor: str | None = None) -> GameView:
    """The next round's scores (service.record_round) of the table of this link."""
    token, game_id = _open_id(ledger, token)
    try:
        return service.record_round(ledger, game_id, expected_version, scores, actor=actor)
    except LedgerError as exc:
        raise _by_token(token, exc) from None


def correct_round(ledger: Ledger, token: Any, expected_version: int, number: int,
                  scores: RoundScores | Mapping[str, Any], actor: str | None = None) -> GameView:
    """An earlier round's scores changed (service.correct_round) at the table of this link."""
    token, game_id = _open_id(ledger, token)
    try:
        return service.correct_round(ledger, game_id, expected_version, number, scores, actor=actor)
    except LedgerError as exc:
        raise _by_token(token, exc) from None
