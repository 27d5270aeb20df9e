"""A pasted notation and the keyboard, in a real browser (Debian chromium + Playwright): the notation box of
the board pages (ui/position_io.notation_box) takes a whole table in one line or names the token at fault
and changes nothing; the drawn board takes the focus, the arrow keys move its cell cursor and Enter taps
the cell under it (ui/board_component.py), then a tile of the box is chosen the same way."""

from __future__ import annotations

import json
import time

from assistant import api
from tests.browser.steps import open_expander, wait_idle
from tests.browser.test_app_in_browser import ROOT, _need_browser
from tests.browser.test_board_entry import _cells, _open, _position

EXAMPLE = {game: json.loads((ROOT / "examples" / name).read_text(encoding="utf-8"))
           for game, name in (("alhambra", "alhambra-sample.json"), ("azul", "azul-midgame-2p.json"))}
NOTATION = {game: api.to_notation(pos) for game, pos in EXAMPLE.items()}
BOARD = {"alhambra": "alh:board:0", "azul": "azb:board:0"}
# One token broken in each (good, broken, how the error line begins the token it names): 'Q' is no Alhambra
# tile type; 'Z' is no Azul colour (BYRKW), and the whole wall is the token.
BROKEN = {"alhambra": ("T8nes", "Q8nes", "token 'Q8nes'"), "azul": ("BY.../WB...", "BZ.../WB...", "token 'BZ.../")}


def _until(check, what: str, timeout: float = 60.0):
    """Poll `check()` until it returns a true value (a loaded machine answers late); fail naming `what`."""
    end = time.monotonic() + timeout
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.25)


def _paste(page, text: str) -> None:
    open_expander(page, "Open · save · share")
    box = page.get_by_label("Paste a notation", exact=True)
    box.fill(text)
    page.get_by_role("button", name="Apply the notation").click()
    wait_idle(page)


def _same_table(page, game: str, notation: str) -> bool:
    try:
        return api.to_notation(_position(page, game)) == notation
    except (KeyError, ValueError):  # the address bar is not written yet
        return False


def _paste_a_notation_then_a_broken_one(pw, base: str, game: str) -> None:
    notation = NOTATION[game]
    first = EXAMPLE[game]["players"][0]["name"]
    browser, page = _open(pw, base, game)
    drawn = page.locator(f".tr-board[data-key='{BOARD[game]}']")
    assert first not in (drawn.get_attribute("aria-label") or "")  # the empty page's first player is not named so
    _paste(page, notation)
    _until(lambda: _same_table(page, game, notation), f"the {game} notation in the address bar")
    # The page's own notation line (st.code) and the drawing now show the pasted table.
    page.locator("[data-testid='stCode']", has_text=notation[:40]).first.wait_for(timeout=30000)
    _until(lambda: first in (drawn.get_attribute("aria-label") or ""), f"{first}'s board drawn")
    before = page.url

    good, bad, named = BROKEN[game]
    assert good in notation
    _paste(page, notation.replace(good, bad, 1))
    failed = page.locator("[data-testid='stAlert']", has_text="Not applied, nothing changed")
    failed.first.wait_for(timeout=30000)
    assert failed.count() == 1  # one error line
    assert named in failed.inner_text()
    assert page.url == before and _same_table(page, game, notation)  # the position is unchanged
    assert page.locator("[data-testid='stException']").count() == 0
    browser.close()


def test_a_pasted_alhambra_notation_becomes_the_board_and_a_broken_token_is_named(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        _paste_a_notation_then_a_broken_one(pw, base, "alhambra")


def test_a_pasted_azul_notation_becomes_the_board_and_a_broken_token_is_named(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        _paste_a_notation_then_a_broken_one(pw, base, "azul")


def _cursor(page, key: str) -> str | None:
    """The target under the keyboard cursor of board `key` (the element drawn with .tr-cursor)."""
    el = page.locator(f".tr-board[data-key='{key}'] .tr-cursor")
    return el.first.get_attribute("data-target") if el.count() else None


def _arrow_to(page, key: str, target: str, keys: list[str]) -> None:
    """Press the arrow `keys` in turn (at most 8 times over) until the cursor of board `key` is on `target`."""
    for _ in range(8):
        for k in keys:
            if _cursor(page, key) == target:
                return
            page.keyboard.press(k)
    assert _cursor(page, key) == target, f"the cursor stopped on {_cursor(page, key)!r}, not {target!r}"


def test_keyboard_arrows_and_enter_choose_the_cell_east_of_the_fountain_then_a_tile(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "alhambra")
        board = page.locator(".tr-board[data-key='alh:board:0']")
        board.focus()
        assert board.evaluate("el => el.getRootNode().activeElement === el")  # tabIndex 0: it takes the focus
        page.keyboard.press("ArrowRight")  # the first arrow puts the cursor on a target
        _arrow_to(page, "alh:board:0", "cell:1,0", ["ArrowRight", "ArrowDown"])
        page.keyboard.press("Enter")
        wait_idle(page)
        # Enter tapped the cell, as a click would: the page asks for its tile.
        page.get_by_text("Cell chosen: now tap its tile in the box.").wait_for(timeout=30000)
        box = page.locator(".tr-board[data-key='alh:box:0']")
        box.focus()
        page.keyboard.press("ArrowRight")
        tile = _until(lambda: _cursor(page, "alh:box:0"), "a tile under the palette's cursor")
        assert tile.startswith("tile:")
        page.keyboard.press("Enter")
        wait_idle(page)
        kind = tile.split(":")[1]
        _until(lambda: _cells(page).get((1, 0)) == kind, f"a {kind} at (1, 0)")
        assert page.locator("[data-testid='stException']").count() == 0
        browser.close()
