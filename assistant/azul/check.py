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

from assistant.azul.components import LINE_X, box, colour_params
from assistant.azul.scoring import tile_player
from assistant.azul.table import Board, Table
from assistant.azul.wall import pattern_colour, wall_conflict
from assistant.problems import Problem, problem


def _lines(player: Board) -> list[Problem]:
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


def _coloured_wall(player: Board) -> list[Problem]:
    b = box()
    out = []
    for y, row in enumerate(player.wall):
        for x, letter in enumerate(row):
            if letter != b.empty and letter != b.pattern[y][x]:
                out.append(
                    problem(
                        "azul.wall-pattern",
                        player.name,
                        [(x, y)],
                        "azul.wall-pattern",
                        row=y + 1,
                        column=x + 1,
                        **colour_params(b.colour_of[letter]),
                        **colour_params(pattern_colour(y, x), "space"),
                    )
                )
    return out


def _grey_wall(pos: Table, player: Board) -> list[Problem]:
    b = box()
    size = b.size
    out = []
    wall = player.wall
    # A colour twice in a row, or twice in a column: one pass over the ten lines of the wall.
    lines = [("azul.grey.row-twice", "row", [(x, y) for x in range(size)]) for y in range(size)]
    lines += [("azul.grey.column-twice", "column", [(x, y) for y in range(size)]) for x in range(size)]
    for i, (key, name, spaces) in enumerate(lines):
        letters = [wall[y][x] for x, y in spaces]
        for letter, n in Counter(c for c in letters if c != b.empty).items():
            if n > 1:
                out.append(
                    problem(
                        "azul.variant.grey-wall",
                        player.name,
                        [cell for cell, c in zip(spaces, letters, strict=True) if c == letter],
                        key,
                        times=n,
                        **dict[str, Any]({name: i % size + 1}),
                        **colour_params(b.colour_of[letter]),
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


def _floor(player: Board) -> list[Problem]:
    b = box()
    spaces, floor_row, first = b.floor_spaces, b.size, b.first  # floor space i is the cell [i, size]
    out = []
    n = len(player.floor)
    if n > spaces:
        beyond = player.floor[spaces:]
        # The extra tiles go to the lid, but never the first player marker (project ruling): it stands beside.
        out.append(
            problem(
                "azul.floor.full",
                player.name,
                [(i, floor_row) for i in range(spaces, n)],
                "azul.floor-full.marker" if first in beyond else "azul.floor-full",
                count=n,
                spaces=spaces,
                extra=n - spaces,
                tiles=sum(e != first for e in beyond),
            )
        )
    if player.first_player_marker and n < spaces:
        out.append(
            problem(
                "azul.offer.first-player-marker",
                player.name,
                [(n, floor_row)],
                "azul.first-marker.off-floor",
            )
        )
    return out


def _markers(pos: Table) -> list[Problem]:
    b = box()
    first, floor_row = b.first, b.size
    held = {p.name: ([i for i, e in enumerate(p.floor) if e == first], int(p.first_player_marker)) for p in pos.players}
    in_centre = (pos.centre or ()).count(first)
    total = in_centre + sum(len(spaces) + beside for spaces, beside in held.values())
    if total <= 1:
        return []
    out = [
        problem(
            "azul.offer.first-player-marker",
            name,
            [(i, floor_row) for i in spaces],
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


def tile_counts(pos: Table) -> Counter[str]:
    """Tiles of each colour on the table: pattern lines, walls, floor lines, factories and the centre."""
    b = box()
    empty, first, colour_of = b.empty, b.first, b.colour_of
    counts: Counter[str] = Counter()
    for p in pos.players:
        for ln in p.pattern_lines:
            if ln.count and ln.colour is not None:
                counts[ln.colour] += ln.count
        for row in p.wall:
            for letter in row:
                if letter != empty:
                    counts[colour_of[letter]] += 1
        counts.update(e for e in p.floor if e != first)
    for factory in pos.factories or ():
        counts.update(factory)
    counts.update(e for e in pos.centre or () if e != first)
    return counts


def _components(pos: Table) -> list[Problem]:
    b = box()
    counts = tile_counts(pos)
    return [
        problem(
            "azul.components",
            None,
            [],
            "azul.components",
            count=counts[c],
            limit=b.tiles_per_colour,
            **colour_params(c),
        )
        for c in b.colours
        if counts[c] > b.tiles_per_colour
    ]


def check(pos: Table) -> list[Problem]:
    """Every problem of the position, in a stable order (api sorts them again for display)."""
    out: list[Problem] = []
    for player in pos.players:
        out += _lines(player)
        out += _grey_wall(pos, player) if pos.grey else _coloured_wall(player)
        out += _floor(player)
    out += _markers(pos)
    out += _components(pos)
    return out
