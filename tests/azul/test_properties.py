"""Properties of tiling, scoring and checking over generated positions (hypothesis)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant import api
from assistant.azul.components import COLOURS, EMPTY, LETTER_OF
from assistant.azul.grey import legal_columns
from assistant.azul.wall import PATTERN, pattern_colour, tile_wall

CELLS = [(x, y) for y in range(5) for x in range(5)]
occupancy = st.sets(st.sampled_from(CELLS))


def coloured_wall(cells) -> list[str]:
    return ["".join(PATTERN[y][x] if (x, y) in cells else EMPTY for x in range(5)) for y in range(5)]


def run_through(line: str, i: int) -> int:
    """Length of the unbroken stretch of tiles through position i (an independent reading of 'run')."""
    return next(len(m.group()) for m in re.finditer(r"[^.]+", line) if m.start() <= i < m.end())


def expected_points(wall: list[str], x: int, y: int) -> int:
    h = run_through(wall[y], x)
    v = run_through("".join(r[x] for r in wall), y)
    return 1 if h == v == 1 else (h if h > 1 else 0) + (v if v > 1 else 0)


@given(occupancy, st.data())
def test_tile_points_equal_the_two_runs_through_the_new_tile(cells, data):
    free = [c for c in CELLS if c not in cells]
    if not free:
        return
    x, y = data.draw(st.sampled_from(free))
    wall = coloured_wall(cells)
    lines = [(None, 0)] * 5
    lines[y] = (pattern_colour(y, x), y + 1)
    tiling = tile_wall(wall, lines)
    after = coloured_wall(cells | {(x, y)})
    assert list(tiling.wall) == after
    (placed,) = tiling.placed
    assert placed.points == expected_points(after, x, y)


@given(occupancy, st.lists(st.booleans(), min_size=5, max_size=5))
def test_each_tile_of_a_phase_scores_with_the_tiles_placed_above_it(cells, full):
    wall = coloured_wall(cells)
    lines = []
    for y in range(5):
        free = [x for x in range(5) if (x, y) not in cells]
        lines.append((pattern_colour(y, free[0]), y + 1) if full[y] and free else (None, 0))
    tiling = tile_wall(wall, lines)
    grid = list(wall)
    for p in tiling.placed:
        y = p.line - 1
        grid[y] = grid[y][: p.column] + LETTER_OF[p.colour] + grid[y][p.column + 1 :]
        assert p.points == expected_points(grid, p.column, y)
    assert list(tiling.wall) == grid


@st.composite
def legal_coloured_position(draw) -> dict:
    """1-4 boards that break no rule. Walls come first (at most 5 of a colour each, so 20 with 4 boards);
    lines and floors then spend what is left of each colour's 20 tiles; at most one first player marker."""
    walls = [coloured_wall(draw(occupancy)) for _ in range(draw(st.integers(1, 4)))]
    budget = dict.fromkeys(COLOURS, 20)
    for wall in walls:
        for c in COLOURS:
            budget[c] -= "".join(wall).count(LETTER_OF[c])
    marker_free = True
    players = []
    for i, wall in enumerate(walls):
        pattern = []
        for y in range(5):
            allowed = [c for c in COLOURS if LETTER_OF[c] not in wall[y] and budget[c] > 0]
            if not allowed or not draw(st.booleans()):
                pattern.append({"count": 0})
                continue
            colour = draw(st.sampled_from(allowed))
            count = draw(st.integers(1, min(y + 1, budget[colour])))
            budget[colour] -= count
            pattern.append({"colour": colour, "count": count})
        floor = []
        for _ in range(draw(st.integers(0, 7))):
            allowed = [c for c in COLOURS if budget[c] > 0]
            if marker_free and draw(st.booleans()):
                marker_free = False
                floor.append("first")
            elif allowed:
                colour = draw(st.sampled_from(allowed))
                budget[colour] -= 1
                floor.append(colour)
        score = draw(st.integers(0, 150))
        players.append({"name": f"P{i}", "score": score, "pattern_lines": pattern, "wall": wall, "floor": floor})
    return {"game": "azul", "wall_variant": "colored", "players": players}


@settings(max_examples=150)
@given(legal_coloured_position())
def test_check_of_a_legal_coloured_position_finds_no_problems(pos):
    assert api.check(pos) == {"valid": True, "problems": []}


@settings(max_examples=150)
@given(legal_coloured_position())
def test_score_never_negative_game_ends_exactly_with_a_complete_row_and_only_then_pays_bonuses(pos):
    out = api.score(pos)
    complete_row = any(any(EMPTY not in row for row in p["wall_after"]) for p in out["players"])
    assert out["game_over"] is complete_row
    for p in out["players"]:
        assert p["score"] >= 0
        assert p["floor"] <= 0 and p["tiling"] >= 0
        if not out["game_over"]:
            assert p["bonus"] == 0
            assert p["score"] == max(0, p["score_before"] + p["tiling"] + p["floor"])
        assert p["tiling"] == sum(t["points"] for t in p["placed"])
    if out["game_over"]:
        best = max(p["score"] for p in out["players"])
        assert out["winners"] and all(p["score"] == best for p in out["players"] if p["name"] in out["winners"])
    else:
        assert out["winners"] == []


@st.composite
def legal_grey_board(draw) -> dict:
    """A grey board built by legal placements, with full lines given legal placements top to bottom."""
    grid = [[EMPTY] * 5 for _ in range(5)]
    for _ in range(draw(st.integers(0, 20))):
        y = draw(st.integers(0, 4))
        colour = draw(st.sampled_from(COLOURS))
        letter = LETTER_OF[colour]
        options = [
            x
            for x in range(5)
            if grid[y][x] == EMPTY and letter not in grid[y] and all(grid[r][x] != letter for r in range(5))
        ]
        if options:
            grid[y][draw(st.sampled_from(options))] = letter
    wall = ["".join(r) for r in grid]
    lines = []
    for y in range(5):
        allowed = [c for c in COLOURS if LETTER_OF[c] not in wall[y]]
        if allowed and draw(st.booleans()):
            lines.append((draw(st.sampled_from(allowed)), draw(st.integers(1, y + 1))))
        else:
            lines.append((None, 0))
    placements: dict[int, int] = {}
    for line in range(1, 6):
        legal = legal_columns(wall, lines, placements).get(line)
        if legal:
            placements[line] = draw(st.sampled_from(legal))
    return {
        "name": "G",
        "pattern_lines": [{"colour": c, "count": n} if n else {"count": 0} for c, n in lines],
        "wall": wall,
        "placements": {str(k): v for k, v in placements.items()},
    }


@settings(max_examples=100)
@given(legal_grey_board())
def test_legal_grey_positions_check_clean_and_score_without_error(board):
    pos = {"game": "azul", "wall_variant": "grey", "players": [board]}
    assert api.check(pos) == {"valid": True, "problems": []}
    out = api.score(pos)
    wall = out["players"][0]["wall_after"]
    for i in range(5):
        row = wall[i].replace(EMPTY, "")
        column = "".join(r[i] for r in wall).replace(EMPTY, "")
        assert len(set(row)) == len(row) and len(set(column)) == len(column)


@settings(max_examples=60)
@given(legal_coloured_position(), st.data())
def test_every_legal_take_keeps_a_legal_position_and_never_creates_tiles(pos, data):
    from assistant.azul.check import tile_counts
    from assistant.azul.service import parse

    before = tile_counts(parse(pos))
    spare = [c for c in COLOURS for _ in range(20 - before[c])]
    tiles = data.draw(st.permutations(spare)) if spare else []
    pos["factories"] = [tiles[i : i + 4] for i in range(0, min(len(tiles), 12), 4)]
    if not any(e == "first" for p in pos["players"] for e in p["floor"]):
        pos["centre"] = ["first"]
    on_table = tile_counts(parse(pos))
    name = pos["players"][0]["name"]
    for source in [*range(len(pos["factories"])), "centre"]:
        for colour in COLOURS:
            for line in [1, 2, 3, 4, 5, "floor"]:
                move = {"action": "take", "player": name, "from": source, "colour": colour, "line": line}
                out = api.move(pos, move)
                if not out["legal"]:
                    continue
                assert api.check(out["after"])["valid"] is True, (move, api.check(out["after"]))
                after = tile_counts(parse(out["after"]))
                assert {c: after[c] for c in COLOURS if c != colour} == {c: on_table[c] for c in COLOURS if c != colour}
                assert after[colour] <= on_table[colour]  # only floor overflow leaves, to the lid
