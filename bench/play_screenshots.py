"""The README's screenshots of tables played turn by turn (issue 19): a 3-player Alhambra at its first turn on a
laptop (1400x900, English) and on a phone (390x844, Turkish); a 3-player Azul after its deal on a phone
(Japanese) and on a laptop (Spanish). The tables are set up through the API as the players' taps would.
Run: python bench/play_screenshots.py (writes docs/screenshots/play-*.png)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.alhambra.deal import deal  # noqa: E402
from assistant.i18n import t  # noqa: E402
from assistant.ledger import db  # noqa: E402
from bench.bench_table_live import server  # noqa: E402
from tests.browser.steps import choose, to_top, wait_idle  # noqa: E402
from tests.browser.test_app_in_browser import launch  # noqa: E402

SHOTS = ROOT / "docs" / "screenshots"
AZUL = ["Zeynep", "Mehmet", "Lucía"]
FACTORIES = [["blue", "blue", "red", "white"], ["yellow", "black", "black", "white"], ["red", "red", "red", "blue"],
             ["white", "white", "yellow", "black"], ["blue", "yellow", "red", "black"],
             ["red", "white", "black", "yellow"], ["blue", "blue", "white", "red"]]


def alhambra(led) -> tuple[str, str]:
    """A 3-player table with the engine's deal tapped in, started: (token, the first player)."""
    dealt = deal(3, seed=4)["position"]
    names = [p["name"] for p in dealt["players"]]
    view = api.table.create_table(led, {"game": "alhambra", "players": names})
    for seat, part in api.table.split(dealt | {"round": 1}).items():
        view = api.table.write_board(led, view.token, seat, part, view.board(seat).version)
    started = api.table.start_play(led, view.token, view.stamp, starter=names[0]).table
    return started.token, names[0]


def azul(led) -> tuple[str, str]:
    """A 3-player table started, its factories dealt: (token, whose take it is)."""
    view = api.table.create_table(led, {"game": "azul", "players": AZUL})
    view = api.table.start_play(led, view.token, view.stamp).table
    view = api.table.play_step(led, view.token, {"step": "deal", "factories": FACTORIES}, view.stamp).table
    return view.token, view.turn["player"]


def shoot(browser, base: str, token: str, size: tuple[int, int], lang: str, name: str, seat: str) -> None:
    page = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
    page.set_default_timeout(120000)
    page.goto(f"{base}/table?t={token}&lang={lang}")
    wait_idle(page, timeout=300000)
    choose(page, t("table.seat", lang), seat)
    wait_idle(page, timeout=300000)
    page.wait_for_timeout(1500)
    to_top(page)
    page.screenshot(path=str(SHOTS / name), full_page=True)
    page.context.close()


def main() -> None:
    from playwright.sync_api import sync_playwright

    path = Path(tempfile.mkdtemp()) / "ledger.db"
    led = db.open_ledger(f"sqlite+pysqlite:///{path}")
    (alh, first), (az, taker) = alhambra(led), azul(led)
    with server(path) as (base, _), sync_playwright() as pw:
        browser = launch(pw)
        shoot(browser, base, alh, (1400, 900), "en", "play-alhambra.png", first)
        shoot(browser, base, alh, (390, 844), "tr", "play-alhambra-phone-tr.png", first)
        shoot(browser, base, az, (390, 844), "ja", "play-azul-phone-ja.png", taker)
        shoot(browser, base, az, (1400, 900), "es", "play-azul-es.png", taker)
        browser.close()
    led.close()


if __name__ == "__main__":
    main()
