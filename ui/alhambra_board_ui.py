"""The Alhambra board page's tap-to-enter parts: the clickable Alhambra, the tiles of the box, the market,
the reserve and Dirk's pile, the buttons for a chosen tile, undo and redo. Every change goes through
ui/alhambra_entry (plain functions) and is recorded for undo; callbacks run before the next run.

They live in one fragment (`board_area`): a tap reruns only it, not the router, the players panel and the
sidebar, and it writes the address bar itself (keep_in_url), as the router does after a full run.
"""

from __future__ import annotations

import streamlit as st

from assistant.api import PositionError, message
from assistant.render.alhambra import tile_key
from ui import alhambra_entry as entry
from ui import alhambra_redesign, common, undo
from ui.alhambra_widgets import tile_text, type_labels, type_name
from ui.board_component import board_fragment, clickable_svg
from ui.common import lang, md, place, position, score, set_position, show_problems, tr
from ui.drawings import alhambra_svg, market_svg, palette_svg, strip_svg  # cached by content
from ui.position_io import keep_in_url, position_io

GAME = "alhambra"
# Below the width at which Streamlit stacks its columns, the two columns of the board area are one flow.
SCREEN_CSS = """<style>
@media (max-width: 640px) {
  .st-key-tr-board-columns [data-testid="stHorizontalBlock"] { flex-direction: column; flex-wrap: nowrap; gap: 1rem; }
  .st-key-tr-board-columns [data-testid="stColumn"],
  .st-key-tr-board-columns [data-testid="stColumn"] > [data-testid="stVerticalBlock"] { display: contents; }
}
</style>"""
WHOLE_ROWS = 420  # px: the least width of the box's column for one row per building type (tiles >= 33 px)


def sel_key(who: int) -> str:
    return f"alh:sel:{who}"


def selection(who: int) -> dict | None:
    return st.session_state.get(sel_key(who))


def commit(new: dict, who: int, sel: dict | None) -> None:
    """Keep the new position (recording the old one for undo when it changed) and the new selection."""
    old = position(GAME)
    if new != old:
        undo.record(st.session_state, GAME, old)
        set_position(GAME, new)
    st.session_state[sel_key(who)] = sel


def group(who: int) -> str:
    """Every drawing of board `who` shares one handler, so one queue of taps (ui/board_component)."""
    return f"alh:{who}"


def on_tap(who: int):
    def handle(target: str) -> None:
        new, sel = entry.tap(position(GAME), who, selection(who), target)
        commit(new, who, sel)
    return handle


def _act(fn, who: int):
    def run() -> None:
        commit(fn(position(GAME), who, selection(who)), who, None)
    return run


def _history(step) -> None:
    before = step(st.session_state, GAME, position(GAME))
    if before is not None:
        set_position(GAME, before)
        for k in [k for k in st.session_state if str(k).startswith("alh:sel:")]:
            st.session_state[k] = None


def legal_cells(pos: dict, name: str, sel: dict | None) -> list[tuple[int, int]]:
    """Where the chosen tile may legally go (the engine's `place`); none when no tile is chosen."""
    if not sel or "tile" not in sel:
        return []
    try:
        return [tuple(c) for c in place(pos, name, sel["tile"])["positions"]]
    except PositionError:
        return []


def hint(me: dict, sel: dict | None, legal: list) -> str:
    """What the next tap does, in a sentence."""
    if not sel:
        return tr("be.hint.none")
    if "cell" in sel:
        return tr("be.hint.cell")
    if "move" in sel:
        return tr("be.hint.move")
    if "market" in sel:
        return tr("be.hint.market", square=currency_name(sel["market"]))
    if "placed" in sel:
        here = next((c for c in me["alhambra"] if [c["x"], c["y"]] == sel["placed"]), {"fountain": True})
        return tr("be.hint.placed", what=tile_text(here))
    what = tile_text(sel["tile"])
    return tr("be.hint.tile", what=what, n=len(legal)) if legal else tr("be.hint.tile_none", what=what)


def currency_name(currency: str) -> str:
    return message(f"alhambra.currency.{currency}", lang())


def wall_segments(pos: dict, name: str) -> list[dict]:
    """The longest outer wall of `name`'s Alhambra (none when the position cannot be scored: the check says
    why)."""
    try:
        walls = score({**pos, "round": pos.get("round") or 1})
    except PositionError:
        return []
    return next(p["wall_segments"] for p in walls["players"] if p["name"] == name)


def board(pos: dict, who: int, *, problems, wall_segments, legal, tap=None) -> None:
    """Player `who`'s Alhambra, tappable; `tap`: another handler of its taps (the Table page's), else the
    session's position is changed."""
    me = pos["players"][who]
    sel = selection(who)
    chosen = (sel or {}).get("cell") or (sel or {}).get("placed") or (sel or {}).get("move")
    svg = alhambra_svg(me["alhambra"], problems=problems, legal=legal, selected=tuple(chosen) if chosen else None,
                       wall_segments=wall_segments, labels=type_labels(), title=me["name"], clickable=True)
    clickable_svg(svg, f"alh:board:{who}", tap or on_tap(who), group=group(who),
                  label=tr("be.board_label", name=me["name"]), sticky=True)


def actions(pos: dict, who: int) -> None:
    """The buttons for the chosen tile, undo and redo: one compact row under the board."""
    sel = selection(who)
    me = pos["players"][who]
    placed = bool(sel and "placed" in sel)
    fountain = placed and any(c.get("fountain") and [c["x"], c["y"]] == sel["placed"] for c in me["alhambra"])
    row = st.container(horizontal=True, gap="small")
    row.button(tr("be.undo"), key="alh:undo", on_click=_history, args=(undo.undo,),
                   disabled=not undo.can_undo(st.session_state, GAME), width="content")
    row.button(tr("be.redo"), key="alh:redo", on_click=_history, args=(undo.redo,),
                   disabled=not undo.can_redo(st.session_state, GAME), width="content")
    if placed and not fountain or (sel and sel.get("from") == "reserve"):
        row.button(tr("be.take_away"), key="alh:take", on_click=_act(entry.take_away, who), width="content")
    if (placed and not fountain) or (sel and sel.get("from") == "box"):
        row.button(tr("be.to_reserve"), key="alh:to-res", on_click=_act(entry.to_reserve, who), width="content")
    if placed:
        row.button(tr("be.move"), key="alh:move", width="content",
                       on_click=lambda: st.session_state.__setitem__(sel_key(who), {"move": sel["placed"]}))
    if sel:
        row.button(tr("be.cancel"), key="alh:let-go", width="content",
                       on_click=lambda: st.session_state.__setitem__(sel_key(who), None))


def palette(pos: dict, who: int, key: str, tap=None) -> None:
    """The tiles of the box, grouped by building type; faint when already on the table."""
    sel = selection(who) or {}
    chosen = tile_key(sel["tile"]) if sel.get("from") == "box" else None
    groups: dict[str, list] = {}
    for tile, left in entry.in_box(pos):
        groups.setdefault(tile["type"], []).append((tile, left))
    named = [(type_name(t), tiles) for t, tiles in groups.items()]
    svg = palette_svg(named, selected=chosen)  # a phone: seven 44 px tiles a row
    # beside the board on a laptop: a row per type (or nine a row in a narrow column), so that the whole box
    # fits on the screen next to the board at 1400x900 and at 1024x768
    wide = [(WHOLE_ROWS, palette_svg(named, selected=chosen, per_row=max(len(t) for _, t in named))),
            (0, palette_svg(named, selected=chosen, per_row=9))]
    st.caption(f"**{tr('be.box')}** · {tr('be.box_help')}")
    clickable_svg(svg, key, tap or on_tap(who), group=group(who), label=tr("be.palette_label"), wide=wide)


def market(pos: dict, who: int, help_key: str = "be.market_help", tap=None) -> None:
    """The market squares, one a currency, the same on every view: tap a square then a tile of the box (or
    the tile first, on a player's view), tap a market tile to put it back in the box."""
    sel = selection(who) or {}
    on = {t["currency"]: t for t in pos.get("market") or []}
    squares = [(c, currency_name(c), on.get(c)) for c in entry.currencies()]
    st.caption(f"**{tr('be.market')}** · {tr(help_key)}")
    clickable_svg(market_svg(squares, selected=sel.get("market"), labels=type_labels()), f"alh:market:{who}",
                  tap or on_tap(who), group=group(who), label=tr("be.market"))


def reserve(pos: dict, who: int, tap=None) -> None:
    me = pos["players"][who]
    sel = selection(who) or {}
    st.caption(tr("be.reserve_help"))
    if not me.get("reserve"):
        st.caption(tr("alh.none_yet"))
        return
    chosen = sel.get("index") if sel.get("from") == "reserve" else None
    svg = strip_svg(me["reserve"], "reserve", selected=chosen, labels=type_labels())
    clickable_svg(svg, f"alh:reserve:{who}", tap or on_tap(who), group=group(who), label=tr("be.strip_label"))


def dirk(pos: dict, who: int, problems: list[dict]) -> None:
    """Dirk's pile: tap a tile of the box to give it to him, tap his tile to put it back; and the market, as on
    a player's view (a square first: a tile of the box tapped first goes to Dirk). His problems sit under his
    pile, above the box, as a player's sit under the drawing."""
    sel = selection(who)
    if sel and "market" in sel:
        st.caption(hint({}, sel, []))
    st.caption(tr("be.dirk_help"))
    if pos.get("dirk"):
        svg = strip_svg(pos["dirk"], "dirk", labels=type_labels())
        clickable_svg(svg, "alh:dirk-pile", on_tap(who), group=group(who), label=tr("be.strip_label"))
    else:
        st.caption(tr("alh.none_yet"))
    show_problems(problems)
    palette(pos, who, "alh:dirk-box")
    market(pos, who, "be.market_help_dirk")


@board_fragment
def board_area(who: int) -> None:
    """Everything a tap changes: the board (or Dirk's pile), the box, the market, the verdicts, the reserve,
    the redesign panel, the notation; reruns alone on a tap."""
    pos = position(GAME)
    verdict = common.check(pos)  # looked up at the call: tests replace it
    if who >= len(pos["players"]):  # Dirk: a pile of tiles, no Alhambra
        st.subheader(tr("alh.dirk_tiles"))
        dirk(pos, who, [p for p in verdict["problems"] if p["player"] == "Dirk"])
    else:
        _player_area(pos, who, verdict)
    others = [p for p in verdict["problems"] if p["player"] is None]
    if others:
        st.subheader(tr("alh.table_problems"))
        show_problems(others)
    position_io(GAME, pos)
    keep_in_url()


def _player_area(pos: dict, who: int, verdict: dict) -> None:
    me = {"reserve": [], **pos["players"][who]}  # reserve is optional in a position file (FORMATS.md)
    pos = {**pos, "players": [*pos["players"][:who], me, *pos["players"][who + 1:]]}
    sel = selection(who)
    legal = legal_cells(pos, me["name"], sel)
    mine = [p for p in verdict["problems"] if p["player"] == me["name"]]
    mv = alhambra_redesign.current_move(me, sel)
    outlined = [tuple(c) for p in mine for c in p["cells"]] + alhambra_redesign.refused_cells(mv)
    segs = wall_segments(pos, me["name"])
    # The board and the box side by side on a laptop, the board's column staying in view while the box, the
    # market and the reserve scroll by (ui/board_component: sticky), so a tile is two taps and no scrolling
    # (issue 16: the box used to sit 640 px under the board, with the right-hand column empty). On a phone the
    # columns stack in this order and the board alone sticks to the top of the screen; a sticky element sticks
    # only within its parent, so there both columns' contents flow as one (SCREEN_CSS).
    st.html(SCREEN_CSS)
    left, right = st.container(key="tr-board-columns").columns(2, gap="medium")
    with left:
        st.caption(hint(me, sel, legal))
        board(pos, who, problems=outlined, wall_segments=segs, legal=legal)
        st.caption(tr("alh.legend", wall=len(segs)))
        actions(pos, who)
        # the verdict right under the drawing that outlines its cells, before the box of tiles: on a phone the
        # columns stack, and after the box it would land ~1000 px below the board
        show_problems(mine, tr("alh.board_ok", name=md(me["name"])))
    with right:
        palette(pos, who, f"alh:box:{who}")
        market(pos, who)
        st.subheader(tr("alh.reserve"))
        reserve(pos, who)
        alhambra_redesign.panel(pos, who, mv, commit)
