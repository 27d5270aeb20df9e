"""kill -9 in the middle of a game: everything committed before is intact, and the database opens, migrates
and takes new rounds as before."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

from sqlalchemy import text

from assistant.ledger import db, service
from tests.ledger.writer import PLAYERS, points

ROOT = Path(__file__).resolve().parents[2]
COMMITS = 25


def test_killing_the_writer_mid_game_loses_nothing_it_saved(db_url, backend):
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-m", "tests.ledger.writer", db_url], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(120, proc.kill)  # a writer that hangs must not hang the suite
    watchdog.start()
    game_id, saved = None, 0
    try:
        for line in proc.stdout:
            word, number = line.split()
            if word == "game":
                game_id = int(number)
            else:
                saved = int(number)
            if saved >= COMMITS:
                os.kill(proc.pid, signal.SIGKILL)  # while it is busy with the next round
                break
    finally:
        watchdog.cancel()
        proc.kill()
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL, err[-2000:]
    assert game_id is not None and saved >= COMMITS, err[-2000:]

    led = db.open_ledger(db_url)  # what the app does at its next start: open, upgrade head
    try:
        if backend == "sqlite":
            with led.engine.connect() as conn:
                assert conn.execute(text("PRAGMA integrity_check")).scalar() == "ok"
        view = service.load_game(led, game_id)
        # every round reported as saved is there (one more may have committed before the kill landed)
        assert saved <= len(view.rounds) <= saved + 1
        assert [r.number for r in view.rounds] == list(range(1, len(view.rounds) + 1))
        for r in view.rounds:
            assert r.points == (points(r.number),) * len(PLAYERS)
        recorded = [e.round for e in service.game_log(led, game_id) if e.kind == "recorded"]
        assert recorded == [r.number for r in view.rounds]  # log and rounds were committed together
        after = service.record_round(led, game_id, view.version,
                                     {"scores": [{"name": p, "points": 1} for p in PLAYERS]})
        assert len(after.rounds) == len(view.rounds) + 1
    finally:
        led.close()
