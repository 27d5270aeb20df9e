"""Alhambra board: the drawn Alhambra is the input. Tap a free cell then a tile of the box (or a tile, then
one of the cells where it may go); see every problem and the longest wall at once; undo, redo; reserve,
market, Dirk's tiles and redesign moves. A tap reruns only the board area (a fragment)."""

from __future__ import annotations

import streamlit as st

from ui import alhambra_board_ui, alhambra_setup
from ui.common import tr, working_copy


def main() -> None:
    st.title(tr("nav.alhambra_board"))
    st.caption(tr("alh.board_intro"))
    pos = working_copy(alhambra_setup.GAME, alhambra_setup.new_game)
    alhambra_setup.players_panel(pos)
    alhambra_setup.outside_the_box(pos)
    alhambra_board_ui.board_area(alhambra_setup.whose_board(pos))


main()
