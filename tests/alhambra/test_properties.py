"""Invariants of building, walls and scoring, over Alhambras grown at random by legal placements."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant import api
from assistant.alhambra import generate
from assistant.alhambra.building import bounds, building_problems, holes, layout, legal_cells, placement_problems
from assistant.alhambra.catalogue import FOUNTAIN, Tile, game, walls_letters
from assistant.alhambra.walls import longest_wall


def grow(seed: int, steps: int) -> list[dict]:
    """An Alhambra built from the fountain by random legal placements of the game's real tiles."""
    rng = random.Random(seed)
    cells, _ = generate.grow(rng, generate.shuffled_box(rng)[:steps])
    return cells


def split(seed: int, players: int, steps: int) -> list[list[dict]]:
    """Several Alhambras sharing the box: each tile used at most once across all of them."""
    rng = random.Random(seed)
    bag = generate.shuffled_box(rng)
    return [generate.grow(rng, bag[p::players][:steps])[0] for p in range(players)]


seeds = st.integers(min_value=0, max_value=10**9)


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=54))
def test_alhambra_grown_by_legal_placements_always_passes_check(seed, steps):
    pos = {"game": "alhambra", "players": [{"name": "A", "alhambra": grow(seed, steps)}]}
    assert api.check(pos) == {"valid": True, "problems": []}


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=30))
def test_legal_cells_agree_with_checking_the_whole_alhambra_after_placing(seed, steps):
    """The fast local test of `place` gives exactly the cells where a whole-position check finds nothing."""
    cells = grow(seed, steps)
    lay = layout((c["x"], c["y"], FOUNTAIN if c.get("fountain") else _tile(c)) for c in cells)
    rng = random.Random(seed)
    tile = rng.choice(list(game().tiles))
    fast = set(legal_cells(lay.grid, (0, 0), tile))
    x0 = min(x for x, _ in lay.grid) - 1
    x1 = max(x for x, _ in lay.grid) + 1
    y0 = min(y for _, y in lay.grid) - 1
    y1 = max(y for _, y in lay.grid) + 1
    slow = set()
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            if (x, y) in lay.grid:
                continue
            trial = dict(lay.grid)
            trial[(x, y)] = tile
            if not building_problems(layout((cx, cy, t) for (cx, cy), t in trial.items()), "A"):
                slow.add((x, y))
    assert fast == slow


def _tile(c):
    from assistant.alhambra.table import tile_of

    return tile_of(c)


@settings(max_examples=40, deadline=None)
@given(seeds, st.integers(min_value=2, max_value=6), st.integers(min_value=0, max_value=9),
       st.sampled_from([1, 2, 3]))
def test_renaming_or_reordering_players_changes_nobodys_points(seed, n, steps, round_):
    alhambras = split(seed, n, steps)
    names = [f"P{i}" for i in range(n)]
    pos = {"game": "alhambra", "round": round_,
           "players": [{"name": nm, "alhambra": a} for nm, a in zip(names, alhambras, strict=True)]}
    base = {p["name"]: p["total"] for p in api.score(pos)["players"]}
    order = list(range(n))
    random.Random(seed).shuffle(order)
    renamed = {"game": "alhambra", "round": round_,
               "players": [{"name": f"Q{i}", "alhambra": alhambras[i]} for i in order]}
    after = {p["name"]: p["total"] for p in api.score(renamed)["players"]}
    assert {f"Q{i}": base[f"P{i}"] for i in range(n)} == after


@settings(max_examples=40, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=40), st.integers(-50, 50), st.integers(-50, 50))
def test_translating_an_alhambra_changes_nothing(seed, steps, dx, dy):
    cells = grow(seed, steps)
    moved = [{**c, "x": c["x"] + dx, "y": c["y"] + dy} for c in cells]
    a = {"game": "alhambra", "round": 3, "players": [{"name": "A", "alhambra": cells}]}
    b = {"game": "alhambra", "round": 3, "players": [{"name": "A", "alhambra": moved}]}
    sa, sb = api.score(a)["players"][0], api.score(b)["players"][0]
    assert (sa["buildings"], sa["wall"], sa["total"]) == (sb["buildings"], sb["wall"], sb["total"])
    assert api.check(a)["valid"] == api.check(b)["valid"]


@settings(max_examples=40, deadline=None)
@given(seeds, st.integers(min_value=2, max_value=6), st.integers(min_value=0, max_value=9),
       st.sampled_from([1, 2, 3]), st.integers(min_value=0, max_value=12))
def test_points_paid_for_one_type_never_exceed_the_rounds_table(seed, n, steps, round_, dirk):
    alhambras = split(seed, n, steps)
    pos = {"game": "alhambra", "round": round_,
           "players": [{"name": f"P{i}", "alhambra": a} for i, a in enumerate(alhambras)]}
    out = api.score(pos)
    for btype, paid in game().points[round_].items():
        total = sum(p["buildings"][btype] for p in out["players"])
        assert total <= sum(paid)
        assert all(p["buildings"][btype] <= paid[0] for p in out["players"])


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=54))
def test_wall_score_never_exceeds_the_outer_wall_sides(seed, steps):
    cells = grow(seed, steps)
    lay = layout((c["x"], c["y"], FOUNTAIN if c.get("fountain") else _tile(c)) for c in cells)
    report = longest_wall(lay.grid)
    assert report.length <= report.outer
    assert report.length == len(report.segments) == (report.runs[0] if report.runs else 0)
    assert sum(report.runs) == report.outer


# --- placement on awkward shapes: every wall pattern, compact growth that leaves notches and near-holes --------

ALL_WALLS = [Tile("garden", 10, mask) for mask in range(16)]  # building rules look only at the walls


def _compact(seed: int, steps: int) -> dict:
    """An Alhambra grown by legal placements of tiles with any walls, preferring the cells with the most
    tiles around them (eight neighbours): that makes U-shapes, notches and cells one tile short of a hole."""
    rng = random.Random(seed)
    grid = {(0, 0): FOUNTAIN}
    for _ in range(steps):
        tile = rng.choice(ALL_WALLS) if rng.random() < 0.5 else rng.choice(ALL_WALLS[:1] * 4 + ALL_WALLS[1:9:2])
        spots = legal_cells(grid, (0, 0), tile)
        if not spots:
            continue
        if rng.random() < 0.75:
            crowd = {c: sum((c[0] + dx, c[1] + dy) in grid for dx in (-1, 0, 1) for dy in (-1, 0, 1)) for c in spots}
            most = max(crowd.values())
            spots = [c for c in spots if crowd[c] == most]
        grid[rng.choice(spots)] = tile
    return grid


def _whole_check_cells(grid: dict, tile: Tile) -> set:
    x0, y0, x1, y1 = bounds(grid)
    out = set()
    for x in range(x0 - 1, x1 + 2):
        for y in range(y0 - 1, y1 + 2):
            if (x, y) not in grid:
                trial = {**grid, (x, y): tile}
                if not building_problems(layout((cx, cy, t) for (cx, cy), t in trial.items()), "A"):
                    out.add((x, y))
    return out


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=28))
def test_legal_cells_agree_with_the_whole_check_for_every_wall_pattern_on_compact_shapes(seed, steps):
    """alhambra.build.*: the fast local test equals placing the tile and checking the whole Alhambra, for all
    16 wall patterns, on shapes full of notches where one tile more would close a hole (of one cell or more)."""
    grid = _compact(seed, steps)
    assert not building_problems(layout((x, y, t) for (x, y), t in grid.items()), "A")
    for tile in ALL_WALLS:
        fast = legal_cells(grid, (0, 0), tile)
        slow = _whole_check_cells(grid, tile)
        assert set(fast) == slow, (tile, sorted(grid))
        # and `move` explains exactly those cells as fine (placement_problems is the same test, spelt out)
        for c in slow:
            assert placement_problems(grid, (0, 0), c, tile, "A") == []


@settings(max_examples=40, deadline=None)
@given(seeds, st.integers(min_value=1, max_value=28))
def test_removing_a_tile_is_legal_exactly_when_the_rest_is_still_a_legal_alhambra(seed, steps):
    """alhambra.redesign: a removal must leave every tile joined and reachable and no hole behind."""
    grid = _compact(seed, steps)
    cells = [{"x": 0, "y": 0, "fountain": True}] + [
        {"x": x, "y": y, "type": "garden", "price": 10, "walls": walls_letters(t.walls)}
        for (x, y), t in grid.items() if not t.is_fountain]
    pos = {"game": "alhambra", "players": [{"name": "A", "alhambra": cells}]}
    for c in cells[1:]:
        out = api.move(pos, {"action": "remove", "player": "A", "at": [c["x"], c["y"]]})
        rest = {k: t for k, t in grid.items() if k != (c["x"], c["y"])}
        whole = building_problems(layout((x, y, t) for (x, y), t in rest.items()), "A")
        assert out["legal"] == (not whole)


def _holes_by_flooding_the_whole_box(grid: dict) -> list[list]:
    """The definition, slowly: flood the empty cells of the bounding box from its edge; the rest is enclosed."""
    x0, y0, x1, y1 = bounds(grid)
    empty = {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)} - grid.keys()
    outside = [c for c in empty if c[0] in (x0, x1) or c[1] in (y0, y1)]
    seen = set(outside)
    while outside:
        x, y = outside.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in empty and n not in seen:
                seen.add(n)
                outside.append(n)
    left, regions = empty - seen, []
    while left:
        stack = [left.pop()]
        region = list(stack)
        while stack:
            x, y = stack.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in left:
                    left.remove(n)
                    region.append(n)
                    stack.append(n)
        regions.append(sorted(region))
    return sorted(regions)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(-6, 6), st.integers(-6, 6)), min_size=1, max_size=45),
       st.sampled_from([1, 2, 5, 9]), st.sampled_from([1, 3, 11]))
def test_holes_match_the_definition_on_dense_and_sparse_shapes(cells, kx, ky):
    """alhambra.build.no-holes: any enclosed empty region of any size, across sides only. Stretching the
    shape makes its bounding box mostly empty, so both ways `holes` reads a box are compared with the
    definition."""
    grid = {(x * kx, y * ky): FOUNTAIN for x, y in cells}
    assert holes(grid) == _holes_by_flooding_the_whole_box(grid)
