"""The Azul position and move formats of FORMATS.md as pydantic models: the boundary, validated once.

Only what makes a position unreadable is refused here (unknown keys, wrong types, impossible values, two
players with one name). Whatever can be drawn on a board but breaks a rule (a line over capacity, 9 floor
entries, 23 red tiles) parses, so `check` can name every broken rule at once. Inside the engine works on plain
tuples and strings, never on these models.

Choices beyond FORMATS.md:
- 1 to 4 players: a real game has 2-4, but checking or scoring a single board (a solo community variant, or
  one player's board at the table) is useful, so one player is accepted.
- `count` 0..99 and up to 20 floor entries parse; capacity and the 7 floor spaces are check problems.
- `first_player_marker` (optional, default false): the player holds the first player marker beside the board
  because their floor line was already full when they took it (project ruling: the marker is never
  discarded and then costs nothing).
- `placements` are read only for the grey wall; on the coloured wall they are ignored.
- Integers are strict: `"3"`, `3.0` or `true` are not the integer 3.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PlainValidator,
    StringConstraints,
    ValidationError,
    WithJsonSchema,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from assistant.azul.components import (
    COLOURS,
    EMPTY,
    FACTORIES,
    FIRST,
    LETTERS,
    SIZE,
    TILES_PER_COLOUR,
    TILES_PER_FACTORY,
)
from assistant.games import load_info
from assistant.jsonio import validation_error
from assistant.limits import SCORE_POINTS
from assistant.names import MAX_LENGTH, NameSchema, check_name, first_duplicate
from assistant.quoting import quote

Colour = Literal[COLOURS]  # type: ignore[valid-type]
FloorEntry = Literal[(*COLOURS, FIRST)]  # type: ignore[valid-type]
# assistant.names: no control or invisible characters; two names equal by names.name_key (NFKC, case folded,
# invisibles set aside, blanks trimmed) are one name, a duplicate. The schema part is built when asked for.
Name = Annotated[
    str, StringConstraints(min_length=1, max_length=MAX_LENGTH), AfterValidator(check_name), NameSchema()
]
_WALL_ROW = re.compile(rf"[{LETTERS}{re.escape(EMPTY)}]{{{SIZE}}}")


def _wall_row(value: str) -> str:
    if not _WALL_ROW.fullmatch(value):
        raise PydanticCustomError(
            "wall_row",
            "expected {size} characters, each one of {letters} or {empty}",
            {"size": SIZE, "letters": ", ".join(LETTERS), "empty": EMPTY},
        )
    return value


WallRow = Annotated[
    str, AfterValidator(_wall_row), WithJsonSchema({"type": "string", "pattern": f"^{_WALL_ROW.pattern}$"})
]
Column = Annotated[int, Field(ge=0, le=SIZE - 1)]
_LINE_KEYS = tuple(str(n) for n in range(1, SIZE + 1))
LineKey = Literal[_LINE_KEYS]  # type: ignore[valid-type]

MAX_COUNT = 99  # generous: over capacity is a check problem, not unreadable
MAX_FLOOR = 20  # likewise: over 7 entries is the check problem azul.floor.full
MAX_FACTORIES = max(FACTORIES.values())
MAX_CENTRE = SIZE * TILES_PER_COLOUR + 1  # every tile and the marker
MAX_PLAYERS = load_info("azul").players.max  # the registration's range (data/azul/game.yaml), read once


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class PatternLine(_Strict):
    """One pattern line; `count` 0 is an empty line and needs no colour (a colour given with 0 is ignored)."""

    # The schema states the validator below too: a line holding tiles (count >= 1) needs a non-null colour.
    model_config = ConfigDict(
        json_schema_extra={
            "if": {"properties": {"count": {"minimum": 1}}, "required": ["count"]},
            "then": {"required": ["colour"], "properties": {"colour": {"type": "string"}}},
        }
    )

    colour: Colour | None = None
    count: Annotated[int, Field(ge=0, le=MAX_COUNT)]

    @model_validator(mode="after")
    def _colour_when_filled(self) -> PatternLine:
        if self.count > 0 and self.colour is None:
            raise PydanticCustomError("colour_missing", "a line holding tiles needs a colour")
        return self


class Player(_Strict):
    name: Name
    score: Annotated[int, Field(ge=0, le=SCORE_POINTS)] = 0
    pattern_lines: Annotated[list[PatternLine], Field(min_length=SIZE, max_length=SIZE)]
    wall: Annotated[list[WallRow], Field(min_length=SIZE, max_length=SIZE)]
    floor: Annotated[list[FloorEntry], Field(max_length=MAX_FLOOR)] = []
    placements: dict[LineKey, Column] = {}
    first_player_marker: bool = Field(
        default=False,
        description="Holds the first player marker beside the board: the floor line was full when taken.",
    )

    @field_validator("placements", mode="before")
    @classmethod
    def _line_keys(cls, value: Any) -> Any:
        if isinstance(value, dict):
            for key in value:
                if key not in _LINE_KEYS:
                    raise PydanticCustomError(
                        "placement_key",
                        '{key} is not a pattern line: keys are "1" to "{size}"',
                        {"key": repr(key), "size": SIZE},
                    )
        return value


class Position(_Strict):
    game: Literal["azul"]
    wall_variant: Literal["colored", "grey"] = "colored"
    players: Annotated[list[Player], Field(min_length=1, max_length=MAX_PLAYERS)]
    factories: Annotated[
        list[Annotated[list[Colour], Field(max_length=TILES_PER_FACTORY)]] | None,
        Field(max_length=MAX_FACTORIES),
    ] = None
    centre: Annotated[list[FloorEntry] | None, Field(max_length=MAX_CENTRE)] = None

    # JSON Schema cannot say this one (uniqueItems compares whole objects, not their names): the exported
    # schema accepts two players of one name and the model refuses them (docs/FORMATS.md lists it;
    # tests/test_schema_strict.py checks the list).
    @field_validator("players")
    @classmethod
    def _unique_names(cls, players: list[Player]) -> list[Player]:
        dupe = first_duplicate([p.name for p in players])
        if dupe is not None:
            raise PydanticCustomError("duplicate_name", "two players are named {name}", {"name": quote(dupe)})
        return players

    @property
    def grey(self) -> bool:
        return self.wall_variant == "grey"

    def player(self, name: str) -> Player | None:
        return next((p for p in self.players if p.name == name), None)


MAX_SOURCE = 99  # a factory number past the table's factories is a move problem, not unreadable


def _from(value: Any) -> int | str:
    if value == "centre" or (type(value) is int and 0 <= value <= MAX_SOURCE):
        return value
    raise PydanticCustomError("from", 'expected a factory number (0, 1, ...) or "centre"')


def _line(value: Any) -> int | str:
    if value == "floor" or (type(value) is int and 1 <= value <= SIZE):
        return value
    raise PydanticCustomError("line", f'expected a pattern line 1-{SIZE} or "floor"')


class TakeMove(_Strict):
    """The Azul move: all tiles of one colour from a factory (or the centre) onto one pattern line."""

    action: Literal["take"]
    player: Name
    # The schemas state the validators' bounds (a PlainValidator's own schema would be any integer).
    source: Annotated[int | Literal["centre"], PlainValidator(_from), WithJsonSchema(
        {"anyOf": [{"type": "integer", "minimum": 0, "maximum": MAX_SOURCE}, {"const": "centre"}]}),
    ] = Field(alias="from")
    colour: Colour
    line: Annotated[int | Literal["floor"], PlainValidator(_line), WithJsonSchema(
        {"anyOf": [{"type": "integer", "minimum": 1, "maximum": SIZE}, {"const": "floor"}]})]


def to_dict(pos: Position) -> dict:
    """The position in its canonical JSON form (`move` returns it as `after`); optional parts only if set."""
    out: dict[str, Any] = {"game": "azul", "wall_variant": pos.wall_variant, "players": []}
    for p in pos.players:
        d: dict[str, Any] = {
            "name": p.name,
            "score": p.score,
            "pattern_lines": [
                {"colour": ln.colour, "count": ln.count} if ln.count else {"count": 0} for ln in p.pattern_lines
            ],
            "wall": list(p.wall),
            "floor": list(p.floor),
        }
        if p.placements:
            d["placements"] = dict(p.placements)
        if p.first_player_marker:
            d["first_player_marker"] = True
        out["players"].append(d)
    if pos.factories is not None:
        out["factories"] = [list(f) for f in pos.factories]
    if pos.centre is not None:
        out["centre"] = list(pos.centre)
    return out


def parse(data: Any) -> Position:
    """A position dict as the engine's Position (a Position is taken as it is); PositionError naming the field."""
    if isinstance(data, Position):
        return data
    try:
        return Position.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, "position") from None


def parse_move(data: Any) -> TakeMove:
    """A move dict as the engine's TakeMove; PositionError naming the field."""
    try:
        return TakeMove.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, "move") from None
