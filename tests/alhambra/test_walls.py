"""The longest outer wall (alhambra.scoring.wall)."""

from assistant import api
from assistant.alhambra.catalogue import Tile, walls_mask
from assistant.alhambra.walls import longest_wall
from tests.alhambra.util import ring_3x3


def grid(spec: dict) -> dict:
    return {c: Tile("garden", 10, walls_mask(w)) for c, w in spec.items()}


def test_closed_ring_of_n_segments_scores_n_not_n_minus_1():
    # The ruling: one public engine scores n-1 for a closed ring; that is a bug, not a rule.
    out = api.score({"game": "alhambra", "round": 1, "players": [{"name": "A", "alhambra": ring_3x3()}]})
    assert out["players"][0]["wall"] == 12
    assert len(out["players"][0]["wall_segments"]) == 12


def test_inner_walls_back_to_back_never_count():
    g = grid({(0, 0): "", (1, 0): "E", (2, 0): "W"})
    assert longest_wall(g).length == 0


def test_single_outer_segment_scores_one():
    assert longest_wall(grid({(0, 0): "", (1, 0): "N"})).length == 1


def test_segments_meeting_at_a_corner_connect_around_a_tile():
    report = longest_wall(grid({(0, 0): "", (1, 0): "NES"}))
    assert report.length == 3
    assert [(s.x, s.y, s.side) for s in report.segments] == [(1, 0, "N"), (1, 0, "E"), (1, 0, "S")]


def test_only_the_longest_run_counts():
    g = grid({(0, 0): "", (1, 0): "NE", (-1, 0): "W", (0, 1): "S"})
    r = longest_wall(g)
    # (1,0) N+E is a run of 2; (-1,0) W and (0,1) S are separate runs of 1
    assert r.length == 2 and r.outer == 4 and r.runs == (2, 1, 1)


def test_straight_wall_along_a_row_connects_across_tiles():
    g = grid({(0, 0): "", (1, 0): "N", (2, 0): "N", (3, 0): "N", (0, 1): "S"})
    assert longest_wall(g).length == 3


def test_walls_meeting_diagonally_around_an_empty_cell_connect():
    # (0,0) S side and (1,1) W side meet at corner (1,1) around the empty cell (0,1)
    g = grid({(0, 0): "S", (1, 0): "", (1, 1): "W"})
    assert longest_wall(g).length == 2


def test_wall_score_is_empty_for_an_alhambra_without_walls():
    r = longest_wall(grid({(0, 0): ""}))
    assert r.length == 0 and r.segments == ()
