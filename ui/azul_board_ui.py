"""The Azul board page's board area, one fragment: a tap (or an edit beside the board) reruns only it, not
the router, the setup panel and the sidebar. It holds what a tap can change: the problems, the chosen board
and its editor, the other boards, the round's end, the notation; it writes the address bar itself.

The editor's widgets change the position in their callbacks (recorded for undo, as a tap is), so an edit is
one run; their keys carry the position's fingerprint, so a changed position gives fresh widgets."""

from __future__ import annotations

import copy
import hashlib
import json

import streamlit as st

from assistant import api
from assistant.api import PositionError
from ui import azul_round, common, undo
from ui.azul_setup import empty_player
from ui.azul_widgets import (
    colour_label,
    drawn_board,
    entry_board,
    entry_hint,
    entry_selection,
    entry_swatches,
    grey_help,
    history_buttons,
    table,
)
from ui.board_component import board_fragment
from ui.common import error_line, md, position, set_position, show_problems, tr
from ui.position_io import keep_in_url, position_io

GAME = "azul"
EMPTY_WALL = empty_player("")["wall"]  # the wall of a board as the engine sets up a game


def fingerprint(pos: dict) -> str:
    return hashlib.sha1(json.dumps(pos, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()[:16]


def cells_of(problems: list[dict]) -> list[tuple[int, int]]:
    return [tuple(c) for p in problems for c in p["cells"]]


def _edit(who: int, change) -> None:
    """Apply `change(player)` to the stored position's player `who`, recorded for undo."""
    old = position(GAME)
    new = copy.deepcopy(old)
    change(new["players"][who])
    if new != old:
        undo.record(st.session_state, GAME, old)
        set_position(GAME, new)


def _set_score(who: int, key: str) -> None:
    _edit(who, lambda me: me.__setitem__("score", int(st.session_state[key])))


def _set_beside(who: int, key: str) -> None:
    def change(me: dict) -> None:
        if st.session_state[key]:
            me["first_player_marker"] = True
        else:
            me.pop("first_player_marker", None)
    _edit(who, change)


def _set_column(who: int, line: int, key: str, edit=_edit) -> None:
    if st.session_state[key] is not None:
        edit(who, lambda me: me.setdefault("placements", {}).__setitem__(str(line), st.session_state[key]))


def _synced(key: str, value) -> str:
    """A widget key that stays the same from tap to tap (a widget whose key changed is a new one, mounted again
    by the browser), its value set from the position when the position says otherwise (an undo, a load)."""
    if st.session_state.get(key) != value:
        st.session_state[key] = value
    return key


def board_extras(me: dict, who: int) -> None:
    """What the drawing does not take: the score before this round, the first player marker beside the
    board, and clearing the wall or the floor at once."""
    key = _synced(f"azb:score:{who}", int(me.get("score", 0)))
    st.number_input(tr("azb.score_before"), min_value=0, max_value=api.SCORE_POINTS, step=1, key=key,
                    help=tr("azb.score_help"), on_change=_set_score, args=(who, key))
    key = _synced(f"azb:beside:{who}", bool(me.get("first_player_marker")))
    st.checkbox(tr("azb.beside"), key=key, help=tr("azb.beside_help"), on_change=_set_beside, args=(who, key))
    row = st.container(horizontal=True, gap="small")
    row.button(tr("azb.clear_wall"), key=f"azb:clear-wall:{who}", disabled=me["wall"] == EMPTY_WALL,
               on_click=_edit, args=(who, lambda p: p.__setitem__("wall", list(EMPTY_WALL))))
    row.button(tr("azb.floor_clear"), key=f"azb:floor-clear:{who}", disabled=not me.get("floor"),
               on_click=_edit, args=(who, lambda p: p.__setitem__("floor", [])))


def _grey_suggestion(me: dict, who: int, sug: dict, edit) -> None:
    suggested = {int(k): v for k, v in sug["placements"].items()}
    where = ", ".join(tr("azb.grey.place", line=k, column=v + 1) for k, v in sorted(suggested.items()))
    floored = ", ".join(str(k) for k in sug["to_floor"])
    st.info(tr("azb.grey.suggestion", where=where or "—", tiling=sug["tiling"], floor=sug["floor"],
               bonus=sug["bonus"], points=sug["points"])
            + (" " + tr("azb.grey.to_floor", lines=floored) if floored else ""))
    current = {int(k): v for k, v in (me.get("placements") or {}).items()}
    chosen = {str(k): v for k, v in sorted(suggested.items())}
    st.button(tr("azb.grey.apply"), key=f"azb:grey-apply:{who}", type="primary",
              disabled=all(current.get(k) == v for k, v in suggested.items()),
              on_click=edit, args=(who, lambda p: p.__setitem__("placements", chosen)))


def grey_columns(pos: dict, me: dict, who: int, ek, edit=_edit) -> None:
    """Grey wall: a column picker per full line, offering only the legal columns, the suggestion starred.
    `edit(who, change)` applies change(player) where the board lives (this page's position; a table's seat)."""
    st.caption(tr("azb.grey_help"))
    try:
        helper = grey_help(pos, me["name"])
    except PositionError as exc:
        st.error(md(error_line(exc)))
        return
    if not helper["lines"]:
        st.info(tr("azb.grey.no_lines"))
        return
    suggested = {int(k): v for k, v in helper["suggestion"]["placements"].items()}
    for ln in helper["lines"]:
        line, legal, chosen = ln["line"], ln["legal"], ln["chosen"]
        head = tr("azb.grey.line", n=line, colour=colour_label(ln["colour"]))
        if not legal:
            st.warning(f"{head}: " + tr("azb.grey.no_space"))
            continue
        points = dict(zip(ln["legal"], ln["points"], strict=True))
        labels = {c: tr("azb.column_points", n=c + 1, points=points[c])
                  + (" ★ " + tr("azb.grey.suggested") if suggested.get(line) == c else "") for c in legal}
        key = ek(f"grey:{who}:{line}")
        st.radio(head, legal, index=legal.index(chosen) if chosen in legal else None, format_func=labels.get,
                 horizontal=True, key=key, on_change=_set_column, args=(who, line, key, edit))
        if chosen is not None and chosen not in legal:
            st.error(tr("azb.grey.illegal", column=chosen + 1))
    _grey_suggestion(me, who, helper["suggestion"], edit)


def _chosen_board(pos: dict, who: int, verdict: dict, ek) -> None:
    me, variant = pos["players"][who], pos.get("wall_variant", "colored")
    mine = [p for p in verdict["problems"] if p["player"] == me["name"]]
    left, right = st.columns([5, 4], gap="large")
    with left:
        st.caption(entry_hint(variant, entry_selection(who)))
        entry_board(me, who, variant, cells_of(mine))
        entry_swatches(who)
        history_buttons()
    with right:
        show_problems(mine, tr("azb.board_ok", name=md(me["name"])))
        st.subheader(tr("azb.edit", name=md(me["name"])))
        board_extras(me, who)
        if variant == "grey":
            st.markdown(f"**{tr('azb.tab.grey')}**")
            grey_columns(pos, me, who, ek)


def _other_boards(pos: dict, who: int, verdict: dict) -> None:
    """The other players' boards, drawn (unchanged drawings cost the browser nothing on a rerun)."""
    others = [i for i in range(len(pos["players"])) if i != who]
    if not others:
        return
    st.subheader(tr("azb.other_boards"))
    for start in range(0, len(others), 2):
        for col, i in zip(st.columns(2, gap="large"), others[start:start + 2], strict=False):
            with col:
                them = pos["players"][i]
                theirs = [p for p in verdict["problems"] if p["player"] == them["name"]]
                drawn_board(them, pos.get("wall_variant", "colored"), cells_of(theirs), f"azb:other:{i}")
                show_problems(theirs, tr("azb.board_ok", name=md(them["name"])))


@board_fragment
def board_area(who: int) -> None:
    """Everything a tap changes, rerun alone on a tap."""
    pos = position(GAME)
    who = min(who, len(pos["players"]) - 1)  # an undo may have taken a player away since the full run
    fp = fingerprint(pos)
    st.session_state["azb:fp"] = fp

    def ek(name: str) -> str:
        return f"azb:ed:{fp[:10]}:{name}"

    verdict = common.check(pos)  # looked up at the call: tests replace it
    table_problems = [p for p in verdict["problems"] if p["player"] is None]
    if table_problems:
        st.subheader(tr("azb.table_problems"))
        show_problems(table_problems)
    _chosen_board(pos, who, verdict, ek)
    _other_boards(pos, who, verdict)
    if pos.get("factories") is not None or pos.get("centre") is not None:
        with st.expander(tr("azb.table"), expanded=False):
            table(pos.get("factories"), pos.get("centre"))
    azul_round.end_round_section(pos, fp, verdict["problems"])
    position_io(GAME, pos)
    keep_in_url()
