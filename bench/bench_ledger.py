"""Times of the score ledger's actions (not a test: prints figures).

    python bench/bench_ledger.py                 # SQLite in a temporary folder
    TABLE_REFEREE_BENCH_PG_URL=postgresql+psycopg://... python bench/bench_ledger.py   # and PostgreSQL

Each action is one committed transaction (SQLite with synchronous=FULL: one fsync per commit), so the
figures are what a player waits after pressing a button. The read figures are per page run of History with
GAMES games in the ledger.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.ledger import db, exports, service  # noqa: E402

GAMES = 300


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def run(name: str, url: str) -> None:
    led = db.open_ledger(url)
    try:
        names = ["Ayşe", "Kemal", "Zeynep", "美咲"]
        t0 = time.perf_counter()
        for i in range(GAMES):
            view = service.start_game(led, {"game": "alhambra", "players": names})
            for r in range(3):
                view = service.record_round(led, view.id, view.version,
                                            {"scores": [{"name": n, "points": (i + r + k) % 40}
                                                        for k, n in enumerate(names)]})
        writes = time.perf_counter() - t0
        t0 = time.perf_counter()
        games = service.list_games(led)
        listed = time.perf_counter() - t0
        t0 = time.perf_counter()
        stats = service.player_stats(games)
        exports.csv_bytes(exports.plays_frame(games))
        exports.csv_bytes(exports.stats_frame(stats))
        exported = time.perf_counter() - t0
        print(f"{name}: {GAMES} games of 4 players, 3 rounds each")
        print(f"  start or record (one commit)      {ms(writes / (GAMES * 4))}")
        print(f"  list every game ({len(games)})          {ms(listed)}")
        print(f"  statistics + both CSV files       {ms(exported)}")
    finally:
        led.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        run("SQLite", db.database_url({db.PATH_ENV: str(Path(tmp) / "ledger.db")}))
    pg = os.environ.get("TABLE_REFEREE_BENCH_PG_URL")
    if pg:
        print("PostgreSQL: the tables of this URL get the bench's games; use a database of its own")
        run("PostgreSQL", pg)


if __name__ == "__main__":
    main()
