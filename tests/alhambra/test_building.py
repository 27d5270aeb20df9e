"""Building rules of a whole Alhambra and of single placements (alhambra.build.*)."""

from assistant import api
from tests.alhambra.util import Box, cell, fountain, hand_tile, position, ring_3x3, rules_of


def check(*cells, name="Ayşe", **kw):
    return api.check(position((name, list(cells)), **kw))


def test_valid_ring_around_the_fountain_passes_every_rule():
    assert check(*ring_3x3()) == {"valid": True, "problems": []}


def test_two_tiles_on_one_cell_is_a_grid_problem():
    box = Box()
    out = check(fountain(), cell(1, 0, box.take("")), cell(1, 0, box.take("")))
    assert "alhambra.build.grid" in rules_of(out)
    grid = [p for p in out["problems"] if p["rule"] == "alhambra.build.grid"][0]
    assert grid["cells"] == [[1, 0]] and grid["player"] == "Ayşe"


def test_no_fountain_and_two_fountains_break_the_fountain_rule():
    box = Box()
    assert rules_of(check(cell(0, 0, box.take("")))) == ["alhambra.build.fountain"]
    out = check(fountain(0, 0), fountain(1, 0))
    assert rules_of(out) == ["alhambra.build.fountain"]
    assert out["problems"][0]["cells"] == [[0, 0], [1, 0]]


def test_touching_sides_must_both_be_walled_or_both_open():
    box = Box()
    # tile at (1,0) has an east wall, the tile at (2,0) has no west wall
    out = check(fountain(), cell(1, 0, box.take("E")), cell(1, 1, box.take("")), cell(2, 1, box.take("")),
                cell(2, 0, box.take("")), cell(0, 1, box.take("")))
    mism = [p for p in out["problems"] if p["rule"] == "alhambra.build.walls-match"]
    assert [p["cells"] for p in mism] == [[[1, 0], [2, 0]]]


def test_a_tile_touching_only_at_a_corner_is_not_adjacent():
    box = Box()
    out = check(fountain(), cell(1, 1, box.take("")))
    assert rules_of(out) == ["alhambra.build.adjacent"]
    assert out["problems"][0]["cells"] == [[1, 1]]


def test_detached_cluster_is_one_adjacency_problem_with_all_its_cells():
    box = Box()
    out = check(fountain(), cell(2, 0, box.take("")), cell(3, 0, box.take("")))
    adj = [p for p in out["problems"] if p["rule"] == "alhambra.build.adjacent"]
    assert len(adj) == 1 and adj[0]["cells"] == [[2, 0], [3, 0]]


def test_reachable_example_1_wall_blocks_the_walk():
    # seed 002_65699d3db1d1be26.txt, 例1: [ A ] [ B|] [|C ]: C cannot be reached without crossing the wall
    box = Box()
    out = check(fountain(0, 0), cell(1, 0, box.take("E")), cell(2, 0, box.take("W")))
    assert rules_of(out) == ["alhambra.build.reachable"]
    assert out["problems"][0]["cells"] == [[2, 0]]


def test_reachable_example_2_walk_around_the_wall_over_x_and_y():
    # seed 002, 例2: with x and y above B and C, one walks around the wall: C may be placed
    box = Box()
    a_b_x_y = [fountain(0, 0), cell(1, 0, box.take("E")), cell(1, -1, box.take("")), cell(2, -1, box.take(""))]
    c = box.take("W")
    assert check(*a_b_x_y, cell(2, 0, c))["valid"]
    legal = api.place(position(("Ayşe", a_b_x_y)), "Ayşe", c)["positions"]
    assert [2, 0] in legal
    # and without x and y, the same tile cannot go there
    assert [2, 0] not in api.place(position(("Ayşe", a_b_x_y[:2])), "Ayşe", c)["positions"]


def test_single_enclosed_cell_is_a_hole():
    box = Box()
    ring = ring_3x3(box)
    # move the fountain from the middle to a corner tile: the middle cell is then enclosed and empty
    cells = [c for c in ring if not c.get("fountain")]
    cells = [c for c in cells if (c["x"], c["y"]) != (-1, -1)] + [fountain(-1, -1)]
    out = check(*cells)
    holes = [p for p in out["problems"] if p["rule"] == "alhambra.build.no-holes"]
    assert [p["cells"] for p in holes] == [[[0, 0]]]


def test_enclosed_region_of_two_cells_is_a_hole_too():
    # Ruling (data/rules/alhambra.build.no-holes.yaml): a hole is any empty region not reachable from
    # outside, of any size; the Japanese text's one-cell definition is only the smallest case.
    box = Box()
    cells = [fountain(0, -1)]
    frame = {(-1, -1): "", (1, -1): "", (2, -1): "", (2, 0): "", (2, 1): "", (1, 1): "", (0, 1): "",
             (-1, 1): "", (-1, 0): ""}
    cells += [cell(x, y, box.take(w)) for (x, y), w in frame.items()]
    out = check(*cells)
    holes = [p for p in out["problems"] if p["rule"] == "alhambra.build.no-holes"]
    assert [p["cells"] for p in holes] == [[[0, 0], [1, 0]]]


def test_check_reports_every_problem_at_once():
    box = Box()
    out = check(fountain(), cell(1, 0, box.take("E")), cell(2, 0, box.take("")), cell(5, 5, box.take("")),
                cell(5, 5, box.take("")))
    assert {"alhambra.build.walls-match", "alhambra.build.adjacent", "alhambra.build.grid"} <= set(rules_of(out))


def test_problems_of_each_player_name_that_player():
    box = Box()
    good = ("Ayşe", [fountain()])
    bad = ("Kemal", [fountain(), cell(3, 3, box.take(""))])
    out = api.check(position(good, bad))
    assert {p["player"] for p in out["problems"]} == {"Kemal"}


def test_place_lists_every_legal_cell_sorted():
    box = Box()
    alh = [fountain(), cell(1, 0, box.take("NE"))]
    legal = api.place(position(("Ayşe", alh)), "Ayşe", hand_tile("tower", 11, ""))["positions"]
    # east of the NE tile is walled, north of it is walled: not there; everywhere else around: yes
    assert legal == [[-1, 0], [0, -1], [0, 1], [1, 1]]


def test_place_refuses_a_cell_that_would_close_a_hole():
    box = Box()
    ring = [c for c in ring_3x3(box) if (c["x"], c["y"]) != (0, 1)]  # open at the bottom middle
    # fountain in the middle, ring with a gap: filling the gap is fine (no empty cell left inside)
    legal = api.place(position(("Ayşe", ring)), "Ayşe", box.take("S"))["positions"]
    assert [0, 1] in legal


def test_place_refuses_a_tile_that_would_enclose_an_empty_cell():
    box = Box()
    # a U around the empty cell (1,1): fountain (0,0), tiles (1,0),(2,0),(2,1),(2,2),(1,2),(0,2)
    cells = [fountain(), *(cell(x, y, box.take("")) for x, y in [(1, 0), (2, 0), (2, 1), (2, 2), (1, 2)])]
    tile = box.take("")
    legal = api.place(position(("Ayşe", cells)), "Ayşe", tile)["positions"]
    assert [0, 1] not in legal  # would close the U around (1,1)
    assert [1, 1] in legal       # filling it is fine
    assert [0, 2] in legal       # (0,1) stays open to the west


def test_place_without_fountain_finds_nothing_and_unknown_player_is_an_error():
    import pytest

    pos = position(("Ayşe", [fountain()]))
    with pytest.raises(api.PositionError, match="no player named"):
        api.place(pos, "Nobody", hand_tile("tower", 11, ""))
    with pytest.raises(api.PositionError, match=r"tile: walls"):
        api.place(pos, "Ayşe", hand_tile("tower", 11, "X"))


# --- holes: any size, sides only, and fast whatever the coordinates ------------------------------------------

def test_an_empty_cell_open_only_at_a_diagonal_corner_is_still_a_hole():
    # Ruling (data/rules/alhambra.build.no-holes.yaml): empty space connects across sides only; a gap at a
    # corner where two tiles touch diagonally does not let you out. (1, 1) has tiles on its four sides;
    # its diagonal neighbour (2, 2) is open table, which does not help it.
    box = Box()
    cells = [fountain(), *(cell(x, y, box.take("")) for x, y in [(1, 0), (2, 0), (2, 1), (1, 2), (0, 2), (0, 1)])]
    out = check(*cells)
    holes = [p for p in out["problems"] if p["rule"] == "alhambra.build.no-holes"]
    assert [p["cells"] for p in holes] == [[[1, 1]]]
    # the same shape one tile short: the tile that would close it is refused by place, the rest allowed
    open_u = [c for c in cells if (c["x"], c["y"]) != (0, 1)]
    legal = api.place(position(("Ayşe", open_u)), "Ayşe", box.take(""))["positions"]
    assert [0, 1] not in legal and [1, 1] in legal


def test_a_two_cell_hole_that_touches_the_outside_only_at_corners_is_a_hole():
    # (1, 1) and (2, 1) empty, all their side neighbours built; the corner cells (0, 0)... are tiles or the
    # fountain except the diagonal corners (3, 0) and (3, 2), which are empty: still shut in across sides
    box = Box()
    ring = [(1, 0), (2, 0), (3, 1), (2, 2), (1, 2), (0, 1), (0, 2)]
    cells = [fountain(), *(cell(x, y, box.take("")) for x, y in ring)]
    out = check(*cells)
    holes = [p for p in out["problems"] if p["rule"] == "alhambra.build.no-holes"]
    assert [p["cells"] for p in holes] == [[[1, 1], [2, 1]]]
    assert "of 2 cells" in holes[0]["message"]


def test_removing_a_tile_that_opens_a_hole_only_diagonally_is_illegal():
    # seed 000 FAQ: the no-holes rule applies to a removal too; a diagonal gap does not count as open
    box = Box()
    cells = [fountain(), *(cell(x, y, box.take("")) for x, y in [(1, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 1),
                                                                        (0, 2)])]
    out = api.move(position(("Ayşe", cells)), {"action": "remove", "player": "Ayşe", "at": [1, 1]})
    assert [(p["rule"], p["cells"]) for p in out["problems"]] == [("alhambra.build.no-holes", [[1, 1]])]


def test_far_apart_tiles_are_checked_quickly_and_find_no_hole_in_the_gap():
    # Coordinates may run from -1000 to 1000; the empty table between two distant tiles is open table, not a
    # hole, and finding that must not walk the millions of cells of the bounding box.
    import time

    box = Box()
    kinds = iter(["garden"] * 9 + ["tower"] * 9)
    players = [(f"P{i}", [fountain(-1000, -1000), *(cell(x, y, box.any(next(kinds)))
                                                    for x, y in [(1000, 1000), (-1000, 1000), (1000, -1000)])])
               for i in range(6)]
    api.check(position(("warm-up", [fountain(), cell(2, 0, box.take("N"))])))  # loads the rule texts once
    start = time.perf_counter()
    out = api.check(position(*players))
    assert time.perf_counter() - start < 1.0  # it took 53 s and 700 MB when every cell of the box was visited
    assert "alhambra.build.no-holes" not in rules_of(out)
    assert set(rules_of(out)) == {"alhambra.build.adjacent"}


def test_a_hole_far_from_the_fountain_is_found_in_a_sparse_alhambra():
    # a detached ring far away still encloses its middle: both problems are reported, quickly
    box = Box()
    ring = [(500 + dx, 500 + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]
    cells = [fountain(-900, -900), *(cell(x, y, box.take("")) for x, y in ring)]
    out = check(*cells)
    holes = [p["cells"] for p in out["problems"] if p["rule"] == "alhambra.build.no-holes"]
    assert holes == [[[500, 500]]]


def test_an_alhambra_without_its_fountain_breaks_the_fountain_rule_even_when_empty():
    # FORMATS.md: alhambra.build.fountain is "not exactly one fountain in an Alhambra"; every player's Alhambra
    # starts with the fountain at setup (seed 004 Preparar: "A cada jugador se le da una ficha inicial"), so an
    # Alhambra with no tile at all has no fountain either.
    out = api.check(position(("Ayşe", [fountain()]), ("Kemal", [])))
    assert out["valid"] is False
    assert [(p["rule"], p["player"]) for p in out["problems"]] == [("alhambra.build.fountain", "Kemal")]


def test_a_side_walled_on_one_face_only_cannot_be_walked_through():
    # alhambra.build.reachable: a path may not cross a wall, and a side is open only when neither face carries
    # a wall. (1, 0) is walled on its east face, (2, 0) open on its west: besides the walls-match problem,
    # (2, 0) is unreachable on foot. (If one open face were enough to walk through, (2, 0) would be reachable.)
    box = Box()
    out = check(fountain(), cell(1, 0, box.take("E")), cell(2, 0, box.take("")))
    reach = [p for p in out["problems"] if p["rule"] == "alhambra.build.reachable"]
    assert [p["cells"] for p in reach] == [[[2, 0]]]
    assert "alhambra.build.walls-match" in rules_of(out)


def test_the_quick_hole_check_agrees_with_the_full_flood_on_many_alhambras():
    """closes_hole looks at the ring of eight first and floods only when the ring splits the empty sides; on
    an Alhambra without holes, whatever a new tile shuts in must touch it, so the answer must equal every
    hole of the Alhambra with the tile (the full flood, assistant.alhambra.building.holes)."""
    import random

    from assistant.alhambra.building import closes_hole, holes
    from assistant.alhambra.catalogue import FOUNTAIN

    rng = random.Random(10)
    checked = 0
    for _ in range(300):
        grid = {(0, 0): FOUNTAIN}
        for _ in range(rng.randint(4, 22)):
            x, y = rng.choice(sorted(grid))
            dx, dy = rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1)))
            grid.setdefault((x + dx, y + dy), FOUNTAIN)
        if holes(grid):
            continue
        for empty in sorted({(x + dx, y + dy) for x, y in grid for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
                            - grid.keys()):
            expected = sorted(c for region in holes({**grid, empty: FOUNTAIN}) for c in region)
            assert closes_hole(grid, empty) == expected, (sorted(grid), empty)
            checked += expected != []
    assert checked > 20  # the hole-closing cells were really met, not only the easy ones


# Two ring cases the quick check must not merge, around a new tile at (0, 0). One: only the east and south
# neighbours are empty, kept apart by a tile on the south-east diagonal; (1, 0) is then walled in on all four
# sides (a one-space hole) while (0, 1) still opens to the table. Two: the south neighbour is a tile between
# two open runs; the east run (1, 0) and (1, 1) is shut in (a two-space hole), the west one stays open.
RING_CASES = [
    ([(0, -1), (1, -1), (2, 0), (1, 1), (-1, 1), (-1, 0), (-1, -1)], [(1, 0)]),
    ([(0, -1), (1, -1), (2, 0), (2, 1), (1, 2), (0, 1), (-1, -1)], [(1, 0), (1, 1)]),
]


def test_a_tile_shutting_in_one_side_while_another_side_stays_open_closes_a_hole_every_way_round():
    """Both cases turned and mirrored, so every cell of the ring of eight is once the one in between."""
    from assistant.alhambra.building import closes_hole
    from assistant.alhambra.catalogue import FOUNTAIN

    for tiles, shut in RING_CASES:
        for turn in range(4):
            for mirror in (False, True):
                def place(x, y, turn=turn, mirror=mirror):
                    x = -x if mirror else x
                    for _ in range(turn):
                        x, y = -y, x
                    return x, y
                grid = {place(x, y): FOUNTAIN for x, y in tiles}
                assert closes_hole(grid, (0, 0)) == sorted(place(x, y) for x, y in shut), (tiles, turn, mirror)


def test_tiles_lying_far_apart_find_the_same_holes_as_the_full_search():
    """holes() looks only at tiled rows and columns when the tiles lie far apart (a tile near ±1000): an empty
    cell there is open table when it borders an untiled row or column. A far tile must then neither add a
    hole (a pocket open to one side only, whichever side) nor hide one: the answer is the full search's
    over the compact Alhambra alone."""
    import random

    from assistant.alhambra.building import holes
    from assistant.alhambra.catalogue import FOUNTAIN

    rng = random.Random(17)
    with_holes = 0
    for _ in range(300):
        grid = {(x, y): FOUNTAIN for x in range(5) for y in range(5) if rng.random() < 0.7}
        if not grid:
            continue
        expected = holes(grid)  # compact: every cell of the box
        with_holes += bool(expected)
        for far in ((1000, 1000), (-1000, -1000), (1000, -1000), (-1000, 1000), (2, 1000), (1000, 2)):
            assert holes({**grid, far: FOUNTAIN}) == expected, (sorted(grid), far)
    assert with_holes > 30  # real holes were met, as well as pockets open on one side
