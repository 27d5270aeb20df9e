"""What only Alhambra asks on the Games page (named by its registration, `ledger_widgets`; see
ui/ledger_games.py): Dirk as a checkbox that only a table of Dirk's seats may tick (the registration's
`seats("dirk")`, the one Dirk rule: two players), a board scored as the scoring
being recorded, and a warning when the board and the game disagree about Dirk."""

from __future__ import annotations

import streamlit as st

from assistant import api
from assistant.api import ledger as ledger_api
from ui.common import tr
from ui.ledger_games import GameWidgets


class AlhambraLedger(GameWidgets):
    def variant(self, kind: str, players: int, pos: dict) -> str:
        allowed = players in api.registration(kind).seats("dirk")
        dirk = st.checkbox(tr("ledger.dirk"), value=allowed and pos.get("dirk") is not None,
                           disabled=not allowed, key="ledger:new:dirk", help=tr("ledger.dirk_help"))
        return "dirk" if dirk and allowed else "base"

    def board_position(self, pos: dict, number: int) -> dict:
        return {**pos, "round": number}  # the board scored as the scoring being recorded

    def board_checks(self, view: ledger_api.GameView, pos: dict) -> None:
        if (pos.get("dirk") is not None) != (view.variant == "dirk"):
            st.warning(tr("ledger.board.dirk_differs"))


WIDGETS = AlhambraLedger()
