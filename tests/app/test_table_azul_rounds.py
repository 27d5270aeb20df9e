"""Azul rounds on the Table page. A grey-wall table (rule azul.variant.grey-wall): each full line's column is
chosen on its own phone, written to the table, and "End the round" tiles the line in that column (without the
picker a grey table could not end a round with a full line: the engine refuses to tile a grey line whose column
is not chosen). A recorded round is explained tile by tile, as the board page's replay."""

from __future__ import annotations

from assistant import api
from assistant.i18n import t
from tests.app.test_table_page import at_table, ok
from ui import azul_entry, table_write


def grey_table_with_a_full_line(led):
    view = api.table.create_table(led, {"game": "azul", "players": ["Ana", "Kemal"], "variant": "grey"}, seed=2)
    assert view.position.get("wall_variant") == "grey"

    def red_line_2(pos: dict):  # line 2 full: two red
        pos, sel = azul_entry.tap(pos, 0, None, "line:2,2")
        return azul_entry.tap(pos, 0, sel, "colour:red")
    return table_write.apply_tap(led, view, red_line_2, actor="Ana").view


def test_a_grey_seat_offers_only_the_legal_columns_of_its_full_line_and_writes_the_one_chosen(led):
    view = grey_table_with_a_full_line(led)
    at = at_table(view.token)
    ok(at.selectbox(key=f"table:seat:{view.token}").set_value(0).run())
    radio = at.radio(key="table:azul:grey:0:2")
    assert list(radio.options) and len(radio.options) == 5  # an empty grey wall: every column of row 2
    ok(radio.set_value(3).run())
    assert api.table.open_table(led, view.token).board(0).position["placements"] == {"2": 3}


def test_ending_a_grey_round_tiles_the_full_line_in_the_column_chosen_on_its_phone(led):
    view = grey_table_with_a_full_line(led)
    at = at_table(view.token)
    ok(at.selectbox(key=f"table:seat:{view.token}").set_value(0).run())
    ok(at.radio(key="table:azul:grey:0:2").set_value(3).run())
    ok(at.button(key=f"table:score:{view.token}").click().run())
    after = api.table.open_table(led, view.token)
    assert len(after.game.rounds) == 1 and after.board(0).position["wall"][1][3] != "."  # row 2, column 4
    assert [r.points for r in after.game.rounds] == [(1, 0)]  # one tile alone: 1 point


def test_a_recorded_round_is_explained_tile_by_tile_from_the_boards_it_was_scored_from(led):
    """The ledger keeps the boards a round was scored from (api.table.scored_position); the page scores them
    again and shows the board page's replay. Golden: Ana's one blue tile on an empty wall is 1 point."""
    view = api.table.create_table(led, {"game": "azul", "players": ["Ana", "Kemal"]}, seed=2)

    def blue_line(pos: dict):
        pos, sel = azul_entry.tap(pos, 0, None, "line:1,1")
        return azul_entry.tap(pos, 0, sel, "colour:blue")
    view = table_write.apply_tap(led, view, blue_line, actor="Ana").view
    before = view.position
    after = api.table.record_scoring(led, view.token, view.stamp)
    scored = api.table.scored_position(led, view.token, 1)
    assert scored["players"] == before["players"] and scored["game"] == "azul"
    assert [p["tiling"] for p in api.score(scored)["players"]] == [1, 0] == list(after.game.rounds[0].points)
    at = at_table(view.token, **{f"table:explain-open:{view.token}": True})
    assert t("table.explain", "en", n=1) in [e.label for e in at.expander]
    assert any("Ana" in i.value and t("azb.step_of", "en", k=1, n=1) in i.value for i in at.info)  # the replay
    closed = at_table(view.token)
    assert not any(t("azb.step_of", "en", k=1, n=1) in i.value for i in closed.info)  # drawn only when opened
    assert api.table.scored_position(led, view.token, 2) is None  # no such round
