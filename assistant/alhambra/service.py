"""Alhambra behind the common game surface of assistant.api: parse, check, score, place, move, schema."""

from __future__ import annotations

from collections import Counter

from pydantic import ValidationError

from assistant.alhambra.building import building_problems, legal_cells
from assistant.alhambra.catalogue import game
from assistant.alhambra.components import component_problems
from assistant.alhambra.model import AlhambraPosition
from assistant.alhambra.scoring import majorities
from assistant.alhambra.table import DIRK, Table, from_model, spec_tile
from assistant.alhambra.walls import longest_wall
from assistant.errors import PositionError
from assistant.jsonio import validation_line
from assistant.problems import Problem


def parse(data: dict) -> Table:
    try:
        return from_model(AlhambraPosition.model_validate(data))
    except ValidationError as exc:
        raise PositionError(validation_line(exc)) from None


def schema() -> dict:
    return AlhambraPosition.model_json_schema()


def check(table: Table) -> list[Problem]:
    """Every rule the position breaks: each Alhambra's building rules, then what the box can hold."""
    found: list[Problem] = []
    for p in table.players:
        found.extend(building_problems(p.layout, p.name))
    found.extend(component_problems(table))
    return found


def building_counts(table: Table) -> dict[str, Counter]:
    """Buildings per type that take part in majorities: each Alhambra (never the reserve) and Dirk's pile."""
    counts = {p.name: Counter(t.type for t in p.layout.grid.values() if not t.is_fountain) for p in table.players}
    if table.dirk is not None:
        counts[DIRK] = Counter(t.type for t in table.dirk)
    return counts


def score(table: Table) -> dict:
    if table.round is None:
        raise PositionError("position: round: needed to score: 1, 2 or 3")
    g = game()
    counts = building_counts(table)
    standings = majorities(counts, g.points[table.round])
    points = {name: dict.fromkeys(g.building_types, 0) for name in counts}
    for btype, ranked in standings.items():
        for s in ranked:
            points[s.name][btype] = s.points
    players = []
    for p in table.players:
        wall = longest_wall(p.layout.grid)
        players.append({
            "name": p.name,
            "buildings": points[p.name],
            "wall": wall.length,
            "total": sum(points[p.name].values()) + wall.length,
            "counts": {t: counts[p.name].get(t, 0) for t in g.building_types},
            "wall_segments": [s.to_json() for s in wall.segments],
            "outer_walls": wall.outer,
        })
    dirk = None
    if table.dirk is not None:
        dirk = {
            "buildings": points[DIRK],
            "total": sum(points[DIRK].values()),
            "counts": {t: counts[DIRK].get(t, 0) for t in g.building_types},
        }
    return {
        "game": "alhambra",
        "round": table.round,
        "players": players,
        "dirk": dirk,
        "majorities": {t: [s.to_json() for s in standings[t]] for t in g.building_types},
    }


def place(table: Table, player: str, tile: dict) -> dict:
    p = table.player(player)
    if p is None:
        raise PositionError(f"place: no player named {player!r} in the position")
    try:
        t = spec_tile(tile)
    except ValidationError as exc:
        raise PositionError(validation_line(exc, "tile")) from None
    lay = p.layout
    return {"positions": [list(c) for c in legal_cells(lay.grid, lay.fountain, t)]}


def move(table: Table, data: dict):
    from assistant.alhambra.moves import play

    return play(table, data)
