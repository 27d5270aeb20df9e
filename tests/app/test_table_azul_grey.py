"""A grey-wall Azul table (rule azul.variant.grey-wall): each full line's column is chosen on its own phone,
written to the table, and "End the round" tiles the line in that column. Without the picker a grey table could
not end a round with a full line: the engine refuses to tile a grey line whose column is not chosen."""

from __future__ import annotations

from assistant import api
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
