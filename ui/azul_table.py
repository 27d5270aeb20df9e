"""What only Azul asks on the Table page (named by its registration, `table_widgets`; see ui/table_seats):
one seat's board entered by the board page's own widgets (ui/azul_widgets: the tappable board, the colour
swatches), each tap handed to the Table page, which writes it to the table; played turn by turn, the deal and
the takes of ui/azul_play."""

from __future__ import annotations

import copy

import streamlit as st

from assistant.api import PositionError
from ui import azul_entry, azul_play, azul_round
from ui.azul_board_ui import grey_columns
from ui.azul_widgets import _sel_key, drawn_board, entry_board, entry_hint, entry_selection, entry_swatches
from ui.common import error_line, md, score, show_problems, tr
from ui.table_seats import Apply, Send, TableWidgets, Tap, cells_of


class AzulTable(TableWidgets):
    enters = True

    def selection(self, seat: int) -> dict | None:
        return entry_selection(seat)  # the board page's widgets draw the selection kept under this key

    def select(self, seat: int, sel: dict | None) -> None:
        st.session_state[_sel_key(seat)] = sel

    def tap(self, pos: dict, seat: int, sel: dict | None, target: str) -> tuple[dict, dict | None]:
        return azul_entry.tap(pos, seat, sel, target)

    def entry(self, pos: dict, seat: int, verdict: dict, tap: Tap, apply: Apply) -> None:
        me, variant = pos["players"][seat], pos.get("wall_variant", "colored")
        mine = [p for p in verdict["problems"] if p["player"] == me["name"]]
        st.caption(entry_hint(variant, self.selection(seat)))
        entry_board(me, seat, variant, cells_of(mine), tap=tap)
        entry_swatches(seat, tap=tap)
        row = st.container(horizontal=True, gap="small")
        row.button(tr("azb.floor_clear"), key=f"table:azul:floor-clear:{seat}", disabled=not me.get("floor"),
                   on_click=apply, args=(lambda p, sel: (_cleared(p, seat, "floor", []), None),))
        if variant == "grey":  # each full line's column, chosen on its own phone before the round is tiled
            grey_columns(pos, me, seat, lambda k: f"table:azul:{k}", lambda who, change: apply(
                lambda p, sel: (_changed(p, who, change), sel)))
        show_problems(mine, tr("azb.board_ok", name=md(me["name"])))

    plays = True  # the factories as dealt, then each take (ui/azul_play); nothing to set up before

    def play_turn(self, pos: dict, turn: dict, seat: int | None, send: Send, problems: list[dict]) -> None:
        azul_play.play_turn(pos, turn, seat, send, problems)

    def drawn_between(self, pos: dict, key: str) -> None:
        azul_play.between(pos, key)

    explains = True  # "End the round" on the table: the tiling tile by tile, as on the board page

    def explain_round(self, pos: dict, key: str) -> None:
        try:
            result = score(pos)
        except PositionError as exc:  # not expected: the ledger scored these very boards
            st.error(md(error_line(exc)))
            return
        azul_round.explained(pos, result, key)

    def drawn(self, pos: dict, seat: int, problems: list[dict], key: str) -> None:
        drawn_board(pos["players"][seat], pos.get("wall_variant", "colored"), cells_of(problems), key)


def _changed(pos: dict, seat: int, change) -> dict:
    """The table's position with change(player) applied to a copy of that seat's player."""
    players = [dict(p) for p in pos["players"]]
    players[seat] = copy.deepcopy(players[seat])
    change(players[seat])
    return {**pos, "players": players}


def _cleared(pos: dict, seat: int, key: str, value) -> dict:
    return _changed(pos, seat, lambda me: me.__setitem__(key, value))


WIDGETS = AzulTable()
