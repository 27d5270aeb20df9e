"""What only Alhambra asks on the Games page (named by its registration, `ledger_widgets`; see
ui/ledger_games.py): Dirk as a checkbox that only a two-player game may tick, a board scored as the scoring
being recorded, and a warning when the board and the game disagree about Dirk."""

from __future__ import annotations

import streamlit as st

from assistant.api import ledger as ledger_api
from ui.common import tr
from ui.ledger_games import GameWidgets


class AlhambraLedger(GameWidgets):
    def variant(self, kind: str, players: int, pos: dict) -> str:
        dirk = st.checkbox(tr("ledger.dirk"), value=players == 2 and pos.get("dirk") is not None,
                           disabled=players != 2, key="ledger:new:dirk", help=tr("ledger.dirk_help"))
        return "dirk" if dirk and players == 2 else "base"

    def board_position(self, pos: dict, number: int) -> dict:
        return {**pos, "round": number}  # the board scored as the scoring being recorded

    def board_checks(self, view: ledger_api.GameView, pos: dict) -> None:
        if (pos.get("dirk") is not None) != (view.variant == "dirk"):
            st.warning(tr("ledger.board.dirk_differs"))


WIDGETS = AlhambraLedger()
