"""Wall tiling and tile points (seed 003_b353cfdd82d0d743.txt, Faz 2 Duvar Döşeme; publisher's rulebook)."""

from __future__ import annotations

from assistant import api
from assistant.azul.components import box
from assistant.azul.wall import pattern_colour, pattern_column, runs, tile_points, tile_wall
from tests.azul.util import lines, player, position, printed

PATTERN = box().pattern  # the printed wall, row by row, as letters


def place_one(cells: list[tuple[int, int]], new: tuple[int, int]) -> dict:
    """Score the wall-tiling of one new tile at `new` on a coloured wall already holding `cells`."""
    x, y = new
    colour = pattern_colour(y, x)
    pos = position(player(wall=printed(*cells), pattern=lines(**{f"l{y + 1}": colour})))
    report = api.score(pos)["players"][0]
    assert len(report["placed"]) == 1
    placed = report["placed"][0]
    assert (placed["column"], placed["row"], placed["line"]) == (x, y, y + 1)
    return placed


def test_printed_wall_row_one_reads_blue_yellow_red_black_white_and_shifts_right():
    assert PATTERN == ("BYRKW", "WBYRK", "KWBYR", "RKWBY", "YRKWB")
    assert pattern_column(0, "blue") == 0
    assert pattern_column(1, "blue") == 1
    assert pattern_column(1, "white") == 0
    assert all(pattern_colour(r, pattern_column(r, c)) == c for r in range(5) for c in ("red", "white"))


def test_isolated_tile_scores_one():
    placed = place_one([], (2, 2))
    assert (placed["points"], placed["horizontal"], placed["vertical"]) == (1, 1, 1)


def test_diagonal_neighbours_do_not_touch_so_tile_scores_one():
    assert place_one([(1, 1), (3, 1), (1, 3), (3, 3)], (2, 2))["points"] == 1


def test_row_of_four_and_column_of_three_meeting_at_the_new_tile_score_seven():
    # Publisher's rulebook example: 4 + 3 = 7 (data/rules/azul.tiling.scoring-lines.yaml).
    placed = place_one([(0, 2), (1, 2), (3, 2), (2, 3), (2, 4)], (2, 2))
    assert (placed["horizontal"], placed["vertical"], placed["points"]) == (4, 3, 7)


def test_seed_faq_three_across_and_two_down_scores_five():
    # seed 003_b353cfdd82d0d743.txt, FAQ: "yatayda 3 ... dikeyde 2 ... 3 + 2 = 5 puan".
    placed = place_one([(1, 2), (3, 2), (2, 1)], (2, 2))
    assert (placed["horizontal"], placed["vertical"], placed["points"]) == (3, 2, 5)


def test_horizontal_neighbour_only_scores_the_row_run():
    assert place_one([(0, 0), (1, 0)], (2, 0))["points"] == 3


def test_vertical_neighbour_only_scores_the_column_run():
    assert place_one([(4, 0)], (4, 1))["points"] == 2


def test_gap_ends_a_run():
    placed = place_one([(0, 0), (1, 0), (4, 0)], (3, 0))
    assert (placed["horizontal"], placed["vertical"], placed["points"]) == (2, 1, 2)


def test_t_shape_junction_of_the_bar_scores_both_runs():
    assert place_one([(0, 0), (2, 0), (1, 1), (1, 2)], (1, 0))["points"] == 3 + 3


def test_t_shape_foot_of_the_stem_scores_the_column_only():
    assert place_one([(0, 0), (1, 0), (2, 0), (1, 1)], (1, 2))["points"] == 3


def test_cross_centre_scores_both_arms():
    assert place_one([(1, 2), (3, 2), (2, 1), (2, 3)], (2, 2))["points"] == 3 + 3


def test_full_cross_centre_scores_ten():
    arms = [(0, 2), (1, 2), (3, 2), (4, 2), (2, 0), (2, 1), (2, 3), (2, 4)]
    assert place_one(arms, (2, 2))["points"] == 5 + 5


def test_l_shape_corner_scores_both_legs():
    assert place_one([(0, 2), (0, 3), (1, 4), (2, 4)], (0, 4))["points"] == 3 + 3


def test_l_shape_end_of_a_leg_scores_that_leg_only():
    assert place_one([(0, 2), (0, 3), (0, 4), (1, 4)], (2, 4))["points"] == 3


def test_two_tiles_in_one_column_in_one_phase_score_one_then_two():
    # Line 1 blue -> row 1 column 1; line 2 white -> right below it (data/rules/azul.tiling.move.yaml example).
    report = api.score(position(player(pattern=lines(l1="blue", l2="white"))))["players"][0]
    assert [(p["line"], p["column"], p["points"]) for p in report["placed"]] == [(1, 0, 1), (2, 0, 2)]
    assert report["tiling"] == 3


def test_each_tiled_tile_carries_the_running_score_after_it_for_the_replay():
    # Score 10 before the phase; blue, white, black stack into column 1: 1, 2, 3 points -> 11, 13, 16.
    report = api.score(position(player(score=10, pattern=lines(l1="blue", l2="white", l3="black"))))["players"][0]
    assert [p["score_after"] for p in report["placed"]] == [11, 13, 16]
    assert report["placed"][-1]["score_after"] == report["score_before"] + report["tiling"]


def test_tiles_placed_earlier_in_the_phase_count_for_later_lines_top_to_bottom():
    # Blue, white and black are printed in column 1 of rows 1, 2 and 3: they stack into one column.
    report = api.score(position(player(pattern=lines(l1="blue", l2="white", l3="black"))))["players"][0]
    assert [p["points"] for p in report["placed"]] == [1, 2, 3]
    assert report["wall_after"][:3] == ["B....", "W....", "K...."]


def test_full_line_moves_one_tile_and_the_rest_leave_the_line():
    tiling = tile_wall(printed(), [(None, 0), (None, 0), ("red", 3), (None, 0), (None, 0)])
    assert [(p.line, p.column, p.colour) for p in tiling.placed] == [(3, pattern_column(2, "red"), "red")]
    assert tiling.lid == 2
    assert tiling.lines[2] == (None, 0)


def test_incomplete_lines_stay_for_the_next_round():
    report = api.score(position(player(pattern=lines(l4=("red", 3), l5=("blue", 1)))))["players"][0]
    assert report["placed"] == []
    assert report["pattern_lines_after"][3:] == [{"colour": "red", "count": 3}, {"colour": "blue", "count": 1}]
    assert report["wall_after"] == printed()


def test_runs_count_the_tile_itself_in_both_directions():
    wall = ["BY...", "W....", ".....", ".....", "....."]
    assert runs(wall, 0, 0) == (2, 2)
    assert tile_points(1, 1) == 1
    assert tile_points(2, 1) == 2
    assert tile_points(1, 2) == 2
    assert tile_points(4, 3) == 7


def test_over_capacity_line_is_tiled_like_a_full_one_and_the_excess_leaves():
    report = api.score(position(player(pattern=lines(l2=("red", 5)))))["players"][0]
    assert [(p["line"], p["colour"]) for p in report["placed"]] == [(2, "red")]
    assert report["pattern_lines_after"][1] == {"count": 0}


def test_full_line_whose_colour_is_already_in_the_row_stays_untiled():
    pos = position(player(wall=printed((0, 0)), pattern=lines(l1="blue")))
    report = api.score(pos)["players"][0]
    assert report["placed"] == []
    assert report["unplaced"] == [
        {"line": 1, "colour": "blue", "rule": "azul.pattern-lines.wall-conflict", "to": "line"}
    ]
    assert report["pattern_lines_after"][0] == {"colour": "blue", "count": 1}


def test_full_line_whose_printed_space_holds_another_colour_stays_untiled():
    pos = position(player(wall=["Y....", ".....", ".....", ".....", "....."], pattern=lines(l1="blue")))
    report = api.score(pos)["players"][0]
    assert report["placed"] == []
    assert report["unplaced"][0]["rule"] == "azul.wall-pattern"
