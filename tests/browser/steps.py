"""What a player does in the browser, written to hold on a loaded CI machine: every step waits for a
condition (the script has finished, the option is listed, the expander is open), and a step the app's own
rerun swallowed (a dropdown closed by a redraw, a click on an element being replaced) is tried again."""

from __future__ import annotations

IDLE = (
    "() => { const app = document.querySelector('[data-testid=\"stApp\"]');"
    " return !!app && app.getAttribute('data-test-script-state') === 'notRunning'"
    " && app.getAttribute('data-test-connection-state') === 'CONNECTED'"
    " && !document.querySelector('[data-testid=\"stStatusWidget\"]'); }"
)


def wait_idle(page, timeout: int = 60000) -> None:
    """Wait until the script has run and stayed finished for a while (a page may rerun itself once more,
    e.g. after writing the address bar)."""
    page.wait_for_selector("[data-testid='stAppViewContainer']", timeout=timeout)
    for _ in range(2):
        page.wait_for_timeout(300)
        page.wait_for_function(IDLE, timeout=timeout)


def open_expander(page, title: str) -> None:
    """Open the expander whose summary reads `title`; a no-op when it is already open (a second click
    would close it)."""
    summary = page.locator("summary", has_text=title).first
    summary.wait_for(timeout=90000)  # the first page of a fresh server on a busy machine (CI)
    for _ in range(3):
        if summary.evaluate("s => s.parentElement.open"):
            return
        summary.click()
        wait_idle(page)
    raise AssertionError(f"the expander {title!r} did not open")


def choose(page, label: str, option: str, tries: int = 4) -> None:
    """Pick `option` in the st.selectbox labelled `label`. A rerun that redraws the selectbox closes its
    list; the list is then opened again."""
    wanted = page.get_by_role("option", name=option, exact=True)
    for attempt in range(tries):
        wait_idle(page)
        page.get_by_label(label, exact=True).click()
        try:
            wanted.wait_for(timeout=5000)
            wanted.click(timeout=5000)
        except Exception:  # the list closed under us (a rerun); Escape and open it again
            if attempt == tries - 1:
                raise
            page.keyboard.press("Escape")
            continue
        wait_idle(page)
        return


def to_top(page) -> None:
    """Scroll every scrolled container back to the top (Streamlit scrolls its main block, not the document)."""
    page.evaluate("for (const e of document.querySelectorAll('*')) { if (e.scrollTop > 0) e.scrollTop = 0; }")
    page.wait_for_timeout(200)


def tap(page, target: str) -> None:
    """Tap the drawing's element `data-target=target` (a cell, a tile of the box), not waiting for the rerun:
    taps on several phones, or several on one, are made at the same time."""
    page.locator(f"[data-target='{target}']").first.click(timeout=30000)


GRID = "e => [...e.querySelectorAll(\"[data-testid^='glide-cell-']\")].map(c => [c.dataset.testid, c.textContent])"


def grid_rows(page, index: int = 0) -> list[list[str]]:
    """The rows of the page's `index`-th st.dataframe as its cells read (a canvas grid: its cells are in the
    page, for screen readers, once it is in view); [] while there is none."""
    frames = page.locator("[data-testid='stDataFrame']")
    if frames.count() <= index:
        return []
    frame = frames.nth(index)
    try:
        frame.scroll_into_view_if_needed(timeout=5000)
        frame.locator("[data-testid^='glide-cell-']").first.wait_for(state="attached", timeout=5000)
        cells = frame.evaluate(GRID)
    except Exception:  # redrawn by a rerun meanwhile: nothing read this time
        return []
    rows: dict[int, dict[int, str]] = {}
    for testid, text in cells:
        col, row = testid.removeprefix("glide-cell-").split("-", 1)
        if col.isdigit() and row.isdigit():
            rows.setdefault(int(row), {})[int(col)] = text
    return [[cols[c] for c in sorted(cols)] for _, cols in sorted(rows.items())]


def main_text(page) -> str:
    """What the page says in its main area (the sidebar's navigation left out)."""
    return page.locator("[data-testid='stMain']").inner_text()
