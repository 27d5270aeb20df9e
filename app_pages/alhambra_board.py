"""Alhambra board: the drawn Alhambra is the input. Tap a free cell then a tile of the box (or a tile, then
one of the cells where it may go); see every problem and the longest wall at once; undo, redo; reserve,
Dirk's tiles and redesign moves."""

from __future__ import annotations

import streamlit as st

from assistant.api import PositionError
from ui import alhambra_board_ui as entry_ui
from ui.alhambra_widgets import tile_text
from ui.common import alhambra_cell_words, check, md, move, score, set_position, show_problems, tr, working_copy
from ui.names import rename_refusal
from ui.position_io import position_io

GAME = "alhambra"


def new_game(players: int = 2, names: list[str] | None = None) -> dict:
    """Empty Alhambras (only the fountain); `names` keeps the players of the game being started over."""
    names = names or [tr("alh.default_name", n=i + 1) for i in range(players)]
    return {"game": GAME, "round": 1,
            "players": [{"name": name, "alhambra": [{"x": 0, "y": 0, "fountain": True}],
                         "reserve": [], "hand": []} for name in names]}


def save(pos: dict) -> None:
    set_position(GAME, pos)
    st.rerun()


def wall_segments(pos: dict, name: str) -> list[dict]:
    """The longest outer wall of `name`'s Alhambra (none when the position cannot be scored: the check says
    why)."""
    try:
        walls = score({**pos, "round": pos.get("round") or 1})
    except PositionError:
        return []
    return next(p["wall_segments"] for p in walls["players"] if p["name"] == name)


def redesign(pos: dict, who: int, sel: dict | None) -> None:
    """Check a redesign move (take a tile into the reserve, build one from it, swap) on the chosen cell."""
    with st.expander(tr("alh.redesign"), expanded=False):
        st.caption(tr("alh.redesign_help"))
        me = pos["players"][who]
        cell = tuple((sel or {}).get("placed") or (sel or {}).get("cell") or (0, 0))
        kinds = {k: tr(f"alh.redesign.{k}") for k in ("remove", "add", "swap")}
        kind = st.radio(tr("alh.redesign_kind"), list(kinds), horizontal=True, format_func=kinds.get,
                        key="alh:rd-kind")
        mv = {"action": kind, "player": me["name"], "at": list(cell)}
        if kind in ("add", "swap"):
            if not me["reserve"]:
                st.info(tr("alh.reserve_empty"))
                return
            reserve_labels = [tile_text(t) for t in me["reserve"]]
            j = st.selectbox(tr("alh.reserve_tile"), range(len(me["reserve"])),
                             format_func=reserve_labels.__getitem__, key="alh:rd-tile")
            mv["tile"] = me["reserve"][min(j, len(me["reserve"]) - 1)]
        st.write(tr("alh.redesign_cell", cell=alhambra_cell_words(cell, me["alhambra"])))
        if st.button(tr("alh.check_move"), key="alh:rd-check"):
            st.session_state["alh:rd-result"] = (mv, move(pos, mv))
        result = st.session_state.get("alh:rd-result")
        if result and result[0] == mv:
            out = result[1]
            if out["legal"]:
                st.success(tr("alh.move_legal"))
                if st.button(tr("alh.apply_move"), key="alh:rd-apply", type="primary"):
                    st.session_state.pop("alh:rd-result", None)
                    entry_ui.commit(out["after"], who, None)
                    st.rerun()
            else:
                show_problems(out["problems"])


st.title(tr("nav.alhambra_board"))
st.caption(tr("alh.board_intro"))

pos = working_copy(GAME, new_game)

# --- players -------------------------------------------------------------------------------------------
with st.expander(tr("alh.players"), expanded=False):
    c1, c2 = st.columns([1, 2])
    n = c1.number_input(tr("alh.player_count"), min_value=2, max_value=6, value=len(pos["players"]), step=1,
                        key="alh:count")
    if n != len(pos["players"]):
        while len(pos["players"]) < n:
            taken = {p["name"] for p in pos["players"]}
            k = len(pos["players"]) + 1
            while tr("alh.default_name", n=k) in taken:
                k += 1
            pos["players"].append({"name": tr("alh.default_name", n=k),
                                   "alhambra": [{"x": 0, "y": 0, "fountain": True}], "reserve": [], "hand": []})
        del pos["players"][n:]
        if n != 2:
            pos.pop("dirk", None)
        save(pos)
    if len(pos["players"]) == 2:
        dirk_on = c2.checkbox(tr("alh.dirk"), value="dirk" in pos, key="alh:dirk", help=tr("alh.dirk_help"))
        if dirk_on != ("dirk" in pos):
            if dirk_on:
                pos["dirk"] = []
            else:
                pos.pop("dirk")
            save(pos)
    cols = st.columns(len(pos["players"]))
    for i, (col, p) in enumerate(zip(cols, pos["players"], strict=True)):
        new = col.text_input(tr("alh.name", n=i + 1), value=p["name"], max_chars=40, key=f"alh:name:{i}:{p['name']}")
        if new != p["name"]:
            others = {q["name"] for j, q in enumerate(pos["players"]) if j != i}
            refused = rename_refusal(new, others, "alh.name_empty", "alh.name_taken")
            if refused or (new.strip().lower() == "dirk" and "dirk" in pos):
                col.error(refused or tr("alh.name_taken"))
            else:
                p["name"] = new
                save(pos)
    if st.button(tr("alh.new_game"), key="alh:new"):
        save(new_game(names=[p["name"] for p in pos["players"]]) | ({"dirk": []} if "dirk" in pos else {}))

names = [p["name"] for p in pos["players"]] + (["Dirk"] if "dirk" in pos else [])
who = st.radio(tr("alh.whose_board"), range(len(names)), format_func=lambda i: md(names[i]), horizontal=True,
               key="alh:who")
who = min(who, len(names) - 1)

verdict = check(pos)

if who == len(pos["players"]):  # Dirk: a pile of tiles, no Alhambra
    st.subheader(tr("alh.dirk_tiles"))
    entry_ui.dirk(pos, who)
    show_problems([p for p in verdict["problems"] if p["player"] == "Dirk"])
else:
    me = pos["players"][who]
    me.setdefault("reserve", [])  # optional in a position file (FORMATS.md): a shared link may leave it out
    sel = entry_ui.selection(who)
    legal = entry_ui.legal_cells(pos, me["name"], sel)
    mine = [p for p in verdict["problems"] if p["player"] == me["name"]]
    segs = wall_segments(pos, me["name"])

    left, right = st.columns([3, 2], gap="medium")
    with left:
        st.caption(entry_ui.hint(me, sel, legal))
        entry_ui.board(pos, who, problems=[tuple(c) for p in mine for c in p["cells"]], wall_segments=segs,
                       legal=legal)
        st.caption(tr("alh.legend", wall=len(segs)))
        entry_ui.actions(pos, who)
        entry_ui.palette(pos, who, f"alh:box:{who}")
    with right:
        show_problems(mine, tr("alh.board_ok", name=md(me["name"])))
        st.subheader(tr("alh.reserve"))
        entry_ui.reserve(pos, who)
        redesign(pos, who, sel)

others = [p for p in verdict["problems"] if p["player"] is None]
if others:
    st.subheader(tr("alh.table_problems"))
    show_problems(others)

position_io(GAME, pos)
