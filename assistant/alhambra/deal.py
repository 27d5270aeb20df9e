"""Setting up and ending a game (alhambra.setup.*, alhambra.end.market-tiles): the deal, starting money from a
known deck, and the market tiles handed out at the end."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from pydantic import ValidationError

from assistant.alhambra.catalogue import game
from assistant.alhambra.dirk import may_play
from assistant.alhambra.model import read_card
from assistant.alhambra.money import (
    award_market_tiles,
    deal_starting_money,
    money_deck,
    stack_scoring_cards,
    start_player,
)
from assistant.alhambra.table import Table, tile_json
from assistant.errors import PositionError
from assistant.jsonio import validation_error
from assistant.names import MAX_LENGTH, first_duplicate, name_problem


def _cards_json(cards: Any) -> list[dict[str, Any]]:
    return [{"currency": c, "value": v} for c, v in cards]


def deal(players: int, seed: int | None = None, names: list[str] | None = None,
         ages: list[float] | None = None) -> dict[str, Any]:
    """Deal a new game as the rulebook says, reproducibly from `seed`: starting money, start player, the
    face-up money, the scoring cards in piles 2 and 4, the market, and Dirk's six tiles with two players."""
    g = game()
    _check_players(players, "setup: players")
    names = names or [f"Player {i + 1}" for i in range(players)]
    if not isinstance(names, list | tuple) or len(names) != players:
        raise PositionError("setup: names: one different name per player")
    if any(not isinstance(n, str) or not 1 <= len(n) <= MAX_LENGTH for n in names):
        raise PositionError(f"setup: names: each name 1 to {MAX_LENGTH} characters")
    problem = next(filter(None, map(name_problem, names)), None)  # the one rule of every name (assistant/names.py)
    if problem:
        raise PositionError(f"setup: names: {problem}")
    if first_duplicate(list(names)) is not None:
        raise PositionError("setup: names: one different name per player")
    if ages is not None and (not isinstance(ages, list | tuple) or len(ages) != players
                             or any(isinstance(a, bool) or not isinstance(a, int | float) for a in ages)):
        raise PositionError("setup: ages: one age (a number) per player")
    rng = random.Random(seed)
    two = may_play(players)  # the two-player game: Dirk's pile and the 72-card deck
    deck = money_deck(two_player=two)
    rng.shuffle(deck)
    hands, rest = deal_starting_money(deck, players)
    start = start_player(hands, ages)
    row_size = g.setup["money_row_size"]
    money_row, rest = rest[:row_size], rest[row_size:]
    stacked = stack_scoring_cards(rest, rng)
    bag = list(g.tiles.elements())
    rng.shuffle(bag)
    market = [(cur, bag.pop()) for cur in g.currencies[: g.setup["market_size"]]]
    dirk = [bag.pop() for _ in range(g.two_player["dirk_start_tiles"])] if two else None
    position = {
        "game": "alhambra",
        "players": [{"name": n, "alhambra": [{"x": 0, "y": 0, "fountain": True}], "reserve": [],
                     "hand": _cards_json(h)} for n, h in zip(names, hands, strict=True)],
        "market": [{"currency": c, **tile_json(t)} for c, t in market],
        "money_row": _cards_json(money_row),
    }
    if dirk is not None:
        position["dirk"] = [tile_json(t) for t in dirk]
    return {
        "players": players,
        "money_cards": len(deck),
        "hands": [_cards_json(h) for h in hands],
        "start_player": {"index": start.index, "name": None if start.index is None else names[start.index],
                         "decided_by": start.decided_by, "tied": [names[i] for i in start.tied]},
        "money_row": position["money_row"],
        "market": position["market"],
        "dirk": position.get("dirk"),
        "deck": {"cards": len(stacked), "scoring_cards_at": [stacked.index("scoring-1"), stacked.index("scoring-2")]},
        "bag": len(bag),
        "position": position,
    }


def setup_money(deck: list[dict], players: int) -> dict:
    """Starting money from a given deck order (top first), for players who deal at the table."""
    _check_players(players, "players")
    if not isinstance(deck, list | tuple):
        raise PositionError("deck: expected a list of money cards, top first")
    try:
        cards = [read_card(d) for d in deck]
    except ValidationError as exc:
        raise validation_error(exc, "deck") from None
    try:
        hands, rest = deal_starting_money(cards, players)
    except ValueError as exc:
        raise PositionError(f"deck: {exc}") from None
    start = start_player(hands)
    return {"hands": [_cards_json(h) for h in hands], "rest": _cards_json(rest),
            "start_player": {"index": start.index, "decided_by": start.decided_by, "tied": list(start.tied)}}


def _check_players(players: object, where: str) -> None:
    low, high = game().players
    if type(players) is not int or not low <= players <= high:
        raise PositionError(f"{where}: Alhambra is for {low} to {high} players (a whole number)")


def end_market(table: Table) -> dict:
    """The end of the game: each leftover market tile to the player with the most money of its currency
    (a tie leaves it); the tiles go to the winners' reserves, from where they may be built in, and the
    position after is set to the last scoring round."""
    awards = award_market_tiles(table)
    after = table
    for a in awards:
        if a.winner is not None:
            after = after.with_player(a.winner, reserve=after.seat(a.winner).reserve + (a.tile,))
    kept = tuple((a.square, a.tile) for a in awards if a.winner is None)
    # the market tiles are handed out just before the last scoring
    after = replace(after, market=None if table.market is None else kept, round=game().scorings)
    return {
        "awards": [{"square": a.square, "tile": tile_json(a.tile), "winner": a.winner, "totals": dict(a.totals),
                    "reason": a.reason} for a in awards],
        "after": after.to_json(),
    }
