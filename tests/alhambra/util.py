"""Building test positions from real tiles of the game, by their walls, so checks see a possible table."""

from __future__ import annotations

from assistant.alhambra.generate import Box  # noqa: F401  (re-exported for the tests)


def cell(x: int, y: int, tile: dict) -> dict:
    return {"x": x, "y": y, **tile}


def fountain(x: int = 0, y: int = 0) -> dict:
    return {"x": x, "y": y, "fountain": True}


def position(*players: tuple[str, list[dict]], round: int | None = None, **extra) -> dict:
    out = {"game": "alhambra", "players": [{"name": n, "alhambra": cells} for n, cells in players], **extra}
    if round is not None:
        out["round"] = round
    return out


def hand_tile(type: str, price: int, walls: str) -> dict:
    return {"type": type, "price": price, "walls": walls}


def rules_of(result: dict) -> list[str]:
    return sorted(p["rule"] for p in result["problems"])


def ring_3x3(box: Box | None = None) -> list[dict]:
    """Fountain in the middle of eight tiles whose outer sides are all walled: a closed ring of 12."""
    box = box or Box()
    walls = {(-1, -1): "NW", (0, -1): "N", (1, -1): "NE", (1, 0): "E", (1, 1): "ES", (0, 1): "S",
             (-1, 1): "SW", (-1, 0): "W"}
    return [fountain()] + [cell(x, y, box.take(w)) for (x, y), w in walls.items()]
