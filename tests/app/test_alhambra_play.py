"""Alhambra turn by turn on the Table page (issue 19, item 1) through AppTest: the widgets of ui/alhambra_play
run as the Table page runs them (its `play_setup` and `play_turn` hooks), with `apply` writing to the table's
position and `send` collecting the steps the page would play. AppTest cannot tap a drawing, so a tap goes
through the very function the drawings' callback calls (alhambra_play.tap, setup_*_tap) before the widgets are
drawn; a button is pressed as a player presses it. Every tap and press is counted. Last, a whole turn on a real
table through the Table page itself (ui/table_play): the setup tapped, "Start playing", a refused take beside
the money row, a buy with exact payment, a take, the tile to the reserve, the refill, the next player."""

from __future__ import annotations

import copy

from streamlit.testing.v1 import AppTest

from assistant import api
from assistant.i18n import t
from tests.app import table_play, util
from tests.hostile import HOSTILE
from ui import alhambra_entry, alhambra_play
from ui import alhambra_play_taps as taps

BOX = alhambra_entry.box_tiles()
TOWER_12 = BOX[52]  # tower 12, no walls: it fits on any side of the fountain
BLUE, GREEN, ORANGE, YELLOW = "blue", "green", "orange", "yellow"


def card(currency: str, value: int) -> dict:
    return {"currency": currency, "value": value}


def fountain() -> list[dict]:
    return [{"x": 0, "y": 0, "fountain": True}]


def position() -> dict:
    """Ayşe and Kemal at a table laid out: four market tiles, four face-up cards, a hand each."""
    market = [{"currency": c, **BOX[i]} for c, i in ((BLUE, 12), (GREEN, 20), (ORANGE, 28), (YELLOW, 36))]
    return {"game": "alhambra", "round": 1, "market": market,
            "money_row": [card(BLUE, 2), card(GREEN, 3), card(ORANGE, 7), card(YELLOW, 1)],
            "players": [
                {"name": "Ayşe", "alhambra": fountain(), "reserve": [BOX[4]],
                 "hand": [card(BLUE, 3), card(BLUE, 6), card(ORANGE, 2), card(BLUE, 5)]},
                {"name": "Kemal", "alhambra": fountain(), "reserve": [], "hand": [card(GREEN, 9), card(YELLOW, 4)]}]}


def _turn_script() -> None:
    import streamlit as st

    from ui import alhambra_play

    pos, turn, seat = st.session_state["pos"], st.session_state["turn"], st.session_state["seat"]
    send = st.session_state.setdefault("sent", []).append
    for target in st.session_state.pop("taps", []):
        alhambra_play.tap(pos, turn, seat, send, target)
    alhambra_play.play_turn(pos, turn, seat, send, st.session_state.get("problems", []))


def _setup_script() -> None:
    import streamlit as st

    from ui import alhambra_play

    seat = st.session_state["seat"]

    def apply(fn) -> None:
        st.session_state["pos"] = fn(st.session_state["pos"], None)[0]

    for kind, target in st.session_state.pop("taps", []):
        if kind == "market":
            alhambra_play.setup_market_tap(seat, apply, target)
        elif kind == "row":
            alhambra_play.setup_row_tap(apply, target)
        else:
            alhambra_play.setup_hand_tap(seat, apply, target)
    alhambra_play.play_setup(st.session_state["pos"], seat, apply)


class Phone:
    """One phone's page of play widgets; `taps` counts every tap and press made on it."""

    def __init__(self, script, seat: int | None, **state):
        self.at = AppTest.from_function(script, default_timeout=60)
        self.at.session_state["lang"] = "en"
        self.at.session_state["seat"] = seat
        for key, value in state.items():
            self.at.session_state[key] = value
        self.taps = 0
        self.run()

    def run(self) -> AppTest:
        self.at.run()
        assert not self.at.exception, self.at.exception
        return self.at

    def tap(self, *targets) -> AppTest:
        self.at.session_state["taps"] = list(targets)
        self.taps += len(targets)
        return self.run()

    def press(self, key: str) -> AppTest:
        button = self.at.button(key=key)
        assert not button.disabled, key
        button.click()
        self.taps += 1
        return self.run()

    def sent(self) -> list[dict]:
        return list(self.at.session_state["sent"]) if "sent" in self.at.session_state else []


def live(at: AppTest) -> dict[str, bool]:
    """Each drawing on the page by its key: whether it takes taps (ui/board_component's `live`)."""
    import json

    return {d["key"]: d["live"] for d in (json.loads(n.proto.json) for n in util._walk(at._tree)
                                          if getattr(n, "type", None) == "bidi_component") if "svg" in d}


def order(at: AppTest) -> list[str]:
    """The errors and the drawings in the order they are laid out ("error:<text>", "board:<key>"): util's
    page_order, leaving out the Table page's list of this browser's tables (a component, no drawing)."""
    import json

    out = []
    for node in util._walk(at._tree):
        kind = getattr(node, "type", None)
        if kind == "bidi_component" and "svg" in (data := json.loads(node.proto.json)):
            out.append("board:" + data["key"])
        elif kind == "error":
            out.append(f"error:{node.value}")
    return out


def box_target(tile: dict) -> str:
    return f"tile:{tile['type']}:{tile['price']}:{tile['walls']}"


def keyed(phone: Phone, prefix: str) -> str:
    """The key of this turn's widget starting with `prefix` (a flag's key carries the turn it belongs to)."""
    return next(k for k in phone.at.session_state if str(k).startswith(prefix))


def turn(phase: str = "act", player: str = "Ayşe", held: list[dict] | None = None) -> dict:
    return {"player": player, "phase": phase, "held": held or []}


def test_the_setup_taps_write_the_market_the_money_row_and_the_hand_as_they_lie():
    empty = {**position(), "market": [], "money_row": [],
             "players": [{**p, "hand": []} for p in position()["players"]]}
    phone = Phone(_setup_script, 1, pos=empty)
    # the box's tiles fill the squares in the market's order; a square chosen first takes the next tile
    phone.tap(("market", box_target(BOX[0])), ("market", "market:orange"), ("market", box_target(TOWER_12)))
    pos = phone.at.session_state["pos"]
    assert [(m["currency"], m["type"], m["price"]) for m in pos["market"]] == [
        (BLUE, "pavilion", 2), (ORANGE, "tower", 12)]
    phone.tap(("market", "market:blue"))  # a market tile tapped goes back into the box
    assert [m["currency"] for m in phone.at.session_state["pos"]["market"]] == [ORANGE]
    phone.tap(("row", "card:blue:2"), ("row", "card:green:3"), ("row", "card:green:3"), ("row", "card:yellow:8"),
              ("row", "card:orange:1"))  # a fifth card: the row holds four
    assert phone.at.session_state["pos"]["money_row"] == [card(BLUE, 2), card(GREEN, 3), card(GREEN, 3),
                                                          card(YELLOW, 8)]
    phone.tap(("row", "row:1"))  # a card of the row tapped again is taken back
    assert phone.at.session_state["pos"]["money_row"] == [card(BLUE, 2), card(GREEN, 3), card(YELLOW, 8)]
    phone.tap(("hand", "card:green:9"), ("hand", "card:yellow:4"))
    pos = phone.at.session_state["pos"]
    assert pos["players"][1]["hand"] == [card(GREEN, 9), card(YELLOW, 4)] and pos["players"][0]["hand"] == []
    assert t("play.alh.setup_hand", "en", name="Kemal") in util.texts(phone.at, "caption")


def test_a_watching_phone_sets_up_the_shared_table_but_no_hand():
    phone = Phone(_setup_script, None, pos={**position(), "money_row": []})
    keys = util.boards(phone.at)
    assert "table:alh:setup-row-grid:watch" in keys and not any("setup-hand" in k for k in keys)


def test_a_take_is_a_card_and_take_two_taps_and_sends_the_take_step():
    phone = Phone(_turn_script, 0, pos=position(), turn=turn())
    assert live(phone.at)["table:alh:play-row:0"] is True
    phone.tap("row:0")
    phone.press("table:alh:play-take:0")
    assert phone.sent() == [{"step": "take", "cards": [card(BLUE, 2)]}]
    assert phone.taps == 2  # issue 19's goal: at most 3 for a take


def test_a_take_of_two_cards_is_three_taps():
    phone = Phone(_turn_script, 0, pos=position(), turn=turn())
    phone.tap("row:0", "row:3")
    phone.press("table:alh:play-take:0")
    assert phone.sent() == [{"step": "take", "cards": [card(BLUE, 2), card(YELLOW, 1)]}]
    assert phone.taps == 3


def test_a_buy_is_a_square_and_buy_its_exact_payment_proposed_from_the_hand():
    phone = Phone(_turn_script, 0, pos=position(), turn=turn())
    phone.tap("market:blue")  # seraglio 8 on the blue square; Ayşe holds blue 3, 6 and 5: 3 + 5 is exact
    assert t("play.alh.paying_exact", "en", total=8, price=8, square="blue") in util.texts(phone.at, "caption")
    phone.press("table:alh:play-buy:0")
    assert phone.sent() == [{"step": "buy", "square": BLUE, "pay": [card(BLUE, 3), card(BLUE, 5)]}]
    assert phone.taps == 2  # issue 19's goal: at most 3 for a buy


def test_a_buy_paying_other_cards_is_one_tap_more_and_sends_them():
    phone = Phone(_turn_script, 0, pos=position(), turn=turn())
    phone.tap("market:blue", "hand:1")  # blue 6 added to the 3 + 5 proposed: 14 for 8, no change given
    assert t("play.alh.paying", "en", total=14, price=8, square="blue") in util.texts(phone.at, "caption")
    phone.press("table:alh:play-buy:0")
    assert phone.sent() == [{"step": "buy", "square": BLUE, "pay": [card(BLUE, 3), card(BLUE, 6), card(BLUE, 5)]}]
    assert phone.taps == 3


def test_a_refused_buy_is_shown_under_the_buy_button_with_its_rule():
    phone = Phone(_turn_script, 0, pos=position(), turn=turn())
    phone.tap("market:orange", "hand:2")  # orange 2 proposed for chambers 9; tapped off: nothing paid
    phone.press("table:alh:play-buy:0")
    refusal = {"rule": "alhambra.buy.no-change", "player": "Ayşe", "cells": [], "message": "Paying 0 for 9."}
    phone.at.session_state["problems"] = [refusal]
    at = phone.run()
    [error] = at.error
    assert "`alhambra.buy.no-change`" in error.value and "Paying 0 for 9." in util.as_shown(error.value)
    order = util.page_order(at)
    # beside what was tapped: after the market and the hand, before the redesign's board
    assert order.index("board:table:alh:play-hand:0") < order.index(f"error:{error.value}")
    assert order.index(f"error:{error.value}") < order.index("board:table:alh:play-board:0")
    assert at.session_state["sent"][-1]["square"] == ORANGE  # the square stays chosen, to pay again


def test_a_redesign_builds_a_reserve_tile_at_an_empty_cell_swaps_it_onto_a_built_one_and_takes_one_away():
    pos = position()
    pos["players"][0]["alhambra"] = [*fountain(), {"x": 0, "y": 1, **TOWER_12}]
    phone = Phone(_turn_script, 0, pos=pos, turn=turn())
    phone.tap("reserve:0", "cell:-1,0")
    phone.tap("reserve:0", "cell:0,1")
    phone.tap("cell:0,1")
    phone.press("table:alh:play-remove:0")
    assert phone.sent() == [{"step": "add", "tile": BOX[4], "at": [-1, 0]},
                            {"step": "swap", "tile": BOX[4], "at": [0, 1]},
                            {"step": "remove", "at": [0, 1]}]


def test_a_held_tile_is_placed_at_a_lit_cell_in_one_tap_or_sent_to_the_reserve():
    pos = position()
    lit = api.place(pos, "Ayşe", TOWER_12)["positions"]
    phone = Phone(_turn_script, 0, pos=pos, turn=turn("place", held=[TOWER_12, BOX[4]]))
    assert t("play.alh.lit", "en", n=len(lit)) in util.texts(phone.at, "caption")  # the first held tile's
    x, y = lit[0]
    phone.tap(f"cell:{x},{y}")
    phone.tap("held:1")
    phone.press("table:alh:play-place-reserve:0")
    assert phone.sent() == [{"step": "place", "tile": TOWER_12, "to": "alhambra", "at": [x, y]},
                            {"step": "place", "tile": BOX[4], "to": "reserve"}]


def test_the_refill_sends_the_new_tiles_the_new_cards_and_both_flags():
    pos = position()
    pos["market"] = [m for m in pos["market"] if m["currency"] not in (BLUE, YELLOW)]
    pos["money_row"] = pos["money_row"][:2]
    phone = Phone(_turn_script, 0, pos=pos, turn=turn("refill"))
    # the yellow square chosen takes the tile; a third card is refused: two are due
    phone.tap("market:yellow", box_target(BOX[0]), "card:orange:4", "card:blue:9", "card:green:1")
    phone.at.toggle(key=keyed(phone, "table:alh:play-scoring:0")).set_value(True)
    phone.run()
    phone.press("table:alh:play-done:0")
    assert phone.sent() == [{"step": "refill", "market": {BLUE: None, YELLOW: BOX[0]},
                             "money": [card(ORANGE, 4), card(BLUE, 9)], "scoring": True, "bag_empty": False}]
    phone.at.checkbox(key=keyed(phone, "table:alh:play-bag:0")).check()
    phone.run()
    phone.press("table:alh:play-done:0")
    assert phone.sent()[-1]["bag_empty"] is True


def test_the_other_phones_see_the_market_the_row_and_the_counts_of_the_hands_and_no_step_widget():
    phone = Phone(_turn_script, 1, pos=position(), turn=turn())
    drawings = live(phone.at)
    assert drawings["table:alh:play-market:1"] is False and drawings["table:alh:play-row:1"] is False
    assert not [b for b in phone.at.button if b.key and b.key.startswith("table:alh:play-")]
    shown = " ".join(util.shown(phone.at, "markdown"))
    assert t("play.alh.cards", "en", n=4) in shown  # Ayşe's four cards, counted
    assert "green 9" in shown  # Kemal's own hand on his own phone


def test_every_hand_shows_on_a_phone_that_plays_open():
    phone = Phone(_turn_script, None, pos=position(), turn=turn())
    assert "blue 14" not in " ".join(util.shown(phone.at, "markdown"))
    phone.at.toggle(key="table:alh:open-hands").set_value(True)
    phone.run()
    assert "blue 14" in " ".join(util.shown(phone.at, "markdown"))  # Ayşe's blue 3 + 6 + 5


def test_a_new_turn_forgets_what_the_last_one_tapped():
    phone = Phone(_turn_script, 0, pos=position(), turn=turn())
    phone.tap("row:0")
    phone.at.session_state["turn"] = {**turn(), "actions": 1}
    phone.run()
    assert phone.at.button(key="table:alh:play-take:0").disabled


def test_the_position_given_is_not_changed_by_the_taps():
    pos = position()
    kept = copy.deepcopy(pos)
    phone = Phone(_turn_script, 0, pos=pos, turn=turn("refill"))
    phone.tap("market:blue", "card:orange:4")
    assert phone.at.session_state["pos"] == kept


def test_with_dirk_a_held_tile_may_go_to_his_pile():
    pos = {**position(), "dirk": []}
    phone = Phone(_turn_script, 0, pos=pos, turn=turn("place", held=[TOWER_12]))
    phone.press("table:alh:play-place-dirk:0")
    assert phone.sent() == [{"step": "place", "tile": TOWER_12, "to": "dirk"}]


def test_after_a_scoring_with_dirk_his_tiles_are_tapped_from_the_box_and_sent_as_the_dirk_step():
    pos = {**position(), "dirk": [BOX[1]], "round": 2}
    phone = Phone(_turn_script, 0, pos=pos, turn=turn("dirk"))
    phone.tap(box_target(BOX[2]), box_target(BOX[3]), box_target(BOX[5]), "dirk:1")  # the second tile taken back
    phone.press("table:alh:play-dirk-done:0")
    assert phone.sent() == [{"step": "dirk", "tiles": [BOX[2], BOX[5]]}]


def test_without_dirk_there_is_no_button_for_his_pile():
    phone = Phone(_turn_script, 0, pos=position(), turn=turn("place", held=[TOWER_12]))
    assert "table:alh:play-place-dirk:0" not in [b.key for b in phone.at.button]


def test_hostile_names_in_the_hands_are_shown_as_text():
    pos = position()
    for p, name in zip(pos["players"], HOSTILE[:2], strict=True):
        p["name"] = name
    phone = Phone(_turn_script, None, pos=pos, turn=turn(player=HOSTILE[0]))
    lines = " ".join(m.value for m in phone.at.markdown)
    assert "](https://evil.example" not in lines and "[click](" not in lines
    assert all(name in util.as_shown(lines) for name in HOSTILE[:2])


# --- a real table through the Table page -------------------------------------------------------------------


def on_phone(table: table_play.Table, seat: int, target: str) -> None:
    """A tap on a play drawing of phone `seat`, as its callback makes it: the choice kept in that phone's session
    (a tap that is a step itself, a lit cell, is made by alhambra_play.tap and tested above)."""
    at = table.phone(seat)
    view = table.view()
    key = alhambra_play.pick_key(seat)
    kept = at.session_state[key] if key in at.session_state else None  # noqa: SIM401 (no .get on AppTest's)
    pick = taps.fresh(kept, view.turn)
    phase = view.turn["phase"]
    if phase == "refill":
        pick, step = taps.refill_tap(view.position, pick, target)
    else:
        pick, step = taps.act_tap(view.position, view.turn, pick, target)
    assert step is None
    at.session_state[alhambra_play.pick_key(seat)] = pick
    table.count("turn", seat)


def test_a_whole_turn_is_played_on_a_real_table_through_the_table_page(led):
    view = api.table.create_table(led, {"game": "alhambra", "players": ["Ayşe", "Kemal", "Ana"]}, seed=1)
    table = table_play.Table(led, view.token)
    at = table.phone(0)
    at.toggle(key=f"table:play-on:{table.token}").set_value(True)
    table.run(at)
    assert {"table:alh:setup-squares:0", "table:alh:setup-hand-grid:0"} <= set(util.boards(at))
    # the market as it lies, tapped from the box square by square (green: pavilion 3), and the money row
    pavilion_3 = next(t for t in BOX if (t["type"], t["price"]) == ("pavilion", 3))
    for tile in (TOWER_12, pavilion_3, BOX[16], BOX[44]):
        table.tap(0, "setup", lambda pos, tile=tile: (taps.setup_market_tap(pos, None, box_target(tile))[0], None))
    for c in ("orange:5", "yellow:3", "green:9", "orange:4"):
        table.tap(0, "setup", lambda pos, c=c: (taps.setup_row_tap(pos, f"card:{c}"), None))
    # each hand as dealt (cards until the total reaches 20), tapped on its own phone: Ayşe holds the fewest
    # cards (3 against 4), so she starts
    for seat, cards in ((0, ["green:3", "blue:9", "yellow:9"]), (1, ["blue:4", "green:5", "yellow:6", "orange:7"]),
                        (2, ["orange:2", "blue:8", "green:1", "yellow:9"])):
        for c in cards:
            table.card(seat, f"card:{c}", "setup")
    at = table.press(0, f"table:play-start:{table.token}", "setup")
    assert not at.error, [e.value for e in at.error]
    assert table.view().turn["player"] == "Ayşe" and table.view().turn["phase"] == "act"
    on_phone(table, 0, "row:0")
    on_phone(table, 0, "row:2")  # orange 5 and green 9: 14, over the take limit of 5
    at = table.press(0, "table:alh:play-take:0", "turn")
    [error] = at.error
    assert "`alhambra.money.take`" in error.value and table.view().turn["phase"] == "act"
    laid = order(at)
    assert laid.index("board:table:alh:play-row:0") < laid.index(f"error:{error.value}")
    assert laid.index(f"error:{error.value}") < laid.index("board:table:alh:play-market:0")
    table.counts.clear()
    on_phone(table, 0, "market:green")  # pavilion 3, green 3 proposed: exact
    table.press(0, "table:alh:play-buy:0", "turn")
    assert table.counts[("turn", 0)] == 2  # a buy: the square and "Buy"
    turn = table.view().turn
    assert turn["phase"] == "act" and turn["action"] == 2 and [t["type"] for t in turn["held"]] == ["pavilion"]
    on_phone(table, 0, "row:0")
    on_phone(table, 0, "row:0")  # tapped again: let go
    on_phone(table, 0, "row:1")  # yellow 3
    table.press(0, "table:alh:play-take:0", "turn")
    assert table.view().turn["phase"] == "place"
    table.press(0, "table:alh:play-place-reserve:0", "turn")
    assert table.view().turn["phase"] == "refill"
    assert [t["type"] for t in table.view().position["players"][0]["reserve"]] == ["pavilion"]
    free = next(t for t, left in alhambra_entry.in_box(table.view().position) if left)
    on_phone(table, 0, box_target(free))
    on_phone(table, 0, "card:blue:1")
    table.press(0, "table:alh:play-done:0", "turn")
    view = table.view()
    assert view.turn["player"] == "Kemal" and view.turn["phase"] == "act"
    assert {"currency": "green", **free} in view.position["market"]
    assert view.position["money_row"][-1] == card(BLUE, 1)
    at = table.run(table.phone(1))  # Kemal's phone: his step widgets now
    assert "table:alh:play-row:1" in live(at) and live(at)["table:alh:play-row:1"] is True
