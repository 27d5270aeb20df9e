"""The longest outer wall of an Alhambra (alhambra.scoring.wall).

A wall side is *outer* when the cell beyond it is empty; walls back to back with a neighbour are inner and
never count. Outer segments are edges between grid corners; segments meeting at a corner connect. The score
is the size of the largest connected set of outer segments, found with a union-find over corners in linear
time. A closed ring of n segments is one set of n segments, so it scores n.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.alhambra.building import Cells
from assistant.alhambra.catalogue import OFFSET, SIDE_LETTERS, WALLED, E, N, S, W

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


def outer_segments(grid: Cells) -> list[tuple[int, int, int]]:
    out = []
    for (x, y), tile in grid.items():
        for side in WALLED[tile.walls]:
            dx, dy = OFFSET[side]
            if (x + dx, y + dy) not in grid:
                out.append((x, y, side))
    return out


_K = 4096  # corners as one int, x * _K + y: cheaper to hash than a tuple (coordinates stay within ±1001)
_END_KEYS = {side: (ax * _K + ay, bx * _K + by) for side, ((ax, ay), (bx, by)) in _ENDS.items()}


def longest_wall(grid: Cells) -> WallReport:
    segs = outer_segments(grid)
    if not segs:
        return WallReport(0, (), 0, ())
    # Corners to the segments that touch them, then one traversal per connected set: linear time.
    at: dict[int, list[int]] = {}
    ends = []
    for i, (x, y, side) in enumerate(segs):
        base = x * _K + y
        da, db = _END_KEYS[side]
        a, b = base + da, base + db
        ends.append((a, b))
        at.setdefault(a, []).append(i)
        at.setdefault(b, []).append(i)
    group = [-1] * len(segs)
    runs: list[list[int]] = []
    for i in range(len(segs)):
        if group[i] >= 0:
            continue
        g = len(runs)
        group[i] = g
        members = [i]
        stack = [i]
        while stack:
            for corner in ends[stack.pop()]:
                for j in at[corner]:
                    if group[j] < 0:
                        group[j] = g
                        members.append(j)
                        stack.append(j)
        runs.append(members)
    if len(runs) == 1:
        best = sorted(segs)
        lengths: tuple[int, ...] = (len(segs),)
    else:
        as_segs = sorted((sorted(segs[i] for i in members) for members in runs), key=lambda r: (-len(r), r))
        best = as_segs[0]
        lengths = tuple(len(r) for r in as_segs)
    return WallReport(
        length=len(best),
        segments=tuple(Segment(x, y, SIDE_LETTERS[s]) for x, y, s in best),
        outer=len(segs),
        runs=lengths,
    )


__all__ = ["longest_wall", "outer_segments", "WallReport", "Segment", "N", "E", "S", "W"]
