"""The seeds' worked examples as positions the engines can check and score.

Alhambra examples are built from real catalogue tiles (each physical tile at most once), chosen by their
printed walls, so `api.check` sees a position that could lie on a table. Each builder is pure and returns a
fresh dict.
"""

from __future__ import annotations

from assistant.alhambra.generate import Box


def _cell(x: int, y: int, tile: dict) -> dict:
    return {"x": x, "y": y, **tile}


def _fountain(x: int = 0, y: int = 0) -> dict:
    return {"x": x, "y": y, "fountain": True}


def _alhambra(name: str, cells: list[dict], round: int | None = None) -> dict:
    out: dict = {"game": "alhambra", "players": [{"name": name, "alhambra": cells}]}
    if round is not None:
        out["round"] = round
    return out


# Seed 002_65699d3db1d1be26.txt (Japanese help page), examples 1 and 2: [A] [B|] [|C], and the same row
# with x and y above B and C. Cells of the letters, for captions.
REACH_CELLS = {"A": (0, 0), "B": (1, 0), "C": (2, 0), "x": (1, -1), "y": (2, -1)}


def reachability(with_xy: bool, name: str = "") -> dict:
    """A fountain, B walled east, C walled west: C cannot be reached; with x and y above, it can."""
    box = Box()
    cells = [_fountain(), _cell(1, 0, box.take("E"))]
    if with_xy:
        cells += [_cell(1, -1, box.take("")), _cell(2, -1, box.take(""))]
    cells.append(_cell(2, 0, box.take("W")))
    return _alhambra(name, cells)


# Seed alhambra.build.no-holes: a one-space hole at (1, 1); the ring's last tile, at HOLE_CLOSER, closes it.
HOLE_CLOSER = (1, 2)


def hole(closed: bool, name: str = "") -> dict:
    """Eight tiles around the empty centre of a 3 x 3 square, fountain in a corner; the last one closes it."""
    box = Box()
    walls = {(1, 0): "N", (2, 0): "NE", (0, 1): "W", (2, 1): "E", (0, 2): "SW", (2, 2): "ES", (1, 2): "S"}
    cells = [_fountain()]
    for (x, y), w in walls.items():
        if (x, y) == HOLE_CLOSER and not closed:
            continue
        cells.append(_cell(x, y, box.take(w)))
    return _alhambra(name, cells)


def ring(name: str = "") -> dict:
    """A 3 x 3 Alhambra, fountain in the middle, all 12 outer sides walled: one closed wall of 12 (round 1)."""
    box = Box()
    walls = {(-1, -1): "NW", (0, -1): "N", (1, -1): "NE", (1, 0): "E", (1, 1): "ES", (0, 1): "S",
             (-1, 1): "SW", (-1, 0): "W"}
    return _alhambra(name, [_fountain()] + [_cell(x, y, box.take(w)) for (x, y), w in walls.items()], round=1)


# Seed 000_65cb59398f2be528.txt (Turkish guide: ties, examples 1-3 and the FAQ) and seed 002_65699d3db1d1be26.txt
# (Japanese help page: final scoring): (scoring round, building type, buildings of each player).
TIES: tuple[tuple[int, str, tuple[int, ...]], ...] = (
    (2, "pavilion", (3, 3, 1)),
    (3, "tower", (2, 2, 2)),
    (3, "arcades", (4, 2, 2)),
    (2, "arcades", (3, 3)),
    (3, "tower", (3, 3, 1)),
)


# --- Azul ----------------------------------------------------------------------------------------------


def _azul_player(name: str, **kw) -> dict:
    player = {"name": name, "score": 0, "pattern_lines": [{"count": 0}] * 5, "wall": ["....."] * 5, "floor": []}
    player.update(kw)
    return player


def azul_run(name: str = "") -> dict:
    """Rulebook (azul.tiling.scoring-lines): a full line 3 of blue tiles goes to the wall where a row of 4 and
    a column of 3 meet: 4 + 3 = 7 points."""
    lines = [{"count": 0}, {"count": 0}, {"colour": "blue", "count": 3}, {"count": 0}, {"count": 0}]
    wall = [".....", "..Y..", "KW.Y.", "..W..", "....."]
    return {"game": "azul", "wall_variant": "colored", "players": [_azul_player(name, pattern_lines=lines,
                                                                                 wall=wall, score=10)]}


def azul_floor(name: str = "") -> dict:
    """azul.floor.penalties: four tiles and the first player marker on the floor: 1 + 1 + 2 + 2 + 2 = 8 lost."""
    return {"game": "azul", "wall_variant": "colored",
            "players": [_azul_player(name, floor=["first", "red", "red", "black", "black"], score=12)]}


def azul_offer(name: str = "") -> tuple[dict, dict]:
    """azul.offer.factory: a factory shows 2 blue, 1 red, 1 black; taking blue sends red and black to the
    centre. Returns the position and the move (onto pattern line 2)."""
    pos = {"game": "azul", "wall_variant": "colored", "players": [_azul_player(name)],
           "factories": [["blue", "red", "blue", "black"], ["yellow", "yellow", "white", "red"]],
           "centre": ["first"]}
    return pos, {"action": "take", "player": name, "from": 0, "colour": "blue", "line": 2}


def drawn(name: str, variant: bool, player: str) -> dict:
    """The worked example `name` as `api.learn_example` hands it on (see there), `variant` its second picture."""
    if name == "reachability":
        return {"position": reachability(variant, player), "cells": {k: list(v) for k, v in REACH_CELLS.items()}}
    if name == "hole":
        return {"position": hole(variant, player), "cells": {"closer": list(HOLE_CLOSER)}}
    if name == "ties":
        return {"ties": [{"round": r, "type": t, "counts": list(c)} for r, t, c in TIES]}
    if name == "offer":
        position, move = azul_offer(player)
        return {"position": position, "move": move}
    return {"position": {"ring": ring, "run": azul_run, "floor": azul_floor}[name](player)}
