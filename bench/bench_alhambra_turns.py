"""Per-step times of Alhambra played turn by turn (not a test: prints figures).

    python bench/bench_alhambra_turns.py

Whole games of 2, 4 and 6 players played through the TurnRules (tests/alhambra/turn_sim.py), each step's
`GAME.play.step` timed alone: the engine's part of a tap (issue 19: milliseconds at most).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.alhambra.game import GAME  # noqa: E402
from tests.alhambra import turn_sim  # noqa: E402


def main() -> None:
    for players in (2, 4, 6):
        times: dict[str, list[float]] = defaultdict(list)
        sim = turn_sim.new_game(7, players)
        step_of = GAME.play.step

        def timed(position, turn, step, _times=times, step_of=step_of):
            t = time.perf_counter()
            out = step_of(position, turn, step)
            _times[step["step"]].append(time.perf_counter() - t)
            return out

        GAME.play.step = timed  # type: ignore[method-assign]
        try:
            while sim.turn["phase"] != "over":
                turn_sim.next_step(sim)
        finally:
            del GAME.play.step
        every = [t for ts in times.values() for t in ts]
        print(f"{players} players: {len(every)} steps, median {statistics.median(every) * 1e3:.2f} ms, "
              f"max {max(every) * 1e3:.2f} ms; " + ", ".join(
                  f"{k} {statistics.median(v) * 1e3:.2f} ms" for k, v in sorted(times.items())))


if __name__ == "__main__":
    main()
