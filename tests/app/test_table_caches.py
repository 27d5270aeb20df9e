"""The Table page's caches never show a stale board: the drawings kept by their content (ui/drawings), the
verdict kept by the position (ui/common.check) and the table's view kept while its stamp holds
(ui/table_live.fresh). A board changed on another phone is drawn anew with its own verdict, and drawn as before
once changed back; a drawing asked again with a list changed in place is the new one."""

from __future__ import annotations

import copy

from assistant import api
from assistant.render import alhambra as render
from tests.app import util
from tests.app.test_table_page import alhambra, at_table, ok
from ui import drawings

AWAY = {"x": 4, "y": 4, "type": "garden", "price": 6, "walls": ""}  # touches nothing: the check says so
SPARE = {"type": "garden", "price": 6, "walls": ""}


def watching(led):
    view = alhambra(led)
    return view, at_table(view.token)


def oks(at) -> int:
    return sum("no problem on this board" in s.value for s in at.success)


def test_a_board_changed_on_another_phone_is_drawn_anew_with_its_verdict_and_as_before_once_changed_back(led):
    view, at = watching(led)
    first, fine = util.boards(at)["table:drawn:0"], oks(at)
    board = copy.deepcopy(view.board(0).position)
    written = api.table.write_board(led, view.token, 0, {**board, "alhambra": [*board["alhambra"], AWAY]},
                                    view.board(0).version)
    ok(at.run())
    changed = util.boards(at)["table:drawn:0"]
    assert changed != first and changed.count("garden") > first.count("garden")
    assert oks(at) == fine - 1 and any("Ayşe" in e.value for e in at.error)  # her verdict, not the kept one
    drawings.alhambra_svg.cache_clear()  # a phone opening the table now draws it with nothing kept
    assert util.boards(at_table(view.token))["table:drawn:0"] == changed
    api.table.write_board(led, view.token, 0, board, written.board(0).version)
    ok(at.run())
    assert util.boards(at)["table:drawn:0"] == first and oks(at) == fine and not at.error


def test_a_table_changed_meanwhile_is_read_again_not_the_view_kept_by_this_phone(led):
    view, at = watching(led)
    kept = at.session_state[f"table:view:{view.token}"]
    api.table.write_board(led, view.token, 2, view.board(2).position | {"reserve": [SPARE]}, view.board(2).version)
    ok(at.run())
    now = at.session_state[f"table:view:{view.token}"]
    assert now.stamp > kept.stamp and now.board(2).position["reserve"] == [SPARE]


def test_a_drawing_asked_again_after_its_cells_changed_in_place_is_the_new_drawing():
    cells = [{"x": 0, "y": 0, "fountain": True}]
    before = drawings.alhambra_svg(cells, title="Ana")
    assert drawings.alhambra_svg(cells, title="Ana") is before  # the same content: the kept drawing
    cells.append({"x": 1, "y": 0, "type": "pavilion", "price": 8, "walls": ""})
    after = drawings.alhambra_svg(cells, title="Ana")
    assert after != before and after == render.alhambra_svg(cells, title="Ana")


def test_a_drawing_kept_for_a_tuple_is_not_given_for_a_list_nor_for_another_selection():
    cells = [{"x": 0, "y": 0, "fountain": True}, {"x": 1, "y": 0, "type": "tower", "price": 9, "walls": ""}]
    for selected in ((1, 0), [1, 0], (0, 0), None):
        assert drawings.alhambra_svg(cells, selected=selected, clickable=True) == render.alhambra_svg(
            cells, selected=selected, clickable=True)
