"""Changes to a whole table, each made against the table's stamp the caller read: a scoring recorded from the
boards as they lie (and the boards moved on to the next round), a player renamed, a game removed. The game row
and its boards are locked first (PostgreSQL: FOR UPDATE; SQLite: the write lock taken at BEGIN), so no phone's
board write lands between what the change reads and what it writes. See tables.py for the table itself.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from assistant import registry
from assistant.errors import PositionError
from assistant.games import JSON
from assistant.games import Game as Engine
from assistant.ledger.db import Ledger
from assistant.ledger.errors import LedgerError
from assistant.ledger.models import SHARED, TURN, Board, Event, Game, now
from assistant.ledger.service import GameView, _actor, append_round, round_from_score
from assistant.ledger.tables import (
    TableConflict,
    TableView,
    _boards,
    _game,
    _ledger_fields,
    _open_for_change,
    _readable,
    _seat,
    _table,
    split,
)
from assistant.names import first_duplicate
from assistant.quoting import clip


@contextmanager
def _locked(ledger: Ledger, token: Any, expected_stamp: int) -> Iterator[tuple[Session, Game, dict[int, Board]]]:
    """The table locked for a change, only if nothing changed since the caller read `expected_stamp`: the game row
    and its boards are locked first, so no board is written while the change reads them. Nothing is written yet
    (a change that may still be refused, table_play.py, raises out of the block and leaves no trace)."""
    if isinstance(expected_stamp, bool) or not isinstance(expected_stamp, int):
        raise LedgerError("ledger.err.input", "expected_stamp: a whole number", where="expected_stamp",
                          detail=clip(expected_stamp))
    with ledger.writing() as session:
        game = _game(session, token, lock="update")
        boards = _boards(session, game, lock=True)
        if game.version + sum(b.version for b in boards.values()) != expected_stamp:
            raise TableConflict()
        yield session, game, boards


def _touch(session: Session, game: Game) -> None:
    """The game's version moves now: UPDATE ... WHERE version = the one read (a racing writer matches no row)."""
    game.updated_at = now()
    session.flush()


@contextmanager
def _changing(ledger: Ledger, token: Any, expected_stamp: int) -> Iterator[tuple[Session, Game, dict[int, Board]]]:
    """One change to the whole table over the stamp the caller read (`_locked`), the game's version moved first."""
    try:
        with _locked(ledger, token, expected_stamp) as (session, game, boards):
            _touch(session, game)
            yield session, game, boards
            session.flush()
    except StaleDataError:
        raise TableConflict() from None


def rename_player(ledger: Ledger, token: Any, seat: int, name: str, expected_stamp: int,
                  actor: str | None = None) -> TableView:
    """A player's name fixed or changed; the rounds recorded stay theirs (they belong to the seat)."""
    new = _actor(name)
    if new is None:
        raise LedgerError("ledger.err.name_empty", "a player's name is empty")
    actor = _actor(actor)
    with _changing(ledger, token, expected_stamp) as (session, game, boards):
        if game.removed_at is not None:  # a finished game's names may still be fixed
            raise LedgerError("ledger.err.removed", "this game was removed; it can be read, not changed")
        target = _seat(game, seat)
        if target.name == new:
            raise LedgerError("ledger.err.same_name", f"the player is already called {new}", name=new)
        names = [new if s.position == seat else s.name for s in sorted(game.seats, key=lambda s: s.position)]
        if first_duplicate(names) is not None:
            raise LedgerError("ledger.err.name_twice", f"{new} is named twice", name=new)
        old, target.name = target.name, new
        if TURN in boards:  # a table played turn by turn: its turn names the players too
            held = boards[TURN]
            held.position = {**held.position, "turn": renamed_in(held.position.get("turn"), old, new)}
        session.add(Event(game_id=game.id, kind="renamed", actor=actor, detail={"seat": seat, "old": old, "new": new}))
        session.flush()
        return _table(session, game, boards)


def renamed_in(value: Any, old: str, new: str) -> Any:
    """A turn's JSON with a player's old name, wherever it stands as a whole value, replaced by the new one (a
    turn names whose step it is, who starts, who holds a marker: the games' own keys, never listed here)."""
    if value == old:
        return new
    if isinstance(value, dict):
        return {k: renamed_in(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed_in(v, old, new) for v in value]
    return value


def remove_table(ledger: Ledger, token: Any, expected_stamp: int, actor: str | None = None) -> TableView:
    """A game started by mistake: out of the lists, statistics and exports; its link still opens it, as removed,
    and its log says who removed it when."""
    actor = _actor(actor)
    with _changing(ledger, token, expected_stamp) as (session, game, boards):
        if game.removed_at is not None:
            raise LedgerError("ledger.err.removed", "this game was removed; it can be read, not changed")
        game.removed_at = now()
        session.add(Event(game_id=game.id, kind="removed", actor=actor, detail={}))
        session.flush()
        return _table(session, game, boards)


def record_scoring(ledger: Ledger, token: Any, expected_stamp: int, actor: str | None = None) -> TableView:
    """Score the boards as they lie and record the round: the engine scores the stored position (at the scoring
    number the rounds recorded reach, when the game's positions carry one), the ledger records its report, and
    the boards move on to the next round (Azul's walls, scores and unfinished lines through the engine's
    next_round; the scoring number). Refused when anything changed since `expected_stamp`."""
    actor = _actor(actor)
    with _changing(ledger, token, expected_stamp) as (session, game, boards):
        _open_for_change(game)
        _score(session, game, boards, actor)
        session.flush()
        return _table(session, game, boards)


@dataclass(frozen=True)
class Scored:
    """What `_score` did: the round recorded, who starts the next one when the report said, and the carry-over's
    log entry (None when the round ended the game)."""

    view: GameView
    starts: str | None
    carried: Event | None


def _score(session: Session, game: Game, boards: dict[int, Board], actor: str | None) -> Scored:
    """The scoring of a locked table, as record_scoring and a turn-by-turn step that makes one due both record it:
    the engine's report of the boards as they lie becomes the next round, and the boards are carried over."""
    engine = registry.get(game.kind)
    parts = {s: dict(b.position) for s, b in boards.items() if s != TURN}
    number = len(game.rounds) + 1
    parts[SHARED] = {**parts.get(SHARED, {}), **_ledger_fields(engine, game.variant, number)}
    position = _readable(game, parts)
    try:
        report = engine.score(engine.parse(position))
    except PositionError as exc:  # e.g. a grey wall's line without its column: the boards must say it
        raise LedgerError("ledger.err.board", f"the boards cannot be scored: {clip(str(exc), 200)}",
                          detail=clip(str(exc), 200)) from None
    try:
        scores = round_from_score(report)
    except (KeyError, TypeError):  # a game whose report names no players (the toy game): typed rounds only
        raise LedgerError("ledger.err.input", "the game's score report gives no player's points",
                          where="score", detail="no players") from None
    view = append_round(session, game, scores, actor, scored=position)
    starts = report.get("first_player") if isinstance(report, dict) else None
    starts = starts if isinstance(starts, str) else None
    carried = None
    if not view.finished:
        carried = _carry_over(session, game, boards, _next_position(engine, position, number + 1), actor, number,
                              starts)
    return Scored(view, starts, carried)


def scored_position(ledger: Ledger, token: Any, number: int) -> JSON | None:
    """The position the table's round `number` was scored from, as its boards lay then (the engine scores it
    again the same way: how each point was made); None for a round typed by hand or recorded before it was kept."""
    with ledger.reading() as session:
        game = _game(session, token)
        detail = session.scalar(select(Event.detail).where(Event.game_id == game.id, Event.kind == "recorded",
                                                           Event.round_number == number)
                                .order_by(Event.id.desc()).limit(1))
    scored = (detail or {}).get("scored")
    return copy.deepcopy(scored) if isinstance(scored, dict) else None


def _next_position(engine: Engine, position: JSON, number: int) -> JSON:
    """The position the next round is played from: the engine's next_round when it has one (Azul), else the
    same boards at the next scoring number (when its positions carry one)."""
    following = getattr(engine, "next_round", None)
    after: JSON = following(position) if callable(following) else copy.deepcopy(position)
    if engine.info.ledger.round_field:
        after[engine.info.ledger.round_field] = number
    return after


def _carry_over(session: Session, game: Game, boards: dict[int, Board], after: JSON, actor: str | None,
                number: int, starts: str | None) -> Event:
    """Write the next round's position back into the boards that changed (their versions move on); the log keeps
    every board as carried, and who starts the next round when the engine's report names them (Azul: the
    first player marker)."""
    parts = split(after)
    changed = []
    for seat, part in parts.items():
        board = boards.get(seat)
        if board is None:
            board = boards[seat] = Board(game_id=game.id, seat=seat, position=part, updated_by=actor)
            session.add(board)
        elif board.position == part:
            continue
        board.position, board.updated_at, board.updated_by = part, now(), actor
        changed.append(seat)
    # the boards as the next round starts from them, as a board write logs its board: what a phone later asks
    # of "the table right after scoring n" (Alhambra: Dirk's pile before his tiles of that stage)
    carried = Event(game_id=game.id, kind="carried", actor=actor, round_number=number,
                    detail={"seats": changed, "starts": starts,
                            "boards": {str(seat): part for seat, part in parts.items()}})
    session.add(carried)
    return carried
