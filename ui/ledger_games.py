"""What the Games page asks of one game beyond the ledger's facts: how a new game's variant is chosen, which
position a board's round is scored from, what to check and say around the board's scores and the typed ones.

Why a module named by the registration (`ledger_widgets: ui.<module>`), not more facts in data: these are
widgets and small rules of the table (a variant only some table sizes may play, a board that carries the
score from before the round), so they are code, and they belong to their game. The generic page stays free of game ids
and a game without such a module gets the plain widgets below: its variants in a radio (none when it has
one), its board scored as it lies, no notes. The module's `WIDGETS` is a subclass of `GameWidgets`.
"""

from __future__ import annotations

import importlib
from typing import TypeVar

import streamlit as st

from assistant import api
from assistant.api import ledger as ledger_api
from ui.common import tr

W = TypeVar("W")


class GameWidgets:
    """The plain widgets; a game's module overrides what it asks differently."""

    typed_help: str | None = None  # the UI string key of a caption under the typed scores
    ties: str | None = None  # the UI string key of a caption under the standings (how ties are broken)

    def variant(self, kind: str, players: int, pos: dict) -> str:
        """The variant of a new game of `players`, picked beside the names (`pos`: the session's board)."""
        variants = api.registration(kind).variants
        if len(variants) == 1:
            return variants[0]
        names = {v: tr(f"ledger.variant.{v}") for v in variants}
        return st.radio(tr("ledger.variant"), list(names), format_func=names.get, horizontal=True,
                        key=f"ledger:new:{kind}:variant")

    def board_position(self, pos: dict, number: int) -> dict:
        """The position scored to record round `number` from the session's board."""
        return pos

    def board_checks(self, view: ledger_api.GameView, pos: dict) -> None:
        """Warnings where the board and the ledger's game disagree, shown before its scores."""

    def board_note(self, view: ledger_api.GameView, result: dict) -> None:
        """What the board's score report says about the round, shown under its scores."""


PLAIN = GameWidgets()


def widgets(kind: str) -> GameWidgets:
    """Game `kind`'s widgets: the `WIDGETS` of the module its registration names, else the plain ones."""
    return named_widgets(api.registration(kind).ledger_widgets, GameWidgets, PLAIN)


def named_widgets(module: str | None, kind: type[W], plain: W) -> W:
    """The `WIDGETS` of the ui module a registration names (a game's own page parts), else `plain`; one of the
    wrong class is a TypeError naming the module (a registration mistake, caught by the conformance test)."""
    if module is None:
        return plain
    found = getattr(importlib.import_module(module), "WIDGETS", None)
    if not isinstance(found, kind):
        raise TypeError(f"{module}.WIDGETS must be a {kind.__module__}.{kind.__name__}")
    return found
