"""The app in a real browser: Debian's chromium driven by Playwright against `streamlit run`.

Enters an Alhambra on the board page, sees its score on the scoring page, and saves a screenshot of every
page into docs/screenshots/ (linked from the README). On a machine without chromium the test is skipped,
except in CI (CI=true), where .ci/run installs it and a missing browser is a failure.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from tests.browser.server import serve
from tests.browser.steps import choose, open_expander, to_top, wait_idle

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# Debian's chromium on a closed network: no background connections (refused many at a time otherwise), no sandbox
# as root. One list for every browser test module.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def launch(pw):
    """Headless chromium with CHROMIUM_ARGS, from a running sync_playwright()."""
    return pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)

PAGES = [  # (url path, file name of the screenshot, sidebar link text)
    ("home", "home.png", "Home"),
    ("alhambra", "alhambra-board.png", "Alhambra board"),
    ("alhambra-scoring", "alhambra-scoring.png", "Alhambra scoring"),
    ("alhambra-turn", "alhambra-turn.png", "Alhambra turn check"),
    ("azul", "azul-board.png", "Azul board"),
    ("rules", "rules.png", "Rules"),
    ("learn", "learn.png", "Learn"),
    ("games", "games.png", "Games played"),
    ("history", "history.png", "History"),
]


def _need_browser():
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail("chromium is missing: .ci/run should have installed it")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    return pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    _need_browser()
    # The ledger pages open a database: a fresh SQLite file, never the user's own.
    with serve(tmp_path_factory.mktemp("ledger") / "ledger.db") as running:
        yield running


def test_a_shared_link_opened_first_shows_its_position_on_its_page(app):
    """A deep link is the first thing a friend opens: it must land on the right page with the position."""
    sync_api = _need_browser()
    base, _, _ = app
    from assistant import sharelink

    pos = {"game": "alhambra", "round": 1, "players": [
        {"name": "Zeynep", "alhambra": [{"x": 0, "y": 0, "fountain": True},
                                        {"x": 1, "y": 0, "type": "tower", "price": 11, "walls": ""}]},
        {"name": "Kemal", "alhambra": [{"x": 0, "y": 0, "fountain": True}]}]}
    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(f"{base}/alhambra-scoring?p={sharelink.encode(pos)}")
        wait_idle(page)
        page.get_by_text("Most points this round: Zeynep with 6.").wait_for(timeout=30000)
        assert page.get_by_text("Page not found").count() == 0
        browser.close()


def test_enter_an_alhambra_and_see_its_score_with_screenshots_of_every_page(app):
    sync_api = _need_browser()
    base, healthy, started = app
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        asked = time.perf_counter()
        page.goto(f"{base}/")
        page.get_by_text("What do you need at the table?").wait_for(timeout=30000)
        # From `streamlit run` to the first page on screen, leaving out the browser's own start-up.
        first_page = healthy + (time.perf_counter() - asked)
        print(f"\nfirst page served {first_page:.2f} s after `streamlit run` (healthy after {healthy:.2f} s)")
        wait_idle(page)
        page.screenshot(path=str(SHOTS / "home.png"), full_page=True)

        # Enter an Alhambra: a tower without walls east of Player 1's fountain.
        page.get_by_role("link", name="Alhambra board").first.click()
        wait_idle(page)
        page.locator("[data-target='cell:1,0']").click()  # tap the free cell, then the tile in the box
        wait_idle(page)
        page.locator("[data-target='tile:tower:11:']").click()
        wait_idle(page)
        page.get_by_text("Player 1's Alhambra obeys every building rule.").wait_for(timeout=30000)
        assert page.locator("svg text", has_text="11").count() >= 1
        to_top(page)  # the tap scrolled the page to the box; the screenshot shows the board
        page.screenshot(path=str(SHOTS / "alhambra-board.png"), full_page=True)

        # Its score: round 1, the only tower scores first place, 6 points.
        page.get_by_role("link", name="Alhambra scoring").first.click()
        wait_idle(page)
        page.get_by_text("Most points this round: Player 1 with 6.").wait_for(timeout=30000)
        page.screenshot(path=str(SHOTS / "alhambra-scoring.png"), full_page=True)

        # A browser refresh starts a new session: the address bar brings the Alhambra back.
        page.reload()
        wait_idle(page)
        page.get_by_text("Most points this round: Player 1 with 6.").wait_for(timeout=30000)

        for _, shot, link in PAGES[3:]:
            page.get_by_role("link", name=link, exact=True).first.click()
            wait_idle(page)
            if link == "Azul board":  # show a real position rather than empty boards
                open_expander(page, "Game: players, wall, examples")
                choose(page, "Example position", "Last round, 4 players")
                page.get_by_role("button", name="Load example").click()
                wait_idle(page)
                page.get_by_role("button", name="End the round").first.click()
                wait_idle(page)
            if link == "Games played":
                page.get_by_text("Start a new game").first.wait_for(timeout=30000)
            assert page.locator("[data-testid='stException']").count() == 0, f"traceback on {link}"
            page.screenshot(path=str(SHOTS / shot), full_page=True)
        browser.close()
    assert first_page < 20  # a loose bound for a loaded CI machine; the figure itself is printed
