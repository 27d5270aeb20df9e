"""Azul as a registered game (assistant.games.Game): the one adapter between the API and the rule modules.

Dict in at the boundary (table.parse: the pydantic models validate, the engine's immutable Table comes out, as
Alhambra's does), the Table inside, dicts out. A move is parsed the way Alhambra's is: `parse_move` validates it
with the move model (frozen) and the rule module (offer.take) checks that parsed move. The registration (`info`)
is data/azul/game.yaml; the box's facts are data/azul/components.yaml; both are read through the one data reader
(assistant.paths) and kept until `paths.refresh()`, as the models (and so the schema) are. Azul has no "where
may this tile go" question on a whole position (a completed pattern line has one space on the coloured wall; the
grey wall's choices are `grey_help`), so `place` is None and the API says so; `play` is the turn-by-turn rules of
a table (assistant/azul/turns.py). What only Azul has (the grey wall's help, the next round) are methods of this
class; assistant.api reaches them through `registry.get_as`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assistant.azul import check as rules
from assistant.azul import grey, notation, offer, scoring
from assistant.azul.components import LINE_X, box
from assistant.azul.model import models, parse_move
from assistant.azul.setup import full_bag, start_round
from assistant.azul.table import Table, parse
from assistant.azul.turns import TURNS
from assistant.azul.wall import pattern_colour
from assistant.errors import PositionError
from assistant.games import JSON, BoxFacts, Game, GameInfo, MoveOutcome, Rounds, Standings, load_info
from assistant.jsonio import require_object
from assistant.problems import Problem


@dataclass(frozen=True)
class AzulFacts(BoxFacts):
    """What the pages write about the box, from data/azul/components.yaml (one name per fact)."""

    colours: tuple[str, ...]
    letters: Mapping[str, str]  # colour -> the letter of a wall string
    colour_names: Mapping[str, Mapping[str, str]]  # colour -> language -> name
    wall_size: int  # the wall is wall_size x wall_size; pattern line n holds n tiles
    empty: str  # an empty wall space
    first_player_marker: str
    tiles_per_colour: int
    bonus: Mapping[str, int]  # end-of-game bonus per complete row, column, colour
    floor_penalties: tuple[int, ...]
    floor_spaces: int
    line_x: int  # a problem's cell on a pattern line is [line_x, row] (assistant/azul/__init__.py)
    pattern: tuple[tuple[str, ...], ...]  # the printed colour of each wall space
    factories: Mapping[int, int]  # players -> factory displays
    tiles_per_factory: int


class Azul:
    id = "azul"
    schema_parts = ("position", "move")
    place = None
    play = TURNS  # turn by turn at a table (assistant/azul/turns.py)

    @property
    def info(self) -> GameInfo:
        return load_info(self.id)

    def parse(self, data: JSON) -> Table:
        return parse(data)

    def check(self, position: Table) -> list[Problem]:
        return rules.check(position)

    def score(self, position: Table) -> JSON:
        return scoring.score_position(position)

    def move(self, position: Table, move: JSON) -> MoveOutcome:
        problems, after = offer.take(position, parse_move(move))
        return MoveOutcome(problems=problems, extra_action=False, after=after)

    def schema(self, part: str = "position") -> JSON:
        """The JSON Schema of a position, or (part "move") of the take move."""
        if part == "move":
            return {**models().move.model_json_schema(by_alias=True), "title": "Azul move"}
        return models().position.model_json_schema()

    def to_notation(self, position: Table) -> str:
        return notation.to_notation(position)

    def from_notation(self, text: str) -> JSON:
        return notation.from_notation(text)

    def facts(self) -> AzulFacts:
        b = box()
        return AzulFacts(
            colours=b.colours,
            letters=b.letter_of,
            colour_names=b.names,
            wall_size=b.size,
            empty=b.empty,
            first_player_marker=b.first,
            tiles_per_colour=b.tiles_per_colour,
            bonus=b.bonus,
            floor_penalties=b.floor_penalties,
            floor_spaces=b.floor_spaces,
            line_x=LINE_X,
            pattern=tuple(tuple(pattern_colour(r, col) for col in range(b.size)) for r in range(b.size)),
            factories=b.factories,
            tiles_per_factory=b.tiles_per_factory,
        )

    def places(self, standings: Standings) -> list[int]:
        """Final places of (name, score, complete rows): equal scores share, tied leaders parted by rows."""
        return scoring.places(standings)

    def game_ends(self, rounds: Rounds) -> bool:
        """Whether the game is over after these rounds (each: every player's complete rows after it)."""
        return bool(rounds) and scoring.game_ends(rounds[-1])

    def setup(self, players: int, seed: int | None = None) -> JSON:
        """A first round: empty boards, the factories filled from a full bag (shuffled by `seed`)."""
        seats = self.info.players
        if players not in seats:
            raise PositionError(f"players: Azul is for {seats.min} to {seats.max} players (a whole number)")
        refill = start_round(players, full_bag(), (), random.Random(seed))
        b = box()
        empty_row = b.empty * b.size
        boards = [{"name": f"Player {i + 1}", "score": 0, "pattern_lines": [{"count": 0}] * b.size,
                   "wall": [empty_row] * b.size, "floor": []} for i in range(players)]
        return {"game": self.id, "wall_variant": self.info.variants[0], "players": boards, **refill.table()}

    # --- what only Azul has (assistant.api's azul_* helpers) ---

    def next_round(self, position: Any) -> JSON:
        """The position to play the next round from, once this round's tiles are on the walls."""
        return scoring.next_round(parse(require_object(position, "position")))

    def grey_help(self, position: Any, player: str) -> JSON:
        """Grey wall: each full line's legal columns and the suggested placements for one player."""
        return grey.grey_help(parse(require_object(position, "position")), player)


GAME = Azul()
_PROTOCOL: Game = GAME  # mypy holds the class to the protocol here
