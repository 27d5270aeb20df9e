"""Alhambra as a registered game (assistant.games.Game): the one adapter between the API and the rule modules.

Dict in at the boundary (parse: the pydantic models validate, the engine's immutable Table comes out, as
Azul's does), the Table inside, dicts out; a move is parsed as Azul's is (moves.parse_move, then the rule on the
parsed move). The registration (`info`) is read from data/alhambra/game.yaml through the one data reader with the
box's facts (catalogue.game), so a data change reaches both.
What only Alhambra has (the deal, money from a known deck, the market at the end, scoring typed counts) are
methods of this class; assistant.api reaches them through `registry.get_as("alhambra", Alhambra)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from pydantic import ValidationError

from assistant.alhambra import deal, dirk, notation, report
from assistant.alhambra.building import building_problems, legal_cells
from assistant.alhambra.catalogue import game as catalogue
from assistant.alhambra.catalogue import walls_letters
from assistant.alhambra.components import component_problems, on_table
from assistant.alhambra.model import models
from assistant.alhambra.moves import move_schema, parse_move, play
from assistant.alhambra.table import DIRK, Table, spec_tile
from assistant.alhambra.table import parse as parse_table
from assistant.alhambra.turns import PLAY
from assistant.errors import PositionError
from assistant.games import JSON, BoxFacts, Game, GameInfo, MoveOutcome, Rounds, Standings
from assistant.jsonio import validation_error
from assistant.problems import Problem
from assistant.quoting import quote


@dataclass(frozen=True)
class Money:
    """The money deck: the card values, its size (with three players or more, and with two) and the limits."""

    values: Mapping[str, int]  # {min, max}
    cards: int
    cards_two_player: int
    take_limit: int  # several cards may be taken when they total at most this
    starting_total: int  # each player is dealt cards until their total reaches this


@dataclass(frozen=True)
class AlhambraFacts(BoxFacts):
    """What the pages write about the box, from data/alhambra/game.yaml and tiles.csv (one name per fact)."""

    building_types: tuple[str, ...]
    currencies: tuple[str, ...]
    points: Mapping[int, Mapping[str, tuple[int, ...]]]  # scoring round -> type -> points of 1st, 2nd, 3rd
    tiles: int  # building tiles in the box
    tiles_by_type: Mapping[str, int]
    money: Money
    market_size: int
    money_row_size: int
    max_actions: int
    max_action_number: int  # the highest action number a move may name (data `limits.action_number`)
    max_wall: int  # the longest outer wall typed counts take (data `limits.wall_length`)
    dirk: str  # the neutral player's name in the two-player game
    dirk_start_tiles: int
    dirk_stages: tuple[str, ...]  # when Dirk is dealt tiles (api.alhambra_dirk_tiles' stages)
    catalogue: tuple[Mapping[str, Any], ...]  # every printed tile once with its copies, by type, price, walls


class Alhambra:
    id = "alhambra"
    schema_parts = ("position", "move")
    play = PLAY  # turn by turn at a table (turns.py; assistant.games.turn_rules)

    @property
    def info(self) -> GameInfo:
        return catalogue().info

    def parse(self, data: JSON) -> Table:
        return parse_table(data)

    def check(self, position: Table) -> list[Problem]:
        """Every rule the position breaks: each Alhambra's building rules, then what the box can hold."""
        found: list[Problem] = []
        for p in position.players:
            found.extend(building_problems(p.layout, p.name))
        found.extend(component_problems(position))
        return found

    def score(self, position: Table) -> JSON:
        return report.score(position)

    def place(self, position: Table, player: str, tile: Any) -> JSON:
        """The cells of `player`'s Alhambra where `tile` may be built."""
        p = position.player(player)
        if p is None:
            raise PositionError(f"place: no player named {quote(player)} in the position")
        try:
            t = spec_tile(tile)
        except ValidationError as exc:
            raise validation_error(exc, "tile") from None
        return {"positions": [list(c) for c in legal_cells(p.layout.grid, p.layout.fountain, t)]}

    def move(self, position: Table, move: JSON) -> MoveOutcome:
        return play(position, parse_move(move))

    def schema(self, part: str = "position") -> JSON:
        """The JSON Schema of a position, or (part "move") of a move."""
        return move_schema() if part == "move" else models().position.model_json_schema()

    def to_notation(self, position: Table) -> str:
        return notation.to_notation(position)

    def from_notation(self, text: str) -> JSON:
        return notation.from_notation(text)

    def facts(self) -> AlhambraFacts:
        g = catalogue()
        values = g.money["values"]
        return AlhambraFacts(
            building_types=g.building_types,
            currencies=g.currencies,
            points=g.points,
            tiles=sum(g.tiles.values()),
            tiles_by_type=MappingProxyType({t: g.type_count(t) for t in g.building_types}),
            money=Money(values=MappingProxyType({"min": min(values), "max": max(values)}), cards=g.money_cards(),
                        cards_two_player=g.money_cards(two_player=True), take_limit=g.money["take_limit"],
                        starting_total=g.money["starting_total"]),
            market_size=g.setup["market_size"],
            money_row_size=g.setup["money_row_size"],
            max_actions=g.turn["max_actions"],
            max_action_number=g.limits["action_number"],
            max_wall=g.limits["wall_length"],
            dirk=DIRK,
            dirk_start_tiles=g.two_player["dirk_start_tiles"],
            dirk_stages=tuple(dirk.STAGES),
            catalogue=tuple(MappingProxyType({"type": t.type, "price": t.price, "walls": walls_letters(t.walls),
                                              "copies": g.copies(t)}) for b in g.building_types for t in g.variants(b)),
        )

    def places(self, standings: Standings) -> list[int]:
        """Final places of (name, score, _): the highest score wins, equal scores share a place, the next place
        is skipped (alhambra.end.winner)."""
        scores = [s for _, s, _ in standings]
        return [1 + sum(1 for other in scores if other > s) for s in scores]

    def game_ends(self, rounds: Rounds) -> bool:
        """The game is over with its last scoring (one entry in `rounds` per scoring)."""
        return len(rounds) >= catalogue().scorings

    def setup(self, players: int, seed: int | None = None) -> JSON:
        position: JSON = deal.deal(players, seed=seed)["position"]
        return position

    # --- what only Alhambra has (assistant.api's alhambra_* helpers) ---

    def deal(self, players: int, seed: int | None = None, names: list[str] | None = None,
             ages: list[float] | None = None) -> JSON:
        return deal.deal(players, seed=seed, names=names, ages=ages)

    def setup_money(self, deck: list[JSON], players: int) -> JSON:
        return deal.setup_money(deck, players)

    def end_market(self, position: Table) -> JSON:
        return deal.end_market(position)

    def score_counts(self, round_: int, counts: dict[str, dict[str, int]], walls: dict[str, int],
                     dirk: dict[str, int] | None, told: bool = False) -> JSON:
        return report.score_counts(round_, counts, walls, dirk, told)

    def dirk_due(self, position: Table) -> JSON:
        """The bag this table leaves and Dirk's tiles due at each stage (PositionError when he does not play)."""
        if not dirk.plays(position):
            raise PositionError('alhambra_dirk_due: Dirk does not play at this table (no "dirk" pile)')
        return {"bag": dirk.bag(position), "due": dirk.due(position)}

    def buy_places(self, position: Table) -> list[str]:
        """Where a tile bought at this table may go (Dirk's pile only where he plays)."""
        return list(dirk.buy_places(position))

    def tiles_on_table(self, position: Table) -> list[JSON]:
        """Each tile on the table with its count, in the box's order (unprinted tiles last)."""
        g = catalogue()
        order = {t: i for i, t in enumerate(t for b in g.building_types for t in g.variants(b))}
        counts = on_table(position)
        return [{"type": t.type, "price": t.price, "walls": walls_letters(t.walls), "count": n}
                for t, n in sorted(counts.items(), key=lambda item: (order.get(item[0], len(order)), repr(item[0])))]


GAME = Alhambra()
_PROTOCOL: Game = GAME  # mypy holds the class to the protocol here
