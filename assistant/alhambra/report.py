"""A scoring's report (alhambra.scoring.*): the majorities per type, each player's points, wall and total, and
Dirk's points, from the boards (`score`) or from typed counts (`score_counts`), in one shape."""

from __future__ import annotations

from collections import Counter

from assistant.alhambra.catalogue import game
from assistant.alhambra.dirk import may_play
from assistant.alhambra.scoring import majorities
from assistant.alhambra.table import DIRK, Table
from assistant.alhambra.walls import longest_wall
from assistant.errors import PositionError
from assistant.names import name_key
from assistant.quoting import clip


def building_counts(table: Table) -> dict[str, Counter]:
    """Buildings per type that take part in majorities: each Alhambra (never the reserve) and Dirk's pile."""
    counts = {p.name: Counter(t.type for t in p.layout.grid.values() if not t.is_fountain) for p in table.players}
    if table.dirk is not None:
        counts[DIRK] = Counter(t.type for t in table.dirk)
    return counts


def score(table: Table) -> dict:
    if table.round is None:
        raise PositionError(f"position: round: needed to score: {game().rounds_text()}")
    counts = building_counts(table)
    walls = {}
    for p in table.players:
        wall = longest_wall(p.layout.grid)
        walls[p.name] = (wall.length, {"wall_segments": [s.to_json() for s in wall.segments],
                                       "outer_walls": wall.outer})
    return _report(table.round, counts, walls, table.dirk is not None)


def _report(round_: int, counts: dict[str, Counter], walls: dict[str, tuple[int, dict]], dirk: bool) -> dict:
    """The `score` report, built once for boards and for typed counts: majorities per type (every place, tie,
    the parts of each pot), each player's points, wall and total, Dirk's points when he plays.
    `walls`: player name -> (wall points, what the boards add: the segments drawn); Dirk is `counts[DIRK]`."""
    g = game()
    standings = majorities(counts, g.points[round_])
    points = {name: dict.fromkeys(g.building_types, 0) for name in counts}
    for btype, ranked in standings.items():
        for s in ranked:
            points[s.name][btype] = s.points

    def part(name: str) -> dict:
        return {"buildings": points[name], "total": sum(points[name].values()),
                "counts": {t: counts[name].get(t, 0) for t in g.building_types}}

    players = []
    for name, (length, drawn) in walls.items():
        mine = part(name)
        players.append({"name": name, "buildings": mine["buildings"], "wall": length,
                        "total": mine["total"] + length, "counts": mine["counts"], **drawn})
    return {
        "game": "alhambra",
        "round": round_,
        "players": players,
        "dirk": part(DIRK) if dirk else None,
        "majorities": {t: [s.to_json() for s in standings[t]] for t in g.building_types},
    }


def score_counts(round_: int, counts: dict[str, dict[str, int]], walls: dict[str, int],
                 dirk: dict[str, int] | None = None, told: bool = False) -> dict:
    """Score a round from typed counts (buildings per type, wall length) for players who keep only the
    score sheet: the same majorities and the same output shape as `score`, without the boards.

    `told`: the counts are a table a player tells to ask the rule ("chambers: Anna 5, Ben 3, Carl 3, Dora 1"):
    each count is still within the box, but their total is not checked against it (only their order decides)."""
    g = game()
    if type(round_) is not int or round_ not in g.points:
        raise PositionError(f"round: {g.rounds_text()}")
    most = g.players[1]
    if not isinstance(counts, dict) or not 1 <= len(counts) <= most:
        raise PositionError(f"counts: 1 to {most} players, each name with its buildings by type")
    if not isinstance(walls, dict):
        raise PositionError("walls: each player's name with a wall length")
    table: dict[str, Counter] = {}
    for name, per_type in counts.items():
        if not isinstance(name, str) or not 1 <= len(name) <= 40:
            raise PositionError("counts: player names of 1 to 40 characters")
        if name_key(name) == name_key(DIRK) and dirk is not None:  # the one meaning of the same name, as model.py
            raise PositionError("counts: a player may not be called Dirk in the two-player game")
        if not isinstance(per_type, dict):
            raise PositionError(f"counts.{name}: buildings by type, e.g. {{\"tower\": 2}}")
        table[name] = _typed_counts(per_type, f"counts.{name}")
    for name, length in walls.items():
        if name not in counts or type(length) is not int or not 0 <= length <= g.limits["wall_length"]:
            raise PositionError(f"walls.{clip(name)}: a wall length from 0 to {g.limits['wall_length']} for a "
                                "listed player")
    if dirk is not None:
        if not may_play(len(counts)):
            raise PositionError("dirk: only in the two-player game")
        if not isinstance(dirk, dict):
            raise PositionError("dirk: Dirk's buildings by type")
        table[DIRK] = _typed_counts(dirk, "dirk")
    for btype in g.building_types:
        total, limit = sum(c.get(btype, 0) for c in table.values()), game().type_count(btype)
        if total > limit and not told:
            raise PositionError(f"counts: {total} {btype} buildings in all, but the game has {limit}")
    return _report(round_, table, {n: (walls.get(n, 0), {}) for n in counts}, dirk is not None)


def _typed_counts(per_type: dict, where: str) -> Counter:
    g = game()
    out: Counter = Counter()
    for btype, n in per_type.items():
        if btype not in g.building_types:
            raise PositionError(f"{where}.{clip(btype)}: unknown building type")
        limit = game().type_count(btype)
        if type(n) is not int or not 0 <= n <= limit:  # true is not a count of 1
            raise PositionError(f"{where}.{btype}: a count from 0 to {limit}")
        out[btype] = n
    return out
