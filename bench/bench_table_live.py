"""The Table page live (issue 18, "Speed, limits and proof"): phones at one table, measured in a real browser
(Debian chromium + Playwright) against a real `streamlit run` on a temp ledger.

A 4-player Alhambra table is created through api.table on the server's own ledger; N phone contexts (390x844)
in one chromium open the table's link and each picks its seat. Then:
- edit to visible, by the ledger: a board written through api.table.write_board (no phone's own rerun in it),
  timed until every phone's drawings have changed (the 1 s poll, then the boards' redraw);
- edit to visible, by a tap: seat 1's phone taps a cell then a tile; from the second tap until the other phones
  show it (the tapping phone's own rerun included), and the server's CPU per tap;
- idle: every phone open and untouched for 60 s; the server's CPU per phone per minute.
Server CPU is the streamlit process's utime+stime from /proc/<pid>/stat (all its threads), never the browsers'.
With py-spy at /tmp/pyspy (pip install py-spy --target /tmp/pyspy) an idle window and five more tiles tapped are
profiled afterwards (the measured figures are taken without the profiler).
Prints the figures and appends them to bench/results/table_live.txt.
Run: python bench/bench_table_live.py [--phones 4] [--tables 1] [--edits 20] [--idle 60]
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.alhambra.generate import grow, shuffled_box  # noqa: E402
from assistant.ledger import db  # noqa: E402
from bench.bench_board_entry import cpu_seconds, server  # noqa: E402
from tests.browser.steps import choose, wait_idle  # noqa: E402
from tests.browser.test_app_in_browser import launch  # noqa: E402

PHONE = {"width": 390, "height": 844}
NAMES = ["Ayşe", "Kemal", "Ana", "Kenji"]
PYSPY = Path("/tmp/pyspy/bin/py-spy")
RESULTS = ROOT / "bench" / "results" / "table_live.txt"
REVS = """() => { const out = {}; for (const host of document.querySelectorAll('*')) {
  if (!host.shadowRoot) continue;
  for (const r of host.shadowRoot.querySelectorAll('.tr-board')) out[r.dataset.key] = r.dataset.rev; }
  return JSON.stringify(out); }"""


def piles(market: list[dict], seed: int) -> list[tuple[list[dict], list[dict]]]:
    """Four players' (cells in building order, reserve) from the box less the tiles on the market."""
    rng = random.Random(seed)
    taken = {(t["type"], t["price"]) for t in market}  # a few more left out than needed: no tile twice
    bag = [t for t in shuffled_box(rng) if (t.type, t.price) not in taken]
    size = len(bag) // 4
    return [grow(rng, bag[i * size:(i + 1) * size]) for i in range(4)]


def wait_all_changed(pages: list, before: list[str], started: float, timeout: float = 30.0) -> list[float]:
    """Seconds from `started` until each page's drawings differ from `before` (inf: never, within timeout)."""
    seen = [float("inf")] * len(pages)
    while time.perf_counter() - started < timeout:
        for i, page in enumerate(pages):
            if seen[i] == float("inf") and page.evaluate(REVS) != before[i]:
                seen[i] = time.perf_counter() - started
        if all(s != float("inf") for s in seen):
            break
    return seen


def pct(values: list[float], q: float) -> float:
    """The q-quantile, nearest rank; inf where a sighting timed out."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def join(browser, base: str, token: str, seat: int):
    page = browser.new_context(viewport=PHONE).new_page()
    page.set_default_timeout(120000)  # a loaded machine: the first page of a fresh server is slow
    page.goto(f"{base}/table?t={token}")
    wait_idle(page, timeout=300000)
    page.get_by_text("Every board").first.wait_for(timeout=60000)
    choose(page, "Your seat", NAMES[seat])
    return page


def ledger_edits(led, tables: list[dict], edits: int) -> list[float]:
    """Board writes through api.table, round the tables; every phone of the written table timed."""
    delays: list[float] = []
    for i in range(edits):
        t = tables[i % len(tables)]
        seat = 3
        cells = t["piles"][seat][0]
        t["k"] = 2 if t["k"] >= len(cells) else t["k"] + 1
        pages = t["phones"]
        before = [p.evaluate(REVS) for p in pages]
        board = api.table.open_table(led, t["token"]).board(seat)
        started = time.perf_counter()
        api.table.write_board(led, t["token"], seat, {**board.position, "alhambra": cells[:t["k"]]},
                              board.version, actor="bench")
        delays += wait_all_changed(pages, before, started)
    return delays


def tap_edits(pid: int, t: dict, first: int, taps: int, idle_rate: float) -> tuple[int, list[float], float, float]:
    """Seat 1's phone (seat 0's when alone) builds its pile by taps, tiles `first`.. of it; (tiles tapped, delays
    to the other phones, CPU a tile raw, CPU a tile less the idle poll of every phone at the table: meaningless
    once the server is saturated, when the idle figure is already all the CPU it gets)."""
    me = 1 if len(t["phones"]) > 1 else 0
    tapper, others = t["phones"][me], [p for i, p in enumerate(t["phones"]) if i != me]
    cells = t["piles"][me][0][first:first + taps]
    delays: list[float] = []
    cpu0, wall0 = cpu_seconds(pid), time.perf_counter()
    for cell in cells:
        tapper.locator(f"[data-target='cell:{cell['x']},{cell['y']}']").click()
        wait_idle(tapper)
        before = [p.evaluate(REVS) for p in others]
        tapper.locator(f"[data-target='tile:{cell['type']}:{cell['price']}:{cell['walls']}']").first.click()
        delays += wait_all_changed(others, before, time.perf_counter())
        wait_idle(tapper)
    cpu, wall = cpu_seconds(pid) - cpu0, time.perf_counter() - wall0
    raw = cpu / max(len(cells), 1)
    net = (cpu - idle_rate * len(t["phones"]) * wall / 60) / max(len(cells), 1)
    return len(cells), delays, raw, net


class Profile:
    """py-spy over a window (`with Profile(pid, what) as prof:`), samples of the threads holding the GIL only
    (--gil: Python running, not a thread asleep in select or time.sleep, which py-spy's idle guess counts as
    running); `prof.lines` its top frames after. A note when py-spy is absent."""

    def __init__(self, pid: int, what: str) -> None:
        self.pid, self.what, self.lines = pid, what, [f"({what}: py-spy not available, no profile)"]
        self.out = Path(tempfile.mkdtemp()) / "spy.txt"
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> Profile:
        if PYSPY.exists():
            self.proc = subprocess.Popen([str(PYSPY), "record", "-p", str(self.pid), "-r", "100", "-f", "raw",
                                          "--gil", "-o", str(self.out), "--nonblocking"],
                                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            self.started = time.perf_counter()
        return self

    def __exit__(self, *exc) -> None:
        if self.proc is None:
            return
        seconds = time.perf_counter() - self.started
        self.proc.send_signal(signal.SIGINT)  # py-spy writes its file on an interrupt
        _, err = self.proc.communicate(timeout=60)
        if not self.out.exists():
            self.lines = [f"({self.what}: py-spy failed: {err.strip()[-300:]})"]
            return
        print(f"({self.what}: py-spy's raw samples in {self.out})", flush=True)
        self.lines = summary(self.out.read_text(), f"{self.what}: samples holding the GIL at 100/s over "
                                                   f"{seconds:.0f} s")


def summary(raw: str, head: str) -> list[str]:
    """The frames with most samples of their own, then with their callees (streamlit's plumbing left out of
    the second list but for the page's own frames)."""
    own: collections.Counter[str] = collections.Counter()
    inclusive: collections.Counter[str] = collections.Counter()
    total = 0
    for line in raw.splitlines():
        stack, _, n = line.rpartition(" ")
        frames = stack.split(";")
        total += int(n)
        own[frames[-1]] += int(n)
        for f in set(frames):
            inclusive[f] += int(n)
    lines = [f"{head}: {total} samples ({total / 100:.1f} s of a core)"]
    lines += ["  own   " + f"{n / max(total, 1):6.1%}  {f}" for f, n in own.most_common(15)]
    lines += ["  incl. " + f"{n / max(total, 1):6.1%}  {f}" for f, n in inclusive.most_common(80)
              if not f.split("(")[-1].startswith(("threading", "asyncio", "click", "<frozen", "concurrent"))][:30]
    return lines


def main() -> None:
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser()
    ap.add_argument("--phones", type=int, default=4)
    ap.add_argument("--tables", type=int, default=1)
    ap.add_argument("--edits", type=int, default=20)
    ap.add_argument("--taps", type=int, default=6)
    ap.add_argument("--idle", type=int, default=60)
    ap.add_argument("--profile", type=int, default=30, help="seconds of idle profiled (0: no profiles)")
    ap.add_argument("--baseline", type=int, default=30, help="seconds of the server alone, every phone closed")
    ap.add_argument("--no-save", action="store_true", help="print only (a trial run)")
    args = ap.parse_args()
    path = Path(tempfile.mkdtemp()) / "ledger.db"
    led = db.open_ledger(f"sqlite+pysqlite:///{path}")
    tables = []
    for n in range(args.tables):
        view = api.table.create_table(led, {"game": "alhambra", "players": NAMES}, seed=n + 1)
        tables.append({"token": view.token, "k": 1, "phones": [],
                       "piles": piles(view.board(None).position["market"], seed=n + 11)})
    with server(path) as (base, pid), sync_playwright() as pw:
        browser = launch(pw)
        for i in range(args.phones):
            t = tables[i % args.tables]
            t["phones"].append(join(browser, base, t["token"], len(t["phones"]) % 4))
        for page in (p for t in tables for p in t["phones"]):
            wait_idle(page, timeout=300000)
        settle(pid, args.phones)
        out, idle_per_minute = measure(led, pid, tables, args)
        browser.close()
        out.append(alone(pid, args.baseline, idle_per_minute, args.phones))
        print(out[-1], flush=True)
    led.close()
    if not args.no_save:
        save(out)


def measure(led, pid: int, tables: list[dict], args) -> tuple[list[str], float]:
    """Edits by the ledger, the idle minute, the taps; then, with --profile, an idle window and more taps
    under py-spy (apart from the measured ones: the figures are the server's without a profiler attached).
    The lines, and the server's CPU a minute while every phone was idle."""
    out: list[str] = []
    label = f"{args.phones} phones over {args.tables} table(s)"

    def say(line: str) -> None:
        out.append(line)
        print(line, flush=True)

    delays = ledger_edits(led, tables, args.edits)
    say(f"{label}: a board written in the ledger to visible on every phone of its table: "
        f"{len(delays)} sightings of {args.edits} edits, p50 {pct(delays, .5):.2f} s, "
        f"p95 {pct(delays, .95):.2f} s, max {max(delays):.2f} s")
    time.sleep(3)
    cpu0, wall0 = cpu_seconds(pid), time.perf_counter()
    time.sleep(args.idle)
    idle_cpu, idle_wall = cpu_seconds(pid) - cpu0, time.perf_counter() - wall0
    idle_rate = idle_cpu / args.phones / (idle_wall / 60)
    say(f"{label}: idle {idle_wall:.0f} s, server CPU {idle_cpu:.2f} s: "
        f"{idle_rate:.3f} s of CPU per idle open phone per minute")
    tiles, taps, raw, net = tap_edits(pid, tables[0], 1, args.taps, idle_rate)
    seen = (f"p50 {pct(taps, .5):.2f} s, p95 {pct(taps, .95):.2f} s (inf: not seen within 30 s)" if taps
            else "no other phone")
    say(f"{label}: a tile tapped on one phone (a cell, then the tile) to visible on the "
        f"{len(tables[0]['phones']) - 1} others at its table: {tiles} tiles, {seen}; "
        f"server CPU a tile (its two taps, the others' redraws) "
        f"{raw * 1000:.0f} ms, {net * 1000:.0f} ms less the idle poll")
    if args.profile:
        with Profile(pid, "idle") as idle:
            time.sleep(args.profile)
        with Profile(pid, "taps") as tapped:
            n, _, raw, _ = tap_edits(pid, tables[0], 1 + args.taps, 5, idle_rate)
        for line in [*idle.lines, *tapped.lines[:1], f"  ({n} tiles tapped: {raw * 1000:.0f} ms a tile, "
                     "profiler attached)", *tapped.lines[1:]]:
            say(line)
    return out, idle_cpu / (idle_wall / 60)


def settle(pid: int, phones: int, longest: float = 240.0) -> None:
    """Wait until the server is down to its phones' polls: the first page of a fresh server builds the rule
    answerer's indexes in the background where none are saved yet (a core for a minute), which an idle minute
    measured meanwhile counts as the phones'. Quiet: under 0.05 + 0.02 a phone of a core over 5 s."""
    started = time.perf_counter()
    while time.perf_counter() - started < longest:
        cpu0 = cpu_seconds(pid)
        time.sleep(5)
        if (cpu_seconds(pid) - cpu0) / 5 < 0.05 + 0.02 * phones:
            return
    print(f"(the server never went quiet within {longest:.0f} s: the figures include its own work)", flush=True)


def alone(pid: int, seconds: int, idle_per_minute: float, phones: int) -> str:
    """The server's own CPU with every phone closed (Streamlit polls its config files every 0.2 s, whatever
    server.fileWatcherType says): a cost of the process, not of its phones, left out of the idle figure here."""
    time.sleep(5)
    cpu0, wall0 = cpu_seconds(pid), time.perf_counter()
    time.sleep(seconds)
    rate = (cpu_seconds(pid) - cpu0) / ((time.perf_counter() - wall0) / 60)
    each = (idle_per_minute - rate) / phones
    return (f"the server alone, every phone closed, {seconds} s: {rate:.3f} s of CPU a minute; the idle minute "
            f"less it: {each:.3f} s of CPU per idle open phone per minute")


def save(out: list[str]) -> None:
    """Appended to the results file under a line with the arguments, the time and the load average."""
    stamp = time.strftime("%Y-%m-%dT%H:%MZ", time.gmtime())
    head = f"# bench/bench_table_live.py {' '.join(sys.argv[1:])} at {stamp}, load average " \
           f"{' '.join(Path('/proc/loadavg').read_text().split()[:3])}, {os.cpu_count()} cores shared"
    with RESULTS.open("a", encoding="utf-8") as f:
        f.write("\n".join([head, *out]) + "\n\n")


if __name__ == "__main__":
    main()
