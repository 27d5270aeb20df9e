"""The Alhambra position format of FORMATS.md as pydantic models: the one definition of what is readable.

Validation here is about shape and possible values only. Whether a position obeys the rules of the game
(walls, holes, too many copies of a tile) is the checker's job, so it can report every problem at once.

The models are made from the box and the registration (catalogue.game(): building types, currencies, money
values, the money row, the player range, the scoring rounds) by `models()`, kept until `paths.refresh()` like the
box itself: the schema and the validation always state the data the engine reads. That is why the classes are
made in a function rather than at import, as Azul's model.py does (mypy sees type[BaseModel]; the engine reads a
validated model as Any and works on table.Table).
"""

from dataclasses import dataclass
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

from assistant.alhambra.catalogue import DIRK_VARIANT, Game, dirk_may_play, game
from assistant.names import MAX_LENGTH, NameSchema, check_name, first_duplicate, name_key, same_name_pattern
from assistant.paths import derived
from assistant.quoting import quote

Coord = Annotated[int, Field(ge=-1000, le=1000)]
# assistant.names: no control or invisible characters; two names equal by names.name_key (NFKC, case folded,
# invisibles set aside, blanks trimmed) are one name, a duplicate. The schema part is built when asked for.
Name = Annotated[
    str, Field(min_length=1, max_length=MAX_LENGTH), AfterValidator(check_name), NameSchema()
]
DIRK = "Dirk"  # the neutral player of the two-player game; no player may take his name then


class Strict(BaseModel):
    # strict: a JSON "3", 3.0 or true is not the number 3, and 1 is not true. A file with such values is the
    # wrong shape (FORMATS.md: unreadable, exit 2), never silently read as something else.
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False, strict=True)


@dataclass(frozen=True)
class Models:
    """The position models of the current box (see the module docstring); moves.py builds the moves from them."""

    position: type[BaseModel]
    tile: type[BaseModel]  # TileSpec: a building tile as printed (a move's `tile`, place's `--tile`)
    card: type[BaseModel]  # Card: a money card
    currency: Any  # the Literal of the currencies (a market square, a card)
    cards: int  # how many money cards the game has: a list bound


@derived
def models() -> Models:
    """The models made from the box and the registration, kept until `paths.refresh()`."""
    g = game()
    currency = Literal[g.currencies]  # type: ignore[name-defined]
    tile, placed = _tiles(g)
    card = _card(g, currency)
    market = _market(tile, currency)
    player = _player(g, placed, tile, card)
    return Models(_position(g, player, tile, market, card), tile, card, currency, g.money_cards())


def read_card(data: Any) -> tuple[str, int]:
    """A money card validated by the Card model, as the engine's (currency, value); ValidationError if unreadable."""
    card: Any = models().card.model_validate(data)
    return (card.currency, card.value)


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


def _tiles(g: Game) -> tuple[type[BaseModel], type[BaseModel]]:
    """TileSpec and PlacedTile: a tile as printed, and a cell of an Alhambra."""
    building_type = Literal[g.building_types]  # type: ignore[name-defined]

    class TileSpec(Strict):
        """A building tile as printed: type, price, walled sides."""

        type: building_type
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
        type: building_type | None = None
        price: int | None = Field(default=None, ge=1, le=99)
        walls: str | None = Field(default=None, max_length=4,
                                  json_schema_extra={"anyOf": [_WALLS_SCHEMA, {"type": "null"}]})

        @field_validator("walls")
        @classmethod
        def _walls(cls, v: str | None) -> str | None:
            return v if v is None else _check_walls(v)

        @model_validator(mode="after")
        def _fountain_or_building(self) -> Any:
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

    return TileSpec, PlacedTile


def _card(g: Game, currency_type: Any) -> type[BaseModel]:
    low, high = min(g.money["values"]), max(g.money["values"])

    class Card(Strict):
        currency: currency_type
        value: int = Field(ge=low, le=high)

    return Card


def _market(tile: type[BaseModel], currency_type: Any) -> type[BaseModel]:
    class MarketTile(tile):  # type: ignore[valid-type,misc]
        """A market square: its currency and the tile on it."""

        currency: currency_type

    return MarketTile


def _player(g: Game, placed: type[BaseModel], tile: type[BaseModel], card: type[BaseModel]) -> type[BaseModel]:
    cards = g.money_cards()

    class AlhambraPlayer(Strict):
        name: Name
        alhambra: Annotated[list[placed], Field(max_length=200)] = Field(default_factory=list)  # type: ignore[valid-type]
        reserve: Annotated[list[tile], Field(max_length=200)] = Field(default_factory=list)  # type: ignore[valid-type]
        hand: Annotated[list[card], Field(max_length=cards)] = Field(default_factory=list)  # type: ignore[valid-type]

    return AlhambraPlayer


def _position_rules(g: Game) -> dict:
    """AlhambraPosition._consistent in the schema: Dirk only with two players, and no player of his name then
    (the same name by assistant.names, as a pattern); one market square per currency. Built when a schema is
    asked for (the name pattern reads every code point)."""
    seats = g.info.seats(DIRK_VARIANT)
    return {
        "if": {"required": ["dirk"], "properties": {"dirk": {"type": "array"}}},
        "then": {"properties": {"players": {"minItems": seats.min, "maxItems": seats.max, "items": {
            "properties": {"name": {"not": {"pattern": same_name_pattern(DIRK)}}}}}}},
        "allOf": [{"properties": {"market": {"anyOf": [{"type": "null"}, {"allOf": [
            {"contains": {"properties": {"currency": {"const": c}}}, "minContains": 0, "maxContains": 1}
            for c in g.currencies]}]}}}],
    }


def _round(g: Game) -> Any:
    """The scoring rounds (1, 2, 3: the points table's, data/alhambra/game.yaml) as a field type."""
    rounds = g.rounds

    def exact_int(value: Any) -> Any:
        """A Literal of rounds matches by equality even in strict mode (True == 1, 2.0 == 2): only a JSON integer."""
        if value is not None and type(value) is not int:
            raise PydanticCustomError("one_of_int", "Input should be {listed} (a JSON integer)",
                                      {"listed": g.rounds_text(), "choices": ", ".join(map(str, rounds))})
        return value

    return Annotated[Literal[rounds] | None, BeforeValidator(exact_int)]


def _position(g: Game, player_model: type[BaseModel], tile_model: type[BaseModel], market_model: type[BaseModel],
              card_model: type[BaseModel]) -> type[BaseModel]:
    round_type = _round(g)
    tiles = sum(g.tiles.values())  # the bounds only stop absurd input early (data/alhambra: 54 tiles)

    class AlhambraPosition(Strict):
        """What lies on an Alhambra table at one moment (FORMATS.md)."""

        # The schema states _consistent as far as JSON Schema can: Dirk only with two players and no player of his
        # name then, and one market square per currency (`maxContains`). It cannot say that the players' names
        # differ (uniqueItems compares whole objects, not one field of them): that one the model alone refuses.
        model_config = ConfigDict(extra="forbid", frozen=True, title="Alhambra position",
                                  json_schema_extra=lambda schema: schema.update(_position_rules(g)))

        game: Literal["alhambra"]
        round: round_type = None  # type: ignore[valid-type]
        players: Annotated[list[player_model], Field(min_length=1, max_length=g.players[1])]  # type: ignore[valid-type]
        dirk: Annotated[list[tile_model], Field(max_length=tiles)] | None = None  # type: ignore[valid-type]
        market: Annotated[list[market_model], Field(max_length=len(g.currencies))] | None = None  # type: ignore[valid-type]
        money_row: Annotated[list[card_model], Field(max_length=g.setup["money_row_size"])] | None = None  # type: ignore[valid-type]

        @model_validator(mode="after")
        def _consistent(self) -> Any:
            players: list[Any] = self.players
            names = [p.name for p in players]
            dupe = first_duplicate(names)
            if dupe is not None:
                raise PydanticCustomError("duplicate_name", "two players share the name {name}; names must differ",
                                          {"name": quote(dupe)})
            if any(name_key(n) == name_key(DIRK) for n in names) and self.dirk is not None:
                raise PydanticCustomError(
                    "dirk_name", "a player may not be called Dirk in the two-player game: Dirk is the neutral player")
            if self.dirk is not None and not dirk_may_play(len(self.players)):
                raise PydanticCustomError("dirk_players",
                                          "dirk: the neutral player Dirk only plays in the two-player game")
            market: list[Any] = self.market or []
            squares = [m.currency for m in market]
            if len(set(squares)) != len(squares):
                raise PydanticCustomError("market_currency", "market: each currency has one market square")
            return self

    return AlhambraPosition
