"""What the Table page asks of one game: how one seat's board is entered by taps on that player's phone, and
how a board is drawn small for the other phones. Named by the registration (`table_widgets: ui.<module>`), as
`ledger_widgets` is for Games played, so the Table page names no game; a game without one gets the plain
widgets below: its boards are shown as the engine reads them and entered on its own pages.

A seat's entry is the game's own board-page widgets, given the Table page's tap handler: each tap goes through
the game's plain tap function (`tap`) on the table's position and is written to the ledger (ui/table_write)."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from assistant import api
from ui.common import md
from ui.ledger_games import named_widgets

Tap = Callable[[str], None]  # a tap's target, handed to the Table page
# a change of the position and selection (a button's: take a tile away), handed to the Table page
Apply = Callable[[Callable[[dict, dict | None], tuple[dict, dict | None]]], None]
# a turn-by-turn step (the game's step JSON, docs/FORMATS.md "Playing turn by turn"), handed to the Table page,
# which plays it on the table over the stamp this phone showed (api.table.play_step) and says a refusal
Send = Callable[[dict], None]


class TableWidgets:
    """The plain widgets; a game's module overrides them."""

    enters = False  # whether a seat's board is entered on the Table page
    says_step = False  # whether `stage` says which round is played (then the page's own line is left out)

    def selection(self, seat: int) -> dict | None:
        """What the seat's last tap chose (a cell, a tile...), kept in the session between taps."""
        return st.session_state.get(f"table:sel:{seat}")

    def select(self, seat: int, sel: dict | None) -> None:
        st.session_state[f"table:sel:{seat}"] = sel

    def tap(self, pos: dict, seat: int, sel: dict | None, target: str) -> tuple[dict, dict | None]:
        """The position and selection after a tap on seat `seat`'s board (a plain function: no streamlit)."""
        return pos, sel

    def stage(self, led, view, seat: int | None, apply: Apply) -> None:
        """What the table asks at this point of the game, drawn above the boards on every phone (`seat`: this
        phone's, None when watching; `apply` writes to the table as the entry's does); plain: nothing."""

    def entry(self, pos: dict, seat: int, verdict: dict, tap: Tap, apply: Apply) -> None:
        """Seat `seat`'s board, tappable, with what its taps need (a box of tiles, colour swatches); `tap` and
        `apply` write to the table."""

    plays = False  # whether a table of this game can be played turn by turn (the engine's TurnRules)

    def play_setup(self, pos: dict, seat: int | None, apply: Apply) -> None:
        """Before the table plays turn by turn: what the players tap once from the real table (Alhambra: the
        market, the money row, the hands as dealt), written with `apply` as board taps are; plain: nothing."""

    def play_turn(self, pos: dict, turn: dict, seat: int | None, send: Send, problems: list[dict]) -> None:
        """While the table plays turn by turn: the widgets of the step asked now (`turn`: the engine's, with
        "player" and "phase"), active on the phone whose seat's turn it is (`seat`: this phone's, None when
        watching), each tap handed to `send` as a step; `problems`: the engine's refusal of this phone's last
        step, drawn beside what was tapped; plain: nothing."""

    def drawn_between(self, pos: dict, key: str) -> None:
        """What lies between the players (Alhambra's market and money row, Azul's factories and centre) drawn
        small, not tappable: the replay shows it as it was after each step; plain: nothing."""

    explains = False  # whether `explain_round` shows how a recorded round was scored

    def explain_round(self, pos: dict, key: str) -> None:
        """How a round was scored from `pos`, the boards as they lay then (the engine scores them again), under
        widget keys starting with `key`; plain: nothing."""

    def drawn(self, pos: dict, seat: int, problems: list[dict], key: str) -> None:
        """Seat `seat`'s board drawn small, not tappable (`problems`: the engine's, for this board); plain: the
        board as the engine reads it, as text under its player's name."""
        me = pos["players"][seat]
        st.caption(md(me["name"]))
        st.json({k: v for k, v in me.items() if k != "name"}, expanded=False)


PLAIN = TableWidgets()


def widgets(kind: str) -> TableWidgets:
    """Game `kind`'s widgets: the `WIDGETS` of the module its registration names, else the plain ones."""
    return named_widgets(api.registration(kind).table_widgets, TableWidgets, PLAIN)


def cells_of(problems: list[dict]) -> list[tuple[int, int]]:
    return [tuple(c) for p in problems for c in p.get("cells") or []]
