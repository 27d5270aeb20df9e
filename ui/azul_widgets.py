"""Azul pieces shared by pages: colour names and swatches, drawing a board, the cached grey-wall help, the
examples, and the sentences that explain a round's wall tiling, in the player's language."""

from __future__ import annotations

import json
from functools import lru_cache

import streamlit as st

from assistant import api
from assistant.azul.components import COLOURS, FIRST, LETTER_OF, NAMES
from assistant.paths import ROOT
from assistant.render.azul import azul_board_svg, table_svg
from ui.common import lang, md, tr

SWATCH = {"blue": "🟦", "yellow": "🟨", "red": "🟥", "black": "⬛", "white": "⬜", FIRST: "1️⃣"}
EXAMPLES = ("azul-midgame-2p", "azul-endgame-4p", "azul-grey-wall")


def colour_name(colour: str) -> str:
    if colour == FIRST:
        return tr("azb.first_marker")
    return NAMES[colour][lang()]


def colour_label(colour: str | None) -> str:
    """Swatch and name, for pickers; None is an empty choice."""
    if colour is None:
        return "—"
    return f"{SWATCH.get(colour, '')} {colour_name(colour)}"


def colour_labels() -> dict[str | None, str]:
    """colour_label of every choice (None, the colours, the marker), in the current language."""
    return {c: colour_label(c) for c in (None, *COLOURS, FIRST)}


def svg_labels() -> dict[str, str]:
    return {"score": tr("azb.svg.score"), "lid": tr("azb.svg.lid"), "beside": tr("azb.svg.beside")}


def board(player: dict, variant: str, **kw) -> None:
    st.markdown(azul_board_svg(player, variant, labels=svg_labels(), **kw), unsafe_allow_html=True)


def table(factories, centre) -> None:
    st.markdown(table_svg(factories, centre, centre_label=tr("azb.centre")), unsafe_allow_html=True)


@st.cache_data(max_entries=128, show_spinner=False)
def _grey_help(text: str, name: str) -> dict:
    return api.azul_grey_help(json.loads(text), name)


def grey_help(pos: dict, name: str) -> dict:
    """api.azul_grey_help, cached on the position's JSON (the suggestion is a search over the choices)."""
    return _grey_help(json.dumps(pos, sort_keys=True, ensure_ascii=False), name)


@lru_cache(maxsize=len(EXAMPLES))
def _example_text(name: str) -> str:
    return (ROOT / "examples" / f"{name}.json").read_text(encoding="utf-8")


def example(name: str) -> dict:
    return json.loads(_example_text(name))


# --- explaining the wall tiling ---------------------------------------------------------------------------


def tile_sentence(placed: dict) -> str:
    """'Line 3: red to column 2: row run 3 + column run 2 = 5 points' (columns as players count them, 1-5)."""
    h, v = placed["horizontal"], placed["vertical"]
    kind = "alone" if h == 1 and v == 1 else "both" if h > 1 and v > 1 else "row" if h > 1 else "column"
    return tr(f"azb.step.{kind}", line=placed["line"], colour=colour_name(placed["colour"]),
              column=placed["column"] + 1, h=h, v=v, points=placed["points"])


def unplaced_sentence(u: dict) -> str:
    key = "azb.unplaced.floor" if u["to"] == "floor" else "azb.unplaced.stays"
    return tr(key, line=u["line"], colour=colour_name(u["colour"]), rule=u["rule"])


def floor_sentence(p: dict) -> str:
    entries = p["floor_line"]
    if not entries:
        text = tr("azb.floor.empty")
    else:
        parts = ", ".join(f"{SWATCH.get(e['entry'], '')} {e['penalty']}" for e in entries)
        text = tr("azb.floor.penalty", parts=parts, total=p["floor"])
    if p["floor_overflow"]:
        text += " " + tr("azb.floor.overflow", n=p["floor_overflow"])
    return text


def score_sentence(p: dict, game_over: bool) -> str:
    """The score line of a player's report; the never-below-0 note only when the engine says it clamped."""
    text = tr("azb.score.line", before=p["score_before"], tiling=p["tiling"], lost=-p["floor"],
              after=p["score_after_round"])
    if p["clamped"]:
        text += " " + tr("azb.score.zero")
    if game_over:
        text += " " + tr("azb.score.bonus", bonus=p["bonus"], final=p["score"])
    return text


def winner_sentences(result: dict) -> list[str]:
    """The winner(s), and how the engine's tie-break went (its `tie_break`: the tied leaders' complete rows,
    whom they favoured, or a shared win)."""
    tie = result["tie_break"]
    if tie is None:
        (name,) = result["winners"]
        score = next(p["score"] for p in result["players"] if p["name"] == name)
        return [tr("azb.win.single", name=md(name), score=score)]
    out = [tr("azb.win.tied", names=", ".join(md(t["name"]) for t in tie["tied"]), score=tie["score"])]
    rows = ", ".join(f"{md(t['name'])} {t['rows']}" for t in tie["tied"])
    if tie["shared"]:
        out.append(tr("azb.win.shared", rows=rows, names=", ".join(md(w) for w in tie["favoured"])))
    else:
        out.append(tr("azb.win.rows", rows=rows, name=md(tie["favoured"][0])))
    return out


def wall_with(wall: list[str], placed: list[dict]) -> list[str]:
    """The wall with these placed tiles added (a replay step)."""
    grid = [list(r) for r in wall]
    for t in placed:
        grid[t["row"]][t["column"]] = LETTER_OF[t["colour"]]
    return ["".join(r) for r in grid]
