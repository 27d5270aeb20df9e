"""Azul played turn by turn at a table (issue 19): the game's TurnRules (assistant/games.py), its `play`.

Every step is checked and made by the engine's own rules: the take is offer.make_take (the move of `move`),
the deal is counted against the box (components: factories per player count, tiles per factory, tiles per
colour), the start checks the table with check.check. This module only keeps whose step it is.

The turn (JSON, stored by the ledger as it is; every key always present):

    {"player": "Ana" | null,  # whose step it is; null while the table deals, and once the offer is over
     "phase": "deal" | "take" | "scoring" | "over",  # once the offer is over: the round is scored next, or
                              # that scoring ends the game (PlayStep.over)
     "starter": "Ana",        # who takes first this round (the marker's holder of the round before)
     "marker": "Ana" | null,  # who took the first player marker from the centre this round
     "lid": 0}                # tiles that went into the box lid this round (beyond a full floor line)

The steps (the player is always turn["player"]; a step never names one):

    {"step": "deal", "factories": [["red", "red", "blue", "white"], ...]}  # phase "deal"
    {"step": "take", "from": 0 | "centre", "colour": "red", "line": 1-5 | "floor"}  # phase "take"

Factories are numbered from 0 in a step, as in a move; the words say them as the drawing does, from 1. The deal
puts the first player marker alone in the centre; it needs exactly the factories of the player count, 4 tiles
each, and no colour beyond what the boards leave of the box (bag and lid together: the bag is refilled from the
lid). When bag and lid hold fewer tiles than the factories take, all of them are dealt (azul.round.next). A take
passes to the next seat clockwise (the position's player order); once the factories and the centre hold no tile,
PlayStep.scoring is true and the turn's phase "scoring" (or "over") until the ledger records the round and asks
`after_scoring` for the next deal. `start` refuses a table whose round was played out and not scored (a floor
line holds something, or a pattern line is full): the scoring is recorded first, from the table page.

Rulings: when nobody took the marker in a round, this round's starter starts the next; `start` without a starter
lets the marker's holder start (a table joined mid-offer), else the first seat. Speed: a step is one parse of the
position (pydantic, the engine's boundary) and the take; about 0.15 ms for two players, 0.2 ms for four.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from assistant.azul import check as rules
from assistant.azul import offer
from assistant.azul.components import box, colour_params
from assistant.azul.model import MAX_SOURCE, Name, models
from assistant.azul.scoring import game_over, tile_player
from assistant.azul.setup import factories_for
from assistant.azul.table import Table, parse
from assistant.errors import PositionError
from assistant.games import JSON, PlayStep, TurnRules
from assistant.jsonio import require_object, validation_error
from assistant.paths import derived
from assistant.problems import Problem, problem
from assistant.quoting import quote

PHASES = ("deal", "take", "scoring", "over")  # what is asked next (data/i18n play.phase.azul.<phase>)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


@dataclass(frozen=True)
class _Models:
    turn: type[BaseModel]
    kind: type[BaseModel]  # the step's "step" alone: which model reads the rest
    steps: Mapping[str, type[BaseModel]]


@derived
def _models() -> _Models:
    """The turn and step models of the current box: the take step's fields are the take move's own (model.py)."""
    b = box()
    colour = Literal[b.colours]  # type: ignore[name-defined]

    class Turn(_Strict):
        player: Name | None
        phase: Literal[PHASES]  # type: ignore[valid-type]
        starter: Name | None = None
        marker: Name | None = None
        lid: Annotated[int, Field(ge=0, le=b.size * b.tiles_per_colour)] = 0

    class Deal(_Strict):
        step: Literal["deal"]
        # generous bounds: a factory too many or a tile too many is a problem the players are told, not unreadable
        factories: Annotated[list[Annotated[list[colour], Field(max_length=b.size * b.tiles_per_colour)]],
                             Field(max_length=MAX_SOURCE + 1)]

    move = models().move.model_fields
    fields: dict[str, Any] = {name: (move[name].annotation, move[name]) for name in ("source", "colour", "line")}
    take = create_model("Take", __base__=_Strict, **{"step": (Literal["take"], ...), **fields})

    class Kind(BaseModel):
        step: Literal["deal", "take"]

    return _Models(Turn, Kind, MappingProxyType({"deal": Deal, "take": take}))


def _read(model: type[BaseModel], data: Any, what: str) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise validation_error(exc, what) from None


def _step(data: Any) -> Any:
    """The step as its frozen model: its kind first, so that an error names the field as it is typed."""
    models_ = _models()
    kind = _read(models_.kind, require_object(data, "step"), "step").step
    return _read(models_.steps[kind], data, "step")


def _table(position: Any) -> Table:
    """The position as the engine's Table, of a player count Azul is played by (the factories depend on it)."""
    table = parse(require_object(position, "position"))
    try:
        factories_for(len(table.players))
    except ValueError as exc:
        raise PositionError(f"position: players: {exc}") from None
    return table


def _seat(table: Table, name: str | None, field: str) -> str | None:
    if name is not None and table.player(name) is None:
        raise PositionError(f"{field}: no player named {quote(name)} at the table")
    return name


def _turn(table: Table, data: Any) -> Any:
    turn = _read(_models().turn, require_object(data, "turn"), "turn")
    for field in ("player", "starter", "marker"):
        _seat(table, getattr(turn, field), f"turn: {field}")
    if turn.phase == "take" and turn.player is None:
        raise PositionError("turn: player: a take is made by a player, not null")
    return turn


def _turn_json(player: str | None, phase: str, starter: str | None, marker: str | None, lid: int) -> JSON:
    return {"player": player, "phase": phase, "starter": starter, "marker": marker, "lid": lid}


def _on_offer(factories: Sequence[Sequence[str]] | None, centre: Sequence[str] | None) -> bool:
    """Whether a tile still lies on a factory or in the centre (the marker is no tile)."""
    first = box().first
    return any(factories or ()) or any(t != first for t in centre or ())


def _unscored(table: Table) -> bool:
    """The offer was played and the round not scored: a floor holds something, or a pattern line is full (the
    tiling empties both)."""
    return any(p.floor or p.first_player_marker or any(ln.count >= n for n, ln in enumerate(p.pattern_lines, 1))
               for p in table.players)


def _ends_game(table: Table) -> bool:
    """Whether the scoring due now ends the game: a wall row complete once tiled. A grey line still waiting for
    its column completes its row when that row has one space left and the line a legal column."""
    b = box()
    for p in table.players:
        tiling = tile_player(table, p)
        if game_over([tiling.wall]) or any(
                issue.choices and sum(c != b.empty for c in tiling.wall[issue.line - 1]) == b.size - 1
                for issue in tiling.issues):
            return True
    return False


def _refused(rule: str, key: str, player: str | None = None, **params: Any) -> PlayStep:
    return PlayStep([problem(rule, player, [], key, **params)], None, None)


# --- the deal ----------------------------------------------------------------------------------------------------

def _deal_problems(table: Table, factories: Sequence[Sequence[str]]) -> list[Problem]:
    """What a deal breaks: the number of factories, the tiles on each, a colour beyond what the boards leave."""
    b = box()
    wanted, per = factories_for(len(table.players)), b.tiles_per_factory
    out: list[Problem] = []
    if len(factories) != wanted:
        out.append(problem("azul.setup", None, [], "azul.play.deal-count", players=len(table.players),
                           expected=wanted, count=len(factories)))
    on_boards = rules.tile_counts(table)  # the factories and the centre hold no tile before a deal
    left = {c: max(0, b.tiles_per_colour - on_boards[c]) for c in b.colours}
    available = sum(left.values())
    short = available < wanted * per  # bag and lid together cannot fill every factory: all of them are dealt
    for i, factory in enumerate(factories):
        if len(factory) > per or (len(factory) != per and not short):
            out.append(problem("azul.setup", None, [], "azul.play.factory-size", factory=i + 1,
                               count=len(factory), size=per))
    dealt = Counter(t for factory in factories for t in factory)
    if short and sum(dealt.values()) != available:
        out.append(problem("azul.round.next", None, [], "azul.play.deal-short", left=available,
                           count=sum(dealt.values())))
    out += [problem("azul.components", None, [], "azul.play.deal-over-box", count=dealt[c], left=left[c],
                    limit=b.tiles_per_colour, **colour_params(c)) for c in b.colours if dealt[c] > left[c]]
    return out


def _deal(table: Table, turn: Any, factories: Sequence[Sequence[str]]) -> PlayStep:
    if _on_offer(table.factories, table.centre):
        return _refused("azul.round.next", "azul.play.dealt-already")
    problems = _deal_problems(table, factories)
    if problems:
        return PlayStep(problems, None, None)
    after = table.to_json()
    after["factories"] = [list(f) for f in factories]
    after["centre"] = [box().first]
    starter = turn.starter or table.players[0].name
    return PlayStep([], after, _turn_json(starter, "take", starter, None, 0),
                    said=("azul.play.dealt", {"player": starter}))


# --- the take ------------------------------------------------------------------------------------------------------

# The words of a take: (where from, where to) -> message key (from: a factory, the centre, the centre with the
# first player marker; to: a pattern line, a line with the excess on the floor line, the floor line alone).
_TOOK = {
    ("factory", "line"): "azul.play.took.factory", ("factory", "spill"): "azul.play.took.factory-spill",
    ("factory", "floor"): "azul.play.took.factory-floor",
    ("centre", "line"): "azul.play.took.centre", ("centre", "spill"): "azul.play.took.centre-spill",
    ("centre", "floor"): "azul.play.took.centre-floor",
    ("marker", "line"): "azul.play.took.marker", ("marker", "spill"): "azul.play.took.marker-spill",
    ("marker", "floor"): "azul.play.took.marker-floor",
}


@dataclass(frozen=True, slots=True)
class _Move:
    """The take move of a take step (the fields offer.make_take reads): its player is the turn's."""

    player: str
    source: int | str
    colour: str
    line: int | str


def _said(player: str, step: Any, made: offer.Taken) -> tuple[str, dict[str, Any]]:
    source = "factory" if step.source != "centre" else "marker" if made.marker else "centre"
    to = "floor" if not made.on_line else "spill" if made.on_line < made.count else "line"
    params: dict[str, Any] = {"player": player, "count": made.count, **colour_params(step.colour)}
    if source == "factory":
        params["factory"] = step.source + 1  # as the drawing numbers them, from 1
    if to != "floor":
        params["line"] = step.line
    if to == "spill":
        params["spilled"] = made.count - made.on_line
    return _TOOK[source, to], params


def _take(table: Table, turn: Any, step: Any) -> PlayStep:
    player: str = turn.player
    problems, made = offer.make_take(table, _Move(player, step.source, step.colour, step.line))
    if made is None:
        return PlayStep(problems, None, None)
    marker = player if made.marker else turn.marker
    lid = turn.lid + made.to_lid
    said = _said(player, step, made)
    if _on_offer(made.after.get("factories"), made.after.get("centre")):
        names = [p.name for p in table.players]
        following = names[(names.index(player) + 1) % len(names)]  # clockwise: the next seat
        return PlayStep([], dict(made.after), _turn_json(following, "take", turn.starter, marker, lid), said=said)
    over = _ends_game(parse(made.after))
    return PlayStep([], dict(made.after), _turn_json(None, "over" if over else "scoring", turn.starter, marker, lid),
                    said=said, scoring=True, over=over)


# --- the protocol ----------------------------------------------------------------------------------------------

class AzulTurns:
    """Azul's TurnRules: the deal, then takes in seat order until the offer is over (module docstring)."""

    def start(self, position: JSON, starter: str | None = None) -> PlayStep:
        """The first turn of the table as it lies: the deal, or the take when the factories are already dealt;
        problems when the boards break a rule, or hold a round played out and not yet scored."""
        table = _table(position)
        # a grey wall's column is chosen at the tiling: a full line without one is no fault while the offer runs
        problems = [p for p in rules.check(table) if p.key != "azul.grey.placement-missing"]
        if problems:
            return PlayStep(problems, None, None)
        holder = table.marker_holder()
        first = _seat(table, starter, "starter") or holder or table.players[0].name
        if _on_offer(table.factories, table.centre):
            return PlayStep([], table.to_json(), _turn_json(first, "take", first, holder, 0))
        if _unscored(table):  # the ledger records a scoring from the table page, not from a start
            return _refused("azul.round.next", "azul.play.score-first")
        return PlayStep([], table.to_json(), _turn_json(None, "deal", first, None, 0))

    def step(self, position: JSON, turn: JSON, step: JSON) -> PlayStep:
        """One step by turn["player"], checked by the engine; refused with its rule ids when not allowed."""
        table = _table(position)
        now = _turn(table, turn)
        made = _step(step)
        if now.phase == "over":
            return _refused("azul.end.trigger", "azul.play.game-over")
        if now.phase == "scoring":
            return _refused("azul.round.next", "azul.play.offer-over")
        if now.phase == "deal":
            if made.step != "deal":
                return _refused("azul.setup", "azul.play.not-dealt", now.player)
            return _deal(table, now, made.factories)
        if made.step != "take":
            return _refused("azul.round.next", "azul.play.dealt-already", now.player)
        return _take(table, now, made)

    def after_scoring(self, position: JSON, turn: JSON, starter: str | None = None) -> JSON:
        """The next round's deal, once the round is scored and the boards carried over: `starter` when given,
        else who took the marker, else this round's starter."""
        table = _table(position)
        now = _turn(table, turn)
        first = _seat(table, starter, "starter") or now.marker or table.marker_holder() or now.starter
        return _turn_json(None, "deal", first or table.players[0].name, None, 0)


TURNS = AzulTurns()
_PROTOCOL: TurnRules = TURNS  # mypy holds the class to the protocol here
