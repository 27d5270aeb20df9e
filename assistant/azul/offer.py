"""The factory offer: the Azul `take` move (FORMATS.md, Moves).

Seed 003_b353cfdd82d0d743.txt (Faz 1): take every tile of one colour from one factory (the rest slide to the
centre) or from the centre (the first to do so also takes the first player marker to the first free floor
space); all of them go to one pattern line, the excess to the floor line, tiles beyond its 7 spaces to the
lid. A line holding another colour, or whose wall row already has the colour, cannot take them.

Rulings: choosing a line that is already full is allowed and sends every tile to the floor line, exactly as
choosing "floor" would. The marker is never discarded: with 7 floor entries the player keeps it beside the
board (`first_player_marker`: true), at no cost. Tiles that go to the lid leave the position (it has no
lid field).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assistant.azul.components import LINE_X, box, colour_params
from assistant.azul.floor import add_marker, add_tiles
from assistant.azul.table import Board, Table
from assistant.azul.wall import wall_conflict
from assistant.errors import PositionError
from assistant.problems import Problem, problem
from assistant.quoting import quote


def _problems(pos: Table, player: Board, move: Any) -> list[Problem]:
    name, colour = player.name, move.colour
    out: list[Problem] = []
    if move.source == "centre":
        if colour not in (pos.centre or ()):
            out.append(problem("azul.offer.centre", name, [], "azul.offer.centre-no-colour", **colour_params(colour)))
    else:
        factories = pos.factories or ()
        if move.source >= len(factories):
            out.append(
                problem(
                    "azul.offer.factory",
                    name,
                    [],
                    "azul.offer.no-factory",
                    factory=move.source,
                    count=len(factories),
                )
            )
        elif colour not in factories[move.source]:
            out.append(
                problem(
                    "azul.offer.factory",
                    name,
                    [],
                    "azul.offer.factory-no-colour",
                    factory=move.source,
                    **colour_params(colour),
                )
            )
    if move.line != "floor":
        y = move.line - 1
        held = player.pattern_lines[y]
        if held.count and held.colour != colour:
            out.append(
                problem(
                    "azul.pattern-lines.one-colour",
                    name,
                    [(LINE_X, y)],
                    "azul.one-colour",
                    line=move.line,
                    **colour_params(colour),
                    **colour_params(held.colour or "", "held"),  # a line that holds tiles has a colour
                )
            )
        cells = wall_conflict(player.wall, y, colour)
        if cells:
            out.append(
                problem(
                    "azul.pattern-lines.wall-conflict",
                    name,
                    cells,
                    "azul.take-wall-conflict",
                    line=move.line,
                    **colour_params(colour),
                )
            )
    return out


@dataclass(frozen=True, slots=True)
class Taken:
    """A take once made: the position after it, and where the tiles went (the turn-by-turn log says it in words
    and keeps the lid's count: assistant/azul/turns.py)."""

    after: Mapping[str, Any]  # the position JSON once the take is made, as `move` hands it out
    count: int  # tiles of the colour taken
    on_line: int  # of them onto the pattern line
    to_lid: int  # of them beyond the floor line's spaces, into the box lid
    marker: bool  # the first player marker came along (the first take from the centre)


def take(pos: Table, move: Any) -> tuple[list[Problem], dict | None]:
    """The problems of a take move (model.parse_move's TakeMove), and the position dict once it is made
    (None when illegal)."""
    problems, made = make_take(pos, move)
    return problems, None if made is None else dict(made.after)


def make_take(pos: Table, move: Any) -> tuple[list[Problem], Taken | None]:
    """`take`, with where the tiles went (None when illegal): the one place the take is made."""
    index = next((i for i, p in enumerate(pos.players) if p.name == move.player), None)
    if index is None:
        raise PositionError(f"move: player: no player named {quote(move.player)} in the position")
    problems = _problems(pos, pos.players[index], move)
    if problems:
        return problems, None
    after = pos.to_json()
    first = box().first
    me = after["players"][index]
    colour = move.colour
    floor: list[str] = me["floor"]
    marker = False
    if move.source == "centre":
        centre: list[str] = after["centre"]
        taken = centre.count(colour)
        if first in centre:
            marker = True
            centre.remove(first)
            floor, beside = add_marker(floor)
            if beside:
                me["first_player_marker"] = True
        after["centre"] = [t for t in centre if t != colour]
    else:
        factory: list[str] = after["factories"][move.source]
        taken = factory.count(colour)
        after["centre"] = [*after.get("centre", []), *(t for t in factory if t != colour)]
        after["factories"][move.source] = []
    added = 0
    if move.line != "floor":
        y = move.line - 1
        line = me["pattern_lines"][y]
        added = min(max(0, move.line - line["count"]), taken)
        if added:
            me["pattern_lines"][y] = {"colour": colour, "count": line["count"] + added}
    me["floor"], lid = add_tiles(floor, [colour] * (taken - added))
    return [], Taken(after, taken, added, lid, marker)
