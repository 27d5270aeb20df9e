"""Entering the table by tapping the drawn boards, in a real browser (Debian chromium + Playwright): tap a
cell then a tile, a tile then a lit cell, undo, the grey wall's colour swatches, a phone's viewport, and
the Azul editor whole at 360 px wide. The server is the fixture of test_app_in_browser.py (conftest.py)."""

from __future__ import annotations

import json
import time
from urllib.parse import parse_qs, urlparse

from assistant import sharelink
from tests.browser.steps import open_expander, to_top, wait_idle
from tests.browser.test_app_in_browser import ROOT, _need_browser, launch

GREY = json.loads((ROOT / "examples" / "azul-grey-wall.json").read_text(encoding="utf-8"))

# Finds a tappable board by its component key across the components' shadow roots.
FIND = """(key) => { for (const host of document.querySelectorAll('*')) {
  const r = host.shadowRoot && host.shadowRoot.querySelector('.tr-board[data-key="' + key + '"]');
  if (r) return r; } return null; }"""


def _open(pw, base: str, path: str, width: int = 1400, height: int = 900):
    browser = launch(pw)
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(f"{base}/{path}")
    page.locator("[data-target]").first.wait_for(timeout=30000)
    wait_idle(page)
    return browser, page


def _tap(page, target: str) -> None:
    page.locator(f"[data-target='{target}']").first.click()
    wait_idle(page)


def _position(page, game: str) -> dict:
    """The position the page holds, read from the address bar (ui/position_io keeps it there)."""
    return sharelink.decode(parse_qs(urlparse(page.url).query)[game][0])


def _cells(page, who: int = 0) -> dict:
    cells = _position(page, "alhambra")["players"][who]["alhambra"]
    return {(c["x"], c["y"]): c.get("type", "fountain") for c in cells}


def test_tap_a_cell_then_a_tile_places_it_and_undo_takes_it_back(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "alhambra")
        _tap(page, "cell:1,0")
        _tap(page, "tile:garden:10:")
        assert _cells(page)[(1, 0)] == "garden"
        page.get_by_role("button", name="↶ Undo").click()
        wait_idle(page)
        assert (1, 0) not in _cells(page)
        page.get_by_role("button", name="↷ Redo").click()
        wait_idle(page)
        assert _cells(page)[(1, 0)] == "garden"
        assert page.locator("[data-testid='stException']").count() == 0
        browser.close()


def test_tap_a_tile_first_lights_its_legal_cells_then_a_lit_cell_takes_it(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "alhambra")
        _tap(page, "tile:pavilion:5:NW")  # walls north and west: it may go south or east of the fountain
        lit = page.locator("rect.legal")
        assert lit.count() >= 1
        page.get_by_text("lit cells where it may go").wait_for(timeout=10000)
        _tap(page, "cell:-1,0")
        assert _cells(page)[(-1, 0)] == "pavilion"
        assert page.locator("rect.legal").count() == 0
        browser.close()


def test_grey_wall_space_then_a_named_colour_swatch(app):
    sync_api = _need_browser()
    base, _, _ = app
    pos = json.loads(json.dumps(GREY))
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, f"azul?p={sharelink.encode(pos)}")
        row, column = next((y, x) for y in range(5) for x in range(5) if pos["players"][0]["wall"][y][x] == ".")
        _tap(page, f"wall:{row},{column}")
        page.get_by_text(f"Row {row + 1}, column {column + 1} of the wall").wait_for(timeout=10000)
        swatches = page.locator("[data-target^='colour:']")
        assert swatches.count() == 5 and page.locator("svg.swatches text", has_text="yellow").count() == 1
        _tap(page, "colour:yellow")
        assert _position(page, "azul")["players"][0]["wall"][row][column] == "Y"
        browser.close()


def _overflow(page, key: str) -> list[str]:
    """The targets of board `key` whose right edge passes the edge of the page's main column."""
    return page.evaluate("""([find, key]) => {
        const root = eval(find)(key);
        const limit = root.closest ? root.getBoundingClientRect().right : 0;
        const main = document.querySelector('[data-testid="stMainBlockContainer"]').getBoundingClientRect();
        const edge = Math.min(limit, main.right);
        return Array.from(root.querySelectorAll('[data-target]'))
            .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
            .map((el) => el.dataset.target);
    }""", [FIND, key])


def test_azul_wall_and_grey_editors_are_whole_at_360_px(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        for pos in (json.loads((ROOT / "examples" / "azul-endgame-4p.json").read_text(encoding="utf-8")), GREY):
            browser, page = _open(pw, base, f"azul?p={sharelink.encode(pos)}", width=360, height=800)
            assert _overflow(page, "azb:board:0") == []
            assert _overflow(page, "azb:swatches:0") == []
            assert page.evaluate("document.documentElement.scrollWidth") <= 360
            if pos is GREY:
                page.screenshot(path=str(ROOT / "docs" / "screenshots" / "azul-board-phone.png"), full_page=True)
            browser.close()


def test_phone_viewport_alhambra_board_fits_and_cells_are_big_enough_to_tap(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "alhambra", width=390, height=844)
        _tap(page, "cell:1,0")
        _tap(page, "tile:tower:11:")
        assert _cells(page)[(1, 0)] == "tower"
        assert _overflow(page, "alh:board:0") == [] and _overflow(page, "alh:box:0") == []
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        cell = page.locator("[data-target='cell:1,0']").first.bounding_box()
        tile = page.locator("[data-target^='tile:']").first.bounding_box()
        assert cell["width"] >= 32 and tile["width"] >= 32
        page.screenshot(path=str(ROOT / "docs" / "screenshots" / "alhambra-board-phone.png"), full_page=True)
        browser.close()


def _top(page, key: str) -> float:
    return page.evaluate("([find, key]) => eval(find)(key).getBoundingClientRect().top + window.scrollY",
                         [FIND, key])


def test_on_a_phone_a_broken_building_rule_is_explained_right_under_the_board_not_below_the_box(app, tmp_path):
    # The board outlines the cell in red; the sentence saying why used to sit ~1000 px lower, after the whole
    # box of tiles and the market. A pavilion walled west, east of the fountain: its wall meets the fountain's
    # open side (alhambra.build.walls-match).
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        for width, height in ((390, 844), (1400, 900)):
            browser, page = _open(pw, base, "alhambra", width=width, height=height)
            _tap(page, "cell:1,0")
            _tap(page, "tile:pavilion:5:NW")
            page.locator("[data-testid='stAlert']", has_text="alhambra.build.walls-match").wait_for(timeout=30000)
            why = page.locator("[data-testid='stAlert']", has_text="alhambra.build.").first  # the first problem
            page.screenshot(path=str(tmp_path / f"verdict-{width}-as-left.png"))
            to_top(page)  # measured in the page's flow: the phone's board is sticky once scrolled
            board = page.evaluate("([find]) => { const r = eval(find)('alh:board:0').getBoundingClientRect();"
                                  " return r.bottom + window.scrollY; }", [FIND])
            top = why.bounding_box()["y"] + page.evaluate("window.scrollY")
            page.screenshot(path=str(tmp_path / f"verdict-{width}.png"), full_page=True)
            assert board <= top  # under the drawing
            if width < 641:  # on a phone the columns stack: above the box of tiles
                assert top < _top(page, "alh:box:0")
            else:  # on a laptop the box stands beside the board (test_layout_and_history)
                assert _top(page, "alh:box:0") < board
            assert top - board < 200  # only the legend and the undo row between them (measured: ~130 px)
            browser.close()


def _visible_part(page, key: str) -> float:
    """How much of the board `key` is on screen, as a share of its height (0 when scrolled away)."""
    return page.evaluate("""([find, key]) => {
        const r = eval(find)(key).getBoundingClientRect();
        const seen = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
        return Math.max(0, seen) / r.height; }""", [FIND, key])


def test_on_a_phone_the_alhambra_stays_on_screen_while_a_tile_of_the_box_is_chosen(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "alhambra", width=390, height=844)
        _tap(page, "cell:1,0")
        last = page.locator("[data-target^='tile:tower:']").last  # the box's last row: far below the board
        last.scroll_into_view_if_needed()
        page.wait_for_timeout(200)
        assert _visible_part(page, "alh:board:0") >= 0.95  # the board stuck to the top of the screen
        assert page.evaluate("""([find]) => eval(find)('alh:board:0').getBoundingClientRect().bottom""",
                             [FIND]) <= 0.6 * 844  # and leaves most of the screen to the box
        last.click()
        wait_idle(page)
        assert _cells(page)[(1, 0)] == "tower"
        browser.close()


def _tap_at_once(page, targets: list[str]) -> None:
    """Click every target in one go, in one task of the page: no tap can be answered before the next is made."""
    found = page.evaluate("""(targets) => {
        const find = (t) => { for (const host of document.querySelectorAll('*')) {
            const el = host.shadowRoot && host.shadowRoot.querySelector('[data-target="' + t + '"]');
            if (el) return el; } return null; };
        const els = targets.map(find);
        if (els.some((el) => !el)) return false;
        for (const el of els) el.dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true}));
        return true; }""", targets)
    assert found, targets


def _name_and_cells(page) -> tuple:
    """Player 1's name and cells, as the address bar holds them (nothing yet before the first change)."""
    me = _position(page, "alhambra")["players"][0] if "alhambra=" in page.url else {"name": ""}
    return me["name"], {(c["x"], c["y"]): c.get("type", "fountain") for c in me.get("alhambra", [])}


def _settles_on(page, read, expected, seconds: float = 30.0):
    """Wait until `read(page)` is `expected` (the app may need a run a tap), then check it stays so once the
    app is idle: a tap applied twice or late would change it again."""
    deadline = time.monotonic() + seconds
    while read(page) != expected and time.monotonic() < deadline:
        page.wait_for_timeout(200)
    wait_idle(page)
    return read(page)


def test_three_wall_taps_made_at_once_each_toggle_their_space_exactly_once(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "azul")
        spaces = [(0, 0), (1, 1), (2, 3)]
        _tap_at_once(page, [f"wall:{r},{c}" for r, c in spaces])

        def filled(page) -> set:
            wall = _position(page, "azul")["players"][0]["wall"] if "azul=" in page.url else ["....."] * 5
            return {(r, c) for r in range(5) for c in range(5) if wall[r][c] != "."}

        assert _settles_on(page, filled, set(spaces)) == set(spaces)  # a tap applied twice would empty its space
        _tap_at_once(page, ["wall:1,1", "wall:1,1"])  # on and off again: two taps, not one
        assert _settles_on(page, filled, set(spaces)) == set(spaces)
        assert page.locator("[data-testid='stException']").count() == 0
        browser.close()


def test_a_cell_then_a_tile_tapped_at_once_on_two_drawings_places_the_tile(app):
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "alhambra")
        _tap_at_once(page, ["cell:1,0", "tile:garden:10:", "cell:-1,0", "tile:tower:11:"])

        def built(page) -> dict:
            return _cells(page) if "alhambra=" in page.url else {}

        expected = {(0, 0): "fountain", (1, 0): "garden", (-1, 0): "tower"}
        assert _settles_on(page, built, expected) == expected
        browser.close()


def test_on_dirks_view_a_market_square_then_a_tile_of_the_box_fills_the_market(app):
    sync_api = _need_browser()
    base, _, _ = app
    pos = {"game": "alhambra", "round": 1, "dirk": [], "players": [
        {"name": name, "alhambra": [{"x": 0, "y": 0, "fountain": True}], "reserve": []} for name in ("Ana", "Ben")]}
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, f"alhambra?p={sharelink.encode(pos)}")
        page.locator("[data-testid='stRadio'] label", has_text="Dirk").click()
        page.locator("[data-target='market:blue']").first.wait_for(timeout=30000)
        wait_idle(page)
        _tap(page, "market:blue")
        page.get_by_text("Market square blue chosen").wait_for(timeout=10000)
        _tap(page, "tile:tower:11:")

        def market_and_dirk(page) -> tuple:
            after = _position(page, "alhambra")
            return after.get("market"), after.get("dirk")

        tower = {"type": "tower", "price": 11, "walls": ""}
        assert _settles_on(page, market_and_dirk, ([{"currency": "blue", **tower}], [])) == (
            [{"currency": "blue", **tower}], [])
        _tap(page, "tile:garden:10:")  # no square chosen: the tile goes to Dirk
        garden = {"type": "garden", "price": 10, "walls": ""}
        assert _settles_on(page, market_and_dirk, ([{"currency": "blue", **tower}], [garden]))[1] == [garden]
        browser.close()


def test_a_cell_tapped_while_a_players_rename_is_still_rerunning_then_a_tile_places_the_tile(app):
    # Audit 2026-11-30, not fixed item 1: a tap on a cell made right after renaming a player (the rename's
    # st.rerun still in flight) was lost once, so the next tile tap became a tile-first selection and the tile
    # went elsewhere (1 loss in 21 such tries here; the cause is pinned by the test below). Three fresh pages,
    # each: rename, tap the cell at once (no wait), then the tile.
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        for attempt in range(3):
            browser, page = _open(pw, base, "alhambra")
            open_expander(page, "Players")
            name = page.get_by_label("Name of player 1")
            name.fill(f"Ana {attempt}")
            name.press("Enter")  # a full run, and its save() calls st.rerun(): a second full run
            page.locator("[data-target='cell:1,0']").first.click()  # while those runs are in flight
            wait_idle(page)
            _tap(page, "tile:garden:10:")

            expected = (f"Ana {attempt}", {(0, 0): "fountain", (1, 0): "garden"})
            assert _settles_on(page, _name_and_cells, expected) == expected, f"attempt {attempt + 1}"
            assert page.locator("[data-testid='stException']").count() == 0
            browser.close()


def test_a_tap_held_while_the_drawing_is_redrawn_still_counts(app):
    # The cause of audit item 1: a rename reruns the page and redraws the board (its title is the player's
    # name); a press that began on a cell and ended after the redraw ended on a new element, so the browser's
    # click never named the cell and the tap was lost (then the tile became a tile-first choice). Here the press
    # itself commits the typed name (the name box loses the focus) and is released only once the rerun is over.
    sync_api = _need_browser()
    base, _, _ = app
    with sync_api.sync_playwright() as pw:
        browser, page = _open(pw, base, "alhambra")
        open_expander(page, "Players")
        page.get_by_label("Name of player 1").fill("Ana")  # typed, not yet sent: Enter not pressed
        box = page.locator("[data-target='cell:1,0']").first.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()  # the name box loses the focus: the rename runs now, redrawing the board
        wait_idle(page)
        page.mouse.up()
        wait_idle(page)
        _tap(page, "tile:garden:10:")

        expected = ("Ana", {(0, 0): "fountain", (1, 0): "garden"})
        assert _settles_on(page, _name_and_cells, expected) == expected
        browser.close()


def test_renaming_a_player_does_not_move_the_board_while_the_page_reruns(app):
    # The second cause of audit item 1: during the rename's rerun the old name box stayed beside the new one
    # (its key followed the name), pushing the board down ~84 px for a moment; a tap then hit the wrong spot.
    sync_api = _need_browser()
    base, _, _ = app
    where = "([find]) => Math.round(eval(find)('alh:board:0').getBoundingClientRect().y)"
    with sync_api.sync_playwright() as pw:
        for attempt in range(3):
            browser, page = _open(pw, base, "alhambra")
            open_expander(page, "Players")
            name = page.get_by_label("Name of player 1")
            name.fill(f"Ana {attempt}")
            before = page.evaluate(where, [FIND])
            name.press("Enter")
            seen = set()
            for _ in range(100):  # ~1.5 s: both runs of the rename
                seen.add(page.evaluate(where, [FIND]))
                page.wait_for_timeout(5)
            assert seen == {before}, attempt
            browser.close()
