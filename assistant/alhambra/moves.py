"""The Alhambra moves of FORMATS.md: take money, buy a tile, and the three redesigns (remove, add, swap).

A move is parsed by `parse_move` (the move models validate it, as Azul's model.parse_move does) and then checked
against the position as it is; the answer lists every reason it is illegal, says whether an exact payment earns
another action, and gives the position once the move is made.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, TypeAdapter, ValidationError

from assistant.alhambra.building import building_problems, placement_problems
from assistant.alhambra.catalogue import Tile, game
from assistant.alhambra.dirk import buy_places
from assistant.alhambra.model import Name, models
from assistant.alhambra.money import earns_action, missing_cards, remove_cards, take_total_ok, wrong_currency
from assistant.alhambra.table import PlayerTable, Table, card_of, tile_of
from assistant.errors import PositionError
from assistant.games import MoveOutcome
from assistant.jsonio import validation_error
from assistant.messages import term
from assistant.paths import derived
from assistant.problems import Problem, problem
from assistant.quoting import quote

_Coord = Annotated[int, Strict(), Field(ge=-1000, le=1000)]
# [x, y] arrives as a JSON array: the pair itself is read laxly (a list is fine), its numbers strictly.
At = Annotated[tuple[_Coord, _Coord], Strict(False)]


class _Move(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)  # "2" is not 2 (see model.Strict)
    player: Name


@derived
def move_models() -> TypeAdapter[Any]:
    """The five move models (take, buy, remove, add, swap) from the position models and the box, as one
    discriminated union; kept until `paths.refresh()` like model.models()."""
    m, g = models(), game()
    card, tile_type, currency = m.card, m.tile, m.currency

    class Take(_Move):
        action: Literal["take"]
        cards: Annotated[list[card], Field(min_length=1, max_length=g.setup["money_row_size"])]  # type: ignore[valid-type]

    class Buy(_Move):
        # The schema states cell_matches_destination: a cell exactly when the tile goes to the Alhambra.
        model_config = ConfigDict(json_schema_extra={
            "if": {"properties": {"to": {"const": "alhambra"}}},
            "then": {"required": ["at"], "properties": {"at": {"type": "array"}}},
            "else": {"properties": {"at": {"type": "null"}}}})

        action: Literal["buy"]
        square: currency  # type: ignore[valid-type]
        pay: Annotated[list[card], Field(min_length=1, max_length=m.cards)]  # type: ignore[valid-type]
        to: Literal["alhambra", "reserve", "dirk"]
        at: At | None = None
        action_number: int = Field(default=1, ge=1, le=g.limits["action_number"],
                                   description=f"which action of this turn (1-{g.turn['max_actions']})")

    class Remove(_Move):
        action: Literal["remove"]
        at: At

    class Add(_Move):
        action: Literal["add"]
        tile: tile_type  # type: ignore[valid-type]
        at: At

    class Swap(_Move):
        action: Literal["swap"]
        tile: tile_type  # type: ignore[valid-type]
        at: At

    return TypeAdapter(Annotated[Take | Buy | Remove | Add | Swap, Field(discriminator="action")])


def move_schema() -> dict:
    """The JSON Schema of an Alhambra move (`python -m assistant schema alhambra-move`)."""
    return {**move_models().json_schema(), "title": "Alhambra move"}


def _cards(cards) -> list:
    return [term("alhambra.card", currency=term(f"alhambra.currency.{c}"), value=v) for c, v in cards]


def parse_move(data: Any) -> Any:
    """A move dict as the move model it is (frozen, validated; its `action` names it); PositionError naming the
    field. Both games parse a move this way: the game's `parse_move`, then its rule function on the parsed move."""
    try:
        return move_models().validate_python(data)
    except ValidationError as exc:
        raise validation_error(exc, "move") from None


def play(table: Table, mv: Any) -> MoveOutcome:
    """The outcome of a parsed move (parse_move) on the table."""
    me = table.player(mv.player)
    if me is None:
        raise PositionError(f"move: player: no player named {quote(mv.player)} in the position")
    problems, extra, after = outcome(table, me, mv)
    if problems:
        return MoveOutcome(problems, False, None)
    return MoveOutcome([], extra, after.to_json())


# Each handler takes the table (an immutable value) and returns (problems, another action earned, the table
# after the move): a new value, or the same one when the move is refused.
Outcome = tuple[list[Problem], bool, Table]


def outcome(table: Table, me: PlayerTable, mv: Any) -> Outcome:
    """A parsed move of the player `me` checked and made on the table, as engine values: the one dispatch `play`
    and the turn-by-turn steps (turns.py) share."""
    handlers: dict[str, Callable[[Table, PlayerTable, Any], Outcome]] = {
        "take": _take, "buy": _buy, "remove": _remove, "add": _add, "swap": _swap}
    return handlers[mv.action](table, me, mv)


def _take(table: Table, me: PlayerTable, mv: Any) -> Outcome:
    cards = [card_of(c) for c in mv.cards]
    rule = "alhambra.money.take"
    if table.money_row is None:
        return [problem(rule, me.name, [], "alhambra.no-money-row")], False, table
    found = []
    missing = missing_cards(cards, table.money_row)
    if missing:
        found.append(problem(rule, me.name, [], "alhambra.cards-not-in-row", cards=_cards(missing)))
    if not take_total_ok(cards):
        found.append(problem(rule, me.name, [], "alhambra.take-too-much",
                             total=sum(v for _, v in cards), limit=game().money["take_limit"]))
    if found:
        return found, False, table
    after = replace(table, money_row=tuple(remove_cards(cards, list(table.money_row))))
    return [], False, after.with_player(me.name, hand=me.hand + tuple(cards))


def cell_matches_destination(to: str, at: Any, what: str = "move") -> None:
    """A cell exactly when the tile goes to the Alhambra: the move's shape, so checked before the position's
    market (a buy from an empty square is as unreadable without its cell as any other)."""
    if to != "alhambra" and at is not None:
        raise PositionError(f"{what}: at: only a tile bought for the Alhambra takes a cell")
    if to == "alhambra" and at is None:
        raise PositionError(f"{what}: at: a tile bought for the Alhambra needs the cell [x, y]")


def purchase(table: Table, me: PlayerTable, mv: Any) -> tuple[list[Problem], bool, Tile | None, Table]:
    """A buy's square and payment checked: the problems, whether an exact payment earns another action, the tile
    bought (None from an empty square) and the table with the tile off the market and the cards out of the hand,
    the tile put nowhere yet (a buy puts it at once; the turn-by-turn play holds it to the end of the turn)."""
    pay = [card_of(c) for c in mv.pay]
    square = mv.square
    offer = next((t for c, t in table.market or () if c == square), None)
    if offer is None:
        return [problem("alhambra.buy.currency", me.name, [], "alhambra.empty-square",
                        square=term(f"alhambra.currency.{square}"))], False, None, table
    found = []
    wrong = wrong_currency(pay, square)
    if wrong:
        found.append(problem("alhambra.buy.currency", me.name, [], "alhambra.wrong-currency",
                             square=term(f"alhambra.currency.{square}"), cards=_cards(wrong)))
    missing = missing_cards(pay, list(me.hand))
    if missing:
        found.append(problem("alhambra.buy.currency", me.name, [], "alhambra.cards-not-in-hand",
                             cards=_cards(missing)))
    total = sum(v for _, v in pay)
    if total < offer.price:
        found.append(problem("alhambra.buy.no-change", me.name, [], "alhambra.pay-too-little",
                             total=total, price=offer.price))
    max_actions = game().turn["max_actions"]
    if mv.action_number > max_actions:
        found.append(problem("alhambra.buy.exact-payment", me.name, [], "alhambra.too-many-actions",
                             number=mv.action_number, limit=max_actions))
    elif mv.action_number == max_actions:
        # Seeds 000 and 004: the fifth action follows four purchases that emptied the market, which is not
        # refilled during the turn, so it can only be taking money or redesigning.
        found.append(problem("alhambra.buy.exact-payment", me.name, [], "alhambra.fifth-buy", limit=max_actions))
    if found:
        return found, False, offer, table
    after = replace(table, market=tuple((c, t) for c, t in table.market or () if c != square))
    after = after.with_player(me.name, hand=tuple(remove_cards(pay, list(me.hand))))
    return [], earns_action(pay, offer.price, mv.action_number), offer, after


def _buy(table: Table, me: PlayerTable, mv: Any) -> Outcome:
    cell_matches_destination(mv.to, mv.at)
    found, extra, offer, after = purchase(table, me, mv)
    if offer is None:
        return found, False, table
    put, placed = put_tile(after, me.name, mv.to, mv.at, offer)  # `after` is `table` when refused
    found = found + put
    if found:
        return found, False, table
    return [], extra, placed


def put_tile(table: Table, name: str, to: str, at: Any, tile: Tile) -> tuple[list[Problem], Table]:
    """Where a bought tile goes: the buyer's Alhambra (placement checked now), the reserve, or Dirk; the
    problems and the table with the tile there."""
    me = table.seat(name)
    if to not in buy_places(table):  # Dirk's pile only where he plays: the choices the pages offer
        return [problem("alhambra.variant.two-player", me.name, [], "alhambra.no-dirk")], table
    if to == "reserve":
        return [], table.with_player(me.name, reserve=me.reserve + (tile,))
    if to == "dirk":
        assert table.dirk is not None  # buy_places: he plays
        return [], replace(table, dirk=table.dirk + (tile,))
    assert at is not None  # cell_matches_destination
    lay = me.layout
    found = placement_problems(lay.grid, lay.fountain, at, tile, me.name)
    return found, table.with_player(me.name, placed=me.placed + ((at[0], at[1], tile),))


def _new_problems(before: PlayerTable, after: PlayerTable, placed: tuple[int, int] | None = None) -> list[Problem]:
    """Building problems the redesign creates. Those the Alhambra already had are not its fault, nor is what
    is left of one (taking a tile out of an already detached pair leaves the other detached, as before). A
    tile `placed` by the redesign must fit wherever it goes, so every problem that involves its cell counts."""
    old: dict[tuple[str, str], list[set]] = {}
    for p in building_problems(before.layout, before.name):
        old.setdefault((p.rule, p.key), []).append(set(p.cells))

    def had(p: Problem) -> bool:
        return any(set(p.cells) <= cells for cells in old.get((p.rule, p.key), ()))

    return [p for p in building_problems(after.layout, after.name)
            if not had(p) or (placed is not None and placed in p.cells)]


def _tile_at(me: PlayerTable, at) -> int | None:
    return next((i for i, (x, y, _) in enumerate(me.placed) if (x, y) == tuple(at)), None)


def _in_reserve(me: PlayerTable, tile) -> int | None:
    return next((i for i, t in enumerate(me.reserve) if t == tile), None)


def _remove(table: Table, me: PlayerTable, mv: Any) -> Outcome:
    i = _tile_at(me, mv.at)
    if i is None:
        return [problem("alhambra.redesign", me.name, [mv.at], "alhambra.no-tile-there",
                        anchor=me.layout.anchor)], False, table
    tile = me.placed[i][2]
    if tile.is_fountain:
        return [problem("alhambra.redesign.fountain", me.name, [mv.at], "alhambra.fountain-stays",
                        anchor=me.layout.anchor)], False, table
    after = table.with_player(me.name, placed=me.placed[:i] + me.placed[i + 1:], reserve=me.reserve + (tile,))
    return _new_problems(me, after.seat(me.name)), False, after


def _add(table: Table, me: PlayerTable, mv: Any) -> Outcome:
    tile = tile_of(mv.tile)
    j = _in_reserve(me, tile)
    if j is None:
        return [problem("alhambra.redesign", me.name, [], "alhambra.not-in-reserve", tile=_tile(tile))], False, table
    lay = me.layout
    found = placement_problems(lay.grid, lay.fountain, mv.at, tile, me.name)
    if found:
        return found, False, table
    return [], False, table.with_player(me.name, reserve=me.reserve[:j] + me.reserve[j + 1:],
                                        placed=me.placed + ((mv.at[0], mv.at[1], tile),))


def _swap(table: Table, me: PlayerTable, mv: Any) -> Outcome:
    tile = tile_of(mv.tile)
    found = []
    j = _in_reserve(me, tile)
    if j is None:
        found.append(problem("alhambra.redesign", me.name, [], "alhambra.not-in-reserve", tile=_tile(tile)))
    i = _tile_at(me, mv.at)
    if i is None:
        found.append(problem("alhambra.redesign.swap-position", me.name, [mv.at], "alhambra.no-tile-there",
                             anchor=me.layout.anchor))
    elif me.placed[i][2].is_fountain:
        found.append(problem("alhambra.redesign.fountain", me.name, [mv.at], "alhambra.fountain-stays",
                             anchor=me.layout.anchor))
    if found or i is None or j is None:
        return found, False, table
    old = me.placed[i][2]
    after = table.with_player(me.name, placed=me.placed[:i] + ((mv.at[0], mv.at[1], tile),) + me.placed[i + 1:],
                              reserve=me.reserve[:j] + me.reserve[j + 1:] + (old,))
    return _new_problems(me, after.seat(me.name), placed=(mv.at[0], mv.at[1])), False, after


def _tile(tile):
    from assistant.alhambra.components import tile_term

    return tile_term(tile)
