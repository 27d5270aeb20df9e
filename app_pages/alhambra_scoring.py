"""Alhambra scoring: round 1, 2 or 3, from the boards of this session or from typed counts, with the points
per building type and player, every place and tie explained in words, the walls and the totals.

The explanations are read from the score report's "majorities", so the page, the command line and the tests
agree on how a number was reached; the page only words it.
"""

from __future__ import annotations

import math

import altair as alt
import pandas as pd
import streamlit as st

from assistant import api
from assistant.api import PositionError
from assistant.render.alhambra import look
from ui.alhambra_widgets import board, type_name
from ui.common import check, error_line, join_words, lang, md, page_link, position, rule_link, score, tr
from ui.position_io import position_io

FACTS = api.facts("alhambra")  # types, points table and tiles per type, from data/alhambra
DIRK = FACTS["dirk"]
title = api.rule_title

GAME = "alhambra"
RULES = ("alhambra.scoring.majority", "alhambra.scoring.ties", "alhambra.scoring.wall")


# --- words ---------------------------------------------------------------------------------------------


def type_header(btype: str) -> str:
    name = type_name(btype)
    return name[:1].upper() + name[1:]


def ordinal(place: int) -> str:
    return tr(f"score.place.{place}")


def points_text(n: int) -> str:
    return tr("score.points_n", n=n)


def segments_text(n: int) -> str:
    return tr("score.segments_n", n=n)


def decimal(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", tr("score.decimal"))


def type_sentences(btype: str, standings: list[dict], round_: int) -> list[str]:
    """One sentence per place group of a building type: who, with how many, which places, what they get (the
    parts of each pot, the places left unpaid and the rounding all as the engine reports them)."""
    header = type_header(btype)
    if not standings:
        return [tr("score.nobody", type=header)]
    groups: dict[int, list[dict]] = {}
    for s in standings:
        groups.setdefault(s["place"], []).append(s)
    out = []
    for place, group in sorted(groups.items()):
        first = group[0]
        if len(group) == 1:
            text = tr("score.single", type=header, name=md(first["name"]), place=ordinal(place),
                      count=first["count"], pts=points_text(first["points"]))
        else:
            common = {"type": header, "names": join_words([md(s["name"]) for s in group]), "place": ordinal(place),
                      "count": first["count"], "sum": "(" + " + ".join(str(p) for p in first["parts"]) + ")",
                      "n": len(group), "points": first["points"]}
            if first["rounded_down"]:
                text = tr("score.tie_rounded", exact=decimal(first["pot"] / len(group)), **common)
            else:
                text = tr("score.tie", **common)
        unpaid = first["unpaid"]
        if unpaid:
            key = "score.unpaid_one" if len(unpaid) == 1 else "score.unpaid_many"
            text += tr("score.sentence_sep") + tr(key, places=join_words([ordinal(p) for p in unpaid]), round=round_)
        out.append(text)
    return out


def rules_line() -> str:
    return tr("score.rules") + ": " + " · ".join(f"{md(title(r, lang()))} ({rule_link(r)})" for r in RULES)


def link_board() -> None:
    page_link("app_pages/alhambra_board.py", tr("nav.alhambra_board"), ":material/castle:", "/alhambra")


# --- scores from the boards -------------------------------------------------------------------------


def from_board(pos: dict | None, round_: int) -> dict | None:
    if pos is None:
        st.info(tr("score.no_board"))
        link_board()
        return None
    try:
        result = score({**pos, "round": round_})
        problems = check(pos)["problems"]
    except PositionError as exc:
        st.error(tr("score.err.board", error=md(error_line(exc))))
        link_board()
        return None
    if problems:
        st.warning(tr("score.board_problems", n=len(problems)))
        link_board()
    return result


# --- scores from typed counts -----------------------------------------------------------------------


def player_range() -> tuple[int, int]:
    players = api.registration(GAME).players  # the registration's range (data/alhambra/game.yaml)
    return players.min, players.max


def dirk_may_play(n: int) -> bool:
    """Whether Dirk may sit at a table of `n` players: the registration's seats of his variant (two)."""
    return n in api.registration(GAME).seats("dirk")


def is_dirk(name: str) -> bool:
    """Whether a row's name is Dirk's: the same name by assistant.names ("dirk", " Dirk "), as the engine reads it."""
    return api.same_name(name, DIRK)


def types() -> tuple[str, ...]:
    return tuple(FACTS["building_types"])


def columns() -> list[str]:
    return ["name", *types(), "wall"]


def blank_row(name: str) -> dict:
    return {"name": name, **dict.fromkeys(types(), 0), "wall": 0}


def start_rows(pos: dict | None) -> list[dict]:
    """The players of the session's boards when there are any, else two empty rows."""
    low, high = player_range()
    if pos and low <= len(pos.get("players", [])) <= high:
        names = [p["name"] for p in pos["players"]]
    else:
        names = [tr("alh.default_name", n=i + 1) for i in range(2)]
    rows = [blank_row(n) for n in names]
    if pos and pos.get("dirk") is not None and dirk_may_play(len(names)):
        rows.append(blank_row(DIRK))
    return rows


def clean_rows(df: pd.DataFrame) -> list[dict]:
    """The edited table as plain rows: empty count cells are 0, whole numbers are ints, anything else stays
    as typed so the validation can name it."""
    rows = []
    for rec in df.to_dict("records"):
        row = {}
        for col in columns():
            value = rec.get(col)
            missing = value is None or (isinstance(value, float) and math.isnan(value)) or value is pd.NA
            if col == "name":
                row[col] = "" if missing else str(value)
            elif missing:
                row[col] = 0
            elif isinstance(value, int | float) and float(value).is_integer():
                row[col] = int(value)
            else:
                row[col] = value
        rows.append(row)
    return rows


def editor_key() -> str:
    # A fresh key whenever the table is rebuilt (and per language, as the headers are part of the editor's
    # identity): edits recorded against an older table are never replayed onto a newer one.
    return f"score:editor:{st.session_state['score:version']}:{lang()}"


def rebase(rows: list[dict]) -> None:
    st.session_state["score:rows"] = rows
    st.session_state["score:last"] = rows
    st.session_state["score:version"] = st.session_state.get("score:version", 0) + 1


def toggle_dirk() -> None:
    rows = list(st.session_state.get("score:last") or st.session_state["score:rows"])
    if st.session_state["score:dirk"]:
        if not any(is_dirk(r["name"]) for r in rows):
            rows.append(blank_row(DIRK))
    else:
        rows = [r for r in rows if not is_dirk(r["name"])]
    rebase(rows)


def typed_input(rows: list[dict], dirk_on: bool) -> tuple[dict | None, str | None]:
    """The arguments of api.alhambra_score_counts, or the reason (translated) they cannot be built."""
    counts: dict[str, dict[str, int]] = {}
    walls: dict[str, int] = {}
    dirk = None
    dirk_rows = 0
    for i, row in enumerate(rows, start=1):
        name = row["name"].strip()
        if not name:
            return None, tr("score.err.name_empty", row=i)
        per_type = {t: row[t] for t in types()}
        if dirk_on and is_dirk(name):
            dirk_rows += 1
            dirk = per_type
            continue
        if any(api.same_name(name, other) for other in counts):  # Ana and ana are one player, as on a board
            return None, tr("score.err.name_twice", name=md(name))
        counts[name] = per_type
        walls[name] = row["wall"]
    if dirk_on and dirk_rows != 1:
        return None, tr("score.err.dirk_row")
    if dirk_on and not dirk_may_play(len(counts)):
        return None, tr("score.err.dirk_two")
    low, high = player_range()
    if not low <= len(counts) <= high:
        return None, tr("score.err.player_count", n=len(counts), low=low, high=high)
    return {"counts": counts, "walls": walls, "dirk": dirk}, None


def from_counts(pos: dict | None, round_: int) -> dict | None:
    if "score:rows" not in st.session_state:
        st.session_state["score:rows"] = start_rows(pos)
        st.session_state["score:version"] = 0
    elif editor_key() not in st.session_state and st.session_state.get("score:last") not in (
        None, st.session_state["score:rows"]
    ):
        # Back from another page or another language: the editor starts again from what was typed last.
        rebase(st.session_state["score:last"])

    st.caption(tr("score.counts_help"))
    has_dirk = any(is_dirk(r["name"]) for r in st.session_state["score:rows"])
    dirk_on = st.checkbox(tr("score.dirk"), value=has_dirk, key="score:dirk", on_change=toggle_dirk,
                          help=tr("score.dirk_help"))

    in_box = FACTS["tiles_by_type"]
    config: dict = {"name": st.column_config.TextColumn(tr("common.player"), required=True, max_chars=40)}
    for t in types():
        limit = in_box[t]
        config[t] = st.column_config.NumberColumn(type_header(t), min_value=0, max_value=limit, step=1, format="%d")
    config["wall"] = st.column_config.NumberColumn(tr("score.col.wall"), min_value=0, max_value=FACTS["max_wall"],
                                                   step=1, format="%d", help=tr("score.col.wall_help"))
    base = pd.DataFrame(st.session_state["score:rows"], columns=columns())
    edited = st.data_editor(base, column_config=config, num_rows="dynamic", hide_index=True, width="stretch",
                            key=editor_key())
    rows = clean_rows(edited)
    st.session_state["score:last"] = rows

    args, error = typed_input(rows, dirk_on)
    if error:
        st.error(error)
        return None
    try:
        return api.alhambra_score_counts(round_, args["counts"], args["walls"], args["dirk"])
    except PositionError as exc:
        st.error(tr("score.err.counts", error=md(error_line(exc))))
        return None


# --- the result -----------------------------------------------------------------------------------------


def result_table(result: dict) -> pd.DataFrame:
    """Rows: players by total (highest first), Dirk last; columns: the six types, wall, total."""
    players = sorted(result["players"], key=lambda p: -p["total"])
    rows = [(p["name"], p["buildings"], p["wall"], p["total"]) for p in players]
    if result.get("dirk"):
        rows.append((DIRK, result["dirk"]["buildings"], 0, result["dirk"]["total"]))
    data = [{**{type_header(t): b[t] for t in types()}, tr("score.col.wall"): w, tr("common.total"): total}
            for _, b, w, total in rows]
    return pd.DataFrame(data, index=pd.Index([r[0] for r in rows], name=tr("common.player")))


def chart(table: pd.DataFrame) -> None:
    lk = look()
    parts = [type_header(t) for t in types()] + [tr("score.col.wall")]
    colours = [lk["building_colours"][t] for t in types()] + [lk["wall"]]
    names = list(table.index)
    long = pd.DataFrame(
        [{"player": name, "part": part, "rank": i, "points": int(table.loc[name, part])}
         for name in names for i, part in enumerate(parts) if table.loc[name, part]]
    )
    if long.empty:
        return
    bars = (
        alt.Chart(long, title=tr("score.chart"))
        .mark_bar(stroke="#777777", strokeWidth=0.5)
        .encode(
            x=alt.X("sum(points):Q", title=tr("common.total")),
            y=alt.Y("player:N", sort=names, scale=alt.Scale(domain=names), title=None),
            color=alt.Color("part:N", scale=alt.Scale(domain=parts, range=colours),
                            legend=alt.Legend(title=None, orient="bottom")),
            order=alt.Order("rank:Q"),
            tooltip=[alt.Tooltip("player:N", title=tr("common.player")), alt.Tooltip("part:N", title=" "),
                     alt.Tooltip("points:Q", title=tr("common.total"))],
        )
        .properties(height=alt.Step(34))
    )
    st.altair_chart(bars, width="stretch")


def walls_section(result: dict, pos: dict | None, from_boards: bool) -> None:
    st.subheader(tr("score.walls"))
    lines = []
    for p in result["players"]:
        name = md(p["name"])
        if not from_boards:
            lines.append(tr("score.wall_typed", name=name, pts=points_text(p["wall"])))
        elif not p.get("wall_segments"):
            lines.append(tr("score.wall_board_none", name=name))
        else:
            text = tr("score.wall_board", name=name, segs=segments_text(len(p["wall_segments"])),
                      pts=points_text(p["wall"]))
            if p.get("outer_walls", 0) > p["wall"]:
                text += tr("score.wall_extra", outer=p["outer_walls"])
            lines.append(text)
    st.markdown("\n".join(f"- {line}" for line in lines))
    if result.get("dirk"):
        st.caption(tr("score.dirk_no_wall"))
    if from_boards and pos is not None:
        with st.expander(tr("score.walls_drawn"), expanded=False):
            cells = {p["name"]: p.get("alhambra", []) for p in pos["players"]}
            per_row = min(len(result["players"]), 3)
            for start in range(0, len(result["players"]), per_row):
                chunk = result["players"][start:start + per_row]
                for col, p in zip(st.columns(per_row), chunk, strict=False):
                    with col:
                        board(cells.get(p["name"], []), wall_segments=p["wall_segments"], title=p["name"])
                        st.caption(tr("score.wall_caption", segs=segments_text(p["wall"])))


def show_result(result: dict, round_: int, pos: dict | None, from_boards: bool) -> None:
    st.subheader(tr("score.result", round=round_))
    table = result_table(result)
    st.dataframe(table, width="stretch")
    best = max((p["total"] for p in result["players"]), default=0)
    if best > 0:
        leaders = [md(p["name"]) for p in result["players"] if p["total"] == best]
        st.markdown(tr("score.leader", names=join_words(leaders), total=best))
    chart(table)

    st.subheader(tr("score.how"))
    sentences = [s for t in types() for s in type_sentences(t, result["majorities"][t], round_)]
    st.markdown("\n".join(f"- {s}" for s in sentences))

    walls_section(result, pos, from_boards)
    st.caption(rules_line())


# --- the page ---------------------------------------------------------------------------------------------

st.title(tr("nav.alhambra_scoring"))
st.caption(tr("score.intro"))

pos = position(GAME)
c1, c2 = st.columns([2, 3])
# Option labels are fixed here: a format_func must not read the session (AppTest calls it from outside a run).
rounds = {n: tr("score.round_n", n=n) for n in range(1, (api.registration(GAME).rounds or 1) + 1)}  # the scorings
sources = {s: tr(f"score.source.{s}") for s in ("board", "counts")}
round_ = c1.radio(tr("score.round"), tuple(rounds), index=((pos or {}).get("round") or 1) - 1, format_func=rounds.get,
                  horizontal=True, key="score:round", help=tr("score.round_help"))
source = c2.radio(tr("score.source"), tuple(sources), index=0 if pos else 1, format_func=sources.get,
                  horizontal=True, key="score:source")

outcome = from_board(pos, round_) if source == "board" else from_counts(pos, round_)
if outcome is not None:
    show_result(outcome, round_, pos, source == "board")

position_io(GAME, position(GAME))
