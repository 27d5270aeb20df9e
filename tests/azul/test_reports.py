"""What the Azul engine reports so that pages, drawings and the ledger never work it out again: the runs that
scored a tile, each legal grey column's points, the never-below-0 clamp, the tie-break and whom it favoured,
the places of a final ranking, the game end and the next round's position."""

from __future__ import annotations

import copy
import json

import pytest

from assistant import api
from assistant.errors import PositionError
from assistant.paths import ROOT

EMPTY_LINES = [{"count": 0}] * 5


def example(name: str) -> dict:
    return json.loads((ROOT / "examples" / f"{name}.json").read_text(encoding="utf-8"))


def board(name: str, **kw) -> dict:
    return {"name": name, "score": 0, "pattern_lines": EMPTY_LINES, "wall": ["....."] * 5, "floor": [], **kw}


def position(*players: dict, variant: str = "colored") -> dict:
    return {"game": "azul", "wall_variant": variant, "players": list(players)}


# --- the runs a tile scored by ---------------------------------------------------------------------------


def test_a_placed_tile_reports_where_its_row_and_column_runs_start_and_end():
    # row 3 holds K W . Y . and column 3 holds Y above and W below; blue from line 3 lands at column 3:
    # row run columns 1-4 (4 tiles) + column run rows 2-4 (3 tiles) = 7 points
    wall = [".....", "..Y..", "KW.Y.", "..W..", "....."]
    lines = [{"count": 0}, {"count": 0}, {"colour": "blue", "count": 3}, {"count": 0}, {"count": 0}]
    placed = api.score(position(board("Ayşe", wall=wall, pattern_lines=lines)))["players"][0]["placed"][0]
    assert (placed["row_run"], placed["column_run"]) == ([0, 3], [1, 3])
    assert (placed["horizontal"], placed["vertical"], placed["points"]) == (4, 3, 7)


def test_a_lone_tile_runs_from_itself_to_itself():
    # red on line 1 goes to row 1, column 3 (red is third in the colour order) with no neighbour: 1 point
    lines = [{"colour": "red", "count": 1}, *EMPTY_LINES[1:]]
    placed = api.score(position(board("Ayşe", pattern_lines=lines)))["players"][0]["placed"][0]
    assert (placed["column"], placed["row_run"], placed["column_run"], placed["points"]) == (2, [2, 2], [0, 0], 1)


# --- grey wall: the points of each legal column --------------------------------------------------------------


def test_grey_help_reports_each_legal_column_with_the_points_its_tile_would_score():
    # blue stands at row 1, column 1; red on line 1 may go to columns 2-5 of row 1. Column 2 touches the blue
    # tile: a row run of 2 = 2 points; columns 3, 4, 5 touch nothing: 1 point each
    lines = [{"colour": "red", "count": 1}, *EMPTY_LINES[1:]]
    pos = position(board("Ayşe", wall=["B....", *["....."] * 4], pattern_lines=lines), variant="grey")
    (line,) = api.azul_grey_help(pos, "Ayşe")["lines"]
    assert dict(zip(line["legal"], line["points"], strict=True)) == {1: 2, 2: 1, 3: 1, 4: 1}


def test_grey_column_points_see_the_column_chosen_for_the_line_above():
    # line 1 (red) is placed at column 1; then yellow on line 2 at column 1 sits under it: column run of 2
    # = 2 points; at column 2 it touches red diagonally only: 1 point
    lines = [{"colour": "red", "count": 1}, {"colour": "yellow", "count": 2}, *EMPTY_LINES[2:]]
    pos = position(board("Ayşe", pattern_lines=lines, placements={"1": 0}), variant="grey")
    second = api.azul_grey_help(pos, "Ayşe")["lines"][1]
    assert dict(zip(second["legal"], second["points"], strict=True)) == {0: 2, 1: 1, 2: 1, 3: 1, 4: 1}


# --- the never-below-0 clamp -----------------------------------------------------------------------------


def test_a_score_pushed_below_zero_is_reported_clamped_with_its_unclamped_value():
    # score 2, nothing tiled, four floor entries lose 1 + 1 + 2 + 2 = 6: 2 - 6 = -4, shown as 0
    p = api.score(position(board("Ayşe", score=2, floor=["red"] * 4)))["players"][0]
    assert (p["score_unclamped"], p["score_after_round"], p["clamped"], p["score"]) == (-4, 0, True, 0)


def test_a_score_brought_to_exactly_zero_is_not_clamped():
    # the never-below-0 rule changes nothing at 0: score 2, two floor entries lose 1 + 1 = 2, 2 - 2 = 0
    p = api.score(position(board("Ayşe", score=2, floor=["red"] * 2)))["players"][0]
    assert (p["score_unclamped"], p["score_after_round"], p["clamped"], p["score"]) == (0, 0, False, 0)


def test_a_score_that_stays_above_zero_is_not_clamped():
    # score 10, two floor entries lose 1 + 1 = 2: 10 - 2 = 8
    p = api.score(position(board("Ayşe", score=10, floor=["red"] * 2)))["players"][0]
    assert (p["score_unclamped"], p["score_after_round"], p["clamped"]) == (8, 8, False)


# --- the tie-break ---------------------------------------------------------------------------------------------

ONE_ROW = ["BYRKW", ".....", ".....", ".....", "....."]  # 1 complete row: +2
TWO_ROWS = ["BYRKW", "WBYRK", ".....", ".....", "....."]  # 2 complete rows: +4


def test_tie_break_names_the_tied_leaders_their_rows_and_whom_it_favoured():
    # Ayşe 12 + 2 = 14, Kemal 10 + 4 = 14: tied on 14; Kemal has 2 complete rows to Ayşe's 1 and wins
    out = api.score(position(board("Ayşe", score=12, wall=ONE_ROW), board("Kemal", score=10, wall=TWO_ROWS)))
    assert out["tie_break"] == {"score": 14, "tied": [{"name": "Ayşe", "rows": 1}, {"name": "Kemal", "rows": 2}],
                                "favoured": ["Kemal"], "shared": False}
    assert out["winners"] == ["Kemal"]


def test_tie_break_with_as_many_rows_is_a_shared_win():
    # both 12 + 2 = 14 with 1 complete row each
    out = api.score(position(board("Ayşe", score=12, wall=ONE_ROW), board("Kemal", score=12, wall=ONE_ROW)))
    assert out["tie_break"]["shared"] is True and out["tie_break"]["favoured"] == ["Ayşe", "Kemal"]


def test_no_tie_break_for_a_single_leader_or_before_the_game_ends():
    # Ayşe 20 + 2 = 22 leads Kemal 10 + 4 = 14 alone
    alone = api.score(position(board("Ayşe", score=20, wall=ONE_ROW), board("Kemal", score=10, wall=TWO_ROWS)))
    assert alone["tie_break"] is None and alone["winners"] == ["Ayşe"]
    # equal scores, but no wall has a complete row: the game goes on, nobody wins yet
    going = api.score(position(board("Ayşe", score=5), board("Kemal", score=5)))
    assert going["tie_break"] is None and going["game_over"] is False


def test_final_places_share_equal_scores_and_part_tied_leaders_by_rows():
    # A and B lead on 70; B has 2 rows to A's 1: B 1st, A 2nd; C with 50 is 3rd
    assert api.ranking("azul", [("A", 70, 1), ("B", 70, 2), ("C", 50, 3)]) == [2, 1, 3]
    # below the lead, rows part nothing: B and C share 2nd
    assert api.ranking("azul", [("A", 80, 0), ("B", 40, 2), ("C", 40, 0)]) == [1, 2, 2]


# --- the game end and the next round ------------------------------------------------------------------------------


def test_the_game_ends_after_the_round_in_which_a_wall_completes_a_row():
    assert api.game_over("azul", [[0, 0], [1, 0]]) is True   # the last round completed a row
    assert api.game_over("azul", [[0, 0], [0, 0]]) is False
    assert api.game_over("azul", []) is False


def test_next_round_position_is_the_walls_lines_and_scores_the_engine_reported():
    pos = example("azul-midgame-2p")
    report = api.score(pos)
    after = api.azul_next_round(pos)
    for p, res in zip(after["players"], report["players"], strict=True):
        assert (p["wall"], p["pattern_lines"], p["score"], p["floor"]) == (
            res["wall_after"], res["pattern_lines_after"], res["score"], [])
        assert "placements" not in p and "first_player_marker" not in p
    assert "factories" not in after and "centre" not in after
    assert api.check(after)["valid"], api.check(after)["problems"]


def test_next_round_clears_grey_placements_and_keeps_the_variant():
    pos = example("azul-grey-wall")
    after = api.azul_next_round(pos)
    assert after["wall_variant"] == "grey"
    assert all("placements" not in p for p in after["players"])


def test_there_is_no_next_round_after_the_last():
    with pytest.raises(PositionError, match="no next round"):
        api.azul_next_round(example("azul-endgame-4p"))


def test_next_round_does_not_change_the_position_it_was_given():
    pos = example("azul-midgame-2p")
    before = copy.deepcopy(pos)
    api.azul_next_round(pos)
    assert pos == before


# --- facts from the data ----------------------------------------------------------------------------------------


def test_facts_are_the_data_of_the_components_file():
    facts = api.facts("azul")
    assert facts["bonus"] == {"row": 2, "column": 7, "colour": 10}  # data/azul/components.yaml bonus
    assert facts["players"] == {"min": 2, "max": 4}                 # factories for 2, 3 and 4 players
    assert facts["wall_size"] == 5                                  # five colours


def test_a_changed_column_bonus_changes_the_engine_and_the_facts(game_data):
    # Rewritten for issue 17 item 4: the box is read-only; a fact changes in (a copy of) its data file only
    game_data("azul/components.yaml", lambda raw: raw["bonus"].update(column=9))
    out = api.score(example("azul-endgame-4p"))
    kemal = next(p for p in out["players"] if p["name"] == "Kemal")
    # Kemal completes 1 column: 1 x 9 (was 7)
    assert kemal["complete"]["columns"] == 1 and kemal["bonus_detail"]["columns"] == 9
    assert api.facts("azul")["bonus"]["column"] == 9


def test_a_changed_player_range_in_the_data_reaches_the_facts_the_registration_and_setup(game_data):
    # Rewritten for issue 17: the range is the registration's (data/azul/game.yaml `players`), no longer the
    # factory table's keys; a five-player box changes both files, and every reader follows the one loader.
    game_data("azul/game.yaml", lambda raw: raw.update(players=[2, 5]))
    game_data("azul/components.yaml", lambda raw: raw["factories"].update({5: 11}))
    assert api.facts("azul")["players"] == {"min": 2, "max": 5}
    assert api.registration("azul").players.max == 5
    assert len(api.setup("azul", 5, seed=1)["factories"]) == 11
