"""Where a bought tile goes, chosen on the drawing: the player's Alhambra drawn as on the board page, the
cells where the tile may legally go lit (the engine's `place`), one tap chooses a cell, which is outlined
and named in words. No coordinates are typed: players point at the table, they do not count it.

The chosen cell lives in session state under `cell_key(who)` (a list [x, y]); the tap callback and the
tests set it with `chosen_after_tap`, the one rule for what a tap chooses.
"""

from __future__ import annotations

import streamlit as st

from assistant import api
from assistant.api import PositionError
from assistant.render.alhambra import alhambra_svg
from ui.alhambra_entry import parse_cell
from ui.alhambra_widgets import type_labels
from ui.board_component import clickable_svg
from ui.common import error_line, lang, md, place, tr


def cell_key(who: int) -> str:
    return f"turn:buy:cell:{who}"


def chosen_after_tap(chosen: list[int] | None, target: str) -> list[int] | None:
    """A tap on a cell chooses it; a tap on the chosen cell lets it go (a second look at the table); any
    other target (none on this drawing today) keeps the choice."""
    cell = parse_cell(target)
    if cell is None:
        return chosen
    return None if chosen == list(cell) else list(cell)


def _on_tap(who: int):
    def handle(target: str) -> None:
        key = cell_key(who)
        st.session_state[key] = chosen_after_tap(st.session_state.get(key), target)
    return handle


def buy_cell_picker(pos: dict, who: int, tile: dict) -> tuple[bool, list[int] | None]:
    """Draw player `who`'s Alhambra with the legal cells of `tile` lit and return (readable, chosen cell).
    Not readable when the engine cannot read the position (the reason is shown)."""
    me = pos["players"][who]
    try:
        legal = [tuple(c) for c in place(pos, me["name"], tile)["positions"]]
    except PositionError as exc:
        st.error(tr("turn.unreadable", error=md(error_line(exc))))
        return False, None
    raw = st.session_state.get(cell_key(who))
    chosen = [int(raw[0]), int(raw[1])] if isinstance(raw, list | tuple) and len(raw) == 2 else None
    svg = alhambra_svg(me["alhambra"], legal=legal, selected=tuple(chosen) if chosen else None,
                       labels=type_labels(), title=me["name"], clickable=True)
    clickable_svg(svg, f"turn:buy:board:{who}", _on_tap(who), label=tr("turn.board_label", name=me["name"]))
    anchor = api.board_anchor(me["alhambra"])
    if chosen is None:
        st.caption(tr("turn.tap_cell", n=len(legal)) if legal else tr("turn.no_legal_cells"))
    else:
        st.caption(tr("turn.chosen_cell", cell=api.cell_words("alhambra", tuple(chosen), lang(), anchor)))
    if legal:
        cells = api.cells_words("alhambra", legal, lang(), anchor, limit=None)
        st.caption(tr("turn.legal_cells", n=len(legal), cells=cells))
    return True, chosen
