"""Checking a redesign move on the Alhambra board page (take a tile into the reserve, build one from it,
swap): the move is read from its widgets' state before the board is drawn, so the cells a refused move
breaks are outlined on the drawing in the same run that names them."""

from __future__ import annotations

import streamlit as st

from assistant import api
from ui.alhambra_widgets import tile_text
from ui.common import lang, move, position, show_problems, tr

GAME = "alhambra"
KINDS = ("remove", "add", "swap")
RESULT = "alh:rd-result"


def current_move(me: dict, sel: dict | None) -> dict:
    """The redesign move the panel's widgets describe, on the chosen cell (the fountain when none)."""
    cell = tuple((sel or {}).get("placed") or (sel or {}).get("cell") or (0, 0))
    kind = st.session_state.get("alh:rd-kind", KINDS[0])
    mv = {"action": kind, "player": me["name"], "at": list(cell)}
    reserve = me.get("reserve") or []
    if kind in ("add", "swap") and reserve:
        j = st.session_state.get("alh:rd-tile", 0)
        mv["tile"] = reserve[min(j if isinstance(j, int) else 0, len(reserve) - 1)]
    return mv


def refused_cells(mv: dict) -> list[tuple[int, int]]:
    """The cells named by the problems of the checked move, when it is the move shown and was refused."""
    result = st.session_state.get(RESULT)
    if not result or result[0] != mv or result[1]["legal"]:
        return []
    return [tuple(c) for p in result[1]["problems"] for c in p["cells"] if p.get("player") in (None, mv["player"])]


def _check(mv: dict) -> None:
    st.session_state[RESULT] = (mv, move(position(GAME), mv))


def panel(pos: dict, who: int, mv: dict, commit) -> None:
    """The redesign panel: the kind of move, the reserve tile, the cell in words, check, apply."""
    with st.expander(tr("alh.redesign"), expanded=False):
        st.caption(tr("alh.redesign_help"))
        me = pos["players"][who]
        kinds = {k: tr(f"alh.redesign.{k}") for k in KINDS}  # fixed now: a format_func must not read the session
        st.radio(tr("alh.redesign_kind"), list(KINDS), horizontal=True, format_func=kinds.get, key="alh:rd-kind")
        if mv["action"] in ("add", "swap"):
            if not me["reserve"]:
                st.info(tr("alh.reserve_empty"))
                return
            labels = [tile_text(t) for t in me["reserve"]]
            st.selectbox(tr("alh.reserve_tile"), range(len(me["reserve"])), format_func=labels.__getitem__,
                         key="alh:rd-tile")
        st.write(tr("alh.redesign_cell", cell=alhambra_cell_words(tuple(mv["at"]), me["alhambra"])))
        st.button(tr("alh.check_move"), key="alh:rd-check", on_click=_check, args=(mv,))
        result = st.session_state.get(RESULT)
        if not result or result[0] != mv:
            return
        out = result[1]
        if not out["legal"]:
            show_problems(out["problems"])
            return
        st.success(tr("alh.move_legal"))
        if st.button(tr("alh.apply_move"), key="alh:rd-apply", type="primary"):
            st.session_state.pop(RESULT, None)
            commit(out["after"], who, None)
            st.rerun()


def alhambra_cell_words(cell: tuple[int, int], alhambra: list[dict]) -> str:
    """A cell of an Alhambra named as a player sees it ("2 right and 1 down from the fountain")."""
    return api.cell_words("alhambra", cell, lang(), api.board_anchor(alhambra))
