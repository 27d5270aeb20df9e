"""Hostile links in a real browser (Debian's chromium driven by Playwright against `streamlit run`).

Share links whose position holds Markdown in an unknown key or in player names, and address-bar
parameters no page expects, are opened on every page; a game is opened by its table's token only.
Streamlit's own renderer decides what becomes markup, so this is where "shown as text" is proven: no request
leaves localhost (images, the tab icon, fonts), no link or image to an outside host is in the page, no bold,
italic or LaTeX is made from the hostile text, and no traceback is shown.
"""

from __future__ import annotations

import time
from urllib.parse import quote, urlparse

import pytest

from assistant import sharelink
from assistant.ledger import db, service
from tests.browser.server import serve
from tests.browser.steps import wait_idle
from tests.browser.test_app_in_browser import _need_browser, launch
from tests.hostile import alhambra, azul

NAMES = ["![](https://evil.example/r.png)", "[click](https://evil.example)", "**bold** _it_", "$x^2$",
         "http://evil.example/x", "O'Brien & Co"]
KEYS = ["[Click](https://evil.example/login)", "![](http://evil.example/x.png)", "**shout**"]
GAME_PARAMS = ["²", "99999999999999999999", "-1", "2147483648"]
# Parameters no page expects, added to every page's address.
STRAY = "&game=%C2%B2&rule=%3Cscript%3E&lang=xx"
LOCAL = {"127.0.0.1", "localhost"}
# Text made from the hostile input if it were rendered: bold/italic/struck words, a formula, a link.
MARKUP_WORDS = {"bold", "it", "shout", "click", "Click", "x2", "s"}

SCAN = """() => {
  const main = document.body;
  const outside = [...main.querySelectorAll('a[href], img[src], image, link[href], script[src], iframe[src]')]
    .map(e => e.getAttribute('href') || e.getAttribute('src') || e.getAttribute('xlink:href') || '')
    .filter(u => /^(https?:)?\\/\\//i.test(u) && !/^(https?:)?\\/\\/(127\\.0\\.0\\.1|localhost)[:/]/i.test(u));
  const marked = [...main.querySelectorAll('strong, em, del, b, i, a')]
    .map(e => e.textContent.trim());
  return {outside, marked, katex: main.querySelectorAll('.katex, math').length, text: main.innerText};
}"""




@pytest.fixture(scope="module")
def hostile_app(tmp_path_factory):
    """The app with a ledger that already holds a game of hostile names."""
    _need_browser()
    path = tmp_path_factory.mktemp("hostile") / "ledger.db"
    led = db.open_ledger(db.database_url({db.PATH_ENV: str(path)}))
    view = service.start_game(led, {"game": "alhambra", "players": NAMES})
    service.record_round(led, view.id, view.version, {"scores": [{"name": n, "points": i}
                                                                 for i, n in enumerate(NAMES)]})
    led.close()
    with serve(path) as (base, _, _):
        yield base, view.token


def check(page, where: str, requests: list[str], must_see: str | None = None) -> None:
    wait_idle(page)
    if must_see:  # as the player reads it: the invisible word joiners that break autolinks left out
        page.wait_for_function("s => document.body.innerText.replaceAll('\\u2060', '').includes(s)",
                               arg=must_see, timeout=30000)
    found = page.evaluate(SCAN)
    assert not found["outside"], f"{where}: outside link or image {found['outside']}"
    made = [t for t in found["marked"] if t in MARKUP_WORDS]
    assert not made, f"{where}: markup made from hostile text {made}"
    assert found["katex"] == 0, f"{where}: LaTeX rendered"
    for sign in ("Traceback", 'File "/', '.py", line', "Something went wrong on this page"):
        assert sign not in found["text"], f"{where}: {sign!r} on screen"
    away = [u for u in requests if urlparse(u).scheme in ("http", "https", "ws", "wss")
            and urlparse(u).hostname not in LOCAL]
    assert not away, f"{where}: requests left localhost {away}"


def test_hostile_links_and_parameters_show_as_text_on_every_page(hostile_app):
    sync_api = _need_browser()
    base, token = hostile_app
    started = time.perf_counter()
    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        requests: list[str] = []
        page.on("request", lambda r: requests.append(r.url))

        for key in KEYS:  # an unknown key is quoted back in the red box, as text
            page.goto(f"{base}/home?p={sharelink.encode({**alhambra(['Ana', 'Bob']), key: 1})}{STRAY}")
            check(page, f"key {key}", requests, must_see=key)

        page.goto(f"{base}/alhambra?p={sharelink.encode(alhambra(NAMES))}{STRAY}")
        check(page, "alhambra board", requests, must_see="O'Brien & Co")
        assert page.get_by_text("O&#x27;Brien").count() == 0
        for path in ("alhambra-scoring", "alhambra-turn"):
            page.goto(f"{base}/{path}?p={sharelink.encode(alhambra(NAMES))}{STRAY}")
            check(page, path, requests, must_see=NAMES[0])
        page.goto(f"{base}/azul?p={sharelink.encode(azul(NAMES[:4]))}{STRAY}")
        check(page, "azul board", requests, must_see=NAMES[1])

        for value in [*GAME_PARAMS, "1"]:  # a number never opens a game: one line, whatever it is
            page.goto(f"{base}/games?game={quote(value)}&rule=%3Cscript%3E&lang=xx")
            check(page, f"games ?game={value}", requests, must_see="is no longer opened by its number")
            assert page.get_by_text("O'Brien & Co").count() == 0
        for value in ("<script>", token[:-1], "[x](http://evil.example)"):  # a wrong or truncated link: one line
            page.goto(f"{base}/games?t={quote(value)}&lang=xx")
            check(page, f"games ?t={value}", requests, must_see="This link opens no table")
            assert page.get_by_text("O'Brien & Co").count() == 0
        page.goto(f"{base}/games?t={token}")
        check(page, "games with hostile names", requests, must_see="O'Brien & Co")
        page.goto(f"{base}/rules?rule={quote('<script>')}&game=%C2%B2&lang=xx")
        check(page, "rules ?rule=<script>", requests, must_see="There is no rule with the id <script>")
        for path in ("learn", "history"):  # the pages not opened above, with the same stray parameters
            page.goto(f"{base}/{path}?p=%5Bx%5D(http%3A%2F%2Fevil.example){STRAY}")
            check(page, f"{path} with stray parameters", requests)
        browser.close()
    print(f"\nhostile links: {len(requests)} requests, all local, in {time.perf_counter() - started:.1f} s")
