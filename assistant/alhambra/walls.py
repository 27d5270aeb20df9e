"""The longest outer wall of an Alhambra (alhambra.scoring.wall).

A wall side is *outer* when the cell beyond it is empty; walls back to back with a neighbour are inner and
never count. Outer segments are edges between grid corners; segments meeting at a corner connect. The score
is the size of the largest connected set of outer segments, found with a union-find over corners in linear
time. A closed ring of n segments is one set of n segments, so it scores n.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.alhambra.building import Grid
from assistant.alhambra.catalogue import E, N, OFFSET, S, SIDE_LETTERS, SIDES, W

Corner = tuple[int, int]

# The two corners of each side of the tile whose north-west corner is (x, y).
_ENDS = {
    N: ((0, 0), (1, 0)),
    E: ((1, 0), (1, 1)),
    S: ((0, 1), (1, 1)),
    W: ((0, 0), (0, 1)),
}


@dataclass(frozen=True, slots=True)
class Segment:
    """One outer wall side: the tile's cell and which side ("N", "E", "S", "W")."""

    x: int
    y: int
    side: str

    def to_json(self) -> dict:
        return {"x": self.x, "y": self.y, "side": self.side}


@dataclass(frozen=True, slots=True)
class WallReport:
    length: int                      # the points: segments in the longest connected run
    segments: tuple[Segment, ...]    # the run itself, for drawing
    outer: int                       # all outer wall sides (an upper bound of length)
    runs: tuple[int, ...]            # every run's length, longest first


def outer_segments(grid: Grid) -> list[tuple[int, int, int]]:
    out = []
    for (x, y), tile in grid.items():
        walls = tile.walls
        if not walls:
            continue
        for side in SIDES:
            if walls & side:
                dx, dy = OFFSET[side]
                if (x + dx, y + dy) not in grid:
                    out.append((x, y, side))
    return out


def longest_wall(grid: Grid) -> WallReport:
    segs = outer_segments(grid)
    if not segs:
        return WallReport(0, (), 0, ())
    parent: dict[Corner, Corner] = {}

    def find(c: Corner) -> Corner:
        root = c
        while parent.setdefault(root, root) != root:
            root = parent[root]
        while parent[c] != root:  # path compression
            parent[c], c = root, parent[c]
        return root

    ends = []
    for x, y, side in segs:
        (ax, ay), (bx, by) = _ENDS[side]
        a, b = (x + ax, y + ay), (x + bx, y + by)
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
        ends.append(a)
    groups: dict[Corner, list[tuple[int, int, int]]] = {}
    for seg, a in zip(segs, ends, strict=True):
        groups.setdefault(find(a), []).append(seg)
    runs = sorted(groups.values(), key=lambda g: (-len(g), sorted(g)))
    best = sorted(runs[0])
    return WallReport(
        length=len(best),
        segments=tuple(Segment(x, y, SIDE_LETTERS[s]) for x, y, s in best),
        outer=len(segs),
        runs=tuple(len(g) for g in runs),
    )


__all__ = ["longest_wall", "outer_segments", "WallReport", "Segment", "N", "E", "S", "W"]
