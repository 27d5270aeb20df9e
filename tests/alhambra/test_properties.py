"""Invariants of building, walls and scoring, over Alhambras grown at random by legal placements."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant import api
from assistant.alhambra import generate
from assistant.alhambra.building import building_problems, layout, legal_cells
from assistant.alhambra.catalogue import FOUNTAIN, game
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
