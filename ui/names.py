"""A name typed on a page, checked before it reaches a position or the ledger (assistant.names decides),
so a refused name is said beside its box and never makes the position unreadable."""

from __future__ import annotations

from assistant import api
from ui.common import tr
from ui.safe_text import md


def rename_refusal(new: str, others, empty_key: str, taken_key: str) -> str | None:
    """The translated reason `new` cannot be a player's name next to `others`, or None when it can."""
    refused = api.name_refusal(new, list(others))
    if refused is None:
        return None
    if refused["problem"] == "empty":
        return tr(empty_key, name="")
    if refused["problem"] == "hidden":
        return tr("name.hidden_char", char=refused["char"], at=refused["at"])
    return tr(taken_key, name=md(new))


def first_refusal(names: list[str], empty_key: str, taken_key: str) -> str | None:
    """The reason the first refused name of a list (a new game's players) cannot be, or None."""
    return next((r for i, n in enumerate(names) if (r := rename_refusal(n, names[:i], empty_key, taken_key))), None)
