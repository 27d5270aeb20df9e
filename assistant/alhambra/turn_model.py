"""The turn-by-turn JSON of Alhambra (turns.py) as pydantic models: a step and a turn validated at the boundary,
one PositionError line naming the field when either is malformed (an unknown step kind, a wrong shape).

Made from the position models and the box (model.models(), catalogue.game()) and kept until `paths.refresh()`, as
moves.move_models() is: a card, a tile, a currency and a cell are the same fields a move reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from assistant.alhambra.catalogue import game
from assistant.alhambra.model import Name, models
from assistant.alhambra.moves import At
from assistant.jsonio import validation_error
from assistant.paths import derived

# what is asked next (data/i18n play.phase.alhambra.<phase>); "dirk": his tiles right after a scoring
PHASES = ("act", "place", "refill", "dirk", "over")
PLACES = ("alhambra", "reserve", "dirk")  # where a held tile goes (Dirk's pile only where he plays)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)  # "2" is not 2 (see model.Strict)


@dataclass(frozen=True)
class TurnModels:
    step: TypeAdapter[Any]  # the eight step kinds, discriminated by "step"
    turn: type[BaseModel]


@derived
def turn_models() -> TurnModels:
    """The step union and the turn model of the current box."""
    m, g = models(), game()
    card, tile, currency = m.card, m.tile, m.currency
    row = g.setup["money_row_size"]

    class Take(_Strict):
        step: Literal["take"]
        cards: Annotated[list[card], Field(min_length=1, max_length=row)]  # type: ignore[valid-type]

    class Buy(_Strict):
        step: Literal["buy"]
        square: currency  # type: ignore[valid-type]
        pay: Annotated[list[card], Field(min_length=1, max_length=m.cards)]  # type: ignore[valid-type]

    class Remove(_Strict):
        step: Literal["remove"]
        at: At

    class Add(_Strict):
        step: Literal["add"]
        tile: tile  # type: ignore[valid-type]
        at: At

    class Swap(_Strict):
        step: Literal["swap"]
        tile: tile  # type: ignore[valid-type]
        at: At

    class Place(_Strict):
        step: Literal["place"]
        tile: tile  # type: ignore[valid-type]
        to: Literal[PLACES]  # type: ignore[valid-type]
        at: At | None = None

    class Refill(_Strict):
        step: Literal["refill"]
        market: Annotated[dict[currency, tile | None], Field(max_length=len(g.currencies))] = {}  # type: ignore[valid-type]
        money: Annotated[list[card], Field(max_length=row)] = []  # type: ignore[valid-type]
        scoring: bool = False
        bag_empty: bool = False

    class Dirk(_Strict):
        step: Literal["dirk"]
        tiles: Annotated[list[tile], Field(max_length=sum(g.tiles.values()))] = []  # type: ignore[valid-type]

    step = TypeAdapter(Annotated[Take | Buy | Remove | Add | Swap | Place | Refill | Dirk, Field(discriminator="step")])
    return TurnModels(step, _turn_model(tile, g))


def _turn_model(tile: Any, g: Any) -> type[BaseModel]:
    """The turn: whose step, the phase, the actions, the tiles held; at the end, the market tiles awarded."""

    class Award(_Strict):
        player: Name
        tiles: Annotated[list[tile], Field(min_length=1, max_length=g.setup["market_size"])]

    class Turn(_Strict):
        player: Name | None
        phase: Literal[PHASES]  # type: ignore[valid-type]
        action: int = Field(default=1, ge=1, le=g.turn["max_actions"])
        held: Annotated[list[tile], Field(max_length=g.setup["market_size"])] = []
        turn: int = Field(default=1, ge=1)
        # the end of the game: the leftover market tiles awarded, built by their winners before the last scoring
        end: bool = False
        awarded: Annotated[list[Award], Field(max_length=g.setup["market_size"])] = []

    return Turn


def parse_step(data: Any) -> Any:
    """A step dict as its model (its `step` names the kind); PositionError naming the field."""
    try:
        return turn_models().step.validate_python(data)
    except ValidationError as exc:
        raise validation_error(exc, "step") from None


def parse_turn(data: Any) -> Any:
    """A turn dict as the Turn model; PositionError naming the field."""
    try:
        return turn_models().turn.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, "turn") from None


def step_schema() -> dict:
    """The JSON Schema of an Alhambra step (for the docs and the pages)."""
    return {**turn_models().step.json_schema(), "title": "Alhambra step"}

