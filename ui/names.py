"""A name typed on a page, checked before it reaches a position or the ledger (assistant.names decides),
so a refused name is said beside its box and never makes the position unreadable."""

from __future__ import annotations

from assistant.names import code_point, hidden_character, name_key
from ui.common import tr
from ui.safe_text import md


def rename_refusal(new: str, others, empty_key: str, taken_key: str) -> str | None:
    """The translated reason `new` cannot be a player's name next to `others`, or None when it can."""
    if not new.strip():
        return tr(empty_key, name="")
    hidden = hidden_character(new)
    if hidden:
        return tr("name.hidden_char", char=code_point(hidden[1]), at=hidden[0])
    if name_key(new) in {name_key(o) for o in others}:
        return tr(taken_key, name=md(new))
    return None


def first_refusal(names: list[str], empty_key: str, taken_key: str) -> str | None:
    """The reason the first refused name of a list (a new game's players) cannot be, or None."""
    return next((r for i, n in enumerate(names) if (r := rename_refusal(n, names[:i], empty_key, taken_key))), None)
