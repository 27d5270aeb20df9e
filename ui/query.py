"""Address-bar parameters read strictly: whatever is typed or pasted there is outside text."""

from __future__ import annotations

import streamlit as st

INT32_MAX = 2**31 - 1  # the ledger's ids are 32-bit integers on PostgreSQL
SHOWN = 40  # characters of a bad parameter quoted back to the player


def is_number(raw: str) -> bool:
    """ASCII digits 0-9 only: "²".isdigit() and "٣".isdigit() are true, yet they are not numbers to us."""
    return raw.isascii() and raw.isdigit()


def int_param(name: str, low: int = 1, high: int = INT32_MAX) -> tuple[int | None, str | None]:
    """(value, raw text) of ?name=. (None, None) when absent; (None, raw) when it is not a number in
    [low, high]: a number out of range names nothing (is_number(raw) tells "not found" from "not a number")."""
    raw = st.query_params.get(name)
    if raw is None or raw == "":
        return None, None
    raw = str(raw)
    if not is_number(raw) or len(raw) > len(str(high)) or not low <= int(raw) <= high:
        return None, raw
    return int(raw), raw


def shown(raw: str) -> str:
    """A bad parameter as quoted in a message: at most SHOWN characters (escape it with ui.safe_text.md)."""
    return raw if len(raw) <= SHOWN else raw[:SHOWN] + "…"
