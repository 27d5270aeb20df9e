"""The grey wall variant: free columns, once per row and column, top to bottom, no legal space -> floor
(seed 003_b353cfdd82d0d743.txt, Varyantlar: Duvar Varyantı)."""

from __future__ import annotations

import time

import pytest

from assistant import api
from assistant.azul.game import GAME as service  # the grey wall's help is a method of Azul's adapter
from assistant.azul.grey import legal_columns, options_left, suggest
from assistant.errors import PositionError
from tests.azul.util import lines, player, position

E = (None, 0)


def grey(*players: dict) -> dict:
    return position(*players, variant="grey")


def rules_of(out: dict) -> list[str]:
    return [p["rule"] for p in out["problems"]]


# Row 3 (index 2) is free only in columns 3 and 4; red already stands in column 4 (row 2).
BLOCKING_WALL = [".....", "....R", "BYK..", ".....", "....."]


def test_grey_line_goes_to_the_chosen_column():
    out = api.score(grey(player(pattern=lines(l3="red"), placements={"3": 4})))
    assert out["players"][0]["placed"] == [
        # alone in row 3 and column 5: its runs start and end at itself
        {"line": 3, "column": 4, "colour": "red", "points": 1, "row": 2, "horizontal": 1, "vertical": 1,
         "row_run": [4, 4], "column_run": [2, 2], "score_after": 1}
    ]
    assert out["players"][0]["wall_after"][2] == "....R"


def test_grey_lines_see_tiles_placed_above_them_in_the_same_phase():
    pos = grey(player(pattern=lines(l1="red", l2="blue"), placements={"1": 2, "2": 2}))
    p = api.score(pos)["players"][0]
    assert [x["points"] for x in p["placed"]] == [1, 2]
    # not the last round: end bonuses are neither paid nor itemised
    assert p["bonus"] == 0 and p["bonus_detail"] == {"rows": 0, "columns": 0, "colours": 0}


def test_earlier_row_blocks_a_later_row_in_the_same_column():
    # Line 1 puts red in column 2 this phase: line 3 (red) may no longer use column 2.
    lns = [("red", 1), E, ("red", 3), E, E]
    assert legal_columns(["....."] * 5, lns, {1: 2}) == {1: (0, 1, 2, 3, 4), 3: (0, 1, 3, 4)}
    pos = grey(player(pattern=lines(l1="red", l3="red"), placements={"1": 2, "3": 2}))
    out = api.check(pos)
    assert rules_of(out) == ["azul.variant.grey-wall"]
    assert out["problems"][0]["cells"] == [[-1, 2], [2, 2]]
    assert "Legal columns: 1, 2, 4, 5" in out["problems"][0]["message"]
    assert "wall column 3:" in out["problems"][0]["message"]  # placement 2 counted from 0 is column 3 to a player
    with pytest.raises(PositionError, match=r'placements\."3": column 2 is not legal for red'):
        api.score(pos)


def test_earlier_row_can_leave_a_later_line_without_legal_space_so_it_goes_to_the_floor():
    # Line 1 red in column 3 this phase; line 3 red then has neither column 3 nor 4: all 3 tiles to the floor.
    pos = grey(player(wall=BLOCKING_WALL, pattern=lines(l1="red", l3="red"), placements={"1": 3}, score=10))
    assert api.check(pos)["valid"] is True
    p = api.score(pos)["players"][0]
    assert [(x["line"], x["column"]) for x in p["placed"]] == [(1, 3)]
    assert p["unplaced"] == [{"line": 3, "colour": "red", "rule": "azul.variant.grey-wall", "to": "floor"}]
    assert [e["entry"] for e in p["floor_line"]] == ["red"] * 3
    assert p["floor"] == -4
    assert p["pattern_lines_after"][2] == {"count": 0}
    assert p["score"] == 10 + 1 - 4


def test_same_line_has_a_legal_space_when_the_earlier_row_goes_elsewhere():
    pos = grey(player(wall=BLOCKING_WALL, pattern=lines(l1="red", l3="red"), placements={"1": 0}))
    out = api.check(pos)
    assert rules_of(out) == ["azul.variant.grey-wall"]
    assert out["problems"][0]["cells"] == [[-1, 2]]
    with pytest.raises(PositionError, match="pattern line 3 .red. is full and needs a wall column .legal: 3."):
        api.score(pos)


def test_grey_line_without_any_legal_space_needs_no_placement_and_fills_the_floor():
    pos = grey(
        player(
            wall=[".....", "....R", "BYK..", "...R.", "....."],
            pattern=lines(l3="red"),
            floor=["first", "blue", "blue", "blue", "blue", "blue"],
        )
    )
    assert api.check(pos)["valid"] is True
    p = api.score(pos)["players"][0]
    assert p["floor"] == -14  # 6 entries + 1 red fill the 7 spaces
    assert p["floor_overflow"] == 2  # the other 2 reds go to the lid unpunished


def test_missing_grey_placement_is_a_check_problem_and_a_score_error():
    pos = grey(player(pattern=lines(l2="black")))
    out = api.check(pos)
    assert out["problems"][0]["rule"] == "azul.variant.grey-wall"
    assert out["problems"][0]["message"].endswith("Legal columns: 1, 2, 3, 4, 5.")
    with pytest.raises(PositionError, match=r"^position: players\[0\]\.placements: pattern line 2"):
        api.score(pos)


def test_placement_for_an_incomplete_line_is_ignored():
    pos = grey(player(pattern=lines(l4=("red", 2)), placements={"4": 1}))
    assert api.check(pos)["valid"] is True
    assert api.score(pos)["players"][0]["placed"] == []


def test_grey_wall_colour_twice_in_a_row_is_a_problem():
    out = api.check(grey(player(wall=["R.R..", ".....", ".....", ".....", "....."])))
    assert rules_of(out) == ["azul.variant.grey-wall"]
    assert out["problems"][0]["cells"] == [[0, 0], [2, 0]]
    assert "Row 1 of the wall holds red 2 times" in out["problems"][0]["message"]


def test_grey_wall_colour_twice_in_a_column_is_a_problem():
    out = api.check(grey(player(wall=["K....", ".....", "K....", ".....", "....."])))
    assert rules_of(out) == ["azul.variant.grey-wall"]
    assert out["problems"][0]["cells"] == [[0, 0], [0, 2]]
    assert "Column 1 of the wall holds black 2 times" in out["problems"][0]["message"]


def test_grey_wall_accepts_any_colour_in_any_space_once_per_row_and_column():
    pos = grey(player(wall=["RBYKW", "BYKWR", ".....", ".....", "....."]))
    assert api.check(pos)["valid"] is True


def test_placements_are_ignored_on_the_coloured_wall():
    pos = position(player(pattern=lines(l1="blue"), placements={"1": 3}))
    assert api.check(pos)["valid"] is True
    assert api.score(pos)["players"][0]["placed"][0]["column"] == 0


def test_suggestion_stacks_tiles_to_maximise_points():
    s = suggest(["....."] * 5, [("blue", 1), ("red", 2), E, E, E])
    assert s.tiling == 3
    assert s.placements[1] == s.placements[2]


def test_suggestion_places_only_full_lines_not_one_a_tile_short():
    """Only a full pattern line is tiled at the end of a round (azul.tiling.move): line 3 holding 2 tiles stays
    where it is, so the suggestion places line 1 alone and scores its one tile (a mutant reading `count >= y`
    for `count > y` placed the short line as well)."""
    s = suggest(["....."] * 5, [("blue", 1), E, ("red", 2), E, E])
    assert set(s.placements) == {1}
    assert s.tiling == 1


def test_suggestion_avoids_sending_a_later_line_to_the_floor():
    s = suggest(BLOCKING_WALL, [("red", 1), E, ("red", 3), E, E])
    assert s.placements[3] == 3 and s.placements[1] != 3
    assert s.to_floor == ()
    assert s.points == 1 + 4


def test_suggestion_counts_the_floor_penalty_of_an_unplaceable_line():
    s = suggest([".....", "....R", "BYK..", "...R.", "....."], [E, E, ("red", 3), E, E], floor_entries=1)
    assert s.to_floor == (3,)
    assert s.floor == -(1 + 2 + 2)


def test_suggestion_tie_keeps_the_most_options_for_later_rows():
    # Blue scores 1 in any column of row 1; column 0 would leave blue no space in row 5 (free only there).
    wall = [".....", ".....", ".....", ".....", ".YRKW"]
    s = suggest(wall, [("blue", 1), E, E, E, E])
    assert s.placements == {1: 1}
    grid_col0 = ["B....", ".....", ".....", ".....", ".YRKW"]
    grid_col1 = [".B...", ".....", ".....", ".....", ".YRKW"]
    assert options_left(grid_col1) == options_left(grid_col0) + 1 == s.options_left


def test_suggestion_includes_the_end_bonus_when_the_game_ends():
    s = suggest(["RBYK.", ".....", ".....", ".....", "....."], [("white", 1), E, E, E, E])
    assert s.placements == {1: 4}
    assert s.bonus == 2
    column_wall = [".....", "B....", "Y....", "R....", "K...."]
    assert suggest(column_wall, [("white", 1), E, E, E, E]).bonus == 0
    ends = suggest(column_wall, [("white", 1), E, E, E, E], others_end=True)
    assert (ends.placements, ends.tiling, ends.bonus) == ({1: 0}, 5, 7)


def test_suggestion_for_five_full_lines_is_fast():
    lns = [("blue", 1), ("red", 2), ("yellow", 3), ("black", 4), ("white", 5)]
    start = time.perf_counter()
    s = suggest(["....."] * 5, lns)
    assert time.perf_counter() - start < 0.5
    assert s.tiling == 1 + 2 + 3 + 4 + 5


def test_grey_help_lists_legal_columns_and_a_suggestion():
    pos = grey(player("Kemal", wall=BLOCKING_WALL, pattern=lines(l1="red", l3="red"), placements={"1": 3}))
    out = service.grey_help(pos, "Kemal")
    assert out["lines"] == [
        # row 1 is empty and nothing stands below it in columns 1-4: each legal column scores 1
        {"line": 1, "colour": "red", "legal": [0, 1, 2, 3], "points": [1, 1, 1, 1], "chosen": 3},
        {"line": 3, "colour": "red", "legal": [], "points": [], "chosen": None},
    ]
    assert out["suggestion"]["placements"]["3"] == 3
    assert out["suggestion"]["points"] == 5


def test_grey_help_refuses_a_coloured_wall_and_an_unknown_player():
    with pytest.raises(PositionError):
        service.grey_help(position(player()), "Ayşe")
    with pytest.raises(PositionError, match="no player named"):
        service.grey_help(grey(player()), "Nobody")


def test_a_line_whose_colour_already_stands_in_its_row_is_passed_over_and_the_next_line_still_placed():
    # a broken board: red already in row 1, so full line 1 (red) cannot be tiled and stays; full line 2 (blue)
    # is still suggested, in column 1 under the red: a column run of 2 = 2 points, more than any other column
    s = suggest(["R....", ".....", ".....", ".....", "....."], [("red", 1), ("blue", 2), E, E, E])
    assert s.placements == {2: 0} and s.to_floor == () and s.tiling == 2
