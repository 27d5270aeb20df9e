"""The upload limit in a real browser: Streamlit checks a file's size in the browser before the app sees it,
with an English-only line, so only a real browser shows which message a player gets. A 3 MB file (over the
app's 1 MiB, under Streamlit's 16 MB) gets the app's line in the page's language."""

from __future__ import annotations

from tests.browser.steps import wait_idle
from tests.browser.test_app_in_browser import _need_browser, launch


def test_a_3_mb_file_gets_the_app_line_in_spanish_not_streamlit_english(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(f"{base}/?lang=es")
        wait_idle(page)
        page.locator("input[type=file]").first.set_input_files(
            files=[{"name": "foto.json", "mimeType": "application/json", "buffer": b" " * (3 * 1024 * 1024)}])
        page.get_by_text("un archivo de posición ocupa como mucho 1 MiB").wait_for(timeout=30000)
        assert page.get_by_text("or smaller").count() == 0  # Streamlit's "File must be 2.0MB or smaller"
        browser.close()
