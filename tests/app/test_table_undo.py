"""Undo on a seat of the Table page: a phone takes back its own taps, the last first, each board written as it
was over the version the tap left; a board changed on another phone since is never overwritten (the undo is
refused with whose board it is)."""

from __future__ import annotations

import copy

from assistant import api
from tests.app.test_table_page import alhambra, ok, seated_on_a_chosen_tile, tile_tap
from ui import alhambra_entry, table_write


def second_tile(seat: int):
    def change(pos: dict):
        pos, sel = alhambra_entry.tap(pos, seat, None, "cell:-1,0")
        return alhambra_entry.tap(pos, seat, sel, "tile:seraglio:9:")
    return change


def test_two_taps_are_taken_back_the_last_first_to_the_board_as_it_was(led):
    view = alhambra(led)
    start = copy.deepcopy(view.board(0).position)
    one = table_write.apply_tap(led, view, tile_tap(view, 0), actor="Ayşe")
    two = table_write.apply_tap(led, one.view, second_tile(0), actor="Ayşe")
    assert len(two.view.board(0).position["alhambra"]) == len(start["alhambra"]) + 2
    after, whose = table_write.undo_tap(led, view.token, two.undo, actor="Ayşe")
    assert whose is None and after.board(0).position == one.view.board(0).position
    earlier = table_write.rebased(one.undo, two.undo, after)
    after, whose = table_write.undo_tap(led, view.token, earlier, actor="Ayşe")
    assert whose is None and after.board(0).position == start
    assert after.board(0).version == view.board(0).version + 4  # two taps and two undos, each one write


def test_an_undo_over_a_board_changed_on_another_phone_since_is_refused_and_writes_nothing(led):
    view = alhambra(led)
    mine = table_write.apply_tap(led, view, tile_tap(view, 0), actor="Ayşe")
    theirs = table_write.apply_tap(led, mine.view, second_tile(0), actor="Kemal")  # Ayşe's board, another phone
    after, whose = table_write.undo_tap(led, view.token, mine.undo, actor="Ayşe")
    assert whose == "Ayşe" and after.board(0).position == theirs.view.board(0).position
    assert after.board(0).version == theirs.view.board(0).version


def test_the_seat_s_undo_button_takes_back_its_last_change_and_is_off_with_nothing_to_undo(led):
    view, at = seated_on_a_chosen_tile(led)
    undo = at.button(key=f"table:undo:{view.token}:0")
    assert undo.disabled
    ok(at.button(key="table:alh:take:0").click().run())
    assert [c for c in api.table.open_table(led, view.token).board(0).position["alhambra"] if c["x"] == 1] == []
    undo = at.button(key=f"table:undo:{view.token}:0")
    assert not undo.disabled
    ok(undo.click().run())
    back = api.table.open_table(led, view.token).board(0)
    assert back.position == view.board(0).position and at.button(key=f"table:undo:{view.token}:0").disabled


def test_the_undo_refused_is_said_in_one_line_naming_whose_board(led):
    view, at = seated_on_a_chosen_tile(led)
    ok(at.button(key="table:alh:take:0").click().run())
    now = api.table.open_table(led, view.token)
    table_write.apply_tap(led, now, second_tile(0), actor="Kemal")
    ok(at.button(key=f"table:undo:{view.token}:0").click().run())
    assert any("Ayşe" in e.value and "not taken back" in e.value for e in at.error), [e.value for e in at.error]
    assert len(api.table.open_table(led, view.token).board(0).position["alhambra"]) == len(
        now.board(0).position["alhambra"]) + 1


def test_a_scoring_ends_what_undo_takes_back_the_boards_carried_over_stay(led):
    view, at = seated_on_a_chosen_tile(led)
    ok(at.button(key="table:alh:take:0").click().run())
    assert not at.button(key=f"table:undo:{view.token}:0").disabled
    ok(at.button(key=f"table:score:{view.token}").click().run())
    assert len(api.table.open_table(led, view.token).game.rounds) == 1
    assert at.button(key=f"table:undo:{view.token}:0").disabled  # a tap before the scoring is not undone
