"""The app's few rules of style over Streamlit's own, drawn by the router on every page."""

from __future__ import annotations

import streamlit as st

# A text box's "Press Enter to apply · 58/500" sits over the box's lower right by default, on the typed text
# once it is long (issue 16, the Rules page's question and the notation box): it goes in a strip kept free
# under the box. Kept free even while it is not shown: appearing with the focus, it would move what lies
# below (a button) away from a click already on its way.
STYLE = """<style>
@media (max-width: 640px) {
  [data-testid="stColumn"]:not(:has([data-testid="stElementContainer"])) { display: none; }
}
[data-testid="stTextInput"] { padding-bottom: 1.25rem; }
[data-testid="stTextInput"] div:has(> [data-testid="InputInstructions"]) {
  position: absolute; top: auto; bottom: 0; right: 0; left: auto; }
[data-testid="stTextInput"] [data-testid="InputInstructions"] { position: static; text-align: right; }
</style>"""


def apply() -> None:
    st.html(STYLE)  # style only: Streamlit puts it where it takes no room
