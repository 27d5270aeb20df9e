"""Table Referee: the app's entry point.

Until the full multipage app lands, this home page loads a sample Alhambra position, or one the user
uploads, and shows what the engine says about it: the verdict of `check` and the score of `score`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import streamlit as st

from assistant import api
from assistant.errors import PositionError

SAMPLE = Path(__file__).parent / "examples" / "alhambra-sample.json"

st.set_page_config(page_title="Table Referee", page_icon="🏰", layout="wide")
st.title("Table Referee")
st.caption("The rules assistant and scoring checker for Alhambra and Azul.")


@st.cache_data
def sample_text() -> str:
    return SAMPLE.read_text(encoding="utf-8")


uploaded = st.file_uploader("Open a position file (JSON)", type=["json"])
text = uploaded.getvalue() if uploaded is not None else sample_text().encode("utf-8")
st.write("Position:", uploaded.name if uploaded is not None else "the sample Alhambra")

try:
    from assistant.jsonio import parse_json

    position = parse_json(text, "position")
    verdict = api.check(position)
    result = api.score(position) if isinstance(position, dict) and position.get("game") in api.GAMES else None
except PositionError as exc:
    st.error(str(exc))
    st.stop()

if verdict["valid"]:
    st.success("This position obeys every rule the referee knows.")
else:
    for p in verdict["problems"]:
        st.error(f"**{p['player'] or ''}** {p['message']} ({p['rule']})")

if result and result["game"] == "alhambra":
    st.subheader(f"Scoring round {result['round']}")
    rows = {p["name"]: {**p["buildings"], "wall": p["wall"], "total": p["total"]} for p in result["players"]}
    if result["dirk"]:
        rows["Dirk"] = {**result["dirk"]["buildings"], "wall": 0, "total": result["dirk"]["total"]}
    st.dataframe(pd.DataFrame(rows).T, use_container_width=True)
elif result:
    st.json(result)

with st.expander("Raw position"):
    st.code(json.dumps(position, ensure_ascii=False, indent=2), language="json")
