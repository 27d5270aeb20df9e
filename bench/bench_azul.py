"""Per-call times of the Azul engine (not a test: prints figures).

    python bench/bench_azul.py

Target (Azul engine issue): api.score of a 4-player position under 0.3 ms in-process, parsing included.
Also printed: api.check of the same position, the take move, and the grey-wall suggestion at its worst
(five full lines of five colours on an empty wall: 5^5 choices).
"""

from __future__ import annotations

import json
import sys
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.azul.grey import suggest  # noqa: E402

POSITION = json.loads((ROOT / "examples" / "azul-endgame-4p.json").read_text(encoding="utf-8"))
MIDGAME = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
TAKE = {"action": "take", "player": "Kemal", "from": 0, "colour": "blue", "line": 3}
WORST_GREY = [("blue", 1), ("red", 2), ("yellow", 3), ("black", 4), ("white", 5)]


def per_call(fn, number: int) -> float:
    """Best of 5 runs, in microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6


def main() -> None:
    api.check(POSITION)  # load the rule entries and message templates once, as a running app has them
    rows = [
        ("score, 4 players (parse + tiling + end of game)", per_call(lambda: api.score(POSITION), 2000), 300),
        ("check, 4 players (parse + every rule)", per_call(lambda: api.check(POSITION), 2000), None),
        ("move take, 2 players (parse + move + after)", per_call(lambda: api.move(MIDGAME, TAKE), 2000), None),
        ("grey suggestion, 5 full lines, empty wall", per_call(lambda: suggest(["....."] * 5, WORST_GREY), 20), None),
    ]
    for name, us, target in rows:
        verdict = "" if target is None else ("  OK" if us < target else f"  OVER target {target} us")
        print(f"{name:<52} {us:9.1f} us{verdict}")


if __name__ == "__main__":
    main()
