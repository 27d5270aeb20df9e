"""What every checker of both games returns: a broken rule, who broke it, where, and why.

A Problem carries a message *key* and its parameters, not text: the sentence a player reads is made in
their language from the rule entry's title (data/rules) and the detail template (data/messages), so the
verdict and the rule text are never two copies. Cells stay coordinates here and in the JSON; the sentence
names them in words (assistant/places.py), counted from the problem's `anchor`. This module makes the sentence
with assistant.messages' templates; messages knows nothing of problems (one direction, no circle).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from assistant.messages import detail
from assistant.places import Anchor, Place

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Problem:
    rule: str
    player: str | None
    cells: tuple[Cell, ...]
    key: str
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    # What the cells are named from in words (an Alhambra's fountain, assistant/places.py); None for Azul.
    anchor: Anchor | None = field(default=None, compare=False, hash=False)

    def sort_key(self) -> tuple:
        return (self.player or "", self.rule, self.cells, self.key)


def problem(rule: str, player: str | None, cells, key: str, *, anchor: Anchor | None = None,
            **params: Any) -> Problem:
    """Build a Problem with its cells sorted and de-duplicated, so reports are stable."""
    return Problem(rule, player, tuple(sorted({(int(x), int(y)) for x, y in cells})), key, params, anchor)


def anchored(problems: list[Problem], anchor: Anchor | None) -> list[Problem]:
    """The same problems, their cells to be named from `anchor` (the Alhambra's fountain) unless already set."""
    return [p if p.anchor is not None or anchor is None else replace(p, anchor=anchor) for p in problems]


def game_of(rule: str) -> str:
    """The game a rule id belongs to: its first part (alhambra.build.grid -> alhambra)."""
    return rule.split(".", 1)[0]


def problem_message(p: Problem, lang: str | None = None) -> str:
    from assistant.rules.knowledge import title

    place = Place(game_of(p.rule), p.cells, p.anchor)
    params = {"cells": place, "ncells": len(p.cells), "player": p.player or "", **p.params}
    return f"{title(p.rule, lang)}: {detail(p.key, lang, params)}"


def render(p: Problem, lang: str | None = None) -> dict[str, Any]:
    """The FORMATS.md shape of a problem, its message in the requested language."""
    return {
        "rule": p.rule,
        "player": p.player,
        "cells": [list(c) for c in p.cells],
        "message": problem_message(p, lang),
    }
