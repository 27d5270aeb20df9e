"""What the turn-by-turn play (turns.py) checks besides the moves: a table ready for its first turn, who starts,
and a refill's counts. Each reads the box (catalogue.game) and the engine's own rules (money.start_player,
dirk.bag, components.component_problems, building.building_problems), never a copy of them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from assistant.alhambra.building import building_problems
from assistant.alhambra.catalogue import Tile, game
from assistant.alhambra.components import component_problems
from assistant.alhambra.dirk import STAGES, bag
from assistant.alhambra.dirk import tiles as dirk_tiles
from assistant.alhambra.money import start_player
from assistant.alhambra.table import Card, Table, card_of, tile_of
from assistant.messages import term
from assistant.problems import Problem, problem


def _squares() -> tuple[str, ...]:
    """The market's squares, one per currency, in the box's order (data setup.market_size)."""
    g = game()
    return g.currencies[: g.setup["market_size"]]


def fresh(table: Table) -> bool:
    """A table as dealt: no building tile in any Alhambra or reserve yet (the setup's rules apply to it)."""
    return all(all(t.is_fountain for _, _, t in p.placed) and not p.reserve for p in table.players)


def ready_problems(table: Table) -> list[Problem]:
    """Why the first turn cannot be played yet: a market square or a money-row card not tapped, a hand missing
    or (a table as dealt) not dealt by the rule, Dirk's first tiles missing; and every rule the table breaks."""
    g = game()
    found: list[Problem] = []
    lying = {c for c, _ in table.market or ()}
    for square in _squares():
        if square not in lying:
            found.append(problem("alhambra.setup.market", None, [], "alhambra.play.market-not-set",
                                 square=term(f"alhambra.currency.{square}")))
    row, size = len(table.money_row or ()), g.setup["money_row_size"]
    if row < size:
        found.append(problem("alhambra.setup.market", None, [], "alhambra.play.money-row-short", count=row, size=size))
    target = g.money["starting_total"]
    for p in table.players:
        total = sum(v for _, v in p.hand)
        if not p.hand:
            found.append(problem("alhambra.setup.starting-money", p.name, [], "alhambra.play.no-hand"))
        elif fresh(table) and not total - max(v for _, v in p.hand) < target <= total:
            # dealt one card at a time until the total reaches the target: the last card dealt crossed it
            found.append(problem("alhambra.setup.starting-money", p.name, [], "alhambra.play.starting-money",
                                 total=total, target=target))
    start = g.two_player["dirk_start_tiles"]
    if table.dirk is not None and fresh(table) and len(table.dirk) != start:
        found.append(problem("alhambra.variant.two-player", None, [], "alhambra.play.dirk-start",
                             count=len(table.dirk), start=start))
    for p in table.players:
        found.extend(building_problems(p.layout, p.name))
    found.extend(component_problems(table))
    return found


def first_player(table: Table, starter: str | None) -> tuple[str | None, str, list[Problem]]:
    """Who plays the first turn, how it was decided ("given", "cards", "total"), and the problem when the rule
    cannot say (a tie only the players' ages break, or a game already under way)."""
    if starter is not None:
        return starter, "given", []
    if not fresh(table):
        return None, "", [problem("alhambra.setup.start-player", None, [], "alhambra.play.starter-needed")]
    if any(not p.hand for p in table.players):
        return None, "", []  # ready_problems names the missing hands
    start = start_player([p.hand for p in table.players])
    if start.index is None:
        tied = [table.players[i].name for i in start.tied]
        return None, "", [problem("alhambra.setup.start-player", None, [], "alhambra.play.starter-tied",
                                  players=", ".join(tied))]
    return table.players[start.index].name, start.decided_by, []


def refill_problems(table: Table, st: Any) -> list[Problem]:
    """A refill's counts: exactly the empty squares filled (null only when the bag ran out, and then with the
    bag's last tiles), the money row back to its size, a scoring card only while one is left, the bag empty only
    when it cannot fill the market, and nothing the box does not hold (the components check)."""
    g = game()
    lying = {c for c, _ in table.market or ()}
    empty = [c for c in _squares() if c not in lying]
    found = [problem("alhambra.turn.refill", None, [], "alhambra.play.square-full",
                     square=term(f"alhambra.currency.{c}")) for c in st.market if c not in empty]
    given = sum(1 for c in empty if st.market.get(c) is not None)
    left = bag(table)
    if st.bag_empty and left >= len(empty):
        found.append(problem("alhambra.end.trigger", None, [], "alhambra.play.bag-not-empty", bag=left,
                             empty=len(empty)))
    elif st.bag_empty and given != left:
        found.append(problem("alhambra.turn.refill", None, [], "alhambra.play.bag-last", bag=left, given=given))
    elif not st.bag_empty and left < len(empty):
        found.append(problem("alhambra.end.trigger", None, [], "alhambra.play.bag-short", bag=left, empty=len(empty)))
    elif not st.bag_empty:
        found.extend(problem("alhambra.turn.refill", None, [], "alhambra.play.square-left-empty",
                             square=term(f"alhambra.currency.{c}")) for c in empty if st.market.get(c) is None)
    row, size = len(table.money_row or ()), g.setup["money_row_size"]
    if len(st.money) != size - row:
        found.append(problem("alhambra.turn.refill", None, [], "alhambra.play.money-count", size=size, row=row,
                             needed=size - row, given=len(st.money)))
    cards = g.scorings - 1  # the last scoring is the game's end, not a card
    if st.scoring and table.round is not None and table.round > cards:
        found.append(problem("alhambra.scoring.when", None, [], "alhambra.play.no-scoring-card", cards=cards))
    if not found:
        before = set(component_problems(table))
        found.extend(p for p in component_problems(refilled(table, st)[0]) if p not in before)
    return found


def refilled(table: Table, st: Any) -> tuple[Table, list[Tile], list[Card]]:
    """The table with the refill's tiles on their squares (in the box's order) and its cards on the money row;
    the new tiles and cards."""
    tiles = {c: tile_of(t) for c, t in st.market.items() if t is not None}
    lying = dict(table.market or ())
    market = tuple((c, lying.get(c) or tiles[c]) for c in _squares() if c in lying or c in tiles)
    cards = [card_of(c) for c in st.money]
    after = replace(table, market=market, money_row=tuple(table.money_row or ()) + tuple(cards))
    return after, [tiles[c] for c in _squares() if c in tiles and c not in lying], cards


def dirk_due(table: Table) -> int:
    """How many tiles Dirk is dealt now, right after a scoring (the scoring number the table's `round` reaches
    says which: 2 after the first, 3 after the second); 0 where he does not play or nothing is due."""
    if table.dirk is None or table.round is None or not 1 < table.round <= len(STAGES):
        return 0
    return dirk_tiles(STAGES[table.round - 1], bag(table))


def dirk_problems(table: Table, st: Any) -> tuple[list[Problem], Table]:
    """Dirk's tiles after a scoring: as many as he is due (dirk.tiles), each one the box still holds."""
    due = dirk_due(table)
    if len(st.tiles) != due:
        return [problem("alhambra.variant.two-player", None, [], "alhambra.play.dirk-count", count=len(st.tiles),
                        due=due)], table
    assert table.dirk is not None  # dirk_due: he plays
    after = replace(table, dirk=table.dirk + tuple(tile_of(t) for t in st.tiles))
    before = set(component_problems(table))
    return [p for p in component_problems(after) if p not in before], after
