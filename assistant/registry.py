"""The registry filled: every game package under assistant/ found and registered, then handed out.

A game package is a directory of assistant/ holding a `game.py` whose `GAME` implements assistant.games.Game.
Finding them by looking (not by a list of names) is what lets a new game be added without editing the API,
the command line, the pages, the answerer or the ledger. Games are sorted by id so every list is stable.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from assistant import games
from assistant.errors import PositionError
from assistant.quoting import quote

_HERE = Path(__file__).resolve().parent
G = TypeVar("G")


@lru_cache(maxsize=1)
def _discover() -> tuple[str, ...]:
    found: list[str] = []
    for package in sorted(p.parent.name for p in _HERE.glob("*/game.py")):
        module = importlib.import_module(f"assistant.{package}.game")
        games.register(module.GAME)
        found.append(module.GAME.id)
    return tuple(found)


def all_games() -> dict[str, games.Game]:
    """Every game, by id, sorted by id: the built-in packages and any registered since."""
    _discover()
    return dict(sorted(games.registered().items()))


def ids() -> tuple[str, ...]:
    return tuple(all_games())


def get(game_id: object) -> games.Game:
    """The game of that id, or PositionError naming the choices (a position's `game` is outside input)."""
    found = all_games()
    if isinstance(game_id, str) and game_id in found:
        return found[game_id]
    raise PositionError(f"game: unknown game {quote(game_id)}, expected one of {', '.join(found)}")


def get_as(game_id: str, kind: type[G]) -> G:
    """The game of that id as its own class, for what only that game has (Alhambra's deal, Azul's grey wall):
    the caller names the class, so mypy checks the call against it; PositionError when it is another game."""
    game = get(game_id)
    if not isinstance(game, kind):
        raise PositionError(f"game: {quote(game_id)} is not {kind.__name__}")
    return game
