"""This browser's tables (ui/known_tables.py) in a real browser: a table's link opened here is kept in the
browser's localStorage, so a reload (a new session) in the same browser still lists it, while another browser
lists nothing of it."""

from __future__ import annotations

import pytest

from assistant.ledger import db, service
from tests.browser.server import serve
from tests.browser.steps import wait_idle
from tests.browser.test_app_in_browser import _need_browser, launch
from tests.ledger.util import alhambra_round

STORAGE = "() => window.localStorage.getItem('table-referee:tables')"


def listed(page):
    """The game's row in History's table (a canvas grid: its cells are in the page for screen readers)."""
    return page.locator("[data-testid^='glide-cell']", has_text="Zeynep, Kemal").first


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    _need_browser()
    path = tmp_path_factory.mktemp("ledger") / "ledger.db"
    with serve(path) as running:
        yield running, path


def test_a_table_joined_by_its_link_survives_a_reload_and_stays_out_of_another_browser(app):
    sync_api = _need_browser()
    (base, _, _), path = app
    led = db.open_ledger(f"sqlite:///{path}")
    try:
        game = service.start_game(led, {"game": "alhambra", "players": ["Zeynep", "Kemal"]})
        for _ in range(3):
            game = service.record_round(led, game.id, game.version, alhambra_round(Zeynep=3, Kemal=1))
    finally:
        led.close()
    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        mine = browser.new_context(viewport={"width": 1400, "height": 900})
        page = mine.new_page()
        page.goto(f"{base}/games?t={game.token}")
        wait_idle(page)
        page.wait_for_function(f"() => ({STORAGE})() && ({STORAGE})().includes('{game.token}')", timeout=30000)

        page.goto(f"{base}/history")  # a reload: a new session of the same browser
        wait_idle(page)
        listed(page).wait_for(state="attached", timeout=30000)
        assert page.get_by_text("This browser has no game yet").count() == 0
        page.reload()
        wait_idle(page)
        listed(page).wait_for(state="attached", timeout=30000)

        other = browser.new_context(viewport={"width": 1400, "height": 900}).new_page()
        other.goto(f"{base}/history")
        wait_idle(other)
        other.get_by_text("This browser has no game yet").wait_for(timeout=30000)
        assert other.get_by_text("Zeynep").count() == 0
        assert other.evaluate(STORAGE) in (None, "[]")
        browser.close()
