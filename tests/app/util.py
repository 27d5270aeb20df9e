"""AppTest helpers: run a page through the router (streamlit_app.py), as a user reaches it, with the
session prepared as earlier pages would leave it."""

from __future__ import annotations

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]


def page(name: str, lang: str = "en", **state) -> AppTest:
    """An AppTest of the router showing app_pages/<name>.py; `position__alhambra=...` sets "position:alhambra"
    (state_key)."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = lang
    for key, value in state.items():
        at.session_state[state_key(key)] = value
    at.run()  # the router must run once to register its pages before AppTest can switch to one
    at.switch_page(f"app_pages/{name}.py")
    return at


def state_key(key: str) -> str:
    """A keyword's session key: "position__alhambra" is "position:alhambra"; a key that already holds a ":" is
    kept as given, since a table's random token (A-Z a-z 0-9 - _) may itself contain "__"."""
    return key if ":" in key else key.replace("__", ":")


def texts(at: AppTest, kind: str) -> list[str]:
    return [e.value for e in getattr(at, kind)]


_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def as_shown(markdown: str) -> str:
    """What a player reads from Markdown made by ui.safe_text.md: backslash escapes and the invisible word
    joiners (which only stop autolinks and shortcodes) taken away."""
    return _ESCAPE.sub(r"\1", markdown).replace("\u2060", "")


def shown(at: AppTest, kind: str) -> list[str]:
    """texts(), as the player reads them."""
    return [as_shown(t) for t in texts(at, kind)]


def boards(at: AppTest) -> dict[str, str]:
    """The SVG of every clickable board (ui/board_component) on the page, by the component's key."""
    import json

    out = {}
    for node in _walk(at._tree):
        if getattr(node, "type", None) == "bidi_component":
            data = json.loads(node.proto.json)
            if "svg" in data:  # a drawing; this browser's table list (ui/known_tables) is a component too
                out[data["key"]] = data["svg"]
    return out


def _walk(node):
    for child in (getattr(node, "children", None) or {}).values():
        yield child
        yield from _walk(child)


def page_order(at: AppTest) -> list[str]:
    """The page's errors, successes and clickable boards in the order they are laid out (columns stack in this
    order on a phone): "error:<text>", "success:<text>", "board:<key>"."""
    import json

    out = []
    for node in _walk(at._tree):
        kind = getattr(node, "type", None)
        if kind == "bidi_component":
            out.append("board:" + json.loads(node.proto.json)["key"])
        elif kind in ("error", "success"):
            out.append(f"{kind}:{node.value}")
    return out
