"""A table: a ledger game as a game night sees it, reached by its private link (a token), never by its id.

A table is the game, its variant and players (typed once, renamed later), the boards as they lie (one per
seat, one for what lies between the players) and its rounds and log. Every phone at the table reads and writes
it through these functions; what they share lives in the database, so two app replicas on one PostgreSQL
serve one table.

Two kinds of change, two kinds of version:
- a seat's board is written with the board's version the phone read (`write_board`): two phones entering two
  boards never conflict; two phones changing one board never overwrite each other (BoardConflict, re-read and
  re-apply);
- a change to the whole table (a scoring, a renaming, a removal) is made against the table's `stamp`, which
  changes with every change of the table (the game's version plus its boards' versions, each only ever grows):
  a scoring is recorded from the boards the players looked at, or refused (TableConflict).
`table_version(token)` is the stamp in one indexed query: the pages poll it.

A token that opens nothing (wrong, truncated, padded, not text) gets one line, NoTable, that tells nothing:
neither whether some table exists, nor an id, nor where the ledger is. Every change is an Event in the log.
This module reads tables, creates them and writes boards; table_changes.py makes the changes over the stamp.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from assistant import registry
from assistant.errors import PositionError
from assistant.games import JSON
from assistant.games import Game as Engine
from assistant.ledger.db import Ledger
from assistant.ledger.errors import LedgerError, NotFoundError
from assistant.ledger.models import SHARED, TOKEN_LENGTH, TURN, Board, Event, Game, Seat, now
from assistant.ledger.service import (
    GameView,
    LogEntry,
    NewGame,
    _actor,
    _loaded,
    _view,
    parse,
)
from assistant.limits import FILE_BYTES
from assistant.quoting import clip

TOKEN = re.compile(rf"[A-Za-z0-9_-]{{{TOKEN_LENGTH}}}")
MAX_TOKENS = 200  # a browser's list of the tables it created or joined: more is not one browser's


class NoTable(NotFoundError):
    """The link opens no table. The same line for every such link: nothing about what exists is told."""

    def __init__(self) -> None:
        super().__init__("ledger.err.no_table", "this link opens no table; check that the whole link was copied")


class BoardConflict(LedgerError):
    """The board changed since the phone read it: nothing was saved; re-read it, then apply the change again."""

    def __init__(self, seat: int, name: str | None):
        who = name or ""
        super().__init__("ledger.err.board_conflict", f"the board {who or 'between the players'} was changed on "
                         "another phone since it was read; nothing was saved", name=who)


class TableConflict(LedgerError):
    """The table changed since the caller looked at it (a board, a round, a name): nothing was changed."""

    def __init__(self) -> None:
        super().__init__("ledger.err.table_conflict", "the table was changed on another phone since it was read; "
                         "nothing was changed")


@dataclass(frozen=True)
class BoardView:
    seat: int  # SHARED (-1): what lies between the players
    name: str | None  # the seat's player (None for SHARED)
    position: JSON  # the board as the API reads it, without the player's name (the seat's name is the name)
    version: int  # 0: never written
    updated_at: datetime | None
    updated_by: str | None


@dataclass(frozen=True)
class TableView:
    """A table as read in one transaction: the ledger's view of the game, its boards, its stamp."""

    token: str
    game: GameView
    boards: tuple[BoardView, ...]  # SHARED first, then the seats in order (those written or dealt)
    stamp: int
    starts: str | None = None  # who starts the round being played, when the last scoring said (Azul's marker)
    turn: JSON | None = None  # whose step it is and what is asked (table_play.py); None: not played turn by turn

    @property
    def removed(self) -> bool:
        return self.game.removed_at is not None

    def board(self, seat: int | None) -> BoardView:
        """A seat's board (None or SHARED: the one between the players); version 0 when none was written."""
        seat = SHARED if seat is None else seat
        found = next((b for b in self.boards if b.seat == seat), None)
        if found is not None:
            return found
        return BoardView(seat, None if seat == SHARED else self.game.players[seat], {}, 0, None, None)

    @property
    def position(self) -> JSON:
        """The whole position as the API reads it: the shared board, then each seat's board with its name."""
        return _assemble(self.game.kind, self.game.players, {b.seat: b.position for b in self.boards})


# --- reading ---------------------------------------------------------------------------------------------------


def token_of(token: Any) -> str:
    """A token from outside (an address bar, a browser's list) checked before any query."""
    if not isinstance(token, str) or not TOKEN.fullmatch(token):
        raise NoTable()
    return token


def _assemble(kind: str, players: tuple[str, ...], boards: Mapping[int, JSON]) -> JSON:
    """The whole position the boards make, as a copy the caller may keep or change (the boards stay as they
    are); copied through JSON, which they are, in a third of deepcopy's time on big boards."""
    out: JSON = {"game": kind, **boards.get(SHARED, {})}
    if any(0 <= seat != TURN for seat in boards):
        out["players"] = [{"name": name, **boards.get(i, {})} for i, name in enumerate(players)]
    return json.loads(json.dumps(out, ensure_ascii=False))


def split(position: JSON) -> dict[int, JSON]:
    """A whole position as a table's boards (the inverse of `_assemble`): what lies between the players
    (SHARED), then each seat's board without its name (the seat's name is the name)."""
    out: dict[int, JSON] = {SHARED: {k: v for k, v in position.items() if k not in ("game", "players")}}
    out |= {i: {k: v for k, v in p.items() if k != "name"} for i, p in enumerate(position.get("players") or [])}
    return out


def _game(session: Session, token: Any, lock: str | None = None) -> Game:
    query = select(Game).options(*_loaded()).where(Game.token == token_of(token)).execution_options(
        populate_existing=True)
    if lock is not None:
        query = query.with_for_update(read=lock == "share", of=Game)
    game = session.scalars(query).one_or_none()
    if game is None:
        raise NoTable()
    return game


def _boards(session: Session, game: Game, lock: bool = False) -> dict[int, Board]:
    query = select(Board).where(Board.game_id == game.id).order_by(Board.seat).execution_options(
        populate_existing=True)
    return {b.seat: b for b in session.scalars(query.with_for_update() if lock else query)}


# Who starts each round of a game, by (the game's uid, the rounds recorded, when the last was recorded): the log is
# append-only and a round's carry-over is written with the round, so once read from committed data the answer never
# changes (a round taken back by an undo and recorded again is another key). Kept, a table's reads and every tap's
# write skip the log query, which walks the round's events back to its carry-over.
_STARTS: dict[tuple[str, int, datetime], str | None] = {}
_STARTS_KEPT = 4096  # games' rounds at once; past it the oldest half is forgotten


def _starts(session: Session, game: Game, committed: bool) -> str | None:
    """Who starts the round being played: the last carry-over's word (the engine's `first_player`), if any;
    kept once read from `committed` data (a read, not a change that may still roll back)."""
    if not game.rounds or game.finished_at is not None:
        return None
    last = max(game.rounds, key=lambda r: r.number)
    key = (game.uid, last.number, last.recorded_at)
    if key in _STARTS:
        return _STARTS[key]
    detail = session.scalar(select(Event.detail).where(Event.game_id == game.id, Event.kind == "carried",
                                                       Event.round_number == last.number)
                            .order_by(Event.id.desc()).limit(1))
    starts = (detail or {}).get("starts")
    starts = starts if isinstance(starts, str) else None
    if committed:
        if len(_STARTS) >= _STARTS_KEPT:
            for old in list(_STARTS)[:_STARTS_KEPT // 2]:
                del _STARTS[old]
        _STARTS[key] = starts
    return starts


def _table(session: Session, game: Game, boards: Mapping[int, Board], committed: bool = False) -> TableView:
    view = _view(game)
    names = dict(enumerate(view.players))
    # The boards' dicts are handed on as loaded (fresh from the database, or the copy a write made): no copy here,
    # a fifth of a tap's CPU; `position` copies them.
    shown = tuple(BoardView(b.seat, names.get(b.seat), b.position, b.version, b.updated_at, b.updated_by)
                  for b in sorted(boards.values(), key=lambda b: b.seat) if b.seat != TURN)
    turn = boards[TURN].position.get("turn") if TURN in boards else None
    return TableView(game.token, view, shown, game.version + sum(b.version for b in boards.values()),
                     _starts(session, game, committed), turn)


def open_table(ledger: Ledger, token: Any) -> TableView:
    """The table of this link (a removed one too, as removed: its log stays readable)."""
    with ledger.reading() as session:
        game = _game(session, token)
        return _table(session, game, _boards(session, game), committed=True)


# The stamp: the game's version plus its boards' (each only grows), found through the token's unique index.
_STAMP = select(Game.version + select(func.coalesce(func.sum(Board.version), 0)).where(Board.game_id == Game.id)
                .scalar_subquery()).where(Game.token == bindparam("token"))


def table_version(ledger: Ledger, token: Any) -> int:
    """The table's stamp, in one query on the token's unique index: it changes with every change to the table."""
    token = token_of(token)
    with ledger.peeking() as conn:
        stamp = conn.execute(_STAMP, {"token": token}).scalar_one_or_none()
    if stamp is None:
        raise NoTable()
    return int(stamp)


def list_tables(ledger: Ledger, tokens: Iterable[Any]) -> list[TableView]:
    """The tables of these links that are not removed, newest first: what a browser created or joined. Links
    that open nothing are left out without a word (they may be a removed table's, or mistyped)."""
    wanted = sorted({t for t in list(tokens)[:MAX_TOKENS] if isinstance(t, str) and TOKEN.fullmatch(t)})
    if not wanted:
        return []
    query = (select(Game).options(*_loaded()).where(Game.token.in_(wanted), Game.removed_at.is_(None))
             .order_by(Game.started_at.desc(), Game.id.desc()))
    with ledger.reading() as session:
        games = list(session.scalars(query))
        boards: dict[int, dict[int, Board]] = {g.id: {} for g in games}
        for b in session.scalars(select(Board).where(Board.game_id.in_(list(boards)))):
            boards[b.game_id][b.seat] = b
        return [_table(session, g, boards[g.id], committed=True) for g in games]


def table_log(ledger: Ledger, token: Any) -> list[LogEntry]:
    with ledger.reading() as session:
        game = _game(session, token)
        events = session.scalars(select(Event).where(Event.game_id == game.id).order_by(Event.id))
        return [LogEntry(e.at, e.actor, e.kind, e.round_number, dict(e.detail or {})) for e in events]


# --- creating and changing ---------------------------------------------------------------------------------------


def create_table(ledger: Ledger, new: NewGame | Mapping[str, Any], actor: str | None = None,
                 seed: int | None = None) -> TableView:
    """A new table: the game started in the ledger (NewGame's rules) with a fresh position dealt by the engine
    (`seed`: the same deal again) split into the boards, each seat's named by its player."""
    new = parse(NewGame, new)
    actor = _actor(actor)
    dealt = _unknown_emptied(registry.get(new.game), registry.get(new.game).setup(len(new.players), seed))
    parts = split(dealt)
    parts[SHARED] |= _ledger_fields(registry.get(new.game), new.variant, 1)  # scoring 1, the variant chosen
    with ledger.writing() as session:
        game = Game(kind=new.game, variant=new.variant, start_seat=new.start_player,
                    seats=[Seat(position=i, name=n) for i, n in enumerate(new.players)])
        game.events.append(Event(kind="started", actor=actor, detail={
            "game": new.game, "variant": new.variant, "players": list(new.players),
            "start_player": new.players[new.start_player], "table": True}))
        session.add(game)
        session.flush()
        boards = {seat: Board(game_id=game.id, seat=seat, position=part, updated_by=actor)
                  for seat, part in parts.items()}
        session.add_all(boards.values())
        session.flush()
        return _table(session, game, boards)


def _unknown_emptied(engine: Engine, dealt: JSON) -> JSON:
    """The deal with what no table can know from it emptied (the registration's `ledger.table_empty`)."""
    empty = engine.info.ledger.table_empty
    out = {k: [] if k in empty else v for k, v in dealt.items()}
    if isinstance(dealt.get("players"), list):
        out["players"] = [{k: [] if k in empty else v for k, v in p.items()} for p in dealt["players"]]
    return out


def _ledger_fields(engine: Engine, variant: str, number: int) -> JSON:
    """What the shared board must say as the ledger does, by the registration (`ledger.round_field`,
    `ledger.variant_field`): the scoring number the rounds recorded reach and the variant chosen."""
    facts = engine.info.ledger
    out: JSON = {facts.round_field: number} if facts.round_field else {}
    return out | ({facts.variant_field: variant} if facts.variant_field else {})


def _readable(game: Game, boards: Mapping[int, JSON]) -> JSON:
    """The whole position these boards make, or a LedgerError when the engine cannot read it."""
    position = _assemble(game.kind, tuple(s.name for s in sorted(game.seats, key=lambda s: s.position)), boards)
    if len(json.dumps(position, ensure_ascii=False)) > FILE_BYTES:
        raise LedgerError("ledger.err.board", "the boards are larger than a position file may be",
                          detail=f"more than {FILE_BYTES} characters")
    try:
        registry.get(game.kind).parse(position)
    except PositionError as exc:
        raise LedgerError("ledger.err.board", f"the boards are not a readable position: {clip(str(exc), 200)}",
                          detail=clip(str(exc), 200)) from None
    return position


def _board_input(game: Game, seat: int, board: Any) -> JSON:
    """A board as a phone sends it: an object; a seat's may repeat its player's name, the shared one the game and
    (when the game's positions carry one) the scoring number the rounds recorded reach."""
    if not isinstance(board, Mapping):
        raise LedgerError("ledger.err.board", "a board is an object", detail="a board is an object")
    out = copy.deepcopy(dict(board))  # the caller's dict stays the caller's
    fixed = {"game": game.kind} if seat == SHARED else {"name": _seat(game, seat).name}
    for key, value in fixed.items():
        if key in out and out.pop(key) != value:
            raise LedgerError("ledger.err.board", f"{key}: the board's {key} is {clip(value)}",
                              detail=f"{key}: {clip(value)}")
    if seat == SHARED and "players" in out:
        raise LedgerError("ledger.err.board", "players: each seat writes its own board", detail="players")
    if seat == SHARED:  # the scoring number and the variant are the ledger's to say
        for key, value in _ledger_fields(registry.get(game.kind), game.variant, len(game.rounds) + 1).items():
            if out.setdefault(key, value) != value:
                raise LedgerError("ledger.err.board", f"{key}: the table says {clip(value)}",
                                  detail=f"{key}: {clip(value)}")
    return out


def _seat(game: Game, seat: Any) -> Seat:
    found = next((s for s in game.seats if type(seat) is int and s.position == seat), None)
    if found is None:
        raise NotFoundError("ledger.err.no_seat", f"no seat {clip(seat)} at this table", seat=clip(seat))
    return found


def _open_for_change(game: Game) -> None:
    if game.removed_at is not None:
        raise LedgerError("ledger.err.removed", "this game was removed; it can be read, not changed")
    if game.finished_at is not None:
        raise LedgerError("ledger.err.table_over", "this game is over; its boards are kept as they were")


def write_board(ledger: Ledger, token: Any, seat: int | None, board: Any, expected_version: int,
                actor: str | None = None) -> TableView:
    """Write one seat's board (None: the one between the players) over the version the phone read (0: none
    yet). Another write in between: BoardConflict, nothing saved. The boards must stay a readable position."""
    seat = SHARED if seat is None else seat
    actor = _actor(actor)
    if isinstance(expected_version, bool) or not isinstance(expected_version, int):
        raise LedgerError("ledger.err.input", "expected_version: a whole number", where="expected_version",
                          detail=clip(expected_version))
    with ledger.writing() as session:
        game = _game(session, token, lock="share")  # a scoring or removal in progress finishes first
        _open_for_change(game)
        name = None if seat == SHARED else _seat(game, seat).name
        part = _board_input(game, seat, board)
        boards = _boards(session, game)
        current = boards.get(seat)
        if (current.version if current else 0) != expected_version:
            raise BoardConflict(seat, name)
        _readable(game, {s: b.position for s, b in boards.items()} | {seat: part})
        if current is None:
            current = boards[seat] = Board(game_id=game.id, seat=seat, position=part)
            session.add(current)
        current.position, current.updated_at, current.updated_by = part, now(), actor
        try:
            session.flush()  # UPDATE ... WHERE version = the one read: a racing writer matches no row
        except (StaleDataError, IntegrityError):  # IntegrityError: two first writes of one board
            raise BoardConflict(seat, name) from None
        session.add(Event(game_id=game.id, kind="board", actor=actor, detail={
            "seat": seat, "player": name, "version": current.version, "position": part}))
        session.flush()
        return _table(session, game, boards)
