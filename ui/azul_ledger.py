"""What only Azul asks on the Games page (named by its registration, `ledger_widgets`; see
ui/ledger_games.py): the wall (coloured or grey) as a radio that starts from the board's, a warning when the
board's scores before the round are not the ledger's totals, and the captions on typed scores and ties."""

from __future__ import annotations

import streamlit as st

from assistant import api
from assistant.api import ledger as ledger_api
from ui.common import tr
from ui.ledger_games import GameWidgets


class AzulLedger(GameWidgets):
    typed_help = "ledger.input.azul_help"
    ties = "ledger.azul_ties"

    def variant(self, kind: str, players: int, pos: dict) -> str:
        walls = {v: tr(f"ledger.variant.{v}") for v in api.registration(kind).variants}
        board = pos.get("wall_variant")
        return st.radio(tr("ledger.wall"), list(walls), format_func=walls.get, horizontal=True,
                        index=list(walls).index(board) if board in walls else 0, key="ledger:new:wall")

    def board_checks(self, view: ledger_api.GameView, pos: dict) -> None:
        before = {p["name"]: p.get("score", 0) for p in pos["players"]}
        totals = dict(zip(view.players, view.totals, strict=True))
        if any(before[n] != totals[n] for n in view.players):
            st.warning(tr("ledger.board.score_differs"))

    def board_note(self, view: ledger_api.GameView, result: dict) -> None:
        if result.get("game_over"):
            st.caption(tr("ledger.board.game_over"))


WIDGETS = AzulLedger()
