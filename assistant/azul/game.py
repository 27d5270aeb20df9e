"""Azul as a registered game (assistant.games.Game): the protocol's surface over this package's modules.

Azul has no "where may this tile go" question on a whole position (a completed pattern line has one space on
the coloured wall; the grey wall's choices are `grey_help`), so `place` is None and the API says so.
"""

from __future__ import annotations

import random

from assistant.azul import components as c
from assistant.azul import notation, service
from assistant.azul.model import Position
from assistant.azul.wall import pattern_colour
from assistant.errors import PositionError
from assistant.games import MoveOutcome
from assistant.problems import Problem


class Azul:
    id = "azul"
    schema_parts = ("position", "move")
    place = None
    names = c.NAMES_OF_GAME
    players = c.PLAYERS

    def parse(self, data: dict) -> Position:
        return service.parse(data)

    def check(self, position: Position) -> list[Problem]:
        return service.check(position)

    def score(self, position: Position) -> dict:
        return service.score(position)

    def move(self, position: Position, move: dict) -> MoveOutcome:
        return service.move(position, move)

    def schema(self, part: str = "position") -> dict:
        return service.schema(part)

    def to_notation(self, position: Position) -> str:
        return notation.to_notation(position)

    def from_notation(self, text: str) -> dict:
        return notation.from_notation(text)

    def facts(self) -> dict:
        """What a page shows about the box, from data/azul/components.yaml."""
        return service.facts() | {
            "colours": list(c.COLOURS),
            "letters": dict(c.LETTER_OF),
            "colour_names": {k: dict(v) for k, v in c.NAMES.items()},
            "size": c.SIZE,
            "empty": c.EMPTY,
            "first_player_marker": c.FIRST,
            "tiles_per_colour": c.TILES_PER_COLOUR,
            "variants": ["colored", "grey"],  # the coloured wall (default) or the grey one
            "floor_penalties": list(c.FLOOR_PENALTIES),
            "floor_spaces": c.FLOOR_SPACES,
            "line_x": c.LINE_X,  # a problem's cell on a pattern line is [line_x, row] (assistant/azul/__init__.py)
            "pattern": [[pattern_colour(r, col) for col in range(c.SIZE)] for r in range(c.SIZE)],
            "factories": dict(c.FACTORIES),
            "tiles_per_factory": c.TILES_PER_FACTORY,
        }

    def places(self, standings: list[tuple[str, int, int | None]]) -> list[int]:
        """Final places of (name, score, complete rows) by this game's rule (shared places, tie-breaks)."""
        return service.places(standings)

    def game_ends(self, rounds: list[list[int | None]]) -> bool:
        """Whether the game is over after these rounds (each: every player's complete rows, or None)."""
        return service.game_ends(rounds)

    def setup(self, players: int, seed: int | None = None) -> dict:
        """A first round: empty boards, the factories filled from a full bag (shuffled by `seed`)."""
        from assistant.azul.setup import full_bag, start_round

        if type(players) is not int or not c.PLAYERS[0] <= players <= c.PLAYERS[1]:
            raise PositionError(f"players: Azul is for {c.PLAYERS[0]} to {c.PLAYERS[1]} players (a whole number)")
        refill = start_round(players, full_bag(), (), random.Random(seed))
        empty_row = c.EMPTY * c.SIZE
        boards = [{"name": f"Player {i + 1}", "score": 0, "pattern_lines": [{"count": 0}] * c.SIZE,
                   "wall": [empty_row] * c.SIZE, "floor": []} for i in range(players)]
        return {"game": self.id, "wall_variant": "colored", "players": boards, **refill.table()}

    # --- what only Azul has (assistant.api's azul_* helpers) ---

    def next_round(self, position: dict) -> dict:
        """The position to play the next round from, once this round's tiles are on the walls."""
        return service.next_round(position)

    def grey_help(self, position: dict, player: str) -> dict:
        return service.grey_help(position, player)


GAME = Azul()
