"""The app's few rules of style over Streamlit's own, drawn by the router on every page."""

from __future__ import annotations

import streamlit as st

# A text box's "Press Enter to apply · 58/500" sits over the box's lower right by default, on the typed text
# once it is long (issue 16, the Rules page's question and the notation box): it goes under the box instead.
# On a phone the columns stack, and a column left empty (one board in a row of two) still took a row and its
# gap: 64 px of nothing (issue 16: a 200 px gap above "End the round" on the Azul board). It is not drawn.
STYLE = """<style>
@media (max-width: 640px) {
  [data-testid="stColumn"]:not(:has([data-testid="stElementContainer"])) { display: none; }
}
[data-testid="stTextInput"] div:has(> [data-testid="InputInstructions"]) { position: static; }
[data-testid="stTextInput"] [data-testid="InputInstructions"] { position: static; text-align: right;
                                                                padding-top: 2px; }
</style>"""


def apply() -> None:
    st.html(STYLE)  # style only: Streamlit puts it where it takes no room
