"""Per-call times of the Alhambra engine (not a test: prints figures).

    python bench/bench_alhambra.py

Targets (issue 2): check + score of a 6-player end-of-game position with all 54 tiles placed under 1 ms
in-process; place for one tile on a 40-tile Alhambra under 1 ms.
"""

from __future__ import annotations

import random
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant import api  # noqa: E402
from assistant.alhambra import generate  # noqa: E402
from assistant.alhambra.building import legal_cells  # noqa: E402
from assistant.alhambra.catalogue import FOUNTAIN  # noqa: E402


def grow_many(players: int, seed: int, per_player: int | None = None) -> list[tuple[list[dict], list[dict]]]:
    """Deal the whole bag round the table; each player builds what fits, the rest goes to the reserve."""
    rng = random.Random(seed)
    bag = generate.shuffled_box(rng)
    return [generate.grow(rng, bag[p::players][:per_player]) for p in range(players)]


def per_call(fn, number: int) -> float:
    best = min(timeit.repeat(fn, number=number, repeat=5))
    return best / number * 1e6


def main() -> None:
    six = grow_many(6, seed=1)
    pos = {"game": "alhambra", "round": 3,
           "players": [{"name": f"P{i}", "alhambra": a, "reserve": r} for i, (a, r) in enumerate(six)]}
    placed = sum(len(a) - 1 for a, _ in six)
    assert api.check(pos)["valid"], api.check(pos)
    check_us = per_call(lambda: api.check(pos), 2000)
    score_us = per_call(lambda: api.score(pos), 2000)
    both_us = per_call(lambda: (api.check(pos), api.score(pos)), 2000)
    print(f"6 players, 54 tiles ({placed} in Alhambras, {54 - placed} in reserves):")
    print(f"  check          {check_us:8.1f} us/call")
    print(f"  score          {score_us:8.1f} us/call")
    print(f"  check + score  {both_us:8.1f} us/call   (target < 1000 us)")

    # one big Alhambra of 40 tiles (retry seeds until 40 fit)
    for seed in range(100):
        (cells, _), = grow_many(1, seed=seed, per_player=54)
        if len(cells) - 1 >= 40:
            cells = cells[:41]
            break
    big = {"game": "alhambra", "players": [{"name": "A", "alhambra": cells}]}
    tile = {"type": "tower", "price": 9, "walls": "NE"}
    place_us = per_call(lambda: api.place(big, "A", tile), 1000)
    n = len(api.place(big, "A", tile)["positions"])
    print(f"place on a {len(cells) - 1}-tile Alhambra: {place_us:8.1f} us/call ({n} legal cells; target < 1000 us)")

    from assistant.alhambra.building import layout
    from assistant.alhambra.table import parse
    table = parse(big)
    lay = layout(table.players[0].placed)
    core_us = per_call(lambda: legal_cells(lay.grid, lay.fountain, FOUNTAIN.__class__("tower", 9, 3)), 2000)
    print(f"  of which legal_cells itself {core_us:8.1f} us/call (the rest is parsing the position)")


if __name__ == "__main__":
    main()
