"""The app as a player moves around it (issue 16): Back returns to the previous page; on a laptop the board
and the box of tiles are in view together; on a phone every tap target is at least 44 px; the small defects
of the audit stay fixed. One browser for the whole module, on the shared server (conftest.py)."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlparse

import pytest

from assistant import sharelink
from tests.browser.steps import wait_idle
from tests.browser.test_app_in_browser import ROOT, _need_browser, launch

LAPTOPS = [(1400, 900), (1024, 768)]
PHONE = {"width": 390, "height": 844}
TOUCH = 44  # px: the usual smallest touch target (WCAG 2.5.5, Apple and Material guidance)


@pytest.fixture(scope="module")
def browser(app):
    sync_api = _need_browser()
    with sync_api.sync_playwright() as pw:
        b = launch(pw)
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


# Finds a tappable board by its component key across the components' shadow roots; its box on screen.
RECT = """(key) => { for (const host of document.querySelectorAll('*')) {
  const r = host.shadowRoot && host.shadowRoot.querySelector('.tr-board[data-key="' + key + '"]');
  if (r) { const b = r.getBoundingClientRect(); return {left: b.left, right: b.right, top: b.top, bottom: b.bottom}; } }
  return null; }"""
# The smallest side of every tap target of a board, as drawn on screen.
TARGETS = """(key) => { for (const host of document.querySelectorAll('*')) {
  const r = host.shadowRoot && host.shadowRoot.querySelector('.tr-board[data-key="' + key + '"]');
  if (r) return Array.from(r.querySelectorAll('[data-target]')).map((el) => {
    const b = el.getBoundingClientRect(); return [el.dataset.target, Math.min(b.width, b.height)]; }); }
  return null; }"""
SCROLLED = "() => Math.max(...Array.from(document.querySelectorAll('*')).map((e) => e.scrollTop), window.scrollY)"


def _drawn(page, key: str) -> dict:
    """The box on screen of the board `key`, once the browser has drawn it (components mount one by one)."""
    page.wait_for_function(f"() => {{ const r = ({RECT})({key!r}); return r && r.bottom > r.top; }}",
                           timeout=30000)
    page.wait_for_timeout(200)
    return page.evaluate(RECT, key)


def _sample_link() -> str:
    return "alhambra?p=" + sharelink.encode(json.loads((ROOT / "examples" / "alhambra-sample.json").read_text("utf-8")))


@pytest.mark.parametrize(("width", "height"), LAPTOPS)
def test_on_a_laptop_the_board_and_the_whole_box_are_on_screen_so_a_tile_is_two_taps(app, browser, width, height):
    """The box of tiles beside the board, both whole on the screen as the page opens: a cell, then a tile (the
    box's last, a tower), and no scrolling in between (issue 16: 640 px apart, the right-hand column empty)."""
    base, _, _ = app
    page = _open(browser, base, _sample_link(), width, height)
    board, box = _drawn(page, "alh:board:0"), _drawn(page, "alh:box:0")
    assert box["left"] >= board["right"]  # side by side
    assert board["bottom"] <= height and box["bottom"] <= height, (board, box)  # both whole, unscrolled
    assert page.evaluate(SCROLLED) == 0
    last = page.evaluate(TARGETS, "alh:box:0")[-1][0]
    page.mouse.click(*_centre(page, "alh:board:0", "cell:1,1"))  # a free cell, tapped where it is on screen
    wait_idle(page)
    page.mouse.click(*_centre(page, "alh:box:0", last))
    wait_idle(page)
    assert page.evaluate(SCROLLED) == 0
    cells = sharelink.decode(parse_qs(urlparse(page.url).query)["alhambra"][0])["players"][0]["alhambra"]
    assert any((c["x"], c["y"]) == (1, 1) for c in cells)  # placed by two taps, seen without scrolling
    page.close()


CENTRE = """([key, target]) => { for (const host of document.querySelectorAll('*')) {
  const r = host.shadowRoot && host.shadowRoot.querySelector('.tr-board[data-key="' + key + '"]');
  const el = r && r.querySelector('[data-target="' + target + '"]');
  if (el) { const b = el.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; } }
  return null; }"""


def _centre(page, key: str, target: str) -> tuple[float, float]:
    at = page.evaluate(CENTRE, [key, target])
    assert at is not None, (key, target)
    return at[0], at[1]


def test_on_a_phone_every_tile_of_the_alhambra_box_is_a_44_px_target(app, browser):
    base, _, _ = app
    page = _open(browser, base, "alhambra", phone=True, **PHONE)
    _drawn(page, "alh:box:0")
    sizes = page.evaluate(TARGETS, "alh:box:0")
    assert sizes and min(s for _, s in sizes) >= TOUCH, min(sizes, key=lambda t: t[1])
    page.close()


def test_on_a_phone_every_azul_wall_line_and_floor_space_is_a_44_px_target(app, browser):
    """Ten spaces across (five of a line, five of the wall) cannot be 44 px on a 358 px screen: on a phone
    the wall is drawn under the pattern lines (27.7 px targets before)."""
    base, _, _ = app
    pos = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
    page = _open(browser, base, f"azul?p={sharelink.encode(pos)}", phone=True, **PHONE)
    _drawn(page, "azb:board:0")
    sizes = page.evaluate(TARGETS, "azb:board:0")
    kinds = {t.split(":")[0] for t, _ in sizes}
    assert {"wall", "line"} <= kinds and len(sizes) >= 25 + 15
    assert min(s for _, s in sizes) >= TOUCH, min(sizes, key=lambda t: t[1])
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.close()


def test_on_a_touch_screen_no_cell_is_tinted_by_the_last_tap(app, browser):
    """A touch screen keeps :hover where the finger last was; after the redraw another cell lay there, tinted
    as if chosen (issue 16: a stray "selected" cell when a tile is chosen first). No hover tint on touch."""
    base, _, _ = app
    page = _open(browser, base, "alhambra", phone=True, **PHONE)
    page.locator("[data-target]").first.wait_for(timeout=30000)
    page.locator("[data-target='tile:pavilion:5:NW']").first.tap()
    wait_idle(page)
    cell = page.locator("[data-target='cell:0,-1']").first
    cell.hover()
    assert cell.evaluate("el => getComputedStyle(el).fill") in ("transparent", "rgba(0, 0, 0, 0)")
    page.close()


def test_a_pasted_notation_keeps_its_players_and_a_choice_of_whose_board(app, browser):
    """Player 2's board shown, then three players pasted: all three are kept (the player count's old value
    once dropped one) and one of them is chosen under "Whose board" (none was)."""
    base, _, _ = app
    page = _open(browser, base, "alhambra")
    page.locator("[data-testid='stRadio']", has_text="Whose board").get_by_text("Player 2", exact=True).click()
    wait_idle(page)
    box = page.get_by_label("Paste a notation")
    box.fill("alhambra | Ana: @0,0 F | Bo: @0,0 F | Cy: @0,0 F")
    box.press("Enter")
    wait_idle(page)
    radio = page.locator("[data-testid='stRadio']", has_text="Whose board")
    assert radio.locator("input").count() == 3
    assert radio.locator("input:checked").count() == 1
    assert radio.locator("label", has=page.locator("input:checked")).inner_text().strip() == "Bo"
    page.close()


def test_the_question_boxs_counter_stands_clear_of_the_typed_text(app, browser):
    """Issue 16: "58/500" sat over the end of a long question on the Rules page."""
    base, _, _ = app
    page = _open(browser, base, "rules", phone=True, **PHONE)
    box = page.get_by_label("Your question")
    box.fill("if we both have 3 towers in round 2 who gets the points then")
    counter = page.locator("[data-testid='InputInstructions']").first
    counter.wait_for(timeout=10000)
    assert "60/500" in counter.inner_text()
    text, shown = box.bounding_box(), counter.bounding_box()
    assert shown["y"] >= text["y"] + text["height"] - 1  # under the box, clear of the typed text
    # in room kept for it: what lies below did not move when it appeared
    below = page.get_by_role("button").last
    at = below.bounding_box()["y"]
    box.blur()
    page.wait_for_timeout(300)
    assert abs(below.bounding_box()["y"] - at) < 1
    page.close()


def test_on_a_phone_end_the_round_follows_the_boards_without_a_gap(app, browser):
    """Issue 16: 200 px of nothing above "End the round" (an empty column of a two-board row and a divider,
    stacked). Nothing but the usual gap between the last board's verdict and the section's heading."""
    base, _, _ = app
    page = _open(browser, base, "azul", phone=True, **PHONE)
    page.locator("[data-target]").first.wait_for(timeout=30000)
    heading = page.get_by_role("heading", name="End the round")
    heading.scroll_into_view_if_needed()
    above = page.evaluate("""(h) => {
        const top = h.getBoundingClientRect().top; let bottom = -1e9;
        for (const el of document.querySelectorAll('[data-testid="stMain"] [data-testid="stElementContainer"]')) {
          const b = el.getBoundingClientRect();
          if (b.height > 0 && b.bottom <= top - 1 && el.innerText.trim()) bottom = Math.max(bottom, b.bottom); }
        return top - bottom; }""", heading.element_handle())
    assert above < 60, above
    page.close()
