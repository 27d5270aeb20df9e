"""Azul pieces shared by pages: colour names and swatches, drawing a board, the cached grey-wall help, the
examples, and the sentences that explain a round's wall tiling, in the player's language."""

from __future__ import annotations

import json
from functools import lru_cache

import streamlit as st

from assistant import api
from assistant.render.azul import swatches_svg, table_svg, tile_marks
from ui import azul_entry, undo
from ui.azul_entry import swatch_choices
from ui.board_component import clickable_svg
from ui.common import join_words, lang, md, position, set_position, tr
from ui.drawings import azul_board_svg  # cached by content

_FACTS = azul_entry.FACTS  # the box as the engine reports it (data/azul/components.yaml), read once
COLOURS, FIRST, LETTER_OF = azul_entry.COLOURS, azul_entry.FIRST, azul_entry.LETTER_OF
LINE_X, NAMES = _FACTS["line_x"], _FACTS["colour_names"]

EXAMPLES = ("azul-midgame-2p", "azul-endgame-4p", "azul-grey-wall")


def colour_name(colour: str) -> str:
    if colour == FIRST:
        return tr("azb.first_marker")
    return NAMES[colour][lang()]


def colour_label(colour: str | None) -> str:
    """The colour's name, for pickers; None is an empty choice."""
    if colour is None:
        return "—"
    return colour_name(colour)  # a word, not an emoji swatch: emoji need a font the browser may lack


def colour_labels() -> dict[str | None, str]:
    """colour_label of every choice (None, the colours, the marker), in the current language."""
    return {c: colour_label(c) for c in (None, *COLOURS, FIRST)}


def svg_labels() -> dict[str, str]:
    return {"score": tr("azb.svg.score"), "lid": tr("azb.svg.lid"), "beside": tr("azb.svg.beside")}


def marks() -> dict[str, str]:
    """The letters drawn on the tiles: each colour's initial in the page's language (data/azul/look.yaml)."""
    return tile_marks(lang())


def board(player: dict, variant: str, **kw) -> None:
    st.markdown(azul_board_svg(player, variant, labels=svg_labels(), marks=marks(), **kw), unsafe_allow_html=True)


def drawn_board(player: dict, variant: str, problems: list, key: str) -> None:
    """A player's board, not tappable (another player's, beside the one being entered)."""
    svg = azul_board_svg(player, variant, labels=svg_labels(), marks=marks(), problems=problems)
    clickable_svg(svg, key, None, label=player["name"])


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
    return api.example_text(name)


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
        parts = ", ".join(f"{colour_name(e['entry'])} {e['penalty']}" for e in entries)
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
    out = [tr("azb.win.tied", names=join_words([md(t["name"]) for t in tie["tied"]]), score=tie["score"])]
    rows = ", ".join(f"{md(t['name'])} {t['rows']}" for t in tie["tied"])
    if tie["shared"]:
        out.append(tr("azb.win.shared", rows=rows, names=join_words([md(w) for w in tie["favoured"]])))
    else:
        out.append(tr("azb.win.rows", rows=rows, name=md(tie["favoured"][0])))
    return out


def wall_with(wall: list[str], placed: list[dict]) -> list[str]:
    """The wall with these placed tiles added (a replay step)."""
    grid = [list(r) for r in wall]
    for t in placed:
        grid[t["row"]][t["column"]] = LETTER_OF[t["colour"]]
    return ["".join(r) for r in grid]


# --- entering a board by tapping it (ui/azul_entry does what a tap means) -----------------------------------


def _sel_key(who: int) -> str:
    return f"azb:sel:{who}"


def entry_selection(who: int) -> dict | None:
    return st.session_state.get(_sel_key(who))


def _on_tap(who: int):

    def handle(target: str) -> None:
        old = position("azul")
        new, sel = azul_entry.tap(old, who, entry_selection(who), target)
        if new != old:
            undo.record(st.session_state, "azul", old)
            set_position("azul", new)
        st.session_state[_sel_key(who)] = sel
    return handle


def entry_hint(variant: str, sel: dict | None) -> str:
    if sel and "wall" in sel:
        return tr("be.azul.hint.wall", row=sel["wall"][0] + 1, column=sel["wall"][1] + 1)
    if sel and "line" in sel:
        return tr("be.azul.hint.line", n=sel["line"], k=sel["count"])
    return tr("be.azul.hint.none_grey" if variant == "grey" else "be.azul.hint.none")


PHONE_SPACE = 39  # px: with its gap (5) a 44 px pitch, and the floor's seven spaces fit in a phone's 358 px


def entry_board(player: dict, who: int, variant: str, problems: list, tap=None) -> None:
    """The player's board, drawn and tappable: wall spaces, pattern-line slots, floor tiles; `tap`: another
    handler of its taps (the Table page's), else the session's position is changed."""

    sel = entry_selection(who)
    chosen = []
    if sel and "wall" in sel:
        chosen = [(sel["wall"][1], sel["wall"][0])]
    elif sel and "line" in sel:
        chosen = [(LINE_X, sel["line"] - 1)]
    def drawn(**how) -> str:
        return azul_board_svg(player, variant, labels=svg_labels(), marks=marks(), problems=problems,
                              clickable=True, chosen=chosen, **how)

    # a phone: the wall under the pattern lines, 39 px spaces 44 px apart (each a 44 px target: issue 16, 27.7
    # before); a wider screen: the wall beside them, as on the table
    clickable_svg(drawn(size=PHONE_SPACE, stacked=True), f"azb:board:{who}", tap or _on_tap(who), group=f"azb:{who}",
                  label=tr("be.azul.board_label", name=player["name"]), wide=[(0, drawn(size=32))])


def entry_swatches(who: int, tap=None) -> None:
    """Five large colour swatches with their colour words (and the first player marker for the floor)."""

    sel = entry_selection(who)
    if not sel:
        st.caption(tr("be.azul.swatch_floor"))
    names = {c: colour_name(c) for c in (*COLOURS, FIRST)}
    clickable_svg(swatches_svg(swatch_choices(sel), names), f"azb:swatches:{who}", tap or _on_tap(who),
                  group=f"azb:{who}", label=tr("be.azul.swatch_label"))


def history_buttons() -> None:
    """Undo and redo of the boards' entries."""

    def step(fn) -> None:
        before = fn(st.session_state, "azul", position("azul"))
        if before is not None:
            set_position("azul", before)

    row = st.container(horizontal=True, gap="small")
    row.button(tr("be.undo"), key="azb:undo", on_click=step, args=(undo.undo,),
               disabled=not undo.can_undo(st.session_state, "azul"))
    row.button(tr("be.redo"), key="azb:redo", on_click=step, args=(undo.redo,),
               disabled=not undo.can_redo(st.session_state, "azul"))
