"""The app as a player moves around it (issue 16): Back returns to the previous page; on a laptop the board
and the box of tiles are in view together; on a phone every tap target is at least 44 px; the small defects
of the audit stay fixed. One browser for the whole module, on the shared server (conftest.py)."""

from __future__ import annotations

import pytest

from tests.browser.steps import wait_idle
from tests.browser.test_app_in_browser import CHROMIUM, _need_browser

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update"]
LAPTOPS = [(1400, 900), (1024, 768)]
PHONE = {"width": 390, "height": 844}
TOUCH = 44  # px: the usual smallest touch target (WCAG 2.5.5, Apple and Material guidance)


@pytest.fixture(scope="module")
def browser(app):
    sync_api = _need_browser()
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def _open(browser, base: str, path: str, width: int = 1400, height: int = 900, phone: bool = False):
    page = browser.new_page(viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone)
    page.goto(f"{base}/{path}")
    wait_idle(page)
    return page


def _title(page) -> str:
    return page.locator("h1").first.inner_text()


def _tap(page, target: str) -> None:
    page.locator(f"[data-target='{target}']").first.click()
    wait_idle(page)


def test_back_returns_to_the_previous_page_each_press_even_after_taps_on_a_board(app, browser):
    """A page switch is one history entry: the address bar's rewrites (the position, the language, after
    every run and every tap) replace the entry instead of adding one. The visit's first entries, pushed
    before the rule was installed, repeat the first page, and Back passes over them."""
    base, _, _ = app
    page = _open(browser, base, "")
    home = _title(page)
    page.get_by_role("link", name="Alhambra board").first.click()
    wait_idle(page)
    _tap(page, "cell:1,0")
    _tap(page, "tile:tower:11:")  # two taps, two new positions in the address bar
    page.get_by_role("link", name="Azul board").first.click()
    wait_idle(page)
    page.go_back()
    wait_idle(page)
    assert _title(page) == "Alhambra board"
    assert "alhambra=" in page.url  # the position is still in the address bar, for a refresh
    page.go_back()
    wait_idle(page)
    assert _title(page) == home
    page.go_forward()
    wait_idle(page)
    assert _title(page) == "Alhambra board"
    page.go_back()
    wait_idle(page)
    page.go_back()  # before the app: the visit's first entries are passed over
    page.wait_for_url("about:blank", timeout=15000)
    page.close()
