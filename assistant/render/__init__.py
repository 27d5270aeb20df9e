"""SVG drawings of the boards: pure functions from plain data to SVG text (no streamlit, no I/O).

Every text that may come from a user (player names above all) goes through `esc`.
"""

from html import escape


def esc(value) -> str:
    return escape(str(value), quote=True)
