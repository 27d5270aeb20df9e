"""The game protocol and the registry: what every game package offers, and the one list of games.

A leaf module: everyone may import it and it imports no game, so no import cycle can pass through it.
The games themselves are found by assistant.registry (a package under assistant/ with a `game.py` defining
`GAME`); a test or a plugin may also `register` a game object directly. See docs/ADDING-A-GAME.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from assistant.problems import Problem


@dataclass(frozen=True)
class MoveOutcome:
    """What a game's move returns: the problems (none when legal), whether the player earns another action,
    and the position dict once the move is made (None when illegal)."""

    problems: list[Problem]
    extra_action: bool
    after: dict | None


@runtime_checkable
class Game(Protocol):
    """One game behind the API and the command line. Positions and moves come in as parsed JSON dicts; the
    game validates them (raising assistant.errors.PositionError with one line naming the field) into its own
    engine value, which only the game itself looks inside."""

    id: str  # the `game` field of its positions, and the name on the command line
    names: Mapping[str, str]  # the game's name per language (en, tr, es, ja)
    players: tuple[int, int]  # the fewest and the most players a position may hold
    # "position" first; other parts ("move") are `schema <id>-<part>` on the command line
    schema_parts: tuple[str, ...]
    # cells where a tile may go: place(position, player, tile) -> {"positions": [...]}; None: not in this game
    place: Callable[[Any, str, Any], dict] | None

    def parse(self, data: dict) -> Any: ...

    def check(self, position: Any) -> list[Problem]: ...

    def score(self, position: Any) -> dict: ...

    def move(self, position: Any, move: dict) -> MoveOutcome: ...

    def schema(self, part: str = "position") -> dict: ...

    def to_notation(self, position: Any) -> str: ...  # the one-line notation of a parsed position

    def from_notation(self, text: str) -> dict: ...  # a readable position dict, or PositionError naming the token

    def facts(self) -> dict: ...

    def places(self, standings: list[tuple[str, int, int | None]]) -> list[int]: ...  # final places by its rule

    def game_ends(self, rounds: list[list[int | None]]) -> bool: ...  # over after these rounds?

    def setup(self, players: int, seed: int | None = None) -> dict: ...


# What register() looks for (isinstance on a Protocol with data members is not enough on Python 3.11).
MEMBERS = ("id", "names", "players", "schema_parts", "place", "parse", "check", "score", "move", "schema",
           "to_notation", "from_notation", "facts", "places", "game_ends", "setup")
_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game (its id must be new); returns it, so a module can write GAME = register(MyGame())."""
    missing = [m for m in MEMBERS if not hasattr(game, m)]
    if missing:
        raise TypeError(f"{game!r} does not implement the game protocol (missing {', '.join(sorted(missing))})")
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Take a game out again (tests that register a toy game clean up after themselves)."""
    _GAMES.pop(game_id, None)


def registered() -> dict[str, Game]:
    """The games registered so far, by id, in order of registration (assistant.registry fills it first)."""
    return dict(_GAMES)
