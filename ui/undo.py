"""Undo and redo of a page's entries: two stacks of positions (as JSON text, so nothing kept can change)
in a mapping, st.session_state in the app, a plain dict in tests. No streamlit here."""

from __future__ import annotations

import json
from collections.abc import MutableMapping

DEPTH = 200  # a 4-player Alhambra of all 54 tiles is 54 entries; room for every correction too


def _stack(state: MutableMapping, name: str) -> list[str]:
    return state.setdefault(name, [])


def record(state: MutableMapping, game: str, before: dict) -> None:
    """Remember `before`, the position an entry is about to change; a new entry forgets what was undone."""
    undo = _stack(state, f"undo:{game}")
    undo.append(json.dumps(before, ensure_ascii=False))
    del undo[:-DEPTH]
    state[f"redo:{game}"] = []


def _step(state: MutableMapping, source: str, target: str, current: dict) -> dict | None:
    """Pop the last position of one stack, keeping `current` on the other (None when the first is empty)."""
    stack = _stack(state, source)
    if not stack:
        return None
    _stack(state, target).append(json.dumps(current, ensure_ascii=False))
    return json.loads(stack.pop())


def undo(state: MutableMapping, game: str, current: dict) -> dict | None:
    """The position before the last entry (None when there is none); `current` can be redone."""
    return _step(state, f"undo:{game}", f"redo:{game}", current)


def redo(state: MutableMapping, game: str, current: dict) -> dict | None:
    """The position undone last (None when there is none); `current` can be undone again."""
    return _step(state, f"redo:{game}", f"undo:{game}", current)


def can_undo(state: MutableMapping, game: str) -> bool:
    return bool(state.get(f"undo:{game}"))


def can_redo(state: MutableMapping, game: str) -> bool:
    return bool(state.get(f"redo:{game}"))
