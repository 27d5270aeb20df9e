"""The wall: its printed pattern, the runs through a tile, and the wall-tiling phase of one board.

Seed 003_b353cfdd82d0d743.txt (Faz 2 Duvar Döşeme): each full pattern line moves one tile to its wall row, the
rest go to the lid, incomplete lines stay. Lines are tiled top to bottom and every tile is scored as it is
placed, so tiles placed earlier in the same phase count (publisher's rulebook; see
data/rules/azul.tiling.move.yaml).
A wall is 5 strings of 5 letters (the box's letters, its `empty` for a free space), top row first. The box's
facts are read from components.box() when a function runs (one reader, kept until paths.refresh()).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from assistant.azul.components import LINE_X, box

Line = tuple[str | None, int]  # a pattern line as (colour, count); count 0 is an empty line
EMPTY_LINE: Line = (None, 0)

WALL_CONFLICT = "azul.pattern-lines.wall-conflict"
WALL_PATTERN = "azul.wall-pattern"
GREY_WALL = "azul.variant.grey-wall"


def pattern_column(row: int, colour: str) -> int:
    """Column of a colour's printed space: row 0 reads the colour order, each row below shifts one right."""
    b = box()
    return (b.colour_index[colour] + row) % b.size


def pattern_colour(row: int, column: int) -> str:
    colours = box().colours
    return colours[(column - row) % len(colours)]


def run_span(grid: Sequence[Sequence[str]], x: int, y: int) -> tuple[int, int, int, int]:
    """Where the unbroken runs through (x, y) start and end: (left, right, top, bottom), (x, y) included."""
    b = box()
    empty, last = b.empty, b.size - 1
    row = grid[y]
    left = x
    while left > 0 and row[left - 1] != empty:
        left -= 1
    right = x
    while right < last and row[right + 1] != empty:
        right += 1
    top = y
    while top > 0 and grid[top - 1][x] != empty:
        top -= 1
    bottom = y
    while bottom < last and grid[bottom + 1][x] != empty:
        bottom += 1
    return left, right, top, bottom


def runs(grid: Sequence[Sequence[str]], x: int, y: int) -> tuple[int, int]:
    """The unbroken horizontal and vertical runs of tiles through (x, y), each counting (x, y) itself."""
    left, right, top, bottom = run_span(grid, x, y)
    return right - left + 1, bottom - top + 1


def tile_points(horizontal: int, vertical: int) -> int:
    """1 for a tile touching nothing; otherwise each run longer than 1, added (seed: 3 + 2 = 5)."""
    if horizontal == 1 and vertical == 1:
        return 1
    return (horizontal if horizontal > 1 else 0) + (vertical if vertical > 1 else 0)


def grey_legal_columns(grid: Sequence[Sequence[str]], row: int, colour: str) -> tuple[int, ...]:
    """Grey wall: free spaces of a row where the colour is in neither that row nor that column."""
    b = box()
    letter, empty, size = b.letter_of[colour], b.empty, b.size
    cells = grid[row]
    if letter in cells:
        return ()
    return tuple(x for x in range(size) if cells[x] == empty and all(grid[y][x] != letter for y in range(size)))


@dataclass(frozen=True, slots=True)
class Placed:
    """One tile moved to the wall, with the runs that scored it."""

    line: int  # pattern line 1-5; the wall row is line - 1
    column: int
    colour: str
    horizontal: int
    vertical: int
    points: int
    span: tuple[int, int, int, int]  # run_span: the runs' first and last column, first and last row


@dataclass(frozen=True, slots=True)
class Unplaced:
    """A full line not tiled: `to` "floor" (grey wall, no legal space) or "line" (stays; broken position)."""

    line: int
    colour: str
    rule: str
    to: str


@dataclass(frozen=True, slots=True)
class PlacementIssue:
    """Grey wall: a full line with a legal space but a missing (column None) or illegal chosen column."""

    line: int
    colour: str
    column: int | None
    choices: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Tiling:
    placed: tuple[Placed, ...]
    unplaced: tuple[Unplaced, ...]
    issues: tuple[PlacementIssue, ...]
    to_floor: tuple[str, ...]  # tiles of grey lines with no legal space, top line first
    lid: int  # tiles of tiled lines beyond the one moved to the wall
    wall: tuple[str, ...]  # the wall after tiling
    lines: tuple[Line, ...]  # the pattern lines after tiling

    @property
    def points(self) -> int:
        return sum(p.points for p in self.placed)


def tile_wall(
    wall: Sequence[str],
    lines: Sequence[Line],
    grey: bool = False,
    placements: Mapping[int, int] | None = None,
) -> Tiling:
    """The wall-tiling phase of one board, top line first.

    A full line whose colour already stands in its row (or, on the coloured wall, whose printed space holds
    another colour) cannot be tiled: it stays and is reported as unplaced with the broken rule. A grey line
    with a missing or illegal placement is left in place and reported as an issue; lines below go on.
    """
    placements = placements or {}
    b = box()
    grid = [list(r) for r in wall]
    after = list(lines)
    placed: list[Placed] = []
    unplaced: list[Unplaced] = []
    issues: list[PlacementIssue] = []
    to_floor: list[str] = []
    lid = 0
    for y, (colour, count) in enumerate(lines):
        line = y + 1
        if colour is None or count < line:
            continue
        letter = b.letter_of[colour]
        if letter in grid[y]:
            unplaced.append(Unplaced(line, colour, WALL_CONFLICT, "line"))
            continue
        if grey:
            choices = grey_legal_columns(grid, y, colour)
            if not choices:
                unplaced.append(Unplaced(line, colour, GREY_WALL, "floor"))
                to_floor.extend([colour] * count)
                after[y] = EMPTY_LINE
                continue
            x = placements.get(line)
            if x not in choices:
                issues.append(PlacementIssue(line, colour, x, choices))
                continue
        else:
            x = pattern_column(y, colour)
            if grid[y][x] != b.empty:
                unplaced.append(Unplaced(line, colour, WALL_PATTERN, "line"))
                continue
        grid[y][x] = letter
        span = run_span(grid, x, y)
        h, v = span[1] - span[0] + 1, span[3] - span[2] + 1
        placed.append(Placed(line, x, colour, h, v, tile_points(h, v), span))
        lid += count - 1
        after[y] = EMPTY_LINE
    return Tiling(
        tuple(placed),
        tuple(unplaced),
        tuple(issues),
        tuple(to_floor),
        lid,
        tuple("".join(r) for r in grid),
        tuple(after),
    )


def wall_conflict(wall: Sequence[str], row: int, colour: str) -> list[tuple[int, int]]:
    """azul.pattern-lines.wall-conflict: when `colour` already stands in wall row `row`, the cells to show
    (the pattern line, then that wall space); [] when the line may take the colour."""
    letter = box().letter_of[colour]
    if letter not in wall[row]:
        return []
    return [(LINE_X, row)] + [(x, row) for x in range(len(wall[row])) if wall[row][x] == letter]
