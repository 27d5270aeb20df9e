"""Azul board: enter each player's board as it lies on the table (pattern lines, wall, floor line, score), see
every board drawn with its problems, then end the round: the wall tiling replayed tile by tile with each tile's
runs and points, the floor penalty, the new score, and at the end of the game the bonuses and the winner."""

from __future__ import annotations

import hashlib
import json
import re

import pandas as pd
import streamlit as st

from assistant import api
from assistant.api import PositionError
from ui.azul_widgets import (
    EXAMPLES,
    board,
    colour_label,
    entry_board,
    entry_hint,
    entry_selection,
    entry_swatches,
    example,
    floor_sentence,
    grey_help,
    history_buttons,
    score_sentence,
    table,
    tile_sentence,
    unplaced_sentence,
    wall_with,
    winner_sentences,
)
from ui.common import check, md, score, set_position, show_problems, tr, validate, working_copy
from ui.names import rename_refusal
from ui.position_io import position_io

FACTS = api.facts("azul")  # the box, from data/azul/components.yaml
COLOURS, EMPTY, FIRST, SIZE = tuple(FACTS["colours"]), FACTS["empty"], FACTS["first_player_marker"], FACTS["size"]
FLOOR_PENALTIES, FLOOR_SPACES, LETTER_OF = tuple(FACTS["floor_penalties"]), FACTS["floor_spaces"], FACTS["letters"]


def pattern_colour(row: int, column: int) -> str:
    return FACTS["pattern"][row][column]

GAME = "azul"
MAX_PLAYERS = api.facts(GAME)["players"]["max"]
ED = "azb:ed:"  # prefix of the editor widgets' keys (see ek)


def empty_player(name: str) -> dict:
    return {"name": name, "score": 0, "pattern_lines": [{"count": 0} for _ in range(SIZE)],
            "wall": [EMPTY * SIZE] * SIZE, "floor": []}


def new_game(players: int = 2, variant: str = "colored", names: list[str] | None = None) -> dict:
    """Empty boards; `names` keeps the players of the game being started over."""
    names = names or [tr("azb.default_name", n=i + 1) for i in range(players)]
    return {"game": GAME, "wall_variant": variant, "players": [empty_player(name) for name in names]}


def save(pos: dict) -> None:
    set_position(GAME, pos)
    st.rerun()


def fingerprint(pos: dict) -> str:
    return hashlib.sha1(json.dumps(pos, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()[:16]


def cells_of(problems: list[dict]) -> list[tuple[int, int]]:
    return [tuple(c) for p in problems for c in p["cells"]]



st.title(tr("nav.azul_board"))
st.caption(tr("azb.intro"))

pos = working_copy(GAME, new_game)

unreadable = validate(pos)
if unreadable:  # only a hand-made session can get here: say why, offer a fresh start
    st.error(tr("azb.unreadable", error=md(unreadable)))
    if st.button(tr("azb.new_game"), key="azb:reset"):
        save(new_game())
    position_io(GAME, pos)
    st.stop()

fp = fingerprint(pos)
st.session_state["azb:fp"] = fp


def ek(name: str) -> str:
    """An editor widget's key: it carries the position's fingerprint, so a changed position (an edit, a loaded
    file, an applied round) gives fresh widgets that show its values instead of what was typed before."""
    return f"{ED}{fp[:10]}:{name}"


variant = pos.get("wall_variant", "colored")
grey = variant == "grey"
players = pos["players"]

# --- game setup: examples, players, wall variant ------------------------------------------------------------
with st.expander(tr("azb.setup"), expanded=False):
    e1, e2 = st.columns([3, 1], vertical_alignment="bottom")
    chosen = e1.selectbox(tr("azb.example"), EXAMPLES, format_func={e: tr(f"azb.example.{e}") for e in EXAMPLES}.get,
                          key="azb:example")
    if e2.button(tr("azb.load_example"), key="azb:load-example", width="stretch"):
        st.session_state.pop("azb:ended", None)
        save(example(chosen))
    c1, c2 = st.columns(2)
    n = c1.number_input(tr("azb.player_count"), min_value=min(2, len(players)), max_value=MAX_PLAYERS,
                        value=len(players), step=1, key=ek("count"))
    if n != len(players):
        while len(players) < n:
            taken = {p["name"] for p in players}
            k = len(players) + 1
            while tr("azb.default_name", n=k) in taken:
                k += 1
            players.append(empty_player(tr("azb.default_name", n=k)))
        del players[n:]
        save(pos)
    picked = c2.radio(tr("azb.variant"), ["colored", "grey"], index=1 if grey else 0, horizontal=True,
                      format_func={v: tr(f"azb.variant.{v}") for v in ("colored", "grey")}.get,
                      key=ek("variant"), help=tr("azb.variant_help"))
    if picked != variant:
        pos["wall_variant"] = picked
        if picked == "colored":
            for p in players:
                p.pop("placements", None)
        save(pos)
    cols = st.columns(len(players))
    for i, (col, p) in enumerate(zip(cols, players, strict=True)):
        new = col.text_input(tr("azb.name", n=i + 1), value=p["name"], max_chars=40, key=ek(f"name:{i}"))
        if new != p["name"]:
            others = {q["name"] for j, q in enumerate(players) if j != i}
            refused = rename_refusal(new, others, "azb.name_empty", "azb.name_taken")
            if refused:
                col.error(refused)
            else:
                p["name"] = new
                save(pos)
    if st.button(tr("azb.new_game"), key="azb:new"):
        st.session_state.pop("azb:ended", None)
        save(new_game(variant=variant, names=[p["name"] for p in players]))

if st.session_state.get("azb:applied"):
    st.success(st.session_state.pop("azb:applied"))

verdict = check(pos)
table_problems = [p for p in verdict["problems"] if p["player"] is None]
if table_problems:
    st.subheader(tr("azb.table_problems"))
    show_problems(table_problems)


def problems_of(name: str) -> list[dict]:
    return [p for p in verdict["problems"] if p["player"] == name]


def grey_columns(me: dict) -> None:
    """Grey wall: a column picker per full line, offering only the legal columns, the suggestion starred."""
    st.caption(tr("azb.grey_help"))
    try:
        helper = grey_help(pos, me["name"])
    except PositionError as exc:
        st.error(md(str(exc)))
        return
    if not helper["lines"]:
        st.info(tr("azb.grey.no_lines"))
        return
    sug = helper["suggestion"]
    suggested = {int(k): v for k, v in sug["placements"].items()}

    points = {ln["line"]: dict(zip(ln["legal"], ln["points"], strict=True)) for ln in helper["lines"]}

    def col_label(c: int, line: int) -> str:
        star = " ★ " + tr("azb.grey.suggested") if suggested.get(line) == c else ""
        return tr("azb.column_points", n=c + 1, points=points.get(line, {}).get(c, "?")) + star

    for ln in helper["lines"]:
        line, legal, chosen = ln["line"], ln["legal"], ln["chosen"]
        head = tr("azb.grey.line", n=line, colour=colour_label(ln["colour"]))
        if not legal:
            st.warning(f"{head}: " + tr("azb.grey.no_space"))
            continue
        choice = st.radio(head, legal, index=legal.index(chosen) if chosen in legal else None,
                          format_func={c: col_label(c, line) for c in legal}.get, horizontal=True,
                          key=ek(f"grey:{who}:{line}"))
        if chosen is not None and chosen not in legal:
            st.error(tr("azb.grey.illegal", column=chosen + 1))
        if choice is not None and choice != chosen:
            me.setdefault("placements", {})[str(line)] = choice
            save(pos)
    where = ", ".join(tr("azb.grey.place", line=k, column=v + 1) for k, v in sorted(suggested.items()))
    floored = ", ".join(str(k) for k in sug["to_floor"])
    st.info(tr("azb.grey.suggestion", where=where or "—", tiling=sug["tiling"], floor=sug["floor"],
               bonus=sug["bonus"], points=sug["points"])
            + (" " + tr("azb.grey.to_floor", lines=floored) if floored else ""))
    current = {int(k): v for k, v in (me.get("placements") or {}).items()}
    if st.button(tr("azb.grey.apply"), key=f"azb:grey-apply:{who}", type="primary",
                 disabled=all(current.get(k) == v for k, v in suggested.items())):
        me["placements"] = {str(k): v for k, v in sorted(suggested.items())}
        save(pos)


def board_extras(me: dict) -> None:
    """What the drawing does not take: the score before this round, the first player marker beside the
    board, and clearing the wall or the floor at once."""
    new_score = st.number_input(tr("azb.score_before"), min_value=0, max_value=999, value=int(me.get("score", 0)),
                                step=1, key=ek(f"score:{who}"), help=tr("azb.score_help"))
    if new_score != me.get("score", 0):
        me["score"] = int(new_score)
        save(pos)
    beside = st.checkbox(tr("azb.beside"), value=bool(me.get("first_player_marker")), key=ek(f"beside:{who}"),
                         help=tr("azb.beside_help"))
    if beside != bool(me.get("first_player_marker")):
        if beside:
            me["first_player_marker"] = True
        else:
            me.pop("first_player_marker", None)
        save(pos)
    row = st.container(horizontal=True, gap="small")
    if row.button(tr("azb.clear_wall"), key=f"azb:clear-wall:{who}", disabled=me["wall"] == [EMPTY * SIZE] * SIZE):
        me["wall"] = [EMPTY * SIZE] * SIZE
        save(pos)
    if row.button(tr("azb.floor_clear"), key=f"azb:floor-clear:{who}", disabled=not me.get("floor")):
        me["floor"] = []
        save(pos)


# --- the selected board: drawn, and its editor ---------------------------------------------------------------
# the choice outlives the radio, whose key follows the names (a renamed player must not confuse the widget)
who = min(st.session_state.get("azb:who", 0), len(players) - 1)
names_sig = hashlib.sha1("\x00".join(p["name"] for p in players).encode("utf-8")).hexdigest()[:10]
who = st.radio(tr("azb.whose_board"), range(len(players)), index=who, format_func=lambda i: md(players[i]["name"]),
               horizontal=True, key=f"azb:who:{names_sig}")
st.session_state["azb:who"] = who
me = players[who]
mine = problems_of(me["name"])

sel = entry_selection(who)
left, right = st.columns([5, 4], gap="large")
with left:
    st.caption(entry_hint(variant, sel))
    entry_board(me, who, variant, cells_of(mine))
    entry_swatches(who)
    history_buttons()

with right:
    show_problems(mine, tr("azb.board_ok", name=md(me["name"])))
    st.subheader(tr("azb.edit", name=md(me["name"])))
    board_extras(me)
    if grey:
        st.markdown(f"**{tr('azb.tab.grey')}**")
        grey_columns(me)

# --- every other board ---------------------------------------------------------------------------------------
others = [i for i in range(len(players)) if i != who]
if others:
    st.subheader(tr("azb.other_boards"))
    for start in range(0, len(others), 2):
        row = st.columns(2, gap="large")
        for col, i in zip(row, others[start:start + 2], strict=False):
            with col:
                theirs = problems_of(players[i]["name"])
                board(players[i], variant, problems=cells_of(theirs))
                show_problems(theirs, tr("azb.board_ok", name=md(players[i]["name"])))

if pos.get("factories") is not None or pos.get("centre") is not None:
    with st.expander(tr("azb.table"), expanded=False):
        table(pos.get("factories"), pos.get("centre"))


# --- end the round -------------------------------------------------------------------------------------------
def replay(result: dict) -> None:
    """The wall tiling tile by tile: a step slider, the board as it stands after that tile, the sentences."""
    steps = [(i, k) for i, p in enumerate(result["players"]) for k in range(len(p["placed"]))]
    if not steps:
        st.info(tr("azb.no_tiles"))
        return
    step = 1
    if len(steps) > 1:
        step = st.slider(tr("azb.step"), 1, len(steps), 1, key=f"azb:step:{fp}")
    i, k = steps[step - 1]
    res = result["players"][i]
    placed = res["placed"][: k + 1]
    before = players[i]
    shown = {**before, "wall": wall_with(before["wall"], placed),
             "pattern_lines": [{"count": 0} if any(t["line"] == y + 1 for t in placed) else ln
                               for y, ln in enumerate(before["pattern_lines"])],
             "score": res["score_before"] + sum(t["points"] for t in placed)}
    st.info(f"**{md(res['name'])}** · {tr('azb.step_of', k=step, n=len(steps))}: {tile_sentence(placed[-1])}")
    a, b = st.columns([5, 4], gap="large")
    with a:
        board(shown, variant, placed_step=placed[-1])
    with b:
        explain(res, result["game_over"], current=k)


def item(text: str) -> str:
    """A sentence as a Markdown list item: "2. sıra: ..." must not open a numbered list inside it."""
    return re.sub(r"^(\d+)\.", r"\1\\.", text)


def explain(res: dict, game_over: bool, current: int | None = None) -> None:
    """One player's tiling: every tile (the current replay step in bold), lines not tiled, floor, score."""
    lines = []
    for j, t in enumerate(res["placed"]):
        text = item(tile_sentence(t))
        lines.append(f"- **▶ {text}**" if j == current else f"- {text}")
    lines += [f"- {item(unplaced_sentence(u))}" for u in res["unplaced"]]
    if not res["placed"]:
        lines.append(f"- {item(tr('azb.nothing_tiled'))}")
    lines.append(f"- {item(floor_sentence(res))}")
    lines.append(f"- **{item(score_sentence(res, game_over))}**")
    st.markdown(f"**{md(res['name'])}**\n\n" + "\n".join(lines))


def after_round() -> dict:
    """The position once the tiles are on the walls, ready for the next round, as the engine builds it."""
    return api.azul_next_round(pos)


def show_result(result: dict) -> None:
    st.markdown(f"#### {tr('azb.replay')}")
    replay(result)
    with st.expander(tr("azb.every_player"), expanded=False):
        for res in result["players"]:
            explain(res, result["game_over"])
    st.markdown(f"#### {tr('azb.summary')}")
    summary = pd.DataFrame([{tr("common.player"): r["name"], tr("azb.col.before"): r["score_before"],
                             tr("azb.col.tiling"): r["tiling"], tr("azb.col.floor"): r["floor"],
                             tr("azb.col.bonus"): r["bonus"], tr("azb.col.score"): r["score"]}
                            for r in result["players"]])
    st.dataframe(summary, hide_index=True)
    if result["game_over"]:
        st.markdown(f"#### {tr('azb.game_over')}")
        facts = api.facts(GAME)
        each = facts["bonus"]
        st.caption(tr("azb.game_over_help", row=each["row"], column=each["column"], colour=each["colour"],
                      tiles=facts["wall_size"]))
        bonus = pd.DataFrame([{tr("common.player"): r["name"],
                               tr("azb.col.rows"): r["complete"]["rows"],
                               tr("azb.col.rows_pts", bonus=each["row"]): r["bonus_detail"]["rows"],
                               tr("azb.col.columns"): r["complete"]["columns"],
                               tr("azb.col.columns_pts", bonus=each["column"]): r["bonus_detail"]["columns"],
                               tr("azb.col.colours"): r["complete"]["colours"],
                               tr("azb.col.colours_pts", bonus=each["colour"]): r["bonus_detail"]["colours"],
                               tr("azb.col.bonus"): r["bonus"], tr("azb.col.score"): r["score"]}
                              for r in result["players"]])
        st.dataframe(bonus, hide_index=True)
        st.success("\n\n".join(winner_sentences(result)))
    first = result["first_player"]
    next_round = (tr("azb.first_player", name=md(first)) if first else tr("azb.first_player_none"))
    if not result["game_over"]:
        st.caption(next_round)
    if st.button(tr("azb.apply"), key="azb:apply", type="primary", disabled=result["game_over"],
                 help=tr("azb.apply_over") if result["game_over"] else tr("azb.apply_help")):
        st.session_state.pop("azb:ended", None)
        st.session_state["azb:applied"] = tr("azb.applied") + " " + next_round
        save(after_round())


st.divider()
st.subheader(tr("azb.end_round"))
st.caption(tr("azb.end_round_help"))
btn, note = st.columns([1, 3], vertical_alignment="center")
if btn.button(tr("azb.end_round_button"), key="azb:end", type="primary", width="stretch"):
    st.session_state["azb:ended"] = fp
if st.session_state.get("azb:ended") == fp:
    try:
        scored = score(pos)
    except PositionError as exc:
        note.error(tr("azb.score_failed", error=str(exc)))
    else:
        show_result(scored)

position_io(GAME, pos)
