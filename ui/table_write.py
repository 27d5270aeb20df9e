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


def parts(pos: dict) -> dict[int, dict]:
    """A whole position split into the table's boards: what lies between the players, then each seat's (the
    ledger's own split, api.table.split)."""
    return api.table.split(pos)


def write_position(led, view, new: dict, actor: str | None):
    """Write each board `new` changes over the version `view` read; the table after the writes."""
    old = parts(view.position)
    for seat, part in parts(new).items():
        if part != old.get(seat):
            view = api.table.write_board(led, view.token, seat, part, view.board(seat).version, actor=actor)
    return view


def apply_tap(led, view, change: Change, actor: str | None) -> Outcome:
    """Apply `change` to the table as `view` read it and write it; on a conflict once more on the fresh table.
    Other refusals (a removed or finished table, an unreadable board) are raised as the ledger's errors."""
    new, sel = change(view.position)
    if new == view.position:
        return Outcome(view, sel)
    try:
        return Outcome(write_position(led, view, new, actor), sel)
    except api.table.BoardConflict as exc:
        whose = str(exc.params.get("name") or "")
    fresh = api.table.open_table(led, view.token)
    new, sel = change(fresh.position)
    if new == fresh.position:
        return Outcome(fresh, None, whose, "same")
    try:
        return Outcome(write_position(led, fresh, new, actor), sel, whose)
    except api.table.BoardConflict:
        return Outcome(api.table.open_table(led, view.token), None, whose, "again")
