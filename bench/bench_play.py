"""A table played turn by turn (issue 19, "Proof"), measured on the real Table page in a real browser (Debian
chromium + Playwright, phones of 390x844) against a real `streamlit run` on a temp ledger.

(a) The taps a turn needs, counted as a player makes them on the page (every tap on a drawing and every button
    pressed, from the turn shown until the ledger holds the step): Alhambra's take, buy with its payment (the
    payment the page proposes from the hand) and its placement, and each refill; Azul's take. Goal: Alhambra <= 3
    for a take or a buy (with its placement) besides the refill, Azul <= 3 a take.
(b) Four phones at one Azul table (four players, a phone a seat): the factories dealt by taps on the first
    phone, then on the phone whose turn it is a factory's colour (or the centre's) and the floor, round after
    round; from the tap that ends the step (the floor) until every phone's turn line names the next player's
    turn: p50 and p95 over the steps, and the server's CPU a step (the streamlit process's utime+stime from
    /proc, every thread; raw, and less the idle polls of the four phones measured beforehand). Goal: p95 <= 2 s.
Prints the figures and appends them to bench/results/play.txt.
Run: python bench/bench_play.py [--steps 16] [--idle 20] [--no-save]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.i18n import t  # noqa: E402
from assistant.ledger import db  # noqa: E402
from bench.bench_board_entry import server  # noqa: E402
from bench.bench_table_live import cpu_seconds, pct, settle  # noqa: E402
from tests.browser.steps import (  # noqa: E402
    choose,
    tap,
    wait_idle,
)
from tests.browser.test_app_in_browser import launch  # noqa: E402
from tests.browser.test_play_turn_by_turn_in_browser import (  # noqa: E402
    ALHAMBRA,
    BOX,
    EN,
    alhambra_table,
    expected_line,
    played,
    press,
    shows_turn,
    start_playing,
    step_landed,
    turn_line,
)
from tests.browser.test_table_phones_in_browser import join  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "play.txt"
FOUR = ["Zeynep", "Mehmet", "Lucía", "陽菜"]
COLOURS = ["blue", "yellow", "red", "black", "white"]


class Taps:
    """Every tap and press made on the page, counted under the step it makes."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.steps: Counter[str] = Counter()

    def tap(self, phone, target: str, what: str) -> None:
        tap(phone, target)
        wait_idle(phone)
        self.counts[what] += 1

    def press(self, phone, label: str, what: str) -> None:
        press(phone, label)
        self.counts[what] += 1

    def done(self, what: str) -> None:
        self.steps[what] += 1

    def each(self, what: str) -> float:
        return self.counts[what] / max(self.steps[what], 1)


def alhambra_taps(browser, base: str, led) -> Taps:
    """Kemal takes and refills, Ayşe buys (the payment proposed), places and refills, counted tap by tap."""
    taps = Taps()
    token = alhambra_table(led)
    phones = seated(browser, base, token, ALHAMBRA)
    ayse, kemal = phones
    start_playing(ayse)
    view = played(led, token)
    shows_turn(kemal, "alhambra", view.turn, "Kemal")
    log = api.table.play_log(led, token)

    def landed(what: str | None, phone, me: str) -> None:
        nonlocal log, view
        log = step_landed(led, token, len(log))
        if what:
            taps.done(what)
        view = api.table.open_table(led, token)
        shows_turn(phone, "alhambra", view.turn, me)

    taps.tap(kemal, "row:0", "alhambra take")
    taps.press(kemal, t("play.alh.take_button", EN), "alhambra take")
    landed("alhambra take", kemal, "Kemal")
    taps.tap(kemal, "card:blue:8", "alhambra refill")
    taps.press(kemal, t("play.alh.done", EN), "alhambra refill")
    landed("alhambra refill", ayse, "Ayşe")
    taps.tap(ayse, "market:blue", "alhambra buy with its placement")
    taps.press(ayse, t("play.alh.buy_button", EN), "alhambra buy with its placement")
    landed(None, ayse, "Ayşe")  # the buy: its placement next
    assert view.turn["phase"] == "place", view.turn
    taps.tap(ayse, "cell:1,0", "alhambra buy with its placement")
    landed("alhambra buy with its placement", ayse, "Ayşe")
    new = BOX[0]
    taps.tap(ayse, f"tile:{new['type']}:{new['price']}:{new['walls']}", "alhambra refill")
    taps.press(ayse, t("play.alh.done", EN), "alhambra refill")
    landed("alhambra refill", kemal, "Kemal")
    for phone in phones:
        phone.context.close()
    return taps


def seated(browser, base: str, token: str, names: list[str]) -> list:
    """A phone a seat, each seat picked in turn (a loaded machine: one phone at a time, each waited for)."""
    phones = join(browser, [base] * len(names), token)
    for phone, name in zip(phones, names, strict=True):
        phone.set_default_timeout(60000)
        choose(phone, t("table.seat", EN), name)
        phone.get_by_text(t("table.your_board", EN, name=name), exact=True).wait_for(timeout=60000)
    return phones


def deal(taps: Taps, phone, round_: int) -> list[list[str]]:
    """Nine factories of two colours each, two and two (the other colour goes to the centre on a take)."""
    factories = [[COLOURS[(i + round_) % 5]] * 2 + [COLOURS[(i + round_ + 1) % 5]] * 2 for i in range(9)]
    for factory in factories:
        for colour in factory:
            tap(phone, f"colour:{colour}")
            taps.counts["azul deal"] += 1
    wait_idle(phone)
    taps.press(phone, t("azp.dealt", EN), "azul deal")
    taps.done("azul deal")
    return factories


def source(pos: dict) -> tuple[int | str, str]:
    """A factory's first colour, else the centre's."""
    for i, factory in enumerate(pos.get("factories") or []):
        if factory:
            return i, factory[0]
    return "centre", next(c for c in pos["centre"] if c != "first")


def azul_steps(browser, base: str, led, pid: int, steps: int, idle: int) -> tuple[Taps, list[float], str]:
    """Four phones at one Azul table: `steps` takes timed from the floor tap to every phone's next turn line."""
    taps = Taps()
    view = api.table.create_table(led, {"game": "azul", "players": FOUR})
    token = view.token
    phones = seated(browser, base, token, FOUR)
    start_playing(phones[0])
    played(led, token)
    for phone in phones:
        wait_idle(phone)
    settle(pid, len(phones))
    cpu0, wall0 = cpu_seconds(pid), time.perf_counter()
    time.sleep(idle)
    idle_rate = (cpu_seconds(pid) - cpu0) / (time.perf_counter() - wall0)  # CPU seconds a second, 4 phones idle
    delays: list[float] = []
    landed: list[float] = []  # the tap to the step in the ledger (polled every 100 ms)
    own: list[float] = []  # the tap to the next turn shown on the tapping phone itself
    raw, cpu, rounds = 0.0, 0.0, 0
    log = api.table.play_log(led, token)
    while len(delays) < steps:
        view = api.table.open_table(led, token)
        if view.turn["phase"] == "deal":
            deal(taps, phones[0], rounds)
            rounds += 1
            log = step_landed(led, token, len(log))
            continue
        seat = FOUR.index(view.turn["player"])
        mine = phones[seat]
        for phone, me in zip(phones, FOUR, strict=True):
            shows_turn(phone, "azul", view.turn, me, timeout=60)
        src, colour = source(view.position)
        taps.tap(mine, f"take:{src}:{colour}", "azul take")
        cpu0, wall0 = cpu_seconds(pid), time.perf_counter()
        tap(mine, "floor")
        taps.counts["azul take"] += 1
        log = step_landed(led, token, len(log))
        in_ledger = time.perf_counter() - wall0
        taps.done("azul take")
        after = api.table.open_table(led, token)
        if after.turn["phase"] != "take":  # the offer is over: the round recorded, the next deal (not timed)
            continue
        want = [expected_line("azul", after.turn, me) for me in FOUR]
        seen = [float("inf")] * len(phones)
        while time.perf_counter() - wall0 < 60 and float("inf") in seen:
            for i, phone in enumerate(phones):
                if seen[i] == float("inf") and turn_line(phone) == want[i]:
                    seen[i] = time.perf_counter() - wall0
        delays.append(max(seen))
        landed.append(in_ledger)
        own.append(seen[seat])
        used = cpu_seconds(pid) - cpu0
        raw += used
        cpu += used - idle_rate * (time.perf_counter() - wall0)
    for phone in phones:
        phone.context.close()
    raw /= len(delays)
    line = (f"4 phones at one Azul table, a take's last tap (the floor) to the next player's turn shown on every "
            f"phone: {len(delays)} steps over {rounds} round(s), p50 {pct(delays, .5):.2f} s, p95 "
            f"{pct(delays, .95):.2f} s (goal <= 2 s), max {max(delays):.2f} s; server CPU a step {raw * 1000:.0f} ms "
            f"({cpu / len(delays) * 1000:.0f} ms less the four phones' idle polls, {idle_rate * 1000:.0f} ms a "
            f"second over {idle} s); of which the tap to the step in the ledger p50 {pct(landed, .5):.2f} s, p95 "
            f"{pct(landed, .95):.2f} s, and to the next turn on the tapping phone p50 {pct(own, .5):.2f} s, p95 "
            f"{pct(own, .95):.2f} s")
    return taps, delays, line


def main() -> None:
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=16)
    ap.add_argument("--idle", type=int, default=20, help="seconds of four idle phones, for the CPU a step")
    ap.add_argument("--no-save", action="store_true", help="print only (a trial run)")
    args = ap.parse_args()
    path = Path(tempfile.mkdtemp()) / "ledger.db"
    led = db.open_ledger(f"sqlite+pysqlite:///{path}")
    out: list[str] = []
    load_before = " ".join(Path("/proc/loadavg").read_text().split()[:3])

    def say(line: str) -> None:
        out.append(line)
        print(line, flush=True)

    with server(path) as (base, pid), sync_playwright() as pw:
        browser = launch(pw)
        alh = alhambra_taps(browser, base, led)
        azul, _, line = azul_steps(browser, base, led, pid, args.steps, args.idle)
        browser.close()
    for what, goal in (("alhambra take", " (goal <= 3)"), ("alhambra buy with its placement", " (goal <= 3)"),
                       ("alhambra refill", "")):
        say(f"taps a turn needs, on the page: {what}: {alh.each(what):.0f}{goal} ({alh.counts[what]} over "
            f"{alh.steps[what]} step(s))")
    say(f"taps a turn needs, on the page: azul take: {azul.each('azul take'):.0f} (goal <= 3) "
        f"({azul.counts['azul take']} over {azul.steps['azul take']} takes); azul deal: "
        f"{azul.each('azul deal'):.0f} a deal (36 tiles and Dealt)")
    say(line)
    led.close()
    if not args.no_save:
        stamp = time.strftime("%Y-%m-%dT%H:%MZ", time.gmtime())
        head = (f"# bench/bench_play.py {' '.join(sys.argv[1:])} at {stamp}, load average {load_before} before, "
                f"{' '.join(Path('/proc/loadavg').read_text().split()[:3])} after, {os.cpu_count()} cores shared")
        with RESULTS.open("a", encoding="utf-8") as f:
            f.write("\n".join([head, *out]) + "\n\n")


if __name__ == "__main__":
    main()
