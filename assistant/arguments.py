"""The public API's arguments checked at the door, one helper per kind: a wrong type or value is one
PositionError line naming the argument and what it should be, never a TypeError from deep inside, and every
function checks `lang` (and `game`) the same way. Quoted input is clipped (assistant.quoting)."""

from __future__ import annotations

from typing import Any, Literal, overload

from assistant import registry
from assistant.errors import PositionError
from assistant.paths import LANGS
from assistant.quoting import quote as quote  # re-exported: the API quotes arguments with it

MAX_ITEMS = 10_000  # no list an API function takes comes near this (a money deck is 108 cards)


def lang(value: Any) -> str | None:
    """None (the default language) or one of en, tr, es, ja."""
    if value is None or (isinstance(value, str) and value in LANGS):
        return value
    raise PositionError(f"lang: unknown language {quote(value)}, expected one of {', '.join(LANGS)}")


@overload
def game(value: Any, optional: Literal[False] = False) -> str: ...
@overload
def game(value: Any, optional: bool) -> str | None: ...
def game(value: Any, optional: bool = False) -> str | None:
    """A registered game's id (or None when `optional`)."""
    games = registry.ids()
    if (value is None and optional) or (isinstance(value, str) and value in games):
        return value
    raise PositionError(f"game: unknown game {quote(value)}, expected one of {', '.join(games)}")


def whole(value: Any, name: str, low: int, high: int, what: str = "") -> int:
    """A whole number from `low` to `high` (True and 2.0 are not whole numbers here)."""
    if type(value) is not int or not low <= value <= high:
        raise PositionError(f"{name}: {what or 'a whole number'} from {low} to {high}, not {quote(value)}")
    return value


def seed(value: Any) -> int | None:
    """A random seed: None (a fresh random game) or a whole number (the same number deals the same game)."""
    if value is None or type(value) is int:
        return value
    raise PositionError(f"seed: a whole number (or none), not {quote(value)}")


def text(value: Any, name: str, max_len: int = 1000) -> str:
    """A string, such as a player's name or a question."""
    if not isinstance(value, str):
        raise PositionError(f"{name}: expected text, not {quote(value)}")
    if len(value) > max_len:
        raise PositionError(f"{name}: longer than {max_len} characters ({quote(value)})")
    return value


@overload
def items(value: Any, name: str, what: str, optional: Literal[False] = False) -> list[Any]: ...
@overload
def items(value: Any, name: str, what: str, optional: bool) -> list[Any] | None: ...
def items(value: Any, name: str, what: str, optional: bool = False) -> list[Any] | None:
    """A list (or tuple) of at most MAX_ITEMS items; None when `optional`. The items are checked by the
    caller's model, which names the bad one."""
    if value is None and optional:
        return None
    if not isinstance(value, list | tuple) or len(value) > MAX_ITEMS:
        raise PositionError(f"{name}: expected a list of {what}, not {quote(value)}")
    return list(value)


def cell(value: Any, name: str = "cell") -> tuple[int, int]:
    """A cell as a pair of whole numbers (x, y), or an Azul place as the game names it."""
    if (isinstance(value, list | tuple) and len(value) == 2
            and all(type(v) is int and -10_000 <= v <= 10_000 for v in value)):
        return (value[0], value[1])
    raise PositionError(f"{name}: expected two whole numbers (x, y), not {quote(value)}")


def cells(value: Any, name: str = "cells") -> list[tuple[int, int]]:
    """A list of cells (see `cell`)."""
    return [cell(c, f"{name}[{i}]") for i, c in enumerate(items(value, name, "cells"))]


def standings(value: Any) -> list[tuple[str, int, int | None]]:
    """(name, score, complete rows or None) per player, for a final ranking."""
    out = []
    for i, row in enumerate(items(value, "standings", "(name, score, rows) triples")):
        if not (isinstance(row, list | tuple) and len(row) == 3 and isinstance(row[0], str)
                and type(row[1]) is int and (row[2] is None or type(row[2]) is int)):
            raise PositionError(f"standings[{i}]: expected (name, score, complete rows or none), not {quote(row)}")
        out.append((row[0], row[1], row[2]))
    return out


def rounds(value: Any) -> list[list[int | None]]:
    """Every round's complete rows per player (None where the game does not count rows)."""
    out = []
    for i, row in enumerate(items(value, "rounds", "rounds")):
        if not isinstance(row, list | tuple) or not all(v is None or type(v) is int for v in row):
            raise PositionError(f"rounds[{i}]: expected each player's complete rows (whole numbers or none), "
                                f"not {quote(row)}")
        out.append(list(row))
    return out


def flag(value: Any, name: str) -> bool:
    """True or False (1 and "yes" are not)."""
    if type(value) is not bool:
        raise PositionError(f"{name}: true or false, not {quote(value)}")
    return value


def choice(value: Any, name: str, choices: tuple[str, ...]) -> str:
    """One of a fixed set of names."""
    if isinstance(value, str) and value in choices:
        return value
    raise PositionError(f"{name}: unknown {name} {quote(value)}, expected one of {', '.join(choices)}")
