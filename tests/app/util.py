"""AppTest helpers: run a page file standalone with a session prepared as the router would leave it."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]


def page(name: str, lang: str = "en", **state) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / f"{name}.py"), default_timeout=60)
    at.session_state["lang"] = lang
    for key, value in state.items():
        at.session_state[key.replace("__", ":")] = value
    return at


def texts(at: AppTest, kind: str) -> list[str]:
    return [e.value for e in getattr(at, kind)]
