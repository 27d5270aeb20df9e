"""Alhambra's "legal or not?" quiz (data/alhambra/game.yaml `quiz`): an Alhambra grown from the fountain by
legal placements of real catalogue tiles (each physical tile at most once), then one more tile: with probability
1/2 at a cell the building rules allow, else at an empty cell beside the Alhambra where they do not. The answer
a player is graded against is what the engine's check says (assistant/quiz.py); one `random.Random(seed)`, so
the same seed always gives the same question."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from assistant.alhambra.building import Grid, legal_cells, neighbours, placement_problems
from assistant.alhambra.catalogue import FOUNTAIN, Tile, game
from assistant.quiz import verdict as _verdict

Cell = tuple[int, int]

ORIGIN: Cell = (0, 0)
MIN_TILES, MAX_TILES = 3, 9  # tiles grown before the question's tile (fountain not counted)
_CANDIDATE_TILES = 10  # tiles of the box looked at when searching an illegal cell for the last tile


@dataclass(frozen=True)
class AlhambraQuestion:
    """One Alhambra question. `position` holds the whole Alhambra, the question's tile last in its list."""

    seed: int
    position: dict
    cell: Cell  # where the last tile was put
    tile: dict  # the last tile, as in a position file
    meant_legal: bool  # what the generator aimed for
    legal: bool  # the truth: what the engine's check says (api.check(position)["valid"])
    broken: tuple[str, ...] = field(default=())  # the rule ids api.check names (empty when legal)

    def before(self) -> dict:
        """The position before the last tile was put (every rule holds there)."""
        player = self.position["players"][0]
        return {**self.position, "players": [{**player, "alhambra": player["alhambra"][:-1]}]}



def _cell_json(cell: Cell, tile: Tile) -> dict:
    return {"x": cell[0], "y": cell[1], **tile.to_json()}


def _adjacent_empty(grid: Grid) -> list[Cell]:
    """Empty cells sharing a full side with the Alhambra, sorted (so the draw does not depend on set order)."""
    return sorted({n for c in grid for _, n in neighbours(c) if n not in grid})


def _grow(rng: random.Random, box: list[Tile], count: int) -> tuple[Grid, list[Cell]]:
    """Add up to `count` tiles from the box, each at a legal cell; returns the grid and the order of cells."""
    grid: Grid = {ORIGIN: FOUNTAIN}
    order: list[Cell] = [ORIGIN]
    misses = 0
    while len(order) - 1 < count and box and misses < len(box):
        i = rng.randrange(len(box))
        cells = legal_cells(grid, ORIGIN, box[i])
        if not cells:
            misses += 1
            continue
        misses = 0
        cell = rng.choice(cells)
        grid[cell] = box.pop(i)
        order.append(cell)
    return grid, order


def _last_tile(rng: random.Random, grid: Grid, box: list[Tile], legal: bool) -> tuple[Tile, Cell] | None:
    """A tile of the box and a cell for it: legal, or illegal but beside the Alhambra.

    Illegal placements are grouped by the rule they break, the plain wall mismatch apart from the subtler
    ones (unreachable with matching walls, a hole), and a group is picked first: otherwise nearly every
    "not legal" question would be a wall mismatch, the easiest to see.
    """
    order = list(range(len(box)))
    rng.shuffle(order)
    if legal:
        for i in order:
            cells = legal_cells(grid, ORIGIN, box[i])
            if cells:
                return box[i], rng.choice(cells)
        return None
    groups: dict[str, list[tuple[Tile, Cell]]] = {}
    for i in order[:_CANDIDATE_TILES]:
        tile = box[i]
        for cell in _adjacent_empty(grid):
            rules = {p.rule for p in placement_problems(grid, ORIGIN, cell, tile, "")}
            if not rules:
                continue
            kind = "alhambra.build.walls-match" if "alhambra.build.walls-match" in rules else min(rules)
            groups.setdefault(kind, []).append((tile, cell))
    if not groups:
        return None
    kind = rng.choice(sorted(groups))
    return rng.choice(groups[kind])


def alhambra_question(seed: int, player: str = "Player") -> AlhambraQuestion:
    """The question for `seed`: an Alhambra and its last tile, with the verdict of api.check."""
    rng = random.Random(seed)
    while True:  # a miss (no cell of the wanted kind) draws again from the same generator: still deterministic
        box = sorted(game().tiles.elements(), key=lambda t: (t.type, t.price, t.walls))
        rng.shuffle(box)
        grid, order = _grow(rng, box, rng.randint(MIN_TILES, MAX_TILES))
        meant_legal = rng.random() < 0.5
        last = _last_tile(rng, grid, box, meant_legal)
        if last is not None:
            break
    tile, cell = last
    cells = [_cell_json(c, grid[c]) for c in order] + [_cell_json(cell, tile)]
    position = {"game": "alhambra", "players": [{"name": player, "alhambra": cells}]}
    verdict = _verdict(position)
    return AlhambraQuestion(
        seed=seed,
        position=position,
        cell=cell,
        tile=tile.to_json(),
        meant_legal=meant_legal,
        legal=not verdict,
        broken=verdict,
    )



def quiz(seed: int, player: str) -> dict:
    """The question maker, as JSON values."""
    q = alhambra_question(seed, player)
    return {"position": q.position, "legal": q.legal, "broken": list(q.broken),
            "cell": list(q.cell), "tile": q.tile, "before": q.before()}
