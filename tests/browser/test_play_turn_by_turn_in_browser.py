"""A table played turn by turn on two phones (issue 19, "Proof"), in a real browser: phones are Playwright
contexts at 390x844 (no shared session) in one chromium, on one `streamlit run` server for the module.

- Alhambra: the table set up through the API (the market, the money row and the hands, written as the players'
  setup taps would write them; the setup taps themselves are AppTest-tested in tests/app), "Start playing"
  pressed on a phone, then on the phone whose turn it is a refused take (its rule shown beside the tap), a
  take, the refill, a buy, its placement and the refill; the other phone shows every step and whose turn it is
  without a reload; one undo, seen on both.
- Azul: the factories dealt by taps on one phone, then takes alternating between the two phones until the
  offer is over; the round is recorded and its scoring shows on both phones.

Every wait is on what the page shows (the turn line, the last step's words, the standings) or on the ledger;
labels are read from data/i18n and drawings' elements by their `data-target`, so wording and layout may change
under the test.
"""

from __future__ import annotations

import re
import time
from contextlib import contextmanager, suppress
from pathlib import Path

from assistant import api, registry
from assistant.i18n import t
from tests.browser import test_table_phones_in_browser as phones_test
from tests.browser.steps import main_text, tap, wait_idle
from tests.browser.test_table_phones_in_browser import join, pick_seats, standings_shown, wait_for
from ui import alhambra_entry

app, browser = phones_test.app, phones_test.browser  # its fixtures: one server and one chromium for the module

BOX = alhambra_entry.box_tiles()
EN = "en"
ALHAMBRA = ["Ayşe", "Kemal"]
AZUL = ["Zeynep", "Mehmet"]


@contextmanager
def shown_on_failure(phones, where: Path):
    """On a failure, every phone's screen saved under `where` (named in the error) and its text printed."""
    try:
        yield
    except BaseException:
        for i, phone in enumerate(phones):
            with suppress(Exception):
                phone.screenshot(path=str(where / f"phone{i}.png"), full_page=True)
                print(f"--- phone {i} ({where / f'phone{i}.png'}):\n{main_text(phone)}")
        raise


def card(currency: str, value: int) -> dict:
    return {"currency": currency, "value": value}


def alhambra_table(led) -> str:
    """Ayşe and Kemal's table (two players: Dirk plays too) as their setup taps leave it: four market tiles,
    four face-up cards, Dirk's six tiles, a hand each dealt up to 20 exactly (no card more than needed). Kemal
    holds the fewest cards (3 against 4): by the rules he starts."""
    view = api.table.create_table(led, {"game": "alhambra", "players": ALHAMBRA, "variant": "dirk"})
    shared = dict(view.board(None).position)
    shared["market"] = [{"currency": c, **BOX[i]} for c, i in (("blue", 12), ("green", 20), ("orange", 28),
                                                               ("yellow", 36))]
    shared["money_row"] = [card("blue", 2), card("green", 3), card("orange", 7), card("yellow", 1)]
    shared["dirk"] = [BOX[i] for i in range(40, 46)]
    view = api.table.write_board(led, view.token, None, shared, view.board(None).version, actor="Ayşe")
    hands = [[card("blue", 3), card("blue", 6), card("orange", 2), card("green", 9)],
             [card("yellow", 4), card("yellow", 7), card("orange", 9)]]
    for seat, hand in enumerate(hands):
        board = {**view.board(seat).position, "hand": hand}
        view = api.table.write_board(led, view.token, seat, board, view.board(seat).version, actor=ALHAMBRA[seat])
    return view.token


def turn_line(phone) -> str:
    """The page's turn line (its first info box), '' while there is none."""
    boxes = phone.locator("[data-testid='stMain'] [data-testid='stAlertContentInfo']")
    try:
        return boxes.first.inner_text(timeout=1000).strip() if boxes.count() else ""
    except Exception:  # redrawn by a rerun meanwhile
        return ""


def plain(markdown: str) -> str:
    """A line of the page's Markdown as the page reads (bold marks dropped)."""
    return re.sub(r"\*\*", "", markdown).strip()


def expected_line(kind: str, turn: dict, viewer: str | None) -> str:
    phase = t(f"play.phase.{kind}.{turn['phase']}", EN)
    player = turn.get("player")
    if player is None:
        return plain(t("play.turn.table", EN, phase=phase))
    key = "play.turn.yours" if player == viewer else "play.turn.theirs"
    return plain(t(key, EN, name=player, phase=phase))


def shows_turn(phone, kind: str, turn: dict, viewer: str | None, timeout: float = 30) -> float:
    """Seconds until the phone's turn line says `turn` (failing when it never does)."""
    want = expected_line(kind, turn, viewer)
    seen = wait_for(lambda: turn_line(phone) == want, timeout, phone.wait_for_timeout)
    assert seen is not None, f"{viewer}'s phone says {turn_line(phone)!r}, not {want!r}"
    return seen


def shows_step(phone, entry, timeout: float = 30) -> None:
    """The phone names the step `entry` of the play log in words ("Last step: ..."), failing when it never does."""
    key, params = entry.said
    want = plain(t("play.last", EN, step=api.message(key, EN, **params)))
    seen = wait_for(lambda: want in plain(main_text(phone)), timeout, phone.wait_for_timeout)
    assert seen is not None, f"the phone never said {want!r}"


def press(phone, label: str) -> None:
    """Press the button `label` once it can be pressed (Playwright's click waits until it is enabled and still)."""
    phone.get_by_role("button", name=label, exact=True).first.click(timeout=30000)


def step_landed(led, token: str, steps_before: int, timeout: float = 30) -> list:
    """The play log once it holds one more step than `steps_before` (failing when it never does)."""
    log: list = []

    def more() -> bool:
        log[:] = api.table.play_log(led, token)
        return len(log) > steps_before

    assert wait_for(more, timeout, lambda ms: time.sleep(ms / 1000)) is not None, \
        f"no step played after {steps_before}"
    return log


def played(led, token: str, timeout: float = 30):
    """The table once it is played turn by turn (failing when "Start playing" never made it so)."""
    views: list = []

    def started() -> bool:
        views[:] = [api.table.open_table(led, token)]
        return views[0].turn is not None

    assert wait_for(started, timeout, lambda ms: time.sleep(ms / 1000)) is not None, "the play never started"
    return views[0]


def toggle(phone, label: str) -> None:
    switch = phone.get_by_label(label, exact=True)
    switch.wait_for(state="attached", timeout=30000)
    phone.get_by_text(label, exact=True).first.click()
    wait_idle(phone)


def start_playing(phone) -> None:
    """The switch "Play turn by turn", then "Start playing"."""
    toggle(phone, t("play.switch", EN))
    press(phone, t("play.start", EN))


def test_an_alhambra_round_played_on_two_phones_each_step_seen_on_both_a_refusal_beside_its_tap_and_an_undo(
        app, browser, tmp_path):
    """Fails when a step tapped on the phone whose turn it is does not reach the ledger as the engine's step,
    when the other phone does not show whose turn it is after each step without a reload, when a refused take
    is not shown beside the take with its rule (or changes the table), or when an undo is not seen on both."""
    server, led = app
    token = alhambra_table(led)
    phones = join(browser, [server.base] * 2, token)
    pick_seats(phones, ALHAMBRA)
    for phone in phones:
        phone.evaluate("() => { window.__not_reloaded = true; }")
    with shown_on_failure(phones, tmp_path):
        alhambra_round(led, token, *phones)
    for phone in phones:
        phone.context.close()


def alhambra_round(led, token: str, ayse, kemal) -> None:
    start_playing(ayse)
    view = played(led, token)
    assert view.turn["player"] == "Kemal", view.turn  # the fewest cards start
    for phone, me in ((ayse, "Ayşe"), (kemal, "Kemal")):
        shows_turn(phone, "alhambra", view.turn, me)

    # Kemal: orange 7 and blue 2 together are worth more than the take allows: refused beside the take
    tap(kemal, "row:0")
    tap(kemal, "row:2")
    wait_idle(kemal)
    refused = registry.get("alhambra").play.step(view.position, view.turn,
                                                 {"step": "take", "cards": [card("blue", 2), card("orange", 7)]})
    assert refused.problems
    rule = refused.problems[0].rule
    press(kemal, t("play.alh.take_button", EN))
    error = kemal.locator("[data-testid='stMain'] [data-testid='stAlertContentError']", has_text=rule)
    error.first.wait_for(timeout=30000)
    # beside the take: the error follows the Take button and comes before the Buy button
    take_y = kemal.get_by_role("button", name=t("play.alh.take_button", EN), exact=True).bounding_box()["y"]
    buy_y = kemal.get_by_role("button", name=t("play.alh.buy_button", EN), exact=True).bounding_box()["y"]
    assert take_y < error.first.bounding_box()["y"] < buy_y, "the refusal is not beside the take"
    assert api.table.open_table(led, token).stamp == view.stamp, "a refused step changed the table"

    # the take: orange 7 let go, blue 2 taken
    steps = len(api.table.play_log(led, token))
    tap(kemal, "row:2")
    wait_idle(kemal)
    press(kemal, t("play.alh.take_button", EN))
    log = step_landed(led, token, steps)
    assert log[-1].step == {"step": "take", "cards": [card("blue", 2)]}
    view = api.table.open_table(led, token)
    assert view.turn["phase"] == "refill"
    shows_turn(ayse, "alhambra", view.turn, "Ayşe")
    shows_step(ayse, log[-1])

    # the refill: the blue 8 turned up
    tap(kemal, "card:blue:8")
    wait_idle(kemal)
    press(kemal, t("play.alh.done", EN))
    log = step_landed(led, token, len(log))
    assert log[-1].step["money"] == [card("blue", 8)]
    view = api.table.open_table(led, token)
    assert view.turn["player"] == "Ayşe" and view.turn["phase"] == "act"
    shows_turn(kemal, "alhambra", view.turn, "Kemal")
    shows_turn(ayse, "alhambra", view.turn, "Ayşe")
    shows_step(ayse, log[-1])

    # Ayşe buys the blue square's tile: its payment is proposed from her hand (one tap, then Buy)
    tile = BOX[12]
    tap(ayse, "market:blue")
    wait_idle(ayse)
    press(ayse, t("play.alh.buy_button", EN))
    log = step_landed(led, token, len(log))
    assert log[-1].step["step"] == "buy" and log[-1].step["square"] == "blue"
    view = api.table.open_table(led, token)
    assert view.turn["phase"] == "place", view.turn  # paid over the price: the actions are over
    shows_turn(kemal, "alhambra", view.turn, "Kemal")
    shows_step(kemal, log[-1])

    # placed on a lit cell beside the fountain
    tap(ayse, "cell:1,0")
    log = step_landed(led, token, len(log))
    assert log[-1].step["step"] == "place" and log[-1].step["at"] == [1, 0]
    view = api.table.open_table(led, token)
    assert view.turn["phase"] == "refill"
    shows_turn(kemal, "alhambra", view.turn, "Kemal")
    shows_step(kemal, log[-1])

    # the refill: a tile of the box on the empty blue square
    new = BOX[0] if (BOX[0]["type"], BOX[0]["price"]) != (tile["type"], tile["price"]) else BOX[1]
    wait_idle(ayse)
    tap(ayse, f"tile:{new['type']}:{new['price']}:{new['walls']}")
    wait_idle(ayse)
    press(ayse, t("play.alh.done", EN))
    log = step_landed(led, token, len(log))
    assert log[-1].step["step"] == "refill"
    view = api.table.open_table(led, token)
    assert view.turn["player"] == "Kemal" and view.turn["phase"] == "act"
    for phone, me in ((ayse, "Ayşe"), (kemal, "Kemal")):
        shows_turn(phone, "alhambra", view.turn, me)
    shows_step(kemal, log[-1])

    # undo once (on the other phone): back to Ayşe's refill on both
    press(kemal, t("play.undo", EN))
    wait_for(lambda: len(api.table.play_log(led, token)) == len(log) - 1, 30, kemal.wait_for_timeout)
    view = api.table.open_table(led, token)
    assert view.turn["player"] == "Ayşe" and view.turn["phase"] == "refill", view.turn
    for phone, me in ((ayse, "Ayşe"), (kemal, "Kemal")):
        shows_turn(phone, "alhambra", view.turn, me)
        assert phone.evaluate("() => window.__not_reloaded === true"), "the page was reloaded"


# The deal: four of a colour on each of the first four factories, three white and a black on the fifth (a take of
# the white sends the black to the centre, where the last take finds it with the first player marker).
DEAL = [["blue"] * 4, ["yellow"] * 4, ["red"] * 4, ["black"] * 4, ["white"] * 3 + ["black"]]
# The takes, alternating from Zeynep (the first seat starts the first round): (source, colour, line).
TAKES = [(0, "blue", 4), (1, "yellow", 4), (2, "red", 5), (3, "black", 5), (4, "white", 3), ("centre", "black", 5)]
# The scoring on the coloured wall (a line's colour goes to column (colour's index + row) % 5, colours in the order
# blue, yellow, red, black, white; rows from 0): Zeynep's full lines 3 (white: row 2, column 1) and 4 (blue: row 3,
# column 3), not adjacent: 1 + 1; her line 5 holds 4 of 5 red, not tiled. Mehmet's line 4 (yellow: row 3, column
# 4) and line 5 (black, 4 from factory 4 and 1 from the centre: row 4, column 2), not adjacent: 1 + 1, and the
# first player marker on his floor: -1.
AZUL_SCORES = {"Zeynep": 2, "Mehmet": 1}


def test_an_azul_round_dealt_by_taps_and_taken_on_two_phones_in_turn_ends_with_its_scoring_on_both(
        app, browser, tmp_path):
    """Fails when the deal tapped on one phone is not the one the ledger plays, when a take tapped on the phone
    whose turn it is does not reach the ledger as that take, when the other phone does not follow whose turn it
    is, when the end of the offer is not detected (no round recorded) or the round's scoring does not show the
    hand-scored standings on both phones without a reload."""
    server, led = app
    view = api.table.create_table(led, {"game": "azul", "players": AZUL})
    phones = join(browser, [server.base] * 2, view.token)
    pick_seats(phones, AZUL)
    for phone in phones:
        phone.evaluate("() => { window.__not_reloaded = true; }")
    with shown_on_failure(phones, tmp_path):
        azul_round(led, view.token, phones)
    for phone in phones:
        assert phone.evaluate("() => window.__not_reloaded === true"), "the page was reloaded"
        phone.context.close()


def azul_round(led, token: str, phones: list) -> None:
    zeynep = phones[0]
    start_playing(zeynep)
    view = played(led, token)
    assert view.turn["phase"] == "deal", view.turn
    for phone, me in zip(phones, AZUL, strict=True):
        shows_turn(phone, "azul", view.turn, me)
    for factory in DEAL:  # the colours tapped as they lie, factory after factory (no wait between the taps)
        for colour in factory:
            tap(zeynep, f"colour:{colour}")
    wait_idle(zeynep)
    press(zeynep, t("azp.dealt", EN))
    log = step_landed(led, token, 1)
    assert log[-1].step == {"step": "deal", "factories": DEAL}
    for n, (source, colour, line) in enumerate(TAKES):
        view = api.table.open_table(led, token)
        assert view.turn["phase"] == "take" and view.turn["player"] == AZUL[n % 2], view.turn
        mine, other = phones[n % 2], phones[1 - n % 2]
        shows_turn(other, "azul", view.turn, AZUL[1 - n % 2])
        shows_turn(mine, "azul", view.turn, AZUL[n % 2])
        tap(mine, f"take:{source}:{colour}")
        wait_idle(mine)
        tap(mine, f"line:{line}")
        log = step_landed(led, token, len(log))
        assert log[-1].step == {"step": "take", "from": source, "colour": colour, "line": line}
        if n < len(TAKES) - 1:
            shows_step(other, log[-1])
    view = api.table.open_table(led, token)
    assert len(view.game.rounds) == 1, "the end of the offer recorded no round"
    assert {s.name: s.score for s in view.game.standings} == AZUL_SCORES
    assert view.turn["phase"] == "deal", view.turn  # the next round's deal
    for phone, me in zip(phones, AZUL, strict=True):
        seen = wait_for(lambda p=phone: standings_shown(p) == AZUL_SCORES, 30, phone.wait_for_timeout)
        assert seen is not None, f"{me}'s phone shows the standings {standings_shown(phone)}"
        shows_turn(phone, "azul", view.turn, me)
