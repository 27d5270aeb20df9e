"""The Table page (issue 18) with AppTest, on a SQLite ledger of its own: a table started with the players typed
once opens at its link; a wrong or truncated link gets one line; a seat's board is entered there and every other
board drawn; "score now" records the round from the boards; a removed table's link says so. A tap and a
conflict are checked through ui/table_write, the very function the page's tap handler calls (AppTest cannot tap
the drawing)."""

from __future__ import annotations

import copy

import pytest
from streamlit.testing.v1 import AppTest

from assistant import api
from assistant.i18n import t
from tests.app import util
from ui import alhambra_entry, azul_entry, table_write

NAMES = ["Ayşe", "Kemal", "Ana"]




def at_table(token: str | None, lang: str = "en", **state) -> AppTest:
    at = util.page("table", lang, **state)
    if token is not None:
        at.query_params["t"] = token
    return ok(at.run())


def ok(at: AppTest) -> AppTest:
    assert not at.exception, at.exception
    return at


def alhambra(led, names=NAMES):
    return api.table.create_table(led, {"game": "alhambra", "players": list(names)}, seed=1)


def tile_tap(view, seat: int):
    """The first free cell beside the fountain, then a tile of the box: what two taps on a phone do."""
    sel = None

    def change(pos: dict):
        nonlocal sel
        pos, sel = alhambra_entry.tap(pos, seat, None, "cell:1,0")
        return alhambra_entry.tap(pos, seat, sel, "tile:pavilion:8:")
    return change


def test_a_table_started_with_the_names_typed_once_opens_at_its_link(led):
    at = at_table(None)
    at.radio(key="table:new:game").set_value("alhambra").run()
    at.number_input(key="table:new:alhambra:count").set_value(3).run()
    for i, name in enumerate(NAMES):
        at.text_input(key=f"table:new:name:{i}").set_value(name)
    ok(at.button(key="table:new:start").click().run())
    token = at.query_params["t"]
    token = token[0] if isinstance(token, list) else token
    table = api.table.open_table(led, token)
    assert table.game.players == tuple(NAMES) and table.game.kind == "alhambra"
    assert any(token in c.value for c in at.code)  # the link to share, as text
    assert any(n in m.value for m in at.markdown for n in NAMES)


def test_a_name_typed_twice_is_refused_by_the_ledger_s_rule_and_no_table_starts(led):
    at = at_table(None)
    at.radio(key="table:new:game").set_value("azul").run()
    for i, name in enumerate(["Ana", "ana"]):
        at.text_input(key=f"table:new:name:{i}").set_value(name)
    ok(at.button(key="table:new:start").click().run())
    assert at.error and "t" not in at.query_params
    assert api.table.list_tables(led, []) == []


def test_a_wrong_or_truncated_link_gets_one_polite_line_and_nothing_of_any_table(led):
    good = alhambra(led).token
    other = ("A" if good[0] != "A" else "B") + good[1:]
    for link in (other, good[:-1]):
        at = at_table(link)
        assert [e.value for e in at.error] == [t("ledger.err.no_table", "en")]
        shown = " ".join(m.value for m in at.markdown)
        assert not any(n in shown for n in NAMES) and not at.code and not util.boards(at)


def test_a_seat_picked_enters_that_board_and_sees_every_other_board_with_its_verdict(led):
    view = alhambra(led)
    at = at_table(view.token)
    ok(at.selectbox(key=f"table:seat:{view.token}").set_value(1).run())
    drawn = util.boards(at)
    assert {"alh:board:1", "alh:box:1", "table:drawn:0", "table:drawn:2"} <= set(drawn)
    assert "table:drawn:1" not in drawn and 'data-target="cell:1,0"' in drawn["alh:board:1"]
    assert sum("no problem on this board" in s.value for s in at.success) == 2


def test_a_tap_is_written_to_the_seat_s_board_and_read_back_by_every_phone(led):
    view = alhambra(led)
    at = at_table(view.token)
    out = table_write.apply_tap(led, view, tile_tap(view, 0), actor="Ayşe")
    assert out.conflict is None and out.sel is None
    back = api.table.open_table(led, view.token)
    assert back.board(0).version == 2 and back.board(0).updated_by == "Ayşe"
    assert {"x": 1, "y": 0, "type": "pavilion", "price": 8, "walls": ""}.items() <= back.board(0).position[
        "alhambra"][-1].items() and back.board(1).version == 1
    ok(at.run())
    assert util.boards(at)["table:drawn:0"].count("pavilion") > util.boards(
        at_table(alhambra(led).token))["table:drawn:0"].count("pavilion")


def with_pavilion(led, view, seat: int = 0):
    board = copy.deepcopy(view.board(seat).position)
    board["alhambra"].append({"x": 1, "y": 0, "type": "pavilion", "price": 8, "walls": ""})
    return api.table.write_board(led, view.token, seat, board, view.board(seat).version)


def seated_on_a_chosen_tile(led):
    view = with_pavilion(led, alhambra(led))
    at = at_table(view.token, alh__sel__0={"placed": [1, 0]})
    ok(at.selectbox(key=f"table:seat:{view.token}").set_value(0).run())
    return view, at


def test_a_button_of_the_seat_s_entry_is_written_to_the_table_and_read_back(led):
    view, at = seated_on_a_chosen_tile(led)
    ok(at.button(key="table:alh:take:0").click().run())
    back = api.table.open_table(led, view.token).board(0)
    assert back.version == view.board(0).version + 1 and [c for c in back.position["alhambra"] if c["x"] == 1] == []
    assert not at.warning and not at.error


def test_a_conflict_on_the_page_names_whose_board_in_one_line_and_applies_the_change_to_it(led):
    view, at = seated_on_a_chosen_tile(led)
    moved = copy.deepcopy(view.board(0).position)
    moved["alhambra"].append({"x": -1, "y": 0, "type": "garden", "price": 6, "walls": ""})
    api.table.write_board(led, view.token, 0, moved, view.board(0).version)  # another phone, meanwhile
    ok(at.button(key="table:alh:take:0").click().run())
    tiles = {c["x"] for c in api.table.open_table(led, view.token).board(0).position["alhambra"]}
    assert tiles == {0, -1}  # the other phone's garden kept, the pavilion taken away on the board as it is now
    assert [w.value for w in at.warning] == [t("table.conflict.reapplied", "en", name="**Ayşe**")]


def test_a_board_changed_on_another_phone_is_named_and_the_tap_applied_to_it_as_it_is_now(led):
    seen = alhambra(led)
    board = copy.deepcopy(seen.board(0).position)
    board["alhambra"].append({"x": -1, "y": 0, "type": "garden", "price": 6, "walls": ""})
    api.table.write_board(led, seen.token, 0, board, 1, actor="Kemal's phone")
    out = table_write.apply_tap(led, seen, tile_tap(seen, 0), actor="Ayşe")
    assert out.conflict == "Ayşe" and out.refused is None
    tiles = api.table.open_table(led, seen.token).board(0).position["alhambra"]
    assert {(c["x"], c.get("type")) for c in tiles} >= {(-1, "garden"), (1, "pavilion")}  # both edits kept
    again = table_write.apply_tap(led, seen, tile_tap(seen, 0), actor="Ayşe")  # the same tap, from the old view
    assert again.conflict == "Ayşe" and again.refused == "same"  # the cell is taken now: refused, said why


def test_score_now_records_the_scorings_from_the_boards_until_the_winner(led):
    view = alhambra(led)
    at = at_table(view.token)
    for n in (1, 2, 3):
        ok(at.button(key=f"table:score:{view.token}").click().run())
        assert len(api.table.open_table(led, view.token).game.rounds) == n
    assert any("The game is over" in s.value for s in at.success)
    assert not [b for b in at.button if b.key == f"table:score:{view.token}"]


def test_ending_an_azul_round_tiles_the_lines_entered_on_a_phone_and_carries_the_walls(led):
    view = api.table.create_table(led, {"game": "azul", "players": ["Ana", "Kemal"]}, seed=2)

    def blue_line(pos: dict):
        pos, sel = azul_entry.tap(pos, 0, None, "line:1,1")
        return azul_entry.tap(pos, 0, sel, "colour:blue")
    table_write.apply_tap(led, view, blue_line, actor="Ana")
    at = at_table(view.token)
    ok(at.button(key=f"table:score:{view.token}").click().run())
    after = api.table.open_table(led, view.token)
    assert [r.points for r in after.game.rounds] == [(1, 0)]
    assert after.board(0).position["wall"][0] != "....." and after.board(0).position["score"] == 1
    assert t("table.scored.round", "en", n=1) in [s.value for s in at.success]


def test_score_now_over_a_table_changed_meanwhile_is_refused_in_one_line(led):
    view = alhambra(led)
    at = at_table(view.token)
    api.table.write_board(led, view.token, 2, view.board(2).position | {"reserve": []}, 1)
    ok(at.button(key=f"table:score:{view.token}").click().run())
    assert api.table.open_table(led, view.token).game.rounds == ()
    assert t("ledger.err.table_conflict", "en") in [e.value for e in at.error]


def test_a_removed_table_s_link_says_it_was_removed(led):
    view = alhambra(led)
    at = at_table(view.token)
    assert at.button(key=f"table:remove:{view.token}").disabled  # not without confirming
    at.checkbox(key=f"table:remove-sure:{view.token}").check().run()
    ok(at.button(key=f"table:remove:{view.token}").click().run())
    assert api.table.open_table(led, view.token).removed
    assert [w.value for w in at.warning] == [t("table.removed", "en")] and not util.boards(at)


@pytest.mark.parametrize("lang", ["en", "tr", "es", "ja"])
def test_the_page_and_a_table_open_in_every_language(led, lang):
    view = api.table.create_table(led, {"game": "azul", "players": ["Ana", "Kemal"]}, seed=2)
    at = at_table(view.token, lang)
    assert at.title[0].value == t("nav.table", lang)
    ok(at.selectbox(key=f"table:seat:{view.token}").set_value(0).run())
    assert {"azb:board:0", "azb:swatches:0", "table:drawn:1"} <= set(util.boards(at))
    assert any(b.label == t("table.score_now.round", lang) for b in at.button)
