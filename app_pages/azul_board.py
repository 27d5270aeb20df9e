"""Azul board: enter each player's board as it lies on the table by tapping its drawing (pattern lines, wall,
floor line; the score typed), see every board with its problems, then end the round: the wall tiling replayed
tile by tile, the floor penalty, the new score, and at the end of the game the bonuses and the winner.
A tap reruns only the board area (a fragment, ui/azul_board_ui)."""

from __future__ import annotations

import streamlit as st

from ui import azul_board_ui, azul_setup
from ui.common import tr, working_copy


def main() -> None:
    st.title(tr("nav.azul_board"))
    st.caption(tr("azb.intro"))
    pos = working_copy(azul_setup.GAME, azul_setup.new_game)
    azul_setup.stop_if_unreadable(pos)
    azul_setup.setup_panel(pos)
    azul_setup.outside_the_box(pos)
    azul_board_ui.board_area(azul_setup.whose_board(pos["players"]))


main()
