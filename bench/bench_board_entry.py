"""Entering a whole table by clicks only, in a real browser (Debian chromium + Playwright), on both board
pages, at a desktop (1400x900) and a phone (390x844) viewport.

Alhambra: a fixed 4-player table of all 54 tiles (assistant/alhambra/generate.py, seed 11: the bag shuffled,
dealt 14/14/13/13, each pile grown tile by tile onto legal cells; a tile that fits nowhere goes to the
reserve). Each tile is a tap on its cell then a tap on it in the box (a reserve tile: the tile, then "To the
reserve"). Azul: examples/azul-endgame-4p.json, an end-of-round position: every wall tile one tap, every
pattern line its slot then its colour, every floor tile a swatch, every score typed.

Prints interactions per tile, the median click-to-settled time (the tapped drawing redrawn and Streamlit's
running indicator gone), the total time, and the server's CPU per interaction (utime + stime of the streamlit
process from /proc, every thread; from the first page settled to the last tap, so start-up and the first page
are left out, as in issue 18's "18.2 s of server CPU for 111 taps, 3.2 s of it start-up and the first page").
Checks at the end that the address bar holds exactly the table
entered. Run: python bench/bench_board_entry.py [alhambra|azul] [1400x900|390x844] (default: both, both).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import parse_qs, urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant import sharelink  # noqa: E402
from assistant.alhambra.generate import grow, shuffled_box  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
SEED = 11
VIEWPORTS = [(1400, 900), (390, 844)]

REVS = """() => { const out = {}; for (const host of document.querySelectorAll('*')) {
  if (!host.shadowRoot) continue;
  for (const r of host.shadowRoot.querySelectorAll('.tr-board')) out[r.dataset.key] = r.dataset.rev; }
  return out; }"""
SETTLED = """(before) => { const now = (""" + REVS + """)();
  const changed = Object.keys(now).some((k) => now[k] !== before[k]);
  return changed && !document.querySelector('[data-testid="stStatusWidget"]')
    && !document.querySelector('[data-stale="true"]'); }"""


def alhambra_table() -> list[tuple[list[dict], list[dict]]]:
    """Four players' (Alhambra cells in building order, reserve) from one shuffled bag of all 54 tiles."""
    rng = random.Random(SEED)
    bag = shuffled_box(rng)
    piles = [bag[0:14], bag[14:28], bag[28:41], bag[41:54]]
    return [grow(rng, pile) for pile in piles]


@contextlib.contextmanager
def server(db_path: Path | None = None):
    """`streamlit run` on a free local port over its own ledger (a fresh one unless `db_path`): yields the base
    URL and the server's pid (whose CPU the table bench reads); bench_table_live.py and table_screenshots.py use it."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           "TABLE_REFEREE_DB_PATH": str(db_path or Path(tempfile.mkdtemp()) / "ledger.db")}
    env.pop("TABLE_REFEREE_DATABASE_URL", None)
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "serve.py", "--server.headless",
                             "true", "--server.port", str(port), "--server.address", "127.0.0.1",
                             "--browser.gatherUsageStats", "false"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            with contextlib.suppress(OSError), urllib.request.urlopen(f"{base}/_stcore/health", timeout=2):
                break
            time.sleep(0.2)
        yield base, proc.pid
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def cpu_seconds(pid: int) -> float:
    """utime + stime of the process (every thread), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Clicker:
    """Clicks and times each click until the page has settled; counts the clicks by kind; the server's CPU from
    `start()` (the first page settled) to `stop()`."""

    def __init__(self, page, pid: int = 0):
        self.page, self.pid, self.cpu = page, pid, 0.0
        self.times: list[float] = []
        self.counts: dict[str, int] = {}
        self.by_kind: dict[str, list[float]] = {}

    def click(self, locator, kind: str) -> None:
        before = self.page.evaluate(REVS)
        started = time.perf_counter()
        locator.click()
        self.page.wait_for_function(SETTLED, arg=before, timeout=30000, polling=10)
        self.note(kind, time.perf_counter() - started)

    def start(self) -> None:
        self.idle()
        self.cpu = -cpu_seconds(self.pid) if self.pid else 0.0

    def stop(self) -> None:
        self.idle()
        self.cpu += cpu_seconds(self.pid) if self.pid else 0.0

    def note(self, kind: str, seconds: float) -> None:
        self.times.append(seconds)
        self.counts[kind] = self.counts.get(kind, 0) + 1
        self.by_kind.setdefault(kind, []).append(seconds)

    def tap(self, target: str, kind: str) -> None:
        self.click(self.page.locator(f"[data-target='{target}']").first, kind)

    def idle(self) -> None:
        for _ in range(2):
            self.page.wait_for_timeout(300)
            self.page.wait_for_function("() => !document.querySelector('[data-testid=\"stStatusWidget\"]')")


def same(a: list[dict], b: list[dict]) -> bool:
    """The same tiles, in any order."""
    return sorted(json.dumps(x, sort_keys=True) for x in a) == sorted(json.dumps(x, sort_keys=True) for x in b)


def enter_alhambra(page, base: str, pid: int = 0) -> Clicker:
    table = alhambra_table()
    page.goto(f"{base}/alhambra")
    page.locator("[data-target='cell:1,0']").wait_for(timeout=60000)
    c = Clicker(page, pid)
    c.start()
    page.get_by_text("Players", exact=True).first.click()  # the expander with the player count
    for _ in range(2):
        page.locator("[data-testid='stNumberInput'] button").last.click()  # + : 2 -> 4 players
        c.idle()
    for who, (cells, reserve) in enumerate(table):
        if who:
            c.click(page.locator("[data-testid='stRadio'] label", has_text=f"Player {who + 1}").first, "switch")
        for cell in cells[1:]:  # the fountain is there already
            c.tap(f"cell:{cell['x']},{cell['y']}", "tile")
            c.tap(f"tile:{cell['type']}:{cell['price']}:{cell['walls']}", "tile")
        for tile in reserve:
            c.tap(f"tile:{tile['type']}:{tile['price']}:{tile['walls']}", "tile")
            c.click(page.get_by_role("button", name="To the reserve"), "tile")
    c.stop()
    got = sharelink.decode(parse_qs(urlparse(page.url).query)["alhambra"][0])
    for p, (cells, reserve) in zip(got["players"], table, strict=True):
        assert same(p["alhambra"], cells), ("the Alhambra entered differs from the table",
                                            [c for c in cells if c not in p["alhambra"]],
                                            [c for c in p["alhambra"] if c not in cells])
        assert same(p["reserve"], reserve), ("the reserve entered differs from the table", p["reserve"], reserve)
    return c


def enter_azul(page, base: str, pid: int = 0) -> tuple[Clicker, int]:
    target = json.loads((ROOT / "examples" / "azul-endgame-4p.json").read_text(encoding="utf-8"))
    page.goto(f"{base}/azul")
    page.locator("[data-target='wall:0,0']").first.wait_for(timeout=60000)
    c = Clicker(page, pid)
    c.start()
    page.get_by_text("Game: players, wall, examples").click()
    for _ in range(2):
        page.locator("[data-testid='stNumberInput'] button").nth(1).click()  # + : 2 -> 4 players
        c.idle()
    wall_tiles = 0
    for who, p in enumerate(target["players"]):
        if who:
            c.click(page.locator("[data-testid='stRadio'] label", has_text=f"Player {who + 1}").first, "switch")
        for y, row in enumerate(p["wall"]):
            for x, letter in enumerate(row):
                if letter != ".":
                    c.tap(f"wall:{y},{x}", "wall")
                    wall_tiles += 1
        for n, line in enumerate(p["pattern_lines"], start=1):
            if line.get("count"):
                c.tap(f"line:{n},{line['count']}", "line")
                c.tap(f"colour:{line['colour']}", "line")
        for entry in p.get("floor", []):
            c.tap(f"colour:{entry}", "floor")
        score = page.locator("[data-testid='stNumberInput'] input").last  # the score before the tiling
        score.fill(str(p["score"]))
        before = page.evaluate(REVS)
        started = time.perf_counter()
        score.press("Enter")
        page.wait_for_function(SETTLED, arg=before, timeout=30000, polling=10)
        c.note("score", time.perf_counter() - started)
    c.stop()
    got = sharelink.decode(parse_qs(urlparse(page.url).query)["azul"][0])
    for mine, theirs in zip(got["players"], target["players"], strict=True):
        for field in ("wall", "pattern_lines", "floor", "score"):
            assert mine[field] == theirs[field], f"{field} differs"
    return c, wall_tiles


def report(name: str, c: Clicker, tiles: int, started: float) -> None:
    total = time.perf_counter() - started
    n = sum(c.counts.values())
    med = statistics.median(c.times)
    print(f"{name}: {n} interactions for {tiles} tiles ({c.counts}); "
          f"{c.counts.get('tile', c.counts.get('wall', 0)) / tiles:.2f} a tile by taps, {n / tiles:.2f} with "
          f"everything; click to settled median {med * 1000:.0f} ms, p90 "
          f"{statistics.quantiles(c.times, n=10)[-1] * 1000:.0f} ms; total {total:.1f} s")
    print("  median by kind: " + ", ".join(f"{k} {statistics.median(v) * 1000:.0f} ms"
                                           for k, v in c.by_kind.items()))
    if c.pid:
        print(f"  server CPU: {c.cpu:.2f} s for {n} interactions, {c.cpu / n * 1000:.1f} ms an interaction "
              f"(the first page and start-up left out; the 1 s idle polls of other pages: none open)")


def main(args: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    games = [a for a in args if a in ("alhambra", "azul")] or ["alhambra", "azul"]
    viewports = [v for v in VIEWPORTS if f"{v[0]}x{v[1]}" in args] or VIEWPORTS

    with server() as (base, pid), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for width, height in viewports:
            if "alhambra" in games:
                page = browser.new_page(viewport={"width": width, "height": height})
                started = time.perf_counter()
                c = enter_alhambra(page, base, pid)
                report(f"Alhambra 4 players, 54 tiles, {width}x{height}", c, 54, started)
                page.close()
            if "azul" not in games:
                continue
            page = browser.new_page(viewport={"width": width, "height": height})
            started = time.perf_counter()
            c, wall_tiles = enter_azul(page, base, pid)
            print(f"  Azul wall: {c.counts['wall']} taps for {wall_tiles} wall tiles "
                  f"({c.counts['wall'] / wall_tiles:.2f} a tile)")
            report(f"Azul 4 players end of round, {width}x{height}", c, wall_tiles, started)
            page.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
