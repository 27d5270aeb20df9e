"""The Azul position and move formats of FORMATS.md as pydantic models: the boundary, validated once.

Only what makes a position unreadable is refused here (unknown keys, wrong types, impossible values, two
players with one name). Whatever can be drawn on a board but breaks a rule (a line over capacity, 9 floor
entries, 23 red tiles) parses, so `check` can name every broken rule at once. Inside, the engine works on the
immutable values of assistant/azul/table.py (`table.parse`), never on these models.

The models are made from the box (components.box) and the registration's player range by `models()`, kept
until `paths.refresh()` like the box itself: the schema and the validation always state the data the engine
reads. That is why the classes are made in functions rather than at import (mypy sees type[BaseModel]).

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

import re
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Self

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

from assistant.azul.components import Box, box
from assistant.games import load_info
from assistant.jsonio import validation_error
from assistant.limits import SCORE_POINTS
from assistant.names import MAX_LENGTH, NameSchema, check_name, first_duplicate
from assistant.paths import derived
from assistant.quoting import quote

# assistant.names: no control or invisible characters; two names equal by names.name_key (NFKC, case folded,
# invisibles set aside, blanks trimmed) are one name, a duplicate. The schema part is built when asked for.
Name = Annotated[
    str, StringConstraints(min_length=1, max_length=MAX_LENGTH), AfterValidator(check_name), NameSchema()
]
MAX_COUNT = 99  # generous: over capacity is a check problem, not unreadable
MAX_FLOOR = 20  # likewise: over 7 entries is the check problem azul.floor.full
MAX_SOURCE = 99  # a factory number past the table's factories is a move problem, not unreadable


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


@dataclass(frozen=True)
class Models:
    """The position and move models of the current box (see the module docstring)."""

    position: type[BaseModel]
    move: type[BaseModel]


@derived
def models() -> Models:
    """The models made from the box and the registration, kept until `paths.refresh()`."""
    b = box()
    return Models(_position(b, _player(b), load_info("azul").players.max), _take_move(b))


def _wall_row_type(b: Box) -> Any:
    row = re.compile(rf"[{b.letters}{re.escape(b.empty)}]{{{b.size}}}")

    def wall_row(value: str) -> str:
        if not row.fullmatch(value):
            raise PydanticCustomError(
                "wall_row",
                "expected {size} characters, each one of {letters} or {empty}",
                {"size": b.size, "letters": ", ".join(b.letters), "empty": b.empty},
            )
        return value

    return Annotated[str, AfterValidator(wall_row), WithJsonSchema({"type": "string", "pattern": f"^{row.pattern}$"})]


def _player(b: Box) -> type[BaseModel]:
    colour_type = Literal[b.colours]  # type: ignore[name-defined]
    entry_type = Literal[(*b.colours, b.first)]  # type: ignore[valid-type]
    line_keys = tuple(str(n) for n in range(1, b.size + 1))
    wall_row = _wall_row_type(b)

    class PatternLine(_Strict):
        """One pattern line; `count` 0 is an empty line and needs no colour (a colour given with 0 is ignored)."""

        # The schema states the validator below too: a line holding tiles (count >= 1) needs a non-null colour.
        model_config = ConfigDict(
            json_schema_extra={
                "if": {"properties": {"count": {"minimum": 1}}, "required": ["count"]},
                "then": {"required": ["colour"], "properties": {"colour": {"type": "string"}}},
            }
        )

        colour: colour_type | None = None
        count: Annotated[int, Field(ge=0, le=MAX_COUNT)]

        @model_validator(mode="after")
        def _colour_when_filled(self) -> Self:
            if self.count > 0 and self.colour is None:
                raise PydanticCustomError("colour_missing", "a line holding tiles needs a colour")
            return self

    class Player(_Strict):
        name: Name
        score: Annotated[int, Field(ge=0, le=SCORE_POINTS)] = 0
        pattern_lines: Annotated[list[PatternLine], Field(min_length=b.size, max_length=b.size)]
        wall: Annotated[list[wall_row], Field(min_length=b.size, max_length=b.size)]  # type: ignore[valid-type]
        floor: Annotated[list[entry_type], Field(max_length=MAX_FLOOR)] = []
        placements: dict[Literal[line_keys], Annotated[int, Field(ge=0, le=b.size - 1)]] = {}  # type: ignore[valid-type]
        first_player_marker: bool = Field(
            default=False,
            description="Holds the first player marker beside the board: the floor line was full when taken.",
        )

        @field_validator("placements", mode="before")
        @classmethod
        def _line_keys(cls, value: Any) -> Any:
            if isinstance(value, dict):
                for key in value:
                    if key not in line_keys:
                        raise PydanticCustomError(
                            "placement_key",
                            '{key} is not a pattern line: keys are "1" to "{size}"',
                            {"key": repr(key), "size": b.size},
                        )
            return value

    return Player


def _position(b: Box, player: type[BaseModel], most: int) -> type[BaseModel]:
    colour_type = Literal[b.colours]  # type: ignore[name-defined]
    entry_type = Literal[(*b.colours, b.first)]  # type: ignore[valid-type]

    class Position(_Strict):
        game: Literal["azul"]
        wall_variant: Literal["colored", "grey"] = "colored"
        players: Annotated[list[player], Field(min_length=1, max_length=most)]  # type: ignore[valid-type]
        factories: Annotated[
            list[Annotated[list[colour_type], Field(max_length=b.tiles_per_factory)]] | None,
            Field(max_length=max(b.factories.values())),
        ] = None
        # every tile and the marker
        centre: Annotated[list[entry_type] | None, Field(max_length=b.size * b.tiles_per_colour + 1)] = None

        # JSON Schema cannot say this one (uniqueItems compares whole objects, not their names): the exported
        # schema accepts two players of one name and the model refuses them (docs/FORMATS.md lists it;
        # tests/test_schema_strict.py checks the list).
        @field_validator("players")
        @classmethod
        def _unique_names(cls, players: list[Any]) -> list[Any]:
            dupe = first_duplicate([p.name for p in players])
            if dupe is not None:
                raise PydanticCustomError("duplicate_name", "two players are named {name}", {"name": quote(dupe)})
            return players

    return Position


def _take_move(b: Box) -> type[BaseModel]:
    colour_type = Literal[b.colours]  # type: ignore[name-defined]

    def from_(value: Any) -> int | str:
        if value == "centre" or (type(value) is int and 0 <= value <= MAX_SOURCE):
            return value
        raise PydanticCustomError("from", 'expected a factory number (0, 1, ...) or "centre"')

    def line_(value: Any) -> int | str:
        if value == "floor" or (type(value) is int and 1 <= value <= b.size):
            return value
        raise PydanticCustomError("line", f'expected a pattern line 1-{b.size} or "floor"')

    class TakeMove(_Strict):
        """The Azul move: all tiles of one colour from a factory (or the centre) onto one pattern line."""

        action: Literal["take"]
        player: Name
        # The schemas state the validators' bounds (a PlainValidator's own schema would be any integer).
        source: Annotated[int | Literal["centre"], PlainValidator(from_), WithJsonSchema(
            {"anyOf": [{"type": "integer", "minimum": 0, "maximum": MAX_SOURCE}, {"const": "centre"}]}),
        ] = Field(alias="from")
        colour: colour_type
        line: Annotated[int | Literal["floor"], PlainValidator(line_), WithJsonSchema(
            {"anyOf": [{"type": "integer", "minimum": 1, "maximum": b.size}, {"const": "floor"}]})]

    return TakeMove


def validate(data: Any) -> Any:
    """A position dict validated by the Position model (table.parse makes the engine's value of it);
    PositionError naming the field."""
    try:
        return models().position.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, "position") from None


def parse_move(data: Any) -> Any:
    """A move dict as the TakeMove it is (frozen, validated: the value offer.take checks); PositionError naming the
    field. Both games parse a move this way: the game's `parse_move`, then its rule function on the parsed move."""
    try:
        return models().move.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, "move") from None
