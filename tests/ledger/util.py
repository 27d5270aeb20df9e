"""Small builders for ledger tests."""

from __future__ import annotations

from assistant.ledger import service
from assistant.ledger.db import Ledger
from assistant.ledger.service import GameView


def alhambra_round(**points: int) -> dict:
    return {"scores": [{"name": n, "points": p} for n, p in points.items()]}


def azul_round(**scores: int | tuple[int, int]) -> dict:
    """azul_round(Ayşe=12, Kemal=(40, 1)): a score, or (score, complete rows)."""
    out = []
    for name, v in scores.items():
        score, rows = v if isinstance(v, tuple) else (v, 0)
        out.append({"name": name, "points": score, "complete_rows": rows})
    return {"scores": out}


def play(led: Ledger, game: str, players: list[str], rounds: list[dict], **new) -> GameView:
    view = service.start_game(led, {"game": game, "players": players, **new})
    for r in rounds:
        view = service.record_round(led, view.id, view.version, r)
    return view
