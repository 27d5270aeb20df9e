"""Alhambra board: build each player's Alhambra cell by cell, see it drawn with every problem and the
longest wall, ask where a tile may go, and check redesign moves."""

from __future__ import annotations

import streamlit as st

from assistant.api import PositionError
from ui.alhambra_widgets import board, tile_picker, tile_text
from ui.common import check, md, move, place, score, set_position, show_problems, tr, working_copy
from ui.position_io import position_io

GAME = "alhambra"


def new_game(players: int = 2) -> dict:
    return {"game": GAME, "round": 1,
            "players": [{"name": tr("alh.default_name", n=i + 1), "alhambra": [{"x": 0, "y": 0, "fountain": True}],
                         "reserve": [], "hand": []} for i in range(players)]}


def save(pos: dict) -> None:
    set_position(GAME, pos)
    st.rerun()


def tile_list(tiles: list[dict], key: str, pos: dict) -> None:
    """A pile of tiles (a reserve board, Dirk's tiles), each drawn as text with a button to take it away."""
    if not tiles:
        st.caption(tr("alh.none_yet"))
    for j, tile in enumerate(tiles):
        a, b = st.columns([4, 1])
        a.write(tile_text(tile))
        if b.button("✕", key=f"{key}:{j}", help=tr("alh.remove_tile")):
            del tiles[j]
            save(pos)


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
            if not new.strip():
                col.error(tr("alh.name_empty"))
            elif new in others or (new.strip().lower() == "dirk" and "dirk" in pos):
                col.error(tr("alh.name_taken"))
            else:
                p["name"] = new
                save(pos)
    if st.button(tr("alh.new_game"), key="alh:new"):
        save(new_game(len(pos["players"])))

names = [p["name"] for p in pos["players"]] + (["Dirk"] if "dirk" in pos else [])
who = st.radio(tr("alh.whose_board"), range(len(names)), format_func=lambda i: names[i], horizontal=True,
               key="alh:who")
who = min(who, len(names) - 1)

verdict = check(pos)

if who == len(pos["players"]):  # Dirk: a pile of tiles, no Alhambra
    st.subheader(tr("alh.dirk_tiles"))
    st.caption(tr("alh.dirk_help"))
    left, right = st.columns([3, 2])
    with left:
        tile_list(pos["dirk"], "alh:dirk-del", pos)
    with right:
        tile = tile_picker("alh:dirk-pick", pos)
        if st.button(tr("alh.give_dirk"), key="alh:dirk-add", type="primary"):
            pos["dirk"].append(tile)
            save(pos)
    show_problems([p for p in verdict["problems"] if p["player"] == "Dirk"])
else:
    me = pos["players"][who]
    cells = me["alhambra"]
    occupied = {(c["x"], c["y"]): c for c in cells}
    around = {(x + dx, y + dy) for x, y in occupied for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    choices = sorted(set(occupied) | around | {(0, 0)}, key=lambda c: (c[1], c[0]))

    left, right = st.columns([3, 2], gap="large")
    with right:
        st.subheader(tr("alh.edit"))
        # Options are plain coordinates (a label that changes with the cell's content would go stale in the
        # widget); what lies in the chosen cell is said right under it.
        cell = st.selectbox(tr("alh.cell"), choices, format_func=lambda c: f"({c[0]}, {c[1]})", key=f"alh:cell:{who}",
                            index=choices.index((0, 0)) if (0, 0) in choices else 0)
        st.caption(tr("alh.in_cell", what=tile_text(occupied[cell]) if cell in occupied else tr("alh.empty")))
        with st.container(border=True):
            tile = tile_picker(f"alh:pick:{who}", pos, allow_fountain=True)
            b1, b2, b3 = st.columns(3)
            if b1.button(tr("alh.put"), key="alh:put", type="primary", use_container_width=True):
                me["alhambra"] = [c for c in cells if (c["x"], c["y"]) != cell] + [{"x": cell[0], "y": cell[1], **tile}]
                save(pos)
            if b2.button(tr("alh.clear"), key="alh:clear", disabled=cell not in occupied, use_container_width=True):
                me["alhambra"] = [c for c in cells if (c["x"], c["y"]) != cell]
                save(pos)
            if b3.button(tr("alh.to_reserve"), key="alh:reserve-add", disabled="fountain" in tile,
                         use_container_width=True):
                me["reserve"].append(tile)
                save(pos)
            show_where = st.toggle(tr("alh.where_can"), key="alh:where", disabled="fountain" in tile)
        legal = []
        if show_where and "fountain" not in tile:
            legal = place(pos, me["name"], tile)["positions"]
            st.caption(tr("alh.legal_cells", n=len(legal)) + " " + ", ".join(f"({x}, {y})" for x, y in legal))

        st.subheader(tr("alh.reserve"))
        tile_list(me["reserve"], f"alh:res-del:{who}", pos)

    mine = [p for p in verdict["problems"] if p["player"] == me["name"]]
    with left:
        try:
            walls = score({**pos, "round": pos.get("round") or 1})
            segs = next(p["wall_segments"] for p in walls["players"] if p["name"] == me["name"])
            wall_len = len(segs)
        except PositionError:  # a position that cannot be scored: the check below explains why
            segs, wall_len = [], 0
        bad = [tuple(c) for p in mine for c in p["cells"]]
        board(cells, problems=bad, legal=[tuple(c) for c in legal], selected=cell, wall_segments=segs,
              title=me["name"])
        st.caption(tr("alh.legend", wall=wall_len))
        show_problems(mine, tr("alh.board_ok", name=md(me["name"])))

    # --- redesign ------------------------------------------------------------------------------------
    with st.expander(tr("alh.redesign"), expanded=False):
        st.caption(tr("alh.redesign_help"))
        kinds = {k: tr(f"alh.redesign.{k}") for k in ("remove", "add", "swap")}
        kind = st.radio(tr("alh.redesign_kind"), list(kinds), horizontal=True, format_func=kinds.get,
                        key="alh:rd-kind")
        mv = {"action": kind, "player": me["name"], "at": list(cell)}
        ready = True
        if kind in ("add", "swap"):
            if not me["reserve"]:
                st.info(tr("alh.reserve_empty"))
                ready = False
            else:
                reserve_labels = [tile_text(t) for t in me["reserve"]]
                j = st.selectbox(tr("alh.reserve_tile"), range(len(me["reserve"])),
                                 format_func=reserve_labels.__getitem__, key="alh:rd-tile")
                mv["tile"] = me["reserve"][min(j, len(me["reserve"]) - 1)]
        st.write(tr("alh.redesign_cell", x=cell[0], y=cell[1]))
        if ready and st.button(tr("alh.check_move"), key="alh:rd-check"):
            st.session_state["alh:rd-result"] = (mv, move(pos, mv))
        result = st.session_state.get("alh:rd-result")
        if result and result[0] == mv:
            out = result[1]
            if out["legal"]:
                st.success(tr("alh.move_legal"))
                if st.button(tr("alh.apply_move"), key="alh:rd-apply", type="primary"):
                    st.session_state.pop("alh:rd-result", None)
                    save(out["after"])
            else:
                show_problems(out["problems"])

others = [p for p in verdict["problems"] if p["player"] is None]
if others:
    st.subheader(tr("alh.table_problems"))
    show_problems(others)

position_io(GAME, pos)
