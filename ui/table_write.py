"""A tap on a phone at a table, written to the ledger: the tap is applied to the table's position as this
phone read it, and each board it changed (the seat's, and what lies between the players when the tap reached
the market) is written over the version read. Another phone's write in between (BoardConflict): the table is
read again and the same tap applied to the board as it is now, or refused with the reason. Plain functions:
no streamlit here, so tests check exactly what the page's tap handler does."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from assistant import api

SHARED = -1  # the board of what lies between the players (assistant.ledger.models.SHARED)
Change = Callable[[dict], tuple[dict, dict | None]]  # the table's position -> (new position, new selection)


@dataclass(frozen=True)
class Outcome:
    view: object  # the table as it is after the tap (api.table.TableView)
    sel: dict | None  # the selection after the tap
    conflict: str | None = None  # whose board changed on another phone meanwhile ("" for the shared one)
    refused: str | None = None  # None: applied; "same": the tap changes nothing now; "again": changed again
    undo: tuple = ()  # ((seat, the board before the tap, its version after it), ...): what takes the tap back


def parts(pos: dict) -> dict[int, dict]:
    """A whole position split into the table's boards: what lies between the players, then each seat's (the
    ledger's own split, api.table.split)."""
    return api.table.split(pos)


def write_position(led, view, new: dict, actor: str | None):
    """Write each board `new` changes over the version `view` read; the table after the writes."""
    return _written(led, view, new, actor)[0]


def _written(led, view, new: dict, actor: str | None) -> tuple[object, tuple]:
    """write_position, and what takes it back: each board written, as it was, with its version after."""
    old, now = parts(view.position), parts(new)
    changed = [seat for seat, part in now.items() if part != old.get(seat)]
    for seat in changed:
        view = api.table.write_board(led, view.token, seat, now[seat], view.board(seat).version, actor=actor)
    return view, tuple((seat, old[seat], view.board(seat).version) for seat in changed)


def undo_tap(led, token: str, undo: tuple, actor: str | None) -> tuple[object, str | None]:
    """Take a tap back: each board it wrote, written as it was over the version the tap left, so that nothing
    changed on another phone since is overwritten. (the table after, None), or (the table as it is, whose board
    changed since: "" for what lies between the players) with nothing written."""
    now = api.table.open_table(led, token)
    for seat, _, version in undo:
        if now.board(seat).version != version:
            return now, _whose(now, seat)
    try:
        for seat, before, version in undo:
            now = api.table.write_board(led, token, seat, before, version, actor=actor)
    except api.table.BoardConflict as exc:  # changed in the moment between the read and the write
        return api.table.open_table(led, token), str(exc.params.get("name") or "")
    return now, None


def rebased(earlier: tuple, undone: tuple, after) -> tuple:
    """The tap before the one just taken back, made to expect the versions the undo left where that tap was
    written straight over it (the board is again as the earlier tap left it); elsewhere it keeps its versions,
    so a board someone else changed in between still refuses it."""
    read = {seat: version - 1 for seat, _, version in undone}  # a write adds one to its board's version
    return tuple((seat, before, after.board(seat).version if read.get(seat) == version else version)
                 for seat, before, version in earlier)


def _whose(view, seat: int) -> str:
    return "" if seat == SHARED else view.game.players[seat]


def apply_tap(led, view, change: Change, actor: str | None) -> Outcome:
    """Apply `change` to the table as `view` read it and write it; on a conflict once more on the fresh table.
    Other refusals (a removed or finished table, an unreadable board) are raised as the ledger's errors."""
    new, sel = change(view.position)
    if new == view.position:
        return Outcome(view, sel)
    try:
        after, undo = _written(led, view, new, actor)
        return Outcome(after, sel, undo=undo)
    except api.table.BoardConflict as exc:
        whose = str(exc.params.get("name") or "")
    fresh = api.table.open_table(led, view.token)
    new, sel = change(fresh.position)
    if new == fresh.position:
        return Outcome(fresh, None, whose, "same")
    try:
        after, undo = _written(led, fresh, new, actor)
        return Outcome(after, sel, whose, undo=undo)
    except api.table.BoardConflict:
        return Outcome(api.table.open_table(led, view.token), None, whose, "again")
