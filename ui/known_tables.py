"""The tables this browser created or joined. This version keeps the tokens in the session only (another
helper writes the browser-storage version with the same signatures; the coordinator takes that one)."""

from __future__ import annotations

import streamlit as st

KEY = "known_tables"


def remember(token: str) -> None:
    """Add a table's token to this browser's list (newest first, once)."""
    known = [t for t in st.session_state.get(KEY, []) if t != token]
    st.session_state[KEY] = [token, *known]


def tokens() -> list[str]:
    return list(st.session_state.get(KEY, []))
