"""The README's two Table page screenshots (docs/screenshots/table.png at 1400x900, table-phone.png at 390x844):
a real 4-player Alhambra table on a temp ledger, a few tiles on each board written through api.table, then
opened by its link in Debian's chromium with Ayşe's seat picked. Run: python bench/table_screenshots.py"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.ledger import db  # noqa: E402
from bench.bench_table_live import NAMES, piles, server  # noqa: E402
from tests.browser.steps import choose, to_top, wait_idle  # noqa: E402
from tests.browser.test_app_in_browser import launch  # noqa: E402

SHOTS = ROOT / "docs" / "screenshots"


def main() -> None:
    from playwright.sync_api import sync_playwright

    path = Path(tempfile.mkdtemp()) / "ledger.db"
    led = db.open_ledger(f"sqlite+pysqlite:///{path}")
    view = api.table.create_table(led, {"game": "alhambra", "players": NAMES}, seed=3)
    token = view.token
    for seat, (cells, _) in enumerate(piles(view.board(None).position["market"], seed=7)):
        board = api.table.open_table(led, token).board(seat)
        api.table.write_board(led, token, seat, {**board.position, "alhambra": cells[:3 + seat]}, board.version,
                              actor=NAMES[seat])
    with server(path) as (base, _), sync_playwright() as pw:
        browser = launch(pw)
        for (width, height), name in (((1400, 900), "table.png"), ((390, 844), "table-phone.png")):
            page = browser.new_context(viewport={"width": width, "height": height}).new_page()
            page.set_default_timeout(120000)
            page.goto(f"{base}/table?t={token}")
            wait_idle(page, timeout=300000)
            page.get_by_text("Every board").first.wait_for()
            choose(page, "Your seat", NAMES[0])
            wait_idle(page, timeout=300000)
            to_top(page)
            page.screenshot(path=str(SHOTS / name), full_page=True)
            page.context.close()
        browser.close()
    led.close()


if __name__ == "__main__":
    main()
