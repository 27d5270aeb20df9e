"""The whole-position check: every rule a hand-set Azul position breaks, all at once (FORMATS.md table).

Cells follow the package convention (assistant/azul/__init__.py): [x, y] with y the wall row, x the wall
column, [-1, y] the pattern line of row y, [i, 5] floor space i; table-wide problems have player None and
no cells. Human-facing numbers in the messages are 1-based (line 3, row 3, column 2), the grey-wall placement
choices included (as on the board page; `placements` itself stores columns 0-4). Cells stay 0-based.
`azul.pattern-lines.one-colour` cannot be broken by a position (a line has one colour field); moves check it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from assistant.azul.components import (
    COLOUR_OF,
    COLOURS,
    EMPTY,
    FIRST,
    FLOOR_SPACES,
    LINE_X,
    SIZE,
    TILES_PER_COLOUR,
    colour_params,
)
from assistant.azul.model import Player, Position
from assistant.azul.scoring import tile_player
from assistant.azul.wall import PATTERN, pattern_colour, wall_conflict
from assistant.problems import Problem, problem

FLOOR_ROW = SIZE  # floor space i is the cell [i, 5]


def _lines(player: Player) -> list[Problem]:
    out = []
    for y, ln in enumerate(player.pattern_lines):
        size = y + 1
        if ln.count > size:
            out.append(
                problem(
                    "azul.pattern-lines.capacity",
                    player.name,
                    [(LINE_X, y)],
                    "azul.capacity",
                    line=size,
                    count=ln.count,
                    size=size,
                )
            )
        if ln.count and ln.colour is not None:
            cells = wall_conflict(player.wall, y, ln.colour)
            if cells:
                out.append(
                    problem(
                        "azul.pattern-lines.wall-conflict",
                        player.name,
                        cells,
                        "azul.wall-conflict",
                        line=size,
                        **colour_params(ln.colour),
                    )
                )
    return out


def _coloured_wall(player: Player) -> list[Problem]:
    out = []
    for y, row in enumerate(player.wall):
        for x, letter in enumerate(row):
            if letter != EMPTY and letter != PATTERN[y][x]:
                out.append(
                    problem(
                        "azul.wall-pattern",
                        player.name,
                        [(x, y)],
                        "azul.wall-pattern",
                        row=y + 1,
                        column=x + 1,
                        **colour_params(COLOUR_OF[letter]),
                        **colour_params(pattern_colour(y, x), "space"),
                    )
                )
    return out


def _grey_wall(pos: Position, player: Player) -> list[Problem]:
    out = []
    wall = player.wall
    # A colour twice in a row, or twice in a column: one pass over the ten lines of the wall.
    lines = [("azul.grey.row-twice", "row", [(x, y) for x in range(SIZE)]) for y in range(SIZE)]
    lines += [("azul.grey.column-twice", "column", [(x, y) for y in range(SIZE)]) for x in range(SIZE)]
    for i, (key, name, spaces) in enumerate(lines):
        letters = [wall[y][x] for x, y in spaces]
        for letter, n in Counter(c for c in letters if c != EMPTY).items():
            if n > 1:
                out.append(
                    problem(
                        "azul.variant.grey-wall",
                        player.name,
                        [cell for cell, c in zip(spaces, letters, strict=True) if c == letter],
                        key,
                        times=n,
                        **dict[str, Any]({name: i % SIZE + 1}),
                        **colour_params(COLOUR_OF[letter]),
                    )
                )
    for issue in tile_player(pos, player).issues:
        y = issue.line - 1
        choices = ", ".join(str(c + 1) for c in issue.choices)  # players count columns 1-5, like the page
        if issue.column is None:
            out.append(
                problem(
                    "azul.variant.grey-wall",
                    player.name,
                    [(LINE_X, y)],
                    "azul.grey.placement-missing",
                    line=issue.line,
                    choices=choices,
                    **colour_params(issue.colour),
                )
            )
        else:
            out.append(
                problem(
                    "azul.variant.grey-wall",
                    player.name,
                    [(LINE_X, y), (issue.column, y)],
                    "azul.grey.placement-illegal",
                    line=issue.line,
                    column=issue.column + 1,
                    choices=choices,
                    **colour_params(issue.colour),
                )
            )
    return out


def _floor(player: Player) -> list[Problem]:
    out = []
    n = len(player.floor)
    if n > FLOOR_SPACES:
        beyond = player.floor[FLOOR_SPACES:]
        # The extra tiles go to the lid, but never the first player marker (project ruling): it stands beside.
        out.append(
            problem(
                "azul.floor.full",
                player.name,
                [(i, FLOOR_ROW) for i in range(FLOOR_SPACES, n)],
                "azul.floor-full.marker" if FIRST in beyond else "azul.floor-full",
                count=n,
                spaces=FLOOR_SPACES,
                extra=n - FLOOR_SPACES,
                tiles=sum(e != FIRST for e in beyond),
            )
        )
    if player.first_player_marker and n < FLOOR_SPACES:
        out.append(
            problem(
                "azul.offer.first-player-marker",
                player.name,
                [(n, FLOOR_ROW)],
                "azul.first-marker.off-floor",
            )
        )
    return out


def _markers(pos: Position) -> list[Problem]:
    held = {p.name: ([i for i, e in enumerate(p.floor) if e == FIRST], int(p.first_player_marker)) for p in pos.players}
    in_centre = (pos.centre or []).count(FIRST)
    total = in_centre + sum(len(spaces) + beside for spaces, beside in held.values())
    if total <= 1:
        return []
    out = [
        problem(
            "azul.offer.first-player-marker",
            name,
            [(i, FLOOR_ROW) for i in spaces],
            "azul.first-marker.many",
            here=len(spaces) + beside,
            total=total,
        )
        for name, (spaces, beside) in held.items()
        if spaces or beside
    ]
    if in_centre:
        out.append(
            problem(
                "azul.offer.first-player-marker",
                None,
                [],
                "azul.first-marker.many-centre",
                here=in_centre,
                total=total,
            )
        )
    return out


def tile_counts(pos: Position) -> Counter[str]:
    """Tiles of each colour on the table: pattern lines, walls, floor lines, factories and the centre."""
    counts: Counter[str] = Counter()
    for p in pos.players:
        for ln in p.pattern_lines:
            if ln.count and ln.colour is not None:
                counts[ln.colour] += ln.count
        for row in p.wall:
            for letter in row:
                if letter != EMPTY:
                    counts[COLOUR_OF[letter]] += 1
        counts.update(e for e in p.floor if e != FIRST)
    for factory in pos.factories or ():
        counts.update(factory)
    counts.update(e for e in pos.centre or () if e != FIRST)
    return counts


def _components(pos: Position) -> list[Problem]:
    counts = tile_counts(pos)
    return [
        problem(
            "azul.components",
            None,
            [],
            "azul.components",
            count=counts[c],
            limit=TILES_PER_COLOUR,
            **colour_params(c),
        )
        for c in COLOURS
        if counts[c] > TILES_PER_COLOUR
    ]


def check(pos: Position) -> list[Problem]:
    """Every problem of the position, in a stable order (api sorts them again for display)."""
    out: list[Problem] = []
    for player in pos.players:
        out += _lines(player)
        out += _grey_wall(pos, player) if pos.grey else _coloured_wall(player)
        out += _floor(player)
    out += _markers(pos)
    out += _components(pos)
    return out
