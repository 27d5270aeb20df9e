"""Small builders for Azul test positions (plain dicts in the FORMATS.md shape)."""

from __future__ import annotations

from assistant.azul.components import box

PATTERN = box().pattern  # the printed wall, row by row, as letters


EMPTY_WALL = [".....", ".....", ".....", ".....", "....."]


def printed(*cells: tuple[int, int]) -> list[str]:
    """A coloured wall with tiles on the given (x, y) cells, each of its printed colour."""
    rows = [list(r) for r in EMPTY_WALL]
    for x, y in cells:
        rows[y][x] = PATTERN[y][x]
    return ["".join(r) for r in rows]


def lines(**full: str | tuple[str, int]) -> list[dict]:
    """Pattern lines: l3="red" is a full line 3 of red; l4=("red", 2) holds 2 red; the rest empty."""
    out: list[dict] = []
    for n in range(1, 6):
        value = full.get(f"l{n}")
        if value is None:
            out.append({"count": 0})
        elif isinstance(value, str):
            out.append({"colour": value, "count": n})
        else:
            out.append({"colour": value[0], "count": value[1]})
    return out


def player(name: str = "Ayşe", *, wall=None, pattern=None, floor=(), score: int = 0, **extra) -> dict:
    return {
        "name": name,
        "score": score,
        "pattern_lines": pattern if pattern is not None else lines(),
        "wall": list(wall) if wall is not None else list(EMPTY_WALL),
        "floor": list(floor),
        **extra,
    }


def position(*players: dict, variant: str = "colored", **extra) -> dict:
    return {"game": "azul", "wall_variant": variant, "players": list(players) or [player()], **extra}
