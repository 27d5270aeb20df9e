"""What a table played turn by turn costs the server (not a test: prints figures), issue 19.

    python bench/bench_table_play.py                 # SQLite in a temporary folder
    TABLE_REFEREE_BENCH_PG_URL=postgresql+psycopg://... python bench/bench_table_play.py   # and PostgreSQL

The ledger's part only (assistant/ledger/table_play.py), on Alhambra's boards as bench_table.py deals them (four
players, the boards growing tile by tile): the game's own TurnRules are being written elsewhere, so a stand-in
whose every step adds a tile to the player's Alhambra and passes the turn (the engine's check is not measured).
- `play_step`: one step that changes one seat's board and the turn (a committed transaction, its log entry);
- `play_step refused`: the same over a step the rules refuse (nothing written);
- `undo_step`: back one step (one lookup of the step's entry, however long the game);
- `table_version` and `open_table` of a played table: the poll, and the read when the stamp moved (the turn is
  stored: neither replays the log);
- `play_log`: the replay's read after STEPS steps (the log folded once).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant import registry  # noqa: E402
from assistant.games import JSON, PlayStep  # noqa: E402
from assistant.ledger import db  # noqa: E402
from assistant.ledger import tables as T  # noqa: E402
from assistant.ledger.table_play import play_log, play_step, start_play, undo_step  # noqa: E402
from assistant.problems import problem  # noqa: E402
from bench.bench_table import NAMES, line, timed  # noqa: E402

TABLES = 50
STEPS = 300


class StandIn:
    """Every step adds a tile east of the player's last one and passes the turn; {"step": "no"} is refused."""

    def start(self, position: JSON, starter: str | None = None) -> PlayStep:
        return PlayStep([], position, {"player": position["players"][0]["name"], "phase": "act"})

    def step(self, position: JSON, turn: JSON, step: JSON) -> PlayStep:
        if step.get("step") == "no":
            return PlayStep([problem("alhambra.take.total", turn["player"], [], "alhambra.take.total")], None, None)
        names = [p["name"] for p in position["players"]]
        who = names.index(turn["player"])
        players = [dict(p) for p in position["players"]]
        players[who]["alhambra"] = [*players[who]["alhambra"], {"x": len(players[who]["alhambra"]), "y": 0,
                                                               "type": "pavilion", "price": 2, "walls": ""}]
        nxt = {"player": names[(who + 1) % len(names)], "phase": "act"}
        return PlayStep([], {**position, "players": players}, nxt, ("play.bench", {"player": turn["player"]}))

    def after_scoring(self, position: JSON, turn: JSON, starter: str | None = None) -> JSON:
        return turn


def run(name: str, url: str) -> None:
    led = db.open_ledger(url)
    try:
        made = [T.create_table(led, {"game": "alhambra", "players": NAMES}, seed=i) for i in range(TABLES)]
        view = start_play(led, made[TABLES // 2].token, made[TABLES // 2].stamp).table
        print(f"{name}: {TABLES} tables in the ledger, one played turn by turn")
        views = [view]

        def step() -> None:
            views.append(play_step(led, view.token, {"step": "tile"}, views[-1].stamp, actor="Ana").table)

        print(line("play_step (a tile, the turn)", STEPS, timed(step, STEPS)))
        print(line("play_step refused", 200,
                   timed(lambda: play_step(led, view.token, {"step": "no"}, views[-1].stamp), 200)))
        print(line("table_version (the poll)", 2000, timed(lambda: T.table_version(led, view.token), 2000)))
        print(line("open_table (a played table)", 300, timed(lambda: T.open_table(led, view.token), 300)))
        print(line(f"play_log ({STEPS} steps)", 10, timed(lambda: play_log(led, view.token), 10)))

        def undo() -> None:
            views.append(undo_step(led, view.token, views[-1].stamp).table)

        print(line("undo_step", 100, timed(undo, 100)))
    finally:
        led.close()


def main() -> None:
    engine = registry.get("alhambra")
    own = getattr(engine, "play", None)
    engine.play = StandIn()  # type: ignore[attr-defined]  # this process only; the game's own rules come later
    try:
        with tempfile.TemporaryDirectory() as tmp:
            run("SQLite", f"sqlite+pysqlite:///{Path(tmp) / 'ledger.db'}")
        pg = os.environ.get("TABLE_REFEREE_BENCH_PG_URL", "").strip()
        if pg:
            run("PostgreSQL", pg)
    finally:
        engine.play = own  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()
