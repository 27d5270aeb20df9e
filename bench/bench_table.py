"""What a table costs the server (not a test: prints figures), issue 18.

    python bench/bench_table.py                 # SQLite in a temporary folder
    TABLE_REFEREE_BENCH_PG_URL=postgresql+psycopg://... python bench/bench_table.py   # and PostgreSQL

- `table_version`: the poll every open phone makes every second: per call, wall time and the process's CPU
  time, with TABLES tables in the ledger (its query is one lookup on the token's unique index);
- `open_table`: what a phone reads when the stamp moved;
- `write_board`: one tap that changes a board (a committed transaction; SQLite synchronous=FULL: one fsync);
- `record_scoring`: an Alhambra scoring of four boards from the stored position.
The CPU figure is what the poll costs the server process (the pages' own rendering comes on top).
"""

from __future__ import annotations

import copy
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.ledger import db  # noqa: E402
from assistant.ledger import tables as T  # noqa: E402
from assistant.ledger.table_changes import record_scoring  # noqa: E402

TABLES = 200
POLLS = 5000
NAMES = ["Ayşe", "Kemal", "Zeynep", "美咲"]


def timed(call: Callable[[], object], n: int) -> tuple[float, float, float]:
    """(median wall µs, p95 wall µs, mean CPU µs) per call over n calls."""
    walls = []
    cpu0 = time.process_time()
    for _ in range(n):
        t0 = time.perf_counter()
        call()
        walls.append(time.perf_counter() - t0)
    cpu = (time.process_time() - cpu0) / n
    walls.sort()
    return statistics.median(walls) * 1e6, walls[int(n * 0.95)] * 1e6, cpu * 1e6


def line(what: str, n: int, figures: tuple[float, float, float]) -> str:
    p50, p95, cpu = figures
    return f"  {what:<28} {n:>6} calls   p50 {p50:9.1f} µs   p95 {p95:9.1f} µs   CPU {cpu:9.1f} µs/call"


def run(name: str, url: str) -> None:
    led = db.open_ledger(url)
    try:
        made = [T.create_table(led, {"game": "alhambra", "players": NAMES}, seed=i) for i in range(TABLES)]
        table = made[TABLES // 2]
        print(f"{name}: {TABLES} tables in the ledger")
        print(line("table_version (the poll)", POLLS, timed(lambda: T.table_version(led, table.token), POLLS)))
        print(line("open_table", 500, timed(lambda: T.open_table(led, table.token), 500)))
        views = [table]  # the phone's last read: each tap adds a tile east of the last one

        def tap() -> None:
            view = views[-1]
            board = copy.deepcopy(view.board(0).position)
            board["alhambra"].append({"x": len(board["alhambra"]), "y": 0, "type": "pavilion", "price": 2,
                                      "walls": ""})
            views.append(T.write_board(led, table.token, 0, board, view.board(0).version))

        print(line("write_board (a tap)", 150, timed(tap, 150)))
        scored = made[:30]
        it = iter(scored)
        print(line("record_scoring (4 boards)", len(scored),
                   timed(lambda: record_scoring(led, (v := next(it)).token, v.stamp), len(scored))))
        per_phone = timed(lambda: T.table_version(led, table.token), 1000)[2] * 60 / 1e6
        print(f"  an idle phone polling once a second: {per_phone * 1000:.1f} ms of server CPU per minute "
              "(the poll alone)")
    finally:
        led.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        run("SQLite", f"sqlite+pysqlite:///{Path(tmp) / 'ledger.db'}")
    pg = os.environ.get("TABLE_REFEREE_BENCH_PG_URL", "").strip()
    if pg:
        run("PostgreSQL", pg)


if __name__ == "__main__":
    main()
