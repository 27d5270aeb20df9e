"""A step played turn by turn to the next turn shown on every phone (issue 19, "Proof": <= 2 s at p95 with 4
phones), in a real browser (Debian chromium + Playwright) against a real `streamlit run` on a temp ledger.

A 4-player Azul table is played turn by turn (api.table.start_play); four phone contexts (390x844) open its link,
each on its seat. Each step is a take played through api.table.play_step on the server's own ledger (the tiles of
a factory's first colour, or the centre's, onto the floor: always allowed), as the phone whose turn it is would
send it; each phone is timed until its turn line (the page's first info box) names the next turn: the 1 s poll,
then the page's rerun. No phone's own tap is in the figure; bench/bench_table_live.py times taps.
Prints the figures and appends them to bench/results/play_phones.txt.
Run: python bench/bench_play_phones.py [--phones 4] [--steps 16]
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.ledger import db  # noqa: E402
from bench import bench_table_live as live  # noqa: E402
from bench.bench_board_entry import server  # noqa: E402
from bench.bench_table_live import NAMES, pct  # noqa: E402
from tests.browser.steps import wait_idle  # noqa: E402
from tests.browser.test_app_in_browser import launch  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "play_phones.txt"
COLOURS = ("blue", "yellow", "red", "black", "white")
TURN_LINE = """() => { const e = document.querySelector('[data-testid="stAlertContentInfo"]');
  return e ? e.innerText : ''; }"""


def take(pos: dict) -> dict:
    """A take always allowed: a factory's first colour (else the centre's) onto the floor."""
    for i, factory in enumerate(pos["factories"]):
        if factory:
            return {"step": "take", "from": i, "colour": factory[0], "line": "floor"}
    colour = next(c for c in pos["centre"] if c != "first")
    return {"step": "take", "from": "centre", "colour": colour, "line": "floor"}


def join(browser, base: str, token: str, seat: int):
    """A phone at the table with its seat picked (bench_table_live's), once its page has settled."""
    page = live.join(browser, base, token, seat)
    wait_idle(page, timeout=300000)
    return page


def until_changed(pages: list, before: list[str], started: float, timeout: float = 30.0) -> list[float]:
    """Seconds from `started` until each page's turn line differs from `before` (inf: not within timeout)."""
    seen = [float("inf")] * len(pages)
    while time.perf_counter() - started < timeout and float("inf") in seen:
        for i, page in enumerate(pages):
            if seen[i] == float("inf") and page.evaluate(TURN_LINE) not in ("", before[i]):
                seen[i] = time.perf_counter() - started
    return seen


def main() -> None:
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser()
    ap.add_argument("--phones", type=int, default=4)
    ap.add_argument("--steps", type=int, default=16)
    ap.add_argument("--no-save", action="store_true", help="print only (a trial run)")
    args = ap.parse_args()
    path = Path(tempfile.mkdtemp()) / "ledger.db"
    led = db.open_ledger(f"sqlite+pysqlite:///{path}")
    view = api.table.create_table(led, {"game": "azul", "players": NAMES}, seed=5)
    view = api.table.start_play(led, view.token, view.stamp).table
    if view.turn["phase"] == "deal":  # a table starts with empty factories: the first step deals them
        factories = len(api.azul_start_round(len(NAMES), seed=5)["factories"])
        colours = itertools.cycle(COLOURS)
        dealt = [[next(colours) for _ in range(4)] for _ in range(factories)]
        view = api.table.play_step(led, view.token, {"step": "deal", "factories": dealt}, view.stamp).table
    delays: list[float] = []
    with server(path) as (base, _), sync_playwright() as pw:
        browser = launch(pw)
        pages = [join(browser, base, view.token, i % len(NAMES)) for i in range(args.phones)]
        for _ in range(args.steps):
            now = api.table.open_table(led, view.token)
            if now.turn is None or now.turn.get("phase") != "take":
                break  # the offer is over: the round was recorded, the next one is dealt
            before = [p.evaluate(TURN_LINE) for p in pages]
            started = time.perf_counter()
            result = api.table.play_step(led, view.token, take(now.position), now.stamp, actor=now.turn["player"])
            assert not result.problems, result.problems
            delays += until_changed(pages, before, started)
        browser.close()
    led.close()
    if not delays:
        raise SystemExit("no step was played: the table was not at a take")
    line = (f"{args.phones} phones, Azul played turn by turn: a step to the next turn shown on every phone: "
            f"{len(delays)} sightings of {len(delays) // max(args.phones, 1)} steps, p50 {pct(delays, .5):.2f} s, "
            f"p95 {pct(delays, .95):.2f} s, max {max(delays):.2f} s")
    print(line, flush=True)
    if not args.no_save:
        stamp = time.strftime("%Y-%m-%dT%H:%MZ", time.gmtime())
        head = (f"# bench/bench_play_phones.py {' '.join(sys.argv[1:])} at {stamp}, load average "
                f"{' '.join(Path('/proc/loadavg').read_text().split()[:3])}, {os.cpu_count()} cores shared")
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write(f"{head}\n{line}\n\n")


if __name__ == "__main__":
    main()
