"""What every checker of both games returns: a broken rule, who broke it, where, and why.

A Problem carries a message *key* and its parameters, not text: the sentence a player reads is made in
their language from the rule entry's title (data/rules) and the detail template (data/messages), so the
verdict and the rule text are never two copies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Problem:
    rule: str
    player: str | None
    cells: tuple[Cell, ...]
    key: str
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def sort_key(self) -> tuple:
        return (self.player or "", self.rule, self.cells, self.key)


def problem(rule: str, player: str | None, cells, key: str, **params: Any) -> Problem:
    """Build a Problem with its cells sorted and de-duplicated, so reports are stable."""
    return Problem(rule, player, tuple(sorted({(int(x), int(y)) for x, y in cells})), key, params)


def render(p: Problem, lang: str | None = None) -> dict[str, Any]:
    """The FORMATS.md shape of a problem, its message in the requested language."""
    from assistant.messages import problem_message

    return {
        "rule": p.rule,
        "player": p.player,
        "cells": [list(c) for c in p.cells],
        "message": problem_message(p, lang),
    }
