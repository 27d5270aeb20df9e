"""What only Alhambra asks on the Table page (named by its registration, `table_widgets`; see ui/table_seats):
one seat's Alhambra entered by the board page's own widgets (ui/alhambra_board_ui: the clickable Alhambra, the
box of tiles, the market, the reserve), each tap handed to the Table page, which writes it to the table; and
a table played turn by turn (ui/alhambra_play: the setup taps and each step of a turn)."""

from __future__ import annotations

import streamlit as st

from ui import alhambra_board_ui as board_ui
from ui import alhambra_entry as entry
from ui import alhambra_play as play
from ui import alhambra_play_taps as taps
from ui import alhambra_steps as steps
from ui import alhambra_table_steps
from ui.alhambra_widgets import type_labels
from ui.board_component import clickable_svg
from ui.common import md, show_problems, tr
from ui.drawings import alhambra_svg, hand_svg, market_svg  # cached by content
from ui.table_seats import Apply, Send, TableWidgets, Tap, cells_of


class AlhambraTable(TableWidgets):
    enters = True
    says_step = True  # the step line names the scoring played towards and what to do next

    def selection(self, seat: int) -> dict | None:
        return board_ui.selection(seat)  # the board page's widgets draw the selection kept under this key

    def select(self, seat: int, sel: dict | None) -> None:
        st.session_state[board_ui.sel_key(seat)] = sel

    def tap(self, pos: dict, seat: int, sel: dict | None, target: str) -> tuple[dict, dict | None]:
        return entry.tap(pos, seat, sel, target)

    def stage(self, led, view, seat: int | None, apply: Apply) -> None:
        alhambra_table_steps.stage(led, view, seat, apply)  # Dirk's tiles, the hands, the market award

    def entry(self, pos: dict, seat: int, verdict: dict, tap: Tap, apply: Apply) -> None:
        me = {"reserve": [], **pos["players"][seat]}
        pos = {**pos, "players": [*pos["players"][:seat], me, *pos["players"][seat + 1:]]}
        if steps.recorded(pos) == steps.scorings() - 1:
            self.offer(pos, seat)
        sel = self.selection(seat)
        legal = board_ui.legal_cells(pos, me["name"], sel)
        mine = [p for p in verdict["problems"] if p["player"] == me["name"]]
        segs = board_ui.wall_segments(pos, me["name"])
        st.caption(board_ui.hint(me, sel, legal))
        board_ui.board(pos, seat, problems=cells_of(mine), wall_segments=segs, legal=legal, tap=tap)
        actions(seat, sel, me, apply)
        show_problems(mine, tr("alh.board_ok", name=md(me["name"])))
        board_ui.palette(pos, seat, f"alh:box:{seat}", tap=tap)
        board_ui.market(pos, seat, tap=tap)
        st.caption(f"**{tr('alh.reserve')}**")
        board_ui.reserve(pos, seat, tap=tap)

    plays = True  # the engine's turn-by-turn rules (assistant/alhambra/turns.py), drawn by ui/alhambra_play

    def play_setup(self, pos: dict, seat: int | None, apply: Apply) -> None:
        play.play_setup(pos, seat, apply)  # the market, the money row, the hands as dealt

    def play_turn(self, pos: dict, turn: dict, seat: int | None, send: Send, problems: list[dict]) -> None:
        play.play_turn(pos, turn, seat, send, problems)

    def offer(self, pos: dict, seat: int) -> None:
        """In the last round a tile newly in the seat's reserve (a market tile awarded at the end, above all) is
        chosen for it, so its legal cells are lit and one tap builds it; offered once per reserve as it lies, so
        a tile let go is not chosen again."""
        key = f"table:alh:offered:{seat}"
        lying = repr(pos["players"][seat].get("reserve") or [])
        if st.session_state.get(key) == lying:
            return
        st.session_state[key] = lying
        if self.selection(seat) is None:
            chosen = steps.offer(pos, seat)
            if chosen is not None:
                self.select(seat, chosen)

    def drawn_between(self, pos: dict, key: str) -> None:
        between(pos, key)

    def drawn(self, pos: dict, seat: int, problems: list[dict], key: str) -> None:
        me = pos["players"][seat]
        svg = alhambra_svg(me["alhambra"], problems=cells_of(problems),
                           wall_segments=board_ui.wall_segments(pos, me["name"]), labels=type_labels(),
                           title=me["name"])
        clickable_svg(svg, key, None, label=me["name"])


def between(pos: dict, key: str) -> None:
    """The market and the money row as they lie, not tappable, under keys of the caller's (the replay's)."""
    squares = play.market_squares(pos)
    left, right = st.columns(2, gap="medium")
    left.caption(f"**{tr('be.market')}**")
    with left:
        clickable_svg(market_svg(squares, labels=type_labels()), f"{key}:market", None, label=tr("be.market"))
    right.caption(f"**{tr('play.alh.money_row')}**")
    if taps.row(pos):
        with right:
            clickable_svg(hand_svg(taps.row(pos), play.names(), prefix="row"), f"{key}:row", None,
                          label=tr("play.alh.money_row"))


def actions(seat: int, sel: dict | None, me: dict, apply: Apply) -> None:
    """The board page's buttons for the chosen tile (ui/alhambra_entry): back into the box, onto the reserve,
    let go; each written to the table as a tap is."""
    placed = bool(sel and "placed" in sel)
    fountain = placed and any(c.get("fountain") and [c["x"], c["y"]] == sel["placed"] for c in me["alhambra"])
    row = st.container(horizontal=True, gap="small")
    if (placed and not fountain) or (sel and sel.get("from") == "reserve"):
        row.button(tr("be.take_away"), key=f"table:alh:take:{seat}", width="content",
                   on_click=apply, args=(lambda p, s: (entry.take_away(p, seat, s), None),))
    if (placed and not fountain) or (sel and sel.get("from") == "box"):
        row.button(tr("be.to_reserve"), key=f"table:alh:to-res:{seat}", width="content",
                   on_click=apply, args=(lambda p, s: (entry.to_reserve(p, seat, s), None),))
    if sel:
        row.button(tr("be.cancel"), key=f"table:alh:let-go:{seat}", width="content",
                   on_click=apply, args=(lambda p, s: (p, None),))


WIDGETS = AlhambraTable()
