"""Alhambra as a registered game (assistant.games.Game): the protocol's surface over this package's modules.

Dict in at the boundary (parse), the engine's Table inside, dicts out. Setup and end-of-game helpers that only
Alhambra has are methods too, so assistant.api reaches them through the registry like everything else.
"""

from __future__ import annotations

from typing import Any

from assistant.alhambra import notation, service
from assistant.alhambra.catalogue import game as catalogue
from assistant.alhambra.catalogue import walls_letters
from assistant.alhambra.table import DIRK, Table
from assistant.games import MoveOutcome
from assistant.problems import Problem


class Alhambra:
    id = "alhambra"
    schema_parts = ("position", "move")

    def __init__(self) -> None:
        g = catalogue()
        self.names = dict(g.names)
        self.players = g.players

    def parse(self, data: dict) -> Table:
        return service.parse(data)

    def check(self, position: Table) -> list[Problem]:
        return service.check(position)

    def score(self, position: Table) -> dict:
        return service.score(position)

    def place(self, position: Table, player: str, tile: Any) -> dict:
        return service.place(position, player, tile)

    def move(self, position: Table, move: dict) -> MoveOutcome:
        return service.move(position, move)

    def schema(self, part: str = "position") -> dict:
        return service.schema(part)

    def to_notation(self, position: Table) -> str:
        return notation.to_notation(position)

    def from_notation(self, text: str) -> dict:
        return notation.from_notation(text)

    def facts(self) -> dict:
        """What a page shows about the box, from data/alhambra: types, currencies, points, tiles, money."""
        g = catalogue()
        return service.facts() | {
            "building_types": list(g.building_types),
            "currencies": list(g.currencies),
            "points": {r: {t: list(p) for t, p in table.items()} for r, table in g.points.items()},
            "tiles": sum(g.tiles.values()),
            "tiles_per_type": {t: sum(c for k, c in g.tiles.items() if k.type == t) for t in g.building_types},
            "money_values": list(g.money["values"]),
            "money_cards": len(g.currencies) * len(g.money["values"]) * g.money_copies(False),
            "money_cards_two_player": len(g.currencies) * len(g.money["values"]) * g.money_copies(True),
            "take_limit": g.money["take_limit"],
            "starting_total": g.money["starting_total"],
            "market_size": g.setup["market_size"],
            "money_row_size": g.setup["money_row_size"],
            "max_actions": g.turn["max_actions"],
            "dirk": DIRK,
            "variants": ["base", "dirk"],  # the ledger's variants; the first is the default
            # every printed tile once, with its copies in the box, by type then price then walls (for pickers)
            "catalogue": [{"type": t.type, "price": t.price, "walls": walls_letters(t.walls), "copies": g.copies(t)}
                          for b in g.building_types for t in g.variants(b)],
        }

    def places(self, standings: list[tuple[str, int, int | None]]) -> list[int]:
        """Final places of (name, score, complete rows) by this game's rule (shared places, tie-breaks)."""
        return service.places(standings)

    def game_ends(self, rounds: list[list[int | None]]) -> bool:
        """Whether the game is over after these rounds (each: every player's complete rows, or None)."""
        return service.game_ends(rounds)

    def setup(self, players: int, seed: int | None = None) -> dict:
        return service.setup(players, seed=seed)["position"]

    # --- what only Alhambra has (assistant.api's alhambra_* helpers) ---

    def deal(self, players: int, seed: int | None = None, names: list[str] | None = None,
             ages: list[float] | None = None) -> dict:
        return service.setup(players, seed=seed, names=names, ages=ages)

    def setup_money(self, deck: list[dict], players: int) -> dict:
        return service.setup_money(deck, players)

    def end_market(self, position: Table) -> dict:
        return service.end_market(position)

    def score_counts(self, round_: int, counts: dict, walls: dict, dirk: dict | None) -> dict:
        return service.score_counts(round_, counts, walls, dirk)


GAME = Alhambra()
