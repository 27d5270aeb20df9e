"""One table, two phones (issue 18), in a real browser: two browser contexts (two phones, no shared session)
open one table by its link; one picks Ayşe's seat and taps a tile onto her Alhambra, and the other, only
watching, shows it within 2 s of its landing in the ledger, without a reload (each phone's browser watches the
table's stamp, ui/table_watch). Both figures are printed: from the tap to the ledger is the tapping phone's own
rerun (the cost of a tap, which on a loaded machine alone can exceed 2 s), from the ledger to the other phone is
the watcher's."""

from __future__ import annotations

import time

from assistant import api
from assistant.ledger import db
from tests.browser.server import serve
from tests.browser.steps import choose, wait_idle
from tests.browser.test_app_in_browser import _need_browser, launch

PHONE = {"width": 390, "height": 844}


def test_an_edit_on_one_phone_appears_on_the_other_within_2_s(tmp_path):
    sync_api = _need_browser()
    path = tmp_path / "ledger.db"
    led = db.open_ledger(f"sqlite+pysqlite:///{path}")
    token = api.table.create_table(led, {"game": "alhambra", "players": ["Ayşe", "Kemal", "Ana"]}, seed=1).token
    with serve(path) as (base, _, _), sync_api.sync_playwright() as pw:
        browser = launch(pw)
        phones = [browser.new_context(viewport=PHONE).new_page() for _ in range(2)]
        for phone in phones:
            phone.goto(f"{base}/table?t={token}")
            wait_idle(phone)
            # the first page after the server's start: on a loaded CI machine it took over 30 s once
            phone.get_by_text("Every board").first.wait_for(timeout=90000)
        ayse, watcher = phones
        choose(ayse, "Your seat", "Ayşe")
        ayse.locator("[data-target='cell:1,0']").click()
        wait_idle(ayse)
        priced = watcher.locator("svg text", has_text="8")
        before = priced.count()
        stamp = api.table.table_version(led, token)
        ayse.locator("[data-target='tile:pavilion:8:']").click()
        tapped = time.perf_counter()
        deadline = tapped + 10
        written = None
        while priced.count() == before and time.perf_counter() < deadline:
            if written is None and api.table.table_version(led, token) != stamp:
                written = time.perf_counter() - tapped
            watcher.wait_for_timeout(50)
        seen = time.perf_counter() - tapped
        print(f"\nan edit on one phone: in the ledger after {written or 0:.2f} s, on another after {seen:.2f} s")
        assert priced.count() > before, "the other phone never showed the tile"
        assert written is not None and seen - written <= 2.0  # from the ledger to the other phone: the watcher
        assert api.table.open_table(led, token).board(0).updated_by == "Ayşe"
        browser.close()
    led.close()
