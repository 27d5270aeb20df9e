"""The Alhambra position format of FORMATS.md as pydantic models: the one definition of what is readable.

Validation here is about shape and possible values only. Whether a position obeys the rules of the game
(walls, holes, too many copies of a tile) is the checker's job, so it can report every problem at once.
"""

from __future__ import annotations

from itertools import permutations
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from assistant.alhambra.catalogue import DIRK_VARIANT, dirk_may_play, game
from assistant.names import MAX_LENGTH, NameSchema, check_name, first_duplicate, name_key, same_name_pattern
from assistant.quoting import quote

_GAME = game()  # building types, currencies, money values and the player range: written once, in data/alhambra
BuildingType = Literal[_GAME.building_types]  # type: ignore[name-defined]
Currency = Literal[_GAME.currencies]  # type: ignore[name-defined]
Coord = Annotated[int, Field(ge=-1000, le=1000)]
# assistant.names: no control or invisible characters; two names equal by names.name_key (NFKC, case folded,
# invisibles set aside, blanks trimmed) are one name, a duplicate. The schema part is built when asked for.
Name = Annotated[
    str, Field(min_length=1, max_length=MAX_LENGTH), AfterValidator(check_name), NameSchema()
]
MAX_PLAYERS = _GAME.players[1]
DIRK = "Dirk"  # the neutral player of the two-player game; no player may take his name then
# A physical table holds the game's tiles and money cards (data/alhambra: 54 and 108); the list bounds below
# only stop absurd input early.
TILES = sum(_GAME.tiles.values())
CARDS = _GAME.money_cards()
LOW_VALUE, HIGH_VALUE = min(_GAME.money["values"]), max(_GAME.money["values"])


def _position_rules() -> dict:
    """AlhambraPosition._consistent in the schema: Dirk only with two players, and no player of his name then
    (the same name by assistant.names, as a pattern); one market square per currency. Built when a schema is
    asked for (the name pattern reads every code point)."""
    seats = _GAME.info.seats(DIRK_VARIANT)
    return {
        "if": {"required": ["dirk"], "properties": {"dirk": {"type": "array"}}},
        "then": {"properties": {"players": {"minItems": seats.min, "maxItems": seats.max, "items": {
            "properties": {"name": {"not": {"pattern": same_name_pattern(DIRK)}}}}}}},
        "allOf": [{"properties": {"market": {"anyOf": [{"type": "null"}, {"allOf": [
            {"contains": {"properties": {"currency": {"const": c}}}, "minContains": 0, "maxContains": 1}
            for c in _GAME.currencies]}]}}}],
    }


class Strict(BaseModel):
    # strict: a JSON "3", 3.0 or true is not the number 3, and 1 is not true. A file with such values is the
    # wrong shape (FORMATS.md: unreadable, exit 2), never silently read as something else.
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False, strict=True)


ROUNDS = _GAME.rounds  # the scoring rounds (1, 2, 3): the points table's, data/alhambra/game.yaml
Round = Literal[ROUNDS]  # type: ignore[valid-type]


def exact_int(value):
    """A Literal of rounds matches by equality even in strict mode (True == 1, 2.0 == 2): only a JSON integer."""
    if value is not None and type(value) is not int:
        raise PydanticCustomError("one_of_int", "Input should be {listed} (a JSON integer)",
                                  {"listed": _GAME.rounds_text(), "choices": ", ".join(map(str, ROUNDS))})
    return value


_VALID_WALLS = frozenset(
    "".join(p) for k in range(5) for p in permutations("NESW", k)
)
# The same in the exported schema: only N, E, S, W, none of them twice (a backreference in a lookahead, read
# alike by Python's re and ECMA-262 regular expressions).
WALLS_PATTERN = r"^(?!.*(.).*\1)[NESW]{0,4}$"
_WALLS_SCHEMA: dict[str, Any] = {"type": "string", "pattern": WALLS_PATTERN}


def _check_walls(value: str) -> str:
    if value in _VALID_WALLS:
        return value
    if any(ch not in "NESW" for ch in value):
        raise PydanticCustomError("walls_letters", "walls may only hold the letters N, E, S, W")
    if len(set(value)) != len(value):
        raise PydanticCustomError("walls_twice", "each wall side may appear once")
    return value


class TileSpec(Strict):
    """A building tile as printed: type, price, walled sides."""

    type: BuildingType
    price: int = Field(ge=1, le=99)
    walls: str = Field(max_length=4, description='walled sides, any of "N", "E", "S", "W", each at most once',
                       json_schema_extra={"pattern": WALLS_PATTERN})

    @field_validator("walls")
    @classmethod
    def _walls(cls, v: str) -> str:
        return _check_walls(v)


class PlacedTile(Strict):
    """A cell of an Alhambra: the fountain, or a building tile."""

    # The schema states _fountain_or_building too: either the fountain (no type, no price, no walls) or a
    # building with all three.
    model_config = ConfigDict(json_schema_extra={"anyOf": [
        {"required": ["fountain"], "properties": {
            "fountain": {"const": True}, "type": {"type": "null"}, "price": {"type": "null"},
            "walls": {"enum": ["", None]}}},
        {"required": ["type", "price", "walls"], "properties": {
            "fountain": {"enum": [False, None]}, "type": {"type": "string"}, "price": {"type": "integer"},
            "walls": {"type": "string"}}},
    ]})

    x: Coord
    y: Coord
    fountain: bool | None = None
    type: BuildingType | None = None
    price: int | None = Field(default=None, ge=1, le=99)
    walls: str | None = Field(default=None, max_length=4,
                              json_schema_extra={"anyOf": [_WALLS_SCHEMA, {"type": "null"}]})

    @field_validator("walls")
    @classmethod
    def _walls(cls, v: str | None) -> str | None:
        return v if v is None else _check_walls(v)

    @model_validator(mode="after")
    def _fountain_or_building(self):
        if self.fountain:
            if self.type is not None or self.price is not None:
                raise PydanticCustomError("fountain_building", "the fountain has no type or price")
            if self.walls:
                raise PydanticCustomError("fountain_walls", "the fountain has no walls")
        else:
            missing = [k for k in ("type", "price", "walls") if getattr(self, k) is None]
            if missing:
                raise PydanticCustomError("tile_needs", 'a building tile needs {missing} (or "fountain": true)',
                                          {"missing": ", ".join(missing)})
        return self


class Card(Strict):
    currency: Currency
    value: int = Field(ge=LOW_VALUE, le=HIGH_VALUE)


class MarketTile(TileSpec):
    """A market square: its currency and the tile on it."""

    currency: Currency


class AlhambraPlayer(Strict):
    name: Name
    alhambra: Annotated[list[PlacedTile], Field(max_length=200)] = Field(default_factory=list)
    reserve: Annotated[list[TileSpec], Field(max_length=200)] = Field(default_factory=list)
    hand: Annotated[list[Card], Field(max_length=CARDS)] = Field(default_factory=list)


class AlhambraPosition(Strict):
    """What lies on an Alhambra table at one moment (FORMATS.md)."""

    # The schema states _consistent as far as JSON Schema can: Dirk only with two players and no player of his
    # name then, and one market square per currency (`maxContains`). It cannot say that the players' names
    # differ (uniqueItems compares whole objects, not one field of them): that one the model alone refuses.
    model_config = ConfigDict(extra="forbid", frozen=True, title="Alhambra position",
                              json_schema_extra=lambda schema: schema.update(_position_rules()))

    game: Literal["alhambra"]
    round: Annotated[Round | None, BeforeValidator(exact_int)] = None
    players: Annotated[list[AlhambraPlayer], Field(min_length=1, max_length=MAX_PLAYERS)]
    dirk: Annotated[list[TileSpec], Field(max_length=TILES)] | None = None
    market: Annotated[list[MarketTile], Field(max_length=len(_GAME.currencies))] | None = None
    money_row: Annotated[list[Card], Field(max_length=_GAME.setup["money_row_size"])] | None = None

    @model_validator(mode="after")
    def _consistent(self):
        names = [p.name for p in self.players]
        dupe = first_duplicate(names)
        if dupe is not None:
            raise PydanticCustomError("duplicate_name", "two players share the name {name}; names must differ",
                                      {"name": quote(dupe)})
        if any(name_key(n) == name_key(DIRK) for n in names) and self.dirk is not None:
            raise PydanticCustomError(
                "dirk_name", "a player may not be called Dirk in the two-player game: Dirk is the neutral player")
        if self.dirk is not None and not dirk_may_play(len(self.players)):
            raise PydanticCustomError("dirk_players", "dirk: the neutral player Dirk only plays in the two-player game")
        squares = [m.currency for m in self.market or ()]
        if len(set(squares)) != len(squares):
            raise PydanticCustomError("market_currency", "market: each currency has one market square")
        return self
