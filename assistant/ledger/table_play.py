"""A table played turn by turn (issue 19): the referee follows every step, checked by the game's TurnRules
(games.turn_rules) the moment it is made, on the boards as the ledger holds them.

The turn (whose step it is, what is asked next) is stored with the table as a board row on the reserved seat
TURN: versioned and part of the stamp like every board, so the pages' poll of table_version sees every step,
and reading a table never replays the log. Its row holds {"turn": the engine's turn, "last": the log entry of
the last step in force}, and each step's entry names the one before it, so an undo finds what to restore in one
lookup, however long the game.

Each step is one change over the stamp (table_changes._locked): refused by the engine, nothing is written and the
problems are returned as a value (the page names the broken rule beside the tap); allowed, the boards it changed
are written (only those), the turn moves on, and an append-only Event "play" keeps the step, its words (`said`),
the turn and the boards before (for undo) and after (for the replay). A step that makes a scoring due records it
as record_scoring does (table_changes._score) in the same transaction; an undo of that step takes the round back
(its rows removed, an Event "taken_back" keeps its scores). Undo is an Event "unplay" naming the step undone.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from assistant import registry
from assistant.errors import PositionError
from assistant.games import JSON, PlayStep, TurnRules, turn_rules
from assistant.ledger.db import Ledger
from assistant.ledger.errors import LedgerError
from assistant.ledger.models import TURN, Board, Event, Game, now
from assistant.ledger.service import _actor
from assistant.ledger.table_changes import _locked, _score, _touch, renamed_in
from assistant.ledger.tables import TableConflict, TableView, _assemble, _game, _open_for_change, _starts, _table, split
from assistant.limits import FILE_BYTES
from assistant.problems import Problem
from assistant.quoting import clip

Said = tuple[str, Mapping[str, Any]]  # a data/messages key and its parameters: the step in words


@dataclass(frozen=True)
class PlayResult:
    """What a step (or the start, or an undo) did: the table after it, or, refused, the table as it is with the
    engine's problems (nothing was written). `said` is the step in words; `scored` the round it recorded."""

    table: TableView
    problems: tuple[Problem, ...] = ()
    said: Said | None = None
    scored: int | None = None

    @property
    def allowed(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class PlayEntry:
    """One step in force, for the log and the replay: `number` 0 is the start (step None). `boards` are the
    table's boards as the step left them (a scoring step: as they were scored, before the carry-over)."""

    number: int
    step: JSON | None
    said: Said | None
    player: str | None  # whose step it was (the turn's player)
    actor: str | None  # who tapped it
    at: datetime
    turn: JSON  # the turn after the step
    boards: Mapping[int, JSON]
    scored: int | None = None  # the round this step recorded
    kind: str = field(default="", repr=False)
    players: tuple[str, ...] = field(default=(), repr=False)

    @property
    def position(self) -> JSON:
        """The whole position as the step left it (the players named as they are named now), for a drawing."""
        return _assemble(self.kind, self.players, self.boards)


class _Refused(Exception):
    """Raised out of the locked block so that nothing is written; carries the result to hand back."""

    def __init__(self, result: PlayResult):
        super().__init__("refused")
        self.result = result


def _rules(game: Game) -> TurnRules:
    rules = turn_rules(registry.get(game.kind))
    if rules is None:
        raise LedgerError("ledger.err.no_play", "this game cannot be played turn by turn here")
    return rules


def _position(game: Game, boards: Mapping[int, Board]) -> JSON:
    """The whole position the boards make (tables._assemble: a copy the engine may keep or change)."""
    names = tuple(s.name for s in sorted(game.seats, key=lambda s: s.position))
    return _assemble(game.kind, names, {seat: b.position for seat, b in boards.items()})


def _json(value: Any, what: str) -> Any:
    """A value from outside or from an engine as the JSON the ledger stores (a copy), within a file's size."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        raise LedgerError("ledger.err.input", f"{what}: not JSON", where=what, detail="not JSON") from None
    if len(text) > FILE_BYTES:
        raise LedgerError("ledger.err.input", f"{what}: too large", where=what, detail=f"> {FILE_BYTES} characters")
    return json.loads(text)


def _allowed(game: Game, outcome: PlayStep) -> tuple[dict[int, JSON], JSON]:
    """An allowed outcome's boards and turn, checked to be a position of this table (an engine's slip is refused
    here rather than stored)."""
    position, turn = outcome.position, outcome.turn
    if not isinstance(position, dict) or not isinstance(turn, dict) or not {"player", "phase"} <= set(turn):
        raise LedgerError("ledger.err.board", "the game gave no position or turn", detail="no position or turn")
    if position.get("game") != game.kind or len(position.get("players") or []) != len(game.seats):
        raise LedgerError("ledger.err.board", "the game's position is not this table's", detail="another table")
    return split(_json(position, "position")), _json(turn, "turn")


def _said(outcome: PlayStep) -> Said | None:
    return None if outcome.said is None else (outcome.said[0], _json(dict(outcome.said[1]), "said"))


def _write(session: Session, game: Game, boards: dict[int, Board], parts: Mapping[int, JSON],
           actor: str | None) -> dict[int, JSON | None]:
    """Write the parts whose content changed (their versions move on, the others keep theirs); what each changed
    board held before (None: it did not exist)."""
    before: dict[int, JSON | None] = {}
    for seat, part in parts.items():
        board = boards.get(seat)
        if board is not None and board.position == part:
            continue
        before[seat] = None if board is None else board.position
        if board is None:
            board = boards[seat] = Board(game_id=game.id, seat=seat, position=part)
            session.add(board)
        board.position, board.updated_at, board.updated_by = part, now(), actor
    return before


def _keyed(parts: Mapping[int, Any]) -> JSON:
    return {str(seat): part for seat, part in parts.items()}


def start_play(ledger: Ledger, token: Any, expected_stamp: int, actor: str | None = None,
               starter: str | None = None) -> PlayResult:
    """Play the table turn by turn from now: the game's start on the boards as they lie (refused with its
    problems when the table is not ready: nothing written). `starter`: who starts, over the game's rules (by
    default, who the last scoring said starts, if it did)."""
    actor = _actor(actor)
    if starter is not None and not isinstance(starter, str):
        raise LedgerError("ledger.err.input", "starter: a player's name", where="starter", detail=clip(starter))
    try:
        with _locked(ledger, token, expected_stamp) as (session, game, boards):
            _open_for_change(game)
            rules = _rules(game)
            if TURN in boards:
                raise LedgerError("ledger.err.play_started", "this table is already played turn by turn")
            outcome = rules.start(_position(game, boards), starter or _starts(session, game, False))
            if outcome.problems:
                raise _Refused(PlayResult(_table(session, game, boards), tuple(outcome.problems)))
            parts, turn = _allowed(game, outcome)
            _touch(session, game)
            _write(session, game, boards, parts, actor)
            said = _said(outcome)
            session.add(Event(game_id=game.id, kind="play_start", actor=actor, detail={
                "turn": turn, "said": said, "rounds": len(game.rounds),
                "boards": _keyed({s: b.position for s, b in boards.items()})}))
            boards[TURN] = Board(game_id=game.id, seat=TURN, position={"turn": turn, "last": None}, updated_by=actor)
            session.add(boards[TURN])
            session.flush()
            return PlayResult(_table(session, game, boards), said=said)
    except _Refused as refused:
        return refused.result
    except StaleDataError:
        raise TableConflict() from None


def _step_input(step: Any) -> JSON:
    if not isinstance(step, Mapping) or not isinstance(step.get("step"), str):
        raise LedgerError("ledger.err.step", "a step is an object with its kind in \"step\"",
                          detail='an object with its kind in "step"')
    return _json(dict(step), "step")


def _played(boards: Mapping[int, Board]) -> Board:
    if TURN not in boards:
        raise LedgerError("ledger.err.not_played", "this table is not played turn by turn; start it first")
    return boards[TURN]


def play_step(ledger: Ledger, token: Any, step: Any, expected_stamp: int, actor: str | None = None) -> PlayResult:
    """One step of whoever's turn it is, checked by the game at once over the stamp the phone read (TableConflict
    when the table moved since). Refused: nothing written, the problems returned. Allowed: the boards it changed,
    the new turn, its log entry; a scoring it makes due is recorded with it and the turn is the next round's."""
    actor, step = _actor(actor), _step_input(step)
    try:
        with _locked(ledger, token, expected_stamp) as (session, game, boards):
            _open_for_change(game)
            rules, held = _rules(game), _played(boards)
            turn = held.position["turn"]
            try:
                outcome = rules.step(_position(game, boards), copy.deepcopy(turn), copy.deepcopy(step))
            except PositionError as exc:  # a step the game cannot read (an unknown kind, a malformed field)
                raise LedgerError("ledger.err.step", f"this step cannot be read: {clip(str(exc), 200)}",
                                  detail=clip(str(exc), 200)) from None
            if outcome.problems:
                raise _Refused(PlayResult(_table(session, game, boards), tuple(outcome.problems)))
            return _apply(session, game, boards, step, outcome, actor)
    except _Refused as refused:
        return refused.result
    except StaleDataError:
        raise TableConflict() from None


def _apply(session: Session, game: Game, boards: dict[int, Board], step: JSON, outcome: PlayStep,
           actor: str | None) -> PlayResult:
    """An allowed step written: its boards, the scoring it makes due, the turn, its log entry."""
    rules, held = _rules(game), boards[TURN]
    parts, turn = _allowed(game, outcome)
    said = _said(outcome)
    _touch(session, game)
    before = {s: b.position for s, b in boards.items() if s != TURN}
    changed = _write(session, game, boards, parts, actor)
    scored, carried = None, None
    if outcome.scoring:
        scoring = _score(session, game, boards, actor)
        scored, carried = len(game.rounds), scoring.carried
        if not scoring.view.finished:
            turn = _json(rules.after_scoring(_position(game, boards), copy.deepcopy(turn), scoring.starts), "turn")
    session.flush()  # the carry-over's entry gets its id
    final = {s: b.position for s, b in boards.items() if s != TURN}
    moved = {s for s in final if before.get(s) != final[s]}
    entry = Event(game_id=game.id, kind="play", actor=actor, round_number=scored, detail={
        "step": step, "said": said, "player": held.position["turn"].get("player"),
        "turn_before": held.position["turn"], "turn": turn, "prev": held.position["last"],
        "before": _keyed({s: before.get(s) for s in moved}), "after": _keyed({s: final[s] for s in moved}),
        "scored_boards": _keyed({s: parts[s] for s in changed}) if scored else None,
        "scored": scored, "carried": carried.id if carried is not None else None, "rounds": len(game.rounds),
        "over": bool(outcome.over)})
    session.add(entry)
    session.flush()
    held.position, held.updated_at, held.updated_by = {"turn": turn, "last": entry.id}, now(), actor
    session.flush()
    return PlayResult(_table(session, game, boards), said=said, scored=scored)


def undo_step(ledger: Ledger, token: Any, expected_stamp: int, actor: str | None = None) -> PlayResult:
    """Back one step, to the start of the game at most: the boards and the turn as they were before it, and a
    round it recorded taken back (the game reopened if that round ended it). The log keeps both: the step, and
    an "unplay" naming it."""
    actor = _actor(actor)
    try:
        with _locked(ledger, token, expected_stamp) as (session, game, boards):
            if game.removed_at is not None:
                raise LedgerError("ledger.err.removed", "this game was removed; it can be read, not changed")
            held = _played(boards)
            last = held.position.get("last")
            if last is None:
                raise LedgerError("ledger.err.no_step", "nothing to undo: the table is as the game started")
            entry = session.get(Event, last)
            if entry is None or entry.game_id != game.id:  # the ledger's own pointer: never another game's
                raise LedgerError("ledger.err.no_step", "nothing to undo: the table is as the game started")
            detail = entry.detail
            if len(game.rounds) != detail["rounds"]:
                raise LedgerError("ledger.err.undo_round", "a round was recorded or taken back after this step; "
                                  "it can no longer be undone")
            if any(boards[int(s)].position != part for s, part in detail["after"].items() if int(s) in boards):
                raise LedgerError("ledger.err.undo_board", "a board was changed after this step; undoing it would "
                                  "lose that change")
            if game.finished_at is not None and detail.get("scored") is None:
                _open_for_change(game)
            _touch(session, game)
            if detail.get("scored") is not None:
                _take_back(session, game, detail["scored"], last, actor)
            restored = {int(s): part if part is not None else {} for s, part in detail["before"].items()}
            _write(session, game, boards, restored, actor)
            turn = detail["turn_before"]
            for renamed in session.scalars(select(Event).where(Event.game_id == game.id, Event.kind == "renamed",
                                                               Event.id > last).order_by(Event.id)):
                turn = renamed_in(turn, renamed.detail["old"], renamed.detail["new"])  # named as the seats are now
            held.position, held.updated_at, held.updated_by = ({"turn": turn, "last": detail["prev"]}, now(), actor)
            session.add(Event(game_id=game.id, kind="unplay", actor=actor, round_number=detail.get("scored"),
                              detail={"undone": last, "step": detail["step"], "said": detail["said"],
                                      "player": detail["player"], "restored": _keyed(restored),
                                      "turn": turn}))
            session.flush()
            return PlayResult(_table(session, game, boards), said=_said_of(detail))
    except StaleDataError:
        raise TableConflict() from None


def _take_back(session: Session, game: Game, number: int, step: int, actor: str | None) -> None:
    """The round a step recorded, out of the ledger again (the rounds and scores tables allow it; the log, which
    does not, keeps the scores in a "taken_back" entry); a game that round ended is reopened."""
    rnd = max(game.rounds, key=lambda r: r.number)
    if rnd.number != number:
        raise LedgerError("ledger.err.undo_round", "a round was recorded or taken back after this step; "
                          "it can no longer be undone")
    names = {s.id: s.name for s in game.seats}
    session.add(Event(game_id=game.id, kind="taken_back", actor=actor, round_number=number, detail={
        "step": step, "source": rnd.source,
        "scores": {names[sc.seat_id]: {"points": sc.points, "complete_rows": sc.complete_rows} for sc in rnd.scores}}))
    for score in rnd.scores:
        session.delete(score)
    session.delete(rnd)
    session.flush()
    session.expire(game, ["rounds"])
    if game.finished_at is not None:
        game.finished_at = None
        session.add(Event(game_id=game.id, kind="reopened", actor=actor, round_number=number, detail={"step": step}))


def play_log(ledger: Ledger, token: Any) -> tuple[PlayEntry, ...]:
    """The steps in force (undone ones left out), the start first, each with the boards as it left them: the
    log folded once over the table's entries since the start (a replay, not a poll)."""
    kinds = ("play_start", "play", "unplay", "board", "carried")
    with ledger.reading() as session:
        game = _game(session, token)
        players = tuple(s.name for s in sorted(game.seats, key=lambda s: s.position))
        start = session.scalar(select(Event.id).where(Event.game_id == game.id, Event.kind == "play_start")
                               .order_by(Event.id.desc()).limit(1))
        if start is None:
            return ()
        events = list(session.scalars(select(Event).where(Event.game_id == game.id, Event.id >= start,
                                                          Event.kind.in_(kinds)).order_by(Event.id)))
    return _fold(events, game.kind, players)


def _parts(keyed: Mapping[str, Any]) -> dict[int, JSON]:
    return {int(seat): part for seat, part in keyed.items()}


def _fold(events: list[Event], kind: str, players: tuple[str, ...]) -> tuple[PlayEntry, ...]:
    """The boards after each entry of the log, in order, and the stack of steps in force."""
    state: dict[int, JSON] = {}
    in_force: list[tuple[int, PlayEntry]] = []
    skip = {e.detail.get("carried") for e in events if e.kind == "play"}  # a step's carry-over is in its "after"
    for e in events:
        d = e.detail
        if e.kind == "play_start":
            state = _parts(d["boards"])
            in_force.append((e.id, PlayEntry(0, None, _said_of(d), None, e.actor, e.at, d["turn"], state,
                                             kind=kind, players=players)))
        elif e.kind == "board" and isinstance(d.get("seat"), int):
            state = {**state, d["seat"]: d["position"]}
        elif e.kind == "carried" and e.id not in skip:
            state = {**state, **_parts(d["boards"])}
        elif e.kind == "play":
            shown = {**state, **_parts(d.get("scored_boards") or d["after"])}
            state = {**state, **_parts(d["after"])}
            in_force.append((e.id, PlayEntry(len(in_force), d["step"], _said_of(d), d["player"], e.actor, e.at,
                                             d["turn"], shown, d.get("scored"), kind, players)))
        elif e.kind == "unplay":
            state = {**state, **_parts(d["restored"])}
            if len(in_force) > 1 and in_force[-1][0] == d["undone"]:
                in_force.pop()
    return tuple(entry for _, entry in in_force)


def _said_of(detail: Mapping[str, Any]) -> Said | None:
    said = detail.get("said")
    return (said[0], said[1]) if isinstance(said, list | tuple) and len(said) == 2 else None

