"""Azul's work behind its game protocol (assistant/azul/game.py): parse, check, score, move, schema, grey help.

Nothing but the boundary: pydantic errors become one PositionError line naming the field; the work is in
check.py, scoring.py, offer.py and grey.py.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from assistant.azul import check as _check
from assistant.azul import components, grey, offer, scoring
from assistant.azul.model import Position, TakeMove
from assistant.games import MoveOutcome
from assistant.jsonio import require_object, validation_error
from assistant.problems import Problem


def parse(data: Any) -> Position:
    if isinstance(data, Position):
        return data
    try:
        return Position.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, "position") from None


def check(pos: Position) -> list[Problem]:
    return _check.check(pos)


def score(pos: Position) -> dict:
    return scoring.score_position(pos)


def parse_move(data: Any) -> TakeMove:
    try:
        return TakeMove.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, "move") from None


def move(pos: Position, move_data: dict) -> MoveOutcome:
    problems, after = offer.take(pos, parse_move(move_data))
    return MoveOutcome(problems=problems, extra_action=False, after=after)


def schema(part: str = "position") -> dict:
    """The JSON Schema of a position, or (part "move") of the take move."""
    if part == "move":
        return {**TakeMove.model_json_schema(by_alias=True), "title": "Azul move"}
    return Position.model_json_schema()


def grey_help(position: dict, player: str) -> dict:
    """Grey wall: each full line's legal columns and the suggested placements for one player (a dict)."""
    return grey.grey_help(parse(require_object(position, "position")), player)


def next_round(position: dict) -> dict:
    """The position to play the next round from, once this round's tiles are on the walls (a dict)."""
    return scoring.next_round(parse(require_object(position, "position")))


def places(standings: list[tuple[str, int, int | None]]) -> list[int]:
    """Final places of (name, score, complete rows): equal scores share, tied leaders parted by rows."""
    return scoring.places(standings)


def game_ends(rounds: list[list[int | None]]) -> bool:
    """Whether the game is over after these rounds (each: every player's complete rows after it)."""
    return bool(rounds) and scoring.game_ends(rounds[-1])


def facts() -> dict:
    """The numbers the pages write into their texts, from data/azul/components.yaml."""
    return {
        "players": {"min": min(components.FACTORIES), "max": max(components.FACTORIES)},
        "bonus": dict(components.BONUS),
        "wall_size": components.SIZE,
        "floor_penalties": list(components.FLOOR_PENALTIES),
        "tiles_per_colour": components.TILES_PER_COLOUR,
        "round_word": components.ROUND_WORD,  # the ledger names a round by it (ui/ledger_widgets.round_text)
        "ledger": dict(components.LEDGER),  # how the ledger records a game (assistant/ledger/inputs.LedgerFacts)
        "quiz_rules": list(components.QUIZ_RULES),  # the Learn quiz's rules; empty: no quiz
    }
