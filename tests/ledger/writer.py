"""The crash test's writer: one Azul game, a round recorded and committed again and again, each commit
reported on standard output, until someone kills the process (python -m tests.ledger.writer URL)."""

from __future__ import annotations

import sys

from assistant.ledger import db, service

PLAYERS = ["Ayşe", "Kemal", "Zeynep"]


def points(n: int) -> int:
    return n % 900


def main(url: str) -> None:
    led = db.open_ledger(url)
    view = service.start_game(led, {"game": "azul", "players": PLAYERS}, actor="writer")
    print(f"game {view.id}", flush=True)
    n = 0
    while True:
        n += 1
        view = service.record_round(led, view.id, view.version,
                                    {"scores": [{"name": p, "points": points(n)} for p in PLAYERS]}, actor="writer")
        print(f"round {n}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
