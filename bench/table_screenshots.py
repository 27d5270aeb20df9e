"""The README's Table page screenshots: docs/screenshots/table.png at 1400x900 and table-phone.png at 390x844 (a
real 4-player Alhambra table on a temp ledger, a few tiles on each board written through api.table, opened by
its link in Debian's chromium with Ayşe's seat picked), then the same table at the end of the game (two scorings
recorded, a hand entered, two market squares left) in the players' own languages: table-end-phone-tr.png
(Turkish, 390x844) and table-end-ja.png (Japanese, 1400x900). Run: python bench/table_screenshots.py"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.i18n import t  # noqa: E402
from assistant.ledger import db  # noqa: E402
from bench.bench_table_live import NAMES, piles, server  # noqa: E402
from tests.app.table_play import lay_market  # noqa: E402
from tests.browser.steps import choose, to_top, wait_idle  # noqa: E402
from tests.browser.test_app_in_browser import launch  # noqa: E402

SHOTS = ROOT / "docs" / "screenshots"


def main() -> None:
    from playwright.sync_api import sync_playwright

    path = Path(tempfile.mkdtemp()) / "ledger.db"
    led = db.open_ledger(f"sqlite+pysqlite:///{path}")
    view = lay_market(led, api.table.create_table(led, {"game": "alhambra", "players": NAMES}, seed=3), seed=3)
    token = view.token
    for seat, (cells, _) in enumerate(piles(view.board(None).position["market"], seed=7)):
        board = api.table.open_table(led, token).board(seat)
        api.table.write_board(led, token, seat, {**board.position, "alhambra": cells[:3 + seat]}, board.version,
                              actor=NAMES[seat])
    with server(path) as (base, _), sync_playwright() as pw:
        browser = launch(pw)
        for size, name in (((1400, 900), "table.png"), ((390, 844), "table-phone.png")):
            shoot(browser, base, token, size, "en", name)
        to_the_end(led, token)
        for size, lang, name in (((390, 844), "tr", "table-end-phone-tr.png"), ((1400, 900), "ja", "table-end-ja.png")):
            shoot(browser, base, token, size, lang, name, at=t("table.alh.hand", lang, name=NAMES[0]))
        browser.close()
    led.close()


def to_the_end(led, token: str) -> None:
    """Two scorings recorded, two market squares left (the others bought), Ayşe's hand of those currencies."""
    for _ in range(2):
        view = api.table.open_table(led, token)
        api.table.record_scoring(led, token, view.stamp)
    shared = api.table.open_table(led, token).board(None)
    left = [m for m in shared.position["market"] if m["currency"] in ("blue", "orange")]
    api.table.write_board(led, token, None, {**shared.position, "market": left}, shared.version)
    board = api.table.open_table(led, token).board(0)
    hand = [{"currency": "blue", "value": 7}, {"currency": "orange", "value": 3}, {"currency": "orange", "value": 5}]
    api.table.write_board(led, token, 0, {**board.position, "hand": hand}, board.version, actor=NAMES[0])


def shoot(browser, base: str, token: str, size: tuple[int, int], lang: str, name: str, at: str | None = None) -> None:
    """The page at `size` in `lang` with Ayşe's seat picked, at its top or scrolled to the heading `at`."""
    page = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
    page.set_default_timeout(120000)
    page.goto(f"{base}/table?t={token}&lang={lang}")
    wait_idle(page, timeout=300000)
    page.get_by_text(t("table.boards", lang)).first.wait_for()
    choose(page, t("table.seat", lang), NAMES[0])
    wait_idle(page, timeout=300000)
    to_top(page)
    if at:
        page.get_by_text(at, exact=True).first.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(500)
    page.screenshot(path=str(SHOTS / name), full_page=True)
    page.context.close()


if __name__ == "__main__":
    main()
