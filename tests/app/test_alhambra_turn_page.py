"""The Alhambra turn check page (app_pages/alhambra_turn.py), run on its own with AppTest."""

from __future__ import annotations

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

from assistant import api
from tests.alhambra.util import Box, cell, fountain, position
from tests.app.util import boards
from ui.alhambra_buy_cell import cell_key, chosen_after_tap

PAGE = str(Path(__file__).resolve().parents[2] / "app_pages" / "alhambra_turn.py")


def card(currency: str, value: int) -> dict:
    return {"currency": currency, "value": value}


def table(row: list[dict] | None = None, **extra) -> dict:
    """Ayşe (a small legal Alhambra, orange and blue money) and Kemal; four face-up cards; two market tiles."""
    box = Box()
    alh = [fountain(), cell(1, 0, box.take("NE")), cell(0, 1, box.take(""))]
    pos = position(("Ayşe", alh), ("Kemal", [fountain()]), **extra)
    pos["players"][0]["hand"] = [card("orange", 4), card("orange", 2), card("blue", 9), card("orange", 5)]
    pos["players"][0]["reserve"] = []
    pos["players"][1]["hand"] = [card("blue", 5)]
    pos["money_row"] = row if row is not None else [card("blue", 1), card("green", 2), card("yellow", 2),
                                                    card("orange", 9)]
    pos["market"] = [{"currency": "orange", "type": "garden", "price": 6, "walls": "ESW"},
                     {"currency": "blue", "type": "tower", "price": 8, "walls": "NES"}]
    return pos


def app(pos: dict | None = None, lang: str = "en") -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=30)
    at.session_state["lang"] = lang
    if pos is not None:
        at.session_state["position:alhambra"] = pos
    return at


def saved(at: AppTest) -> dict:
    return at.session_state["position:alhambra"]


def signature(cards: list[dict]) -> str:
    return ".".join(f"{c['currency'][0]}{c['value']}" for c in cards)


TAKE, BUY, END, SETUP = range(4)


def errors(at: AppTest, tab: int | None = None) -> str:
    where = at if tab is None else at.tabs[tab]
    return "\n".join(e.value for e in where.error)


def successes(at: AppTest, tab: int | None = None) -> str:
    where = at if tab is None else at.tabs[tab]
    return "\n".join(s.value for s in where.success)


# --- the table ------------------------------------------------------------------------------------------


def test_without_a_position_a_two_player_table_is_made():
    at = app().run()
    assert not at.exception
    pos = saved(at)
    assert len(pos["players"]) == 2 and pos["money_row"] == [] and pos["market"] == []
    assert api.check(pos)["valid"]


def test_a_face_up_card_is_added_with_widgets_and_kept_in_the_position():
    at = app(table(row=[])).run()
    at.selectbox(key="turn:row:new:cur").set_value("green")
    at.number_input(key="turn:row:new:val").set_value(3)
    at.button(key="turn:row:add").click().run()
    assert not at.exception
    assert saved(at)["money_row"] == [card("green", 3)]
    at.button(key="turn:row:0:green3:del").click().run()
    assert saved(at)["money_row"] == []


def test_the_face_up_card_editor_stays_open_until_the_row_is_full():
    # The row is entered card after card: the editor closed after the first one (expanded only while empty).
    def row_editor(at):
        return next(e for e in at.expander if e.label == "Change the face-up money cards")

    at = app(table(row=[])).run()
    for n, value in enumerate([3, 2, 7], start=1):
        at.number_input(key="turn:row:new:val").set_value(value)
        at.button(key="turn:row:add").click().run()
        assert len(saved(at)["money_row"]) == n and row_editor(at).proto.expanded
    at.button(key="turn:row:add").click().run()
    assert len(saved(at)["money_row"]) == 4 and not row_editor(at).proto.expanded


# --- take money -----------------------------------------------------------------------------------------


def test_taking_one_two_and_two_is_legal_and_can_be_applied():
    # seed 000_65cb59398f2be528.txt FAQ: 1 + 2 + 2 = 5 may be taken
    pos = table()
    at = app(pos).run()
    at.multiselect(key=f"turn:take:{signature(pos['money_row'])}").set_value([0, 1, 2]).run()
    assert not at.exception and not at.error
    assert "Legal: Ayşe may take these cards (total 5)." in successes(at)
    at.button(key="turn:take:apply").click().run()
    after = saved(at)
    assert after["money_row"] == [card("orange", 9)]
    assert after["players"][0]["hand"][-3:] == [card("blue", 1), card("green", 2), card("yellow", 2)]


def test_taking_three_and_three_is_illegal():
    # seed 000 FAQ: 3 + 3 = 6 is more than 5
    row = [card("blue", 3), card("green", 3), card("yellow", 1), card("orange", 8)]
    at = app(table(row=row)).run()
    at.multiselect(key=f"turn:take:{signature(row)}").set_value([0, 1]).run()
    assert not at.exception
    assert "alhambra.money.take" in errors(at, TAKE)
    assert not at.tabs[TAKE].success
    assert all(b.key != "turn:take:apply" for b in at.button)


# --- buy a tile -----------------------------------------------------------------------------------------


def buy(at: AppTest, pos: dict, pay: list[int], to: str = "reserve", player: int = 0) -> AppTest:
    squares = "-".join(m["currency"] for m in pos["market"])
    hand = pos["players"][player]["hand"]
    at.selectbox(key=f"turn:buy:square:{squares}").set_value("orange")
    at.multiselect(key=f"turn:buy:pay:{player}:{signature(hand)}").set_value(pay)
    at.radio(key="turn:buy:to").set_value(to)
    return at.run()


def test_exact_payment_is_legal_and_earns_another_action():
    # seed 000: a building priced 6 on the orange square, paid with orange 4 + 2
    pos = table()
    at = buy(app(pos).run(), pos, pay=[0, 1])
    assert not at.exception and not at.error
    text = successes(at)
    assert "paid exactly: **Ayşe takes another action**" in text
    assert "alhambra.buy.exact-payment" in text
    at.button(key="turn:buy:apply").click().run()
    after = saved(at)
    assert {"type": "garden", "price": 6, "walls": "ESW"} in after["players"][0]["reserve"]
    assert [m["currency"] for m in after["market"]] == ["blue"]
    assert after["players"][0]["hand"] == [card("blue", 9), card("orange", 5)]


def test_the_fifth_action_cannot_be_a_purchase():
    # seeds 000 and 004: four exact payments in a row, then one last action: taking money or redesigning
    pos = table()
    at = app(pos).run()
    at.number_input(key="turn:buy:action").set_value(5)
    at = buy(at, pos, pay=[0, 1])
    errors = " ".join(e.value for e in at.error)
    assert "cannot be a purchase" in errors and "alhambra.buy.exact-payment" in errors


def test_overpaying_is_legal_without_change_or_extra_action():
    pos = table()
    at = buy(app(pos).run(), pos, pay=[1, 3])          # orange 2 + 5 = 7 for a price of 6
    text = successes(at)
    assert "1 more than the price" in text and "alhambra.buy.no-change" in text


def test_underpayment_is_illegal():
    pos = table()
    at = buy(app(pos).run(), pos, pay=[3])             # orange 5 for a price of 6
    assert "alhambra.buy.no-change" in errors(at)
    assert all(b.key != "turn:buy:apply" for b in at.button)


def tap_cell(at: AppTest, target: str, who: int = 0) -> AppTest:
    """A tap on the drawn Alhambra of the buy tab. AppTest cannot tap a custom component, so the tap goes
    through the rule the component's callback applies (ui/alhambra_buy_cell.chosen_after_tap)."""
    key = cell_key(who)
    at.session_state[key] = chosen_after_tap(at.session_state.get(key), target)
    return at.run()


def buy_board(at: AppTest) -> str:
    return boards(at)["turn:buy:board:0"]


def test_buying_into_the_alhambra_draws_the_board_with_the_legal_cells_lit_and_no_coordinate_inputs():
    pos = table()
    at = buy(app(pos).run(), pos, pay=[0, 1], to="alhambra")
    assert not at.exception
    svg = buy_board(at)
    # the garden (walls right, bottom, left; open only at the top) fits one cell of Ayşe's Alhambra: 2 below
    # the fountain, under the bare tile (the engine's `place`), drawn lit; every cell is a place to tap
    legal = api.place(pos, "Ayşe", {"type": "garden", "price": 6, "walls": "ESW"})["positions"]
    assert legal == [[0, 2]] and svg.count('class="legal"') == 1
    assert 'data-target="cell:0,2"' in svg and 'class="selected"' not in svg
    assert not [n for n in at.number_input if n.label in ("x", "y")]
    assert not [n for n in at.number_input if n.key and n.key.startswith(("turn:buy:x", "turn:buy:y"))]
    assert "Tap the lit cell of the drawing" in "\n".join(c.value for c in at.tabs[BUY].caption)
    assert all(b.key != "turn:buy:apply" for b in at.button)  # no cell tapped yet: nothing to apply


def test_a_tapped_cell_is_outlined_named_in_words_and_checked():
    pos = table()
    at = buy(app(pos).run(), pos, pay=[0, 1], to="alhambra")
    at = tap_cell(at, "cell:0,2")
    assert 'class="selected"' in buy_board(at)
    assert "takes another action" in successes(at, BUY)
    at = tap_cell(at, "cell:1,1")
    assert "alhambra.build.walls-match" in errors(at)
    # the chosen cell and the problem are said in words, as on the table, not as "(1, 1)"
    captions = "\n".join(c.value for c in at.tabs[BUY].caption)
    assert "Chosen cell (outlined): 1 right and 1 down from the fountain." in captions
    assert "Cells where this tile may go" in captions and "(0, 2)" not in captions
    assert "just below the fountain and 1 right, 1 down from the fountain" in errors(at)
    at = tap_cell(at, "cell:0,2")
    at.button(key="turn:buy:apply").click().run()
    after = saved(at)["players"][0]["alhambra"]
    assert {"x": 0, "y": 2, "type": "garden", "price": 6, "walls": "ESW"} in after


def test_tapping_the_chosen_cell_again_lets_it_go():
    assert chosen_after_tap(None, "cell:0,2") == [0, 2]
    assert chosen_after_tap([0, 2], "cell:1,1") == [1, 1]
    assert chosen_after_tap([0, 2], "cell:0,2") is None
    assert chosen_after_tap([0, 2], "tile:garden:6:ESW") == [0, 2]  # not a cell: the choice stays


def test_the_reserve_is_still_a_choice_and_needs_no_cell():
    pos = table()
    at = buy(app(pos).run(), pos, pay=[0, 1], to="reserve")
    assert "turn:buy:board:0" not in boards(at)
    assert "takes another action" in successes(at, BUY)


# --- end of game ----------------------------------------------------------------------------------------


def end_table() -> dict:
    pos = table()
    pos["players"][0]["hand"] = [card("blue", 7), card("green", 4)]
    pos["players"][1]["hand"] = [card("blue", 5), card("green", 4)]
    pos["market"] = [{"currency": "blue", "type": "tower", "price": 13, "walls": "E"},
                     {"currency": "green", "type": "garden", "price": 9, "walls": "E"}]
    return pos


def test_end_of_game_table_says_who_gets_each_tile_first_so_a_wide_table_never_cuts_it():
    """Issue 16: "Goes to" came last, after a money column per player, and was cut off at 1400 px."""
    pos = end_table()
    pos["players"] += [{"name": f"Player {n}", "alhambra": [{"x": 0, "y": 0, "fountain": True}], "reserve": [],
                        "hand": [card("blue", 2)]} for n in range(3, 7)]
    at = app(pos).run()
    frame = next(d.value for d in at.dataframe if "Goes to" in d.value.columns)
    assert list(frame.columns)[0] == "Goes to"


def test_end_of_game_awards_most_money_and_a_tie_leaves_the_tile():
    at = app(end_table()).run()
    assert not at.exception
    frame = next(d.value for d in at.dataframe if "Goes to" in d.value.columns)
    assert frame.loc["blue", "Goes to"] == "Ayşe, to the reserve board"
    assert frame.loc["green", "Goes to"] == "tie: stays in the market"
    assert frame.loc["blue", "Ayşe: money"] == 7 and frame.loc["green", "Kemal: money"] == 4
    at.button(key="turn:end:apply").click().run()
    after = saved(at)
    assert after["market"] == [{"currency": "green", "type": "garden", "price": 9, "walls": "E"}]
    assert {"type": "tower", "price": 13, "walls": "E"} in after["players"][0]["reserve"]
    assert after["round"] == 3
    assert "third scoring" in successes(at)


# --- setup ----------------------------------------------------------------------------------------------


def test_setup_with_a_seed_deals_every_hand_twenty_or_more_and_can_be_used():
    at = app(table()).run()
    at.number_input(key="turn:setup:players").set_value(3)
    at.number_input(key="turn:setup:seed").set_value(11)
    at.run()
    assert not at.exception
    shown = [m.value for m in at.markdown]
    totals = [int(t) for line in shown for t in re.findall(r"\d+ cards, total (\d+)", line)]
    expected = api.alhambra_setup(3, seed=11, names=["Player 1", "Player 2", "Player 3"])
    assert totals == [sum(c["value"] for c in h) for h in expected["hands"]]
    assert len(totals) == 3 and all(t >= 20 for t in totals)
    assert "alhambra.setup.start-player" in "\n".join(i.value for i in at.info)
    at.button(key="turn:setup:use").click().run()
    assert saved(at) == expected["position"]


def test_two_player_setup_shows_dirks_tiles_and_the_dirk_helper_counts():
    at = app(table()).run()
    at.number_input(key="turn:setup:players").set_value(2)
    at.selectbox(key="turn:dirk:stage").set_value("after-second-scoring")
    at.number_input(key="turn:dirk:bag").set_value(20)
    at.run()
    # data/alhambra/game.yaml two_player.dirk_start_tiles: 6
    assert any(m.value.startswith("**Dirk's 6 tiles**") for m in at.markdown)
    assert "Dirk gets 6 tiles." in successes(at)


# --- language -------------------------------------------------------------------------------------------


def test_the_card_pickers_prompt_in_the_page_language():
    # Streamlit's own placeholder ("Choose options") was left on the money take picker: English on every page.
    at = app(table(row=[card("blue", 3), card("green", 2)]), lang="es").run()
    assert at.multiselect(key="turn:take:b3.g2").placeholder == "Elige cartas"


def test_a_tiles_walls_are_named_as_sides_of_the_drawing_not_compass_letters():
    # "walls: NES" was shown in every language (duvarlar: NES); the market's tower has walls N, E and S.
    at = app(table(), lang="tr").run()
    captions = [c.value for c in at.caption]
    assert any("Kule 8 (duvarlar: üst, sağ, alt)" in c for c in captions)
    at = app(table(), lang="en").run()
    assert any("garden 6 (walls: right, bottom, left)" in c.value for c in at.caption)
    assert not any(re.search(r"walls: [NESW]+\b", c.value) for c in at.caption)


def test_turkish_run_shows_turkish_strings():
    pos = table()
    at = buy(app(pos, lang="tr").run(), pos, pay=[0, 1])
    assert not at.exception
    assert at.title[0].value == "Alhambra tur kontrolü"
    assert "Kurallara uygun ve tam ödendi: **Ayşe bir hamle daha yapar**." in successes(at, BUY)
    assert [t.label for t in at.tabs] == ["Para al", "Bina satın al", "Oyun sonu", "Kurulum yardımı"]


def test_through_the_router_the_awarded_tiles_lead_to_the_scoring_page():
    at = AppTest.from_file(str(Path(PAGE).parents[1] / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    at.session_state["position:alhambra"] = end_table()
    at.run().switch_page("app_pages/alhambra_turn.py").run()
    at.button(key="turn:end:apply").click().run()
    assert not at.exception
    assert "Alhambra scoring" in [link.value for link in at.page_link]


def test_a_purchase_goes_to_dirk_only_where_his_pile_is_on_the_table():
    """Two players without Dirk's pile: no Dirk among the places (the move's check refuses him there)."""
    assert app(table()).run().radio(key="turn:buy:to").options == ["into the Alhambra", "to the reserve board"]
    assert app(table(dirk=[])).run().radio(key="turn:buy:to").options == ["into the Alhambra", "to the reserve board",
                                                                        "to Dirk"]
