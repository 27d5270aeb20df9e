"""Grey-wall help: where each full line may go, and a suggested choice of columns for the whole phase.

Seed 003_b353cfdd82d0d743.txt (Varyantlar): on the grey wall a colour stands once per row and once per column,
lines are tiled top to bottom, and a full line with no legal space goes to the floor line whole.

The suggestion maximises this round's points for the board: tile points minus the floor penalty of lines that
end up with no legal space, plus the end-of-game bonuses when the game ends this round (this board completes a
row, or `others_end` says another board does). Ties keep the most options for later rounds: the number of
(row, colour) pairs that could still be placed on the wall afterwards; then the smallest columns, top line
first.
A depth-first search over at most 5^5 choices, scoring incrementally and counting options only for leaves that
tie or beat the best so far.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from assistant.azul.components import box
from assistant.azul.floor import penalty
from assistant.azul.scoring import completed, lines_of, placements_of, tile_player
from assistant.azul.table import Table
from assistant.azul.wall import Line, grey_legal_columns, runs, tile_points
from assistant.errors import PositionError
from assistant.quoting import quote


def column_points(
    wall: Sequence[str], lines: Sequence[Line], placements: Mapping[int, int] | None = None
) -> dict[int, dict[int, int]]:
    """For each full line (by number 1-5), its legal wall columns and the points its tile would score in each,
    given the tiles placed above it this phase.

    Lines above are placed where `placements` says when that is legal, and left out otherwise. An empty dict
    means the line has no legal space (it goes to the floor line, or its colour already stands in its row).
    """
    placements = placements or {}
    b = box()
    grid = [list(r) for r in wall]
    out: dict[int, dict[int, int]] = {}
    for y, (colour, count) in enumerate(lines):
        line = y + 1
        if colour is None or count < line:
            continue
        letter = b.letter_of[colour]
        points: dict[int, int] = {}
        for x in grey_legal_columns(grid, y, colour):
            grid[y][x] = letter
            points[x] = tile_points(*runs(grid, x, y))
            grid[y][x] = b.empty
        out[line] = points
        chosen = placements.get(line)
        if chosen is not None and chosen in points:
            grid[y][chosen] = letter
    return out


def legal_columns(
    wall: Sequence[str], lines: Sequence[Line], placements: Mapping[int, int] | None = None
) -> dict[int, tuple[int, ...]]:
    """For each full line (by number 1-5), its legal wall columns given the tiles placed above it this phase
    (see column_points); an empty tuple means the line has no legal space."""
    return {line: tuple(points) for line, points in column_points(wall, lines, placements).items()}


def options_left(grid: Sequence[Sequence[str]]) -> int:
    """How many (row, colour) pairs could still be placed on this grey wall: room kept for later rounds."""
    b = box()
    size = b.size
    columns = [{grid[y][x] for y in range(size)} for x in range(size)]
    n = 0
    for row in grid:
        free = [x for x in range(size) if row[x] == b.empty]
        for letter in b.letters:
            if letter not in row and any(letter not in columns[x] for x in free):
                n += 1
    return n


@dataclass(frozen=True, slots=True)
class Suggestion:
    placements: Mapping[int, int]  # line number -> wall column, for every line that is placed (read-only)
    to_floor: tuple[int, ...]  # full lines left with no legal space: their tiles go to the floor line
    tiling: int
    floor: int  # penalty of the floor line after those lines join it (0 or negative)
    bonus: int  # end-of-game bonus, when the game ends this round
    options_left: int

    @property
    def points(self) -> int:
        return self.tiling + self.floor + self.bonus


def suggest(wall: Sequence[str], lines: Sequence[Line], floor_entries: int = 0, others_end: bool = False) -> Suggestion:
    """The best choice of columns for every full line (see the module docstring for what "best" means)."""
    b = box()
    empty, letter_of = b.empty, b.letter_of
    grid = [list(r) for r in wall]
    todo = [(y + 1, colour, count) for y, (colour, count) in enumerate(lines) if colour is not None and count > y]
    base_penalty = penalty(floor_entries)
    best: list = [None]  # (key, placements, to_floor, tiling, floor, bonus, options)
    chosen: dict[int, int] = {}
    floored: list[int] = []

    def leaf(tiling: int, to_floor_tiles: int) -> None:
        floor = -(penalty(floor_entries + to_floor_tiles) - base_penalty)
        over = others_end or any(empty not in r for r in grid)
        bonus = completed(["".join(r) for r in grid]).bonus if over else 0
        net = tiling + floor + bonus
        if best[0] is not None and net < best[0][0][0]:
            return
        key = (net, options_left(grid))
        if best[0] is None or key > best[0][0]:
            best[0] = (key, MappingProxyType(dict(chosen)), tuple(floored), tiling, floor, bonus)

    def walk(i: int, tiling: int, to_floor_tiles: int) -> None:
        if i == len(todo):
            leaf(tiling, to_floor_tiles)
            return
        line, colour, count = todo[i]
        y = line - 1
        letter = letter_of[colour]
        if letter in grid[y]:  # a broken position: the line cannot be tiled and stays
            walk(i + 1, tiling, to_floor_tiles)
            return
        choices = grey_legal_columns(grid, y, colour)
        if not choices:
            floored.append(line)
            walk(i + 1, tiling, to_floor_tiles + count)
            floored.pop()
            return
        for x in choices:
            grid[y][x] = letter
            chosen[line] = x
            walk(i + 1, tiling + tile_points(*runs(grid, x, y)), to_floor_tiles)
            del chosen[line]
            grid[y][x] = empty

    walk(0, 0, 0)
    key, placements, to_floor, tiling, floor, bonus = best[0]
    return Suggestion(placements, to_floor, tiling, floor, bonus, key[1])


def grey_help(pos: Table, name: str) -> dict:
    """One player of a grey-wall position: each full line's legal columns with the points of each (`points`,
    in the order of `legal`), and the suggested placements."""
    if not pos.grey:
        raise PositionError("position: wall_variant: grey-wall help needs a grey wall")
    player = pos.player(name)
    if player is None:
        raise PositionError(f"player: no player named {quote(name)} in the position")
    lines = lines_of(player)
    legal = column_points(player.wall, lines, placements_of(player))
    empty = box().empty
    others_end = any(any(empty not in row for row in tile_player(pos, p).wall) for p in pos.players if p is not player)
    s = suggest(player.wall, lines, len(player.floor), others_end)
    return {
        "player": player.name,
        "lines": [
            {
                "line": n,
                "colour": lines[n - 1][0],
                "legal": list(points),
                "points": list(points.values()),
                "chosen": player.placement(n),
            }
            for n, points in legal.items()
        ],
        "suggestion": {
            "placements": {str(k): v for k, v in sorted(s.placements.items())},
            "to_floor": list(s.to_floor),
            "tiling": s.tiling,
            "floor": s.floor,
            "bonus": s.bonus,
            "points": s.points,
            "options_left": s.options_left,
        },
    }
