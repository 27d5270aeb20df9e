"""Server time of a page rerun after an input, measured with AppTest (not a test: prints figures).

    python bench/bench_app.py

Target (issue 6): every page reruns in under 300 ms after an input. Each page is run once to warm the
caches, then one input is made and the rerun timed (best of several).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from streamlit.testing.v1 import AppTest  # noqa: E402

SAMPLE_ALHAMBRA = json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))
SAMPLE_AZUL = json.loads((ROOT / "examples" / "azul-endgame-4p.json").read_text(encoding="utf-8"))


def prepared(page: str) -> AppTest:
    """The router showing `page`, with sample positions in the session, run once (caches warm)."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    at.session_state["position:alhambra"] = SAMPLE_ALHAMBRA
    at.session_state["position:azul"] = SAMPLE_AZUL
    at.run()  # the router registers its pages on its first run
    at.switch_page(f"app_pages/{page}.py")
    return at.run()


# One representative input per page: (page, description, function making the input on a run AppTest).
INPUTS = [
    ("home", "plain rerun", lambda at: at),
    ("alhambra_board", "plain rerun of the board", lambda at: at),
    ("alhambra_board", "choose a tile: its legal cells light up",
     lambda at: at.session_state.__setitem__("alh:sel:0", {"tile": {"type": "garden", "price": 10, "walls": ""},
                                                          "from": "box"}) or at),
    ("alhambra_scoring", "choose round 3", lambda at: at.radio(key="score:round").set_value(3)),
    ("alhambra_turn", "buy: change the action number", lambda at: at.number_input(key="turn:buy:action").set_value(2)),
    ("azul_board", "end the round (4 players)", lambda at: at.button(key="azb:end").click()),
    ("rules", "ask a question", lambda at: at.text_input(key="rules:question").input("How do ties work?")),
    ("learn", "answer the quiz (or rerun the tour)", lambda at: at.button(key="learn:quiz:legal").click()
     if any(b.key == "learn:quiz:legal" for b in at.button) else at),
]


def main() -> None:
    print(f"{'page':18s} {'input':40s} {'rerun ms':>9s}")
    for page, what, act in INPUTS:
        if not (ROOT / "app_pages" / f"{page}.py").exists():
            print(f"{page:18s} (page missing)")
            continue
        times = []
        for _ in range(5):
            at = prepared(page)
            act(at)
            t0 = time.perf_counter()
            at.run()
            times.append((time.perf_counter() - t0) * 1000)
            if at.exception:
                print(f"{page:18s} {what:40s} EXCEPTION {at.exception[0].message}")
                break
        else:
            print(f"{page:18s} {what:40s} {min(times):9.1f}   (median {sorted(times)[2]:.1f}; target < 300)")


if __name__ == "__main__":
    main()
