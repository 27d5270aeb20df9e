"""What a page does with the ledger, as plain functions: start a game, record a round, correct one, read
games back, rank, count statistics. Each change is one transaction, committed before the function returns,
so a refresh or a restart loses nothing; each carries the game version the caller saw, so two sessions never
silently overwrite each other (ConflictError instead).

Input from outside (forms, typed tables, the engine's score reports) is validated by the pydantic models of inputs.py;
a refusal is a LedgerError whose `key` and `params` name its UI string in data/i18n/ledger.yaml.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload
from sqlalchemy.orm.exc import StaleDataError

from assistant import registry
from assistant.ledger.db import Ledger
from assistant.ledger.errors import ConflictError, LedgerError, NotFoundError
from assistant.ledger.inputs import (  # noqa: F401 - re-exported: the service is where callers find them
    MAX_POINTS,
    MAX_ROWS,
    NewGame,
    PlayerName,
    PlayerScore,
    RoundScores,
    _actor,
    ledger_facts,
    parse,
    player_range,
    round_from_score,
    variants,
)
from assistant.ledger.models import Event, Game, Round, Score, Seat, now
from assistant.names import name_key
from assistant.quoting import clip

# LedgerError and its kinds (ConflictError, NotFoundError, the database failures) live in errors.py, since
# db.py raises them too; the input models in inputs.py; the pages import all of them through api.ledger.
MAX_ID = 2**31 - 1  # ids are INTEGER columns: PostgreSQL refuses a larger number in a query, SQLite overflows


def __getattr__(name: str) -> Any:
    if name == "GAMES":  # re-exported as inputs has it: the registry's ids when asked, not copied at import
        return registry.ids()
    raise AttributeError(name)


# --- what is read back -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Standing:
    seat: int
    name: str
    score: int
    complete_rows: int | None
    rank: int
    winner: bool


@dataclass(frozen=True)
class RoundView:
    number: int
    source: str
    recorded_at: datetime
    recorded_by: str | None
    points: tuple[int, ...]  # per seat
    complete_rows: tuple[int | None, ...]


@dataclass(frozen=True)
class GameView:
    """A game as read in one transaction: plain values, safe to keep in a page's session."""

    id: int
    uid: str
    kind: str
    variant: str
    players: tuple[str, ...]
    start_seat: int
    started_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    version: int
    rounds: tuple[RoundView, ...]
    token: str = ""  # the table's private link (tables.py); pages reach a game by it, never by `id`
    removed_at: datetime | None = None  # removed as started by mistake: out of list_games, kept with its log

    @property
    def finished(self) -> bool:
        return self.finished_at is not None

    @property
    def next_round(self) -> int | None:
        return None if self.finished else len(self.rounds) + 1

    @property
    def start_player(self) -> str:
        return self.players[self.start_seat]

    @property
    def totals(self) -> tuple[int, ...]:
        """A `running` game (Alhambra): the sum of the rounds so far. An `absolute` one (Azul): the score after
        the last round."""
        return self.progression[-1][1]

    @property
    def rows(self) -> tuple[int | None, ...]:
        if ledger_facts(self.kind).complete_rows is None:
            return (None,) * len(self.players)
        return self.rounds[-1].complete_rows if self.rounds else (0,) * len(self.players)

    @property
    def progression(self) -> list[tuple[int, tuple[int, ...]]]:
        """(round, everyone's running total after it), from round 0 where all have 0."""
        running = ledger_facts(self.kind).scores == "running"
        out = [(0, (0,) * len(self.players))]
        for r in self.rounds:
            prev = out[-1][1]
            totals = tuple(a + b for a, b in zip(prev, r.points, strict=True)) if running else r.points
            out.append((r.number, totals))
        return out

    @property
    def standings(self) -> list[Standing]:
        return ranking(self.kind, list(zip(self.players, self.totals, self.rows, strict=True)))


@dataclass(frozen=True)
class LogEntry:
    at: datetime
    actor: str | None
    kind: str  # started, recorded, corrected, finished, reopened
    round: int | None
    detail: dict


@dataclass(frozen=True)
class PlayerStats:
    game: str
    name: str
    games: int
    wins: int
    average: float
    best: int


# --- pure rules: ranking and statistics -------------------------------------------------------------------------


def ranking(kind: str, entries: Sequence[tuple[str, int, int | None]]) -> list[Standing]:
    """Places for (name, score, complete rows) in seating order, as the engine ranks them (Game.places: equal
    scores share a place and the next is skipped; Azul parts tied leaders by complete rows)."""
    places = registry.get(kind).places(list(entries))
    out = [Standing(i, name, score, rows, rank, rank == 1)
           for i, ((name, score, rows), rank) in enumerate(zip(entries, places, strict=True))]
    return sorted(out, key=lambda s: (s.rank, s.seat))


def player_stats(games: Sequence[GameView]) -> list[PlayerStats]:
    """Per game and player name, over finished games: games played, wins (shared wins count), average and
    best final score. Unfinished games are left out: their scores are not final."""
    acc: dict[tuple[str, str], list[tuple[int, bool]]] = {}
    for g in games:
        if not g.finished:
            continue
        for s in g.standings:
            acc.setdefault((g.kind, s.name), []).append((s.score, s.winner))
    out = [PlayerStats(kind, name, len(v), sum(w for _, w in v), sum(s for s, _ in v) / len(v), max(s for s, _ in v))
           for (kind, name), v in acc.items()]
    order = {g: i for i, g in enumerate(registry.ids())}  # asked now: a game registered later sorts too
    return sorted(out, key=lambda p: (order.get(p.game, len(order)), p.game, -p.wins, -p.games, -p.average,
                                      name_key(p.name)))  # names by assistant.names, as everywhere


def is_finished(kind: str, rounds: Sequence[RoundView]) -> bool:
    """Whether the game is over after these rounds, as the engine decides (Game.game_ends)."""
    return registry.get(kind).game_ends([list(r.complete_rows) for r in rounds])


# --- from rows to views -------------------------------------------------------------------------------------------


def _view(game: Game) -> GameView:
    seats = sorted(game.seats, key=lambda s: s.position)
    index = {s.id: s.position for s in seats}
    rounds = []
    for r in sorted(game.rounds, key=lambda r: r.number):
        by_seat = {index[sc.seat_id]: sc for sc in r.scores}
        rounds.append(RoundView(r.number, r.source, r.recorded_at, r.recorded_by,
                                tuple(by_seat[i].points for i in range(len(seats))),
                                tuple(by_seat[i].complete_rows for i in range(len(seats)))))
    return GameView(game.id, game.uid, game.kind, game.variant, tuple(s.name for s in seats), game.start_seat,
                    game.started_at, game.updated_at, game.finished_at, game.version, tuple(rounds), game.token,
                    game.removed_at)


def _loaded():
    return (selectinload(Game.seats), selectinload(Game.rounds).selectinload(Round.scores))


def game_id_of(game_id: Any) -> int:
    """A game id from outside (an address bar, a form) checked before any query: no such game, never a
    database error (2147483648 overflows PostgreSQL's integer, 10**20 SQLite's)."""
    if isinstance(game_id, bool) or not isinstance(game_id, int) or not 1 <= game_id <= MAX_ID:
        shown = clip(game_id)
        raise NotFoundError("ledger.err.not_found", f"no game {shown}", game=shown)
    return game_id


def _get(session: Session, game_id: int) -> Game:
    game_id = game_id_of(game_id)
    game = session.get(Game, game_id, options=_loaded(), populate_existing=True)
    if game is None:
        raise NotFoundError("ledger.err.not_found", f"no game {game_id}", game=game_id)
    return game


@contextmanager
def _changing(ledger: Ledger, game_id: int, expected_version: int) -> Iterator[tuple[Session, Game]]:
    """One change to one game: refused when the game is no longer at the version the caller saw. The version
    column makes the same check atomic in the UPDATE itself, for writers racing between read and commit."""
    game_id = game_id_of(game_id)
    if isinstance(expected_version, bool) or not isinstance(expected_version, int):
        raise LedgerError("ledger.err.input", "expected_version: a whole number", where="expected_version",
                          detail=clip(expected_version))
    try:
        with ledger.writing() as session:
            game = _get(session, game_id)
            if game.version != expected_version:
                raise ConflictError(game_id)
            # Take the lock first: UPDATE ... SET version = v + 1 WHERE id = ? AND version = v. A racing writer
            # waits here for our commit, then matches no row (StaleDataError): a conflict, not a lost update.
            game.updated_at = now()
            session.flush()
            yield session, game
            session.flush()
    except StaleDataError:
        raise ConflictError(game_id) from None


def _values(game: Game, scores: RoundScores) -> dict[int, tuple[int, int | None]]:
    """Each seat's (points, complete rows) from the input, which must name every player once."""
    seats = {s.name: s.position for s in game.seats}
    out: dict[int, tuple[int, int | None]] = {}
    for line in scores.scores:
        if line.name not in seats:
            raise LedgerError("ledger.err.unknown_player", f"{line.name} does not play in this game", name=line.name)
        pos = seats[line.name]
        if pos in out:
            raise LedgerError("ledger.err.name_twice", f"{line.name} is named twice", name=line.name)
        rows = None if ledger_facts(game.kind).complete_rows is None else (line.complete_rows or 0)
        out[pos] = (line.points, rows)
    missing = [s.name for s in sorted(game.seats, key=lambda s: s.position) if s.position not in out]
    if missing:
        raise LedgerError("ledger.err.missing_player", f"no score for {', '.join(missing)}", names=", ".join(missing))
    return out


def _settle(game: Game, actor: str | None) -> None:
    """Finish the game when its last scoring is in (or reopen it when a correction undoes that), logging it."""
    view = _view(game)
    done = is_finished(game.kind, view.rounds)
    if done and game.finished_at is None:
        game.finished_at = now()
        ranks = [{"name": s.name, "score": s.score, "rank": s.rank} for s in view.standings]
        game.events.append(Event(kind="finished", actor=actor, detail={"ranking": ranks}))
    elif not done and game.finished_at is not None:
        game.finished_at = None
        game.events.append(Event(kind="reopened", actor=actor, detail={}))


def _check_no_early_end(game: Game) -> None:
    """No round before the last may end the game, as the engine decides (Game.game_ends): an Azul game, for
    one, ends with the first round in which a row is completed, so no earlier round can have one."""
    ordered = sorted(game.rounds, key=lambda r: r.number)
    for i, r in enumerate(ordered[:-1]):
        if registry.get(game.kind).game_ends([[sc.complete_rows for sc in q.scores] for q in ordered[: i + 1]]):
            raise LedgerError("ledger.err.rows_before_end", f"round {r.number} cannot have complete rows: "
                              "the game ends with the round in which a row is completed", round=r.number)


def _final_view(session: Session, game: Game) -> GameView:
    """The game as this change leaves it, read inside its transaction (flushed, so the version is the new
    one): once the commit returns nothing can fail, so "not saved" is never said of a saved change."""
    session.flush()
    return _view(game)


# --- the actions -------------------------------------------------------------------------------------------------


def start_game(ledger: Ledger, new: NewGame | Mapping[str, Any], actor: str | None = None) -> GameView:
    new = parse(NewGame, new)
    actor = _actor(actor)
    with ledger.writing() as session:
        game = Game(kind=new.game, variant=new.variant, start_seat=new.start_player,
                    seats=[Seat(position=i, name=n) for i, n in enumerate(new.players)])
        game.events.append(Event(kind="started", actor=actor, detail={
            "game": new.game, "variant": new.variant, "players": list(new.players),
            "start_player": new.players[new.start_player]}))
        session.add(game)
        session.flush()
        view = _view(game)
    return view


def record_round(ledger: Ledger, game_id: int, expected_version: int, scores: RoundScores | Mapping[str, Any],
                 actor: str | None = None) -> GameView:
    """The next round's scores (Alhambra 1-3, Azul 1, 2, ...); the game ends by itself with its last."""
    scores = parse(RoundScores, scores)
    actor = _actor(actor)
    with _changing(ledger, game_id, expected_version) as (session, game):
        return append_round(session, game, scores, actor)


def append_round(session: Session, game: Game, scores: RoundScores, actor: str | None,
                 scored: dict | None = None) -> GameView:
    """The next round of a game locked for this change (record_round, and a table's scoring from its boards,
    whose log entry keeps the position `scored`, so any phone can show how the round was scored)."""
    if game.finished_at is not None:
        raise LedgerError("ledger.err.finished", f"game {game.id} is over", game=game.id)
    values = _values(game, scores)
    seats = {s.position: s for s in game.seats}
    number = len(game.rounds) + 1
    game.rounds.append(Round(number=number, source=scores.source, recorded_by=actor, scores=[
        Score(seat=seats[pos], points=p, complete_rows=rows) for pos, (p, rows) in sorted(values.items())]))
    game.events.append(Event(kind="recorded", actor=actor, round_number=number, detail={
        "source": scores.source,
        "scores": {seats[pos].name: {"points": p, "complete_rows": rows} for pos, (p, rows) in values.items()},
        **({} if scored is None else {"scored": scored})}))
    session.flush()
    _settle(game, actor)
    return _final_view(session, game)


def correct_round(ledger: Ledger, game_id: int, expected_version: int, number: int,
                  scores: RoundScores | Mapping[str, Any], actor: str | None = None) -> GameView:
    """Change an earlier round's scores; the log keeps each old and new value. Nothing changed: LedgerError."""
    scores = parse(RoundScores, scores)
    actor = _actor(actor)
    with _changing(ledger, game_id, expected_version) as (session, game):
        rnd = next((r for r in game.rounds if r.number == number), None)
        if rnd is None:
            raise NotFoundError("ledger.err.no_round", f"game {game_id} has no round {clip(number)}",
                                round=clip(number))
        values = _values(game, scores)
        names = {s.id: s.name for s in game.seats}
        positions = {s.id: s.position for s in game.seats}
        changes = []
        for sc in sorted(rnd.scores, key=lambda sc: positions[sc.seat_id]):
            points, rows = values[positions[sc.seat_id]]
            if sc.points != points:
                changes.append({"player": names[sc.seat_id], "field": "points", "old": sc.points, "new": points})
                sc.points = points
            if sc.complete_rows != rows:
                changes.append({"player": names[sc.seat_id], "field": "complete_rows", "old": sc.complete_rows,
                                "new": rows})
                sc.complete_rows = rows
        if not changes:
            raise LedgerError("ledger.err.no_change", f"round {number} already has these scores", round=number)
        _check_no_early_end(game)
        game.events.append(Event(kind="corrected", actor=actor, round_number=number, detail={"changes": changes}))
        _settle(game, actor)
        return _final_view(session, game)


# --- reading -----------------------------------------------------------------------------------------------------


def load_game(ledger: Ledger, game_id: int) -> GameView:
    with ledger.reading() as session:
        return _view(_get(session, game_id))


def list_games(ledger: Ledger, finished: bool | None = None, limit: int | None = None) -> list[GameView]:
    """Games, newest first; `finished` True or False keeps only those. A removed game is never listed (so it is
    in no statistics or export made from the list); its table still opens by its token, as removed."""
    query = (select(Game).options(*_loaded()).where(Game.removed_at.is_(None))
             .order_by(Game.started_at.desc(), Game.id.desc()))
    if finished is not None:
        query = query.where(Game.finished_at.is_not(None) if finished else Game.finished_at.is_(None))
    if limit:
        query = query.limit(limit)
    with ledger.reading() as session:
        return [_view(g) for g in session.scalars(query)]


def game_log(ledger: Ledger, game_id: int) -> list[LogEntry]:
    with ledger.reading() as session:
        _get(session, game_id)
        events = session.scalars(select(Event).where(Event.game_id == game_id).order_by(Event.id))
        return [LogEntry(e.at, e.actor, e.kind, e.round_number, dict(e.detail or {})) for e in events]
