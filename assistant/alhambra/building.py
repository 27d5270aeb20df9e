"""The building rules of an Alhambra: one grid, one fountain, matching walls, joined, reachable, no holes.

An Alhambra is a mapping from (x, y) to Tile (read-only in a Layout); y grows to the south. Whole-position
checks report every broken rule; `legal_cells` answers "where may this tile go" with local tests only (walls of
the four neighbours, one reachable open neighbour, and a ring test for holes), so it is fast enough to highlight
live.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from assistant.alhambra.catalogue import OFFSET, OPPOSITE, SIDES, Tile
from assistant.places import Anchor, anchor_of
from assistant.problems import Cell, Problem, anchored, problem

Grid = dict[Cell, Tile]  # an Alhambra being built (generate, quiz)
Cells = Mapping[Cell, Tile]  # an Alhambra read: what every rule takes (a Layout's grid is read-only)

# The eight cells around a cell, in ring order (each one 4-adjacent to the next), and which are sides.
RING = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
RING_IS_SIDE = (True, False, True, False, True, False, True, False)


@dataclass(frozen=True, slots=True)
class Layout:
    """An Alhambra as entered: the grid (first tile on a cell wins), the cells entered twice, the fountains.
    Immutable like the PlayerTable that keeps it: a read-only grid and tuples."""

    grid: Cells
    overlaps: tuple[Cell, ...]
    fountains: tuple[Cell, ...]

    @property
    def fountain(self) -> Cell | None:
        return self.fountains[0] if self.fountains else None

    @property
    def anchor(self) -> Anchor | None:
        """What a sentence names this Alhambra's cells from: its fountain (assistant/places.py)."""
        return anchor_of(self.fountains, self.grid)


def layout(tiles: Iterable[tuple[int, int, Tile]]) -> Layout:
    grid: Grid = {}
    overlaps: list[Cell] = []
    fountains: list[Cell] = []
    for x, y, tile in tiles:
        cell = (x, y)
        if tile.is_fountain:
            fountains.append(cell)
        if cell in grid:
            overlaps.append(cell)
        else:
            grid[cell] = tile
    return Layout(MappingProxyType(grid), tuple(overlaps), tuple(fountains))


def neighbours(cell: Cell):
    x, y = cell
    for side in SIDES:
        dx, dy = OFFSET[side]
        yield side, (x + dx, y + dy)


def open_between(a: Tile, side: int, b: Tile) -> bool:
    """One can walk from a through its `side` into b: neither face carries a wall."""
    return not (a.walls & side) and not (b.walls & OPPOSITE[side])


def flood(grid: Cells, start: Cell, walk: bool) -> set[Cell]:
    """Tiles joined to `start` by full sides; with walk=True only through open sides (on foot)."""
    seen = {start}
    stack = [start]
    while stack:
        cell = stack.pop()
        tile = grid[cell]
        x, y = cell
        for side in SIDES:
            dx, dy = OFFSET[side]
            n = (x + dx, y + dy)
            if n in seen:
                continue
            other = grid.get(n)
            if other is None or (walk and not open_between(tile, side, other)):
                continue
            seen.add(n)
            stack.append(n)
    return seen


def bounds(cells: Iterable[Cell]) -> tuple[int, int, int, int]:
    xs, ys = zip(*cells, strict=True)
    return min(xs), min(ys), max(xs), max(ys)


def holes(grid: Cells) -> list[list[Cell]]:
    """Every empty region that cannot be reached from outside the Alhambra, of any size.

    Only the empty cells inside the bounding box can be enclosed; those on its edge touch the outside.
    Flood from them through empty cells; whatever stays unreached is enclosed. A column or row of the box
    with no tile in it is open table from edge to edge, so it is never enclosed either: when the tiles lie far
    apart (coordinates run to ±1000), only the cells in a tiled column and a tiled row are looked at, and the
    work stays bounded by the number of tiles, not by the size of the box.
    """
    if not grid:
        return []
    x0, y0, x1, y1 = bounds(grid)
    if (x1 - x0 + 1) * (y1 - y0 + 1) <= 4 * len(grid) + 16:  # compact: every cell of the box (the usual case)
        empty = {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)} - grid.keys()
        if not empty:
            return []
        _spread([c for c in empty if c[0] in (x0, x1) or c[1] in (y0, y1)], empty)  # reached from outside
    else:
        xs = {x for x, _ in grid}
        ys = {y for _, y in grid}
        empty = {(x, y) for x in xs for y in ys} - grid.keys()
        # reached from outside: next to a cell of an empty column or row (or beyond the box)
        _spread([(x, y) for x, y in empty
                 if x - 1 not in xs or x + 1 not in xs or y - 1 not in ys or y + 1 not in ys], empty)
    regions = []
    while empty:
        regions.append(sorted(_spread([empty.pop()], empty)))
    return sorted(regions)


def _spread(start: list[Cell], pool: set[Cell]) -> list[Cell]:
    """Flood from `start` through side-neighbours in `pool`, taking what it reaches out of the pool."""
    for c in start:
        pool.discard(c)
    region = list(start)
    stack = list(start)
    while stack:
        x, y = stack.pop()
        for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if n in pool:
                pool.remove(n)
                region.append(n)
                stack.append(n)
    return region


def wall_mismatches(grid: Cells) -> list[tuple[Cell, Cell]]:
    """Touching sides where one tile has a wall and the other none (each pair once)."""
    out = []
    for (x, y), tile in grid.items():
        for side in (2, 4):  # E and S: every touching pair is seen exactly once
            dx, dy = OFFSET[side]
            n = (x + dx, y + dy)
            other = grid.get(n)
            if other is not None and bool(tile.walls & side) != bool(other.walls & OPPOSITE[side]):
                out.append(((x, y), n))
    return out


def building_problems(lay: Layout, player: str) -> list[Problem]:
    """Every building rule this Alhambra breaks."""
    found: list[Problem] = []
    grid = lay.grid
    for cell in sorted(set(lay.overlaps)):
        found.append(problem("alhambra.build.grid", player, [cell], "alhambra.overlap"))
    if not lay.fountains:  # an empty Alhambra too: every Alhambra starts from its fountain at setup
        found.append(problem("alhambra.build.fountain", player, [], "alhambra.no-fountain"))
    elif len(lay.fountains) > 1:
        found.append(
            problem("alhambra.build.fountain", player, lay.fountains, "alhambra.many-fountains",
                    count=len(lay.fountains))
        )
    for a, b in wall_mismatches(grid):
        found.append(problem("alhambra.build.walls-match", player, [a, b], "alhambra.walls-mismatch"))
    start = lay.fountain
    if start is not None:
        walked = flood(grid, start, walk=True)
        # Everything reached on foot is joined too: the second flood is needed only when something is not.
        joined = walked if len(walked) == len(grid) else flood(grid, start, walk=False)
        loose = [c for c in grid if c not in joined]
        for group in _groups(loose):
            found.append(problem("alhambra.build.adjacent", player, group, "alhambra.not-adjacent"))
        cut_off = [c for c in joined if c not in walked]
        if cut_off:
            found.append(problem("alhambra.build.reachable", player, cut_off, "alhambra.unreachable"))
    for region in holes(grid):
        found.append(problem("alhambra.build.no-holes", player, region, "alhambra.hole", size=len(region)))
    return anchored(found, lay.anchor)


def _groups(cells: list[Cell]) -> list[list[Cell]]:
    """Split cells into groups joined by full sides, so one detached cluster is one problem."""
    left = set(cells)
    out = []
    while left:
        out.append(sorted(_spread([left.pop()], left)))
    return sorted(out)


# --- single placement -----------------------------------------------------------------------------


def fits_walls(grid: Cells, cell: Cell, tile: Tile) -> list[Cell]:
    """The neighbours whose touching side disagrees with `tile` placed at `cell`."""
    bad = []
    for side, n in neighbours(cell):
        other = grid.get(n)
        if other is not None and bool(tile.walls & side) != bool(other.walls & OPPOSITE[side]):
            bad.append(n)
    return bad


def walk_in(grid: Cells, walked: set[Cell], cell: Cell, tile: Tile) -> bool:
    """`tile` at `cell` can be entered on foot from a tile already reachable from the fountain."""
    for side, n in neighbours(cell):
        other = grid.get(n)
        if other is not None and n in walked and open_between(tile, side, other):
            return True
    return False


def closes_hole(grid: Cells, cell: Cell) -> list[Cell]:
    """Empty cells that a tile at `cell` would cut off from the outside ([] when none).

    Local first: the empty side-neighbours of `cell` stay joined to each other (and so to whatever they
    reached before) when they lie in one run of empty cells around the ring of eight. Only when the ring
    splits them is a bounded flood fill needed.
    """
    x, y = cell
    ring = [(x + dx, y + dy) not in grid for dx, dy in RING]
    if not any(ring[i] for i in (0, 2, 4, 6)):
        return []
    # Count the runs of empty ring cells that contain a side-neighbour.
    if all(ring):
        return []
    start = ring.index(False)
    runs_with_side = 0
    in_run = False
    run_has_side = False
    for k in range(1, 9):
        i = (start + k) % 8
        if ring[i]:
            in_run = True
            run_has_side = run_has_side or RING_IS_SIDE[i]
        elif in_run:
            runs_with_side += run_has_side
            in_run = run_has_side = False
    if runs_with_side <= 1:
        return []
    after: Grid = dict(grid)
    after[cell] = _PLACEHOLDER
    sides = {(x + dx, y + dy) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))}
    return sorted(c for region in holes(after) if sides.intersection(region) for c in region)


_PLACEHOLDER = Tile("placeholder", 0, 0)


def legal_cells(grid: Cells, fountain: Cell | None, tile: Tile) -> list[Cell]:
    """Every empty cell where `tile` may be added to this Alhambra under the building rules, sorted."""
    if fountain is None or fountain not in grid:
        return []
    walked = flood(grid, fountain, walk=True)
    candidates = set()
    for cell in walked:
        for _, n in neighbours(cell):
            if n not in grid:
                candidates.add(n)
    return sorted(
        c for c in candidates
        if not fits_walls(grid, c, tile) and walk_in(grid, walked, c, tile) and not closes_hole(grid, c)
    )


def placement_problems(grid: Cells, fountain: Cell | None, cell: Cell, tile: Tile, player: str) -> list[Problem]:
    """Why `tile` may not go to `cell` (empty when it may): the same rules as legal_cells, explained."""
    anchor = anchor_of([fountain] if fountain is not None and fountain in grid else [], grid)
    return anchored(_placement_problems(grid, fountain, cell, tile, player), anchor)


def _placement_problems(grid: Cells, fountain: Cell | None, cell: Cell, tile: Tile, player: str) -> list[Problem]:
    found: list[Problem] = []
    if cell in grid:
        return [problem("alhambra.build.grid", player, [cell], "alhambra.cell-taken")]
    if fountain is None or fountain not in grid:
        return [problem("alhambra.build.fountain", player, [], "alhambra.no-fountain")]
    if not any(n in grid for _, n in neighbours(cell)):
        return [problem("alhambra.build.adjacent", player, [cell], "alhambra.not-adjacent")]
    for n in fits_walls(grid, cell, tile):
        found.append(problem("alhambra.build.walls-match", player, [cell, n], "alhambra.walls-mismatch"))
    walked = flood(grid, fountain, walk=True)
    if not walk_in(grid, walked, cell, tile):
        found.append(problem("alhambra.build.reachable", player, [cell], "alhambra.unreachable"))
    cut = closes_hole(grid, cell)
    if cut:
        found.append(problem("alhambra.build.no-holes", player, cut, "alhambra.hole", size=len(cut)))
    return found
