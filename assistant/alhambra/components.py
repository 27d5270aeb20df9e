"""Can this table exist? Every tile must be a printed one, and no tile or money card more often than the
box holds (alhambra.components; alhambra.variant.two-player-money for the 72-card two-player deck)."""

from __future__ import annotations

from collections import Counter, defaultdict

from assistant.alhambra.catalogue import Tile, game, walls_letters
from assistant.alhambra.table import DIRK, Table
from assistant.messages import term
from assistant.places import Place
from assistant.problems import Problem, problem


def tile_term(tile):
    return term("alhambra.tile", type=term(f"alhambra.type.{tile.type}"), price=tile.price,
                walls=tile_walls(tile))


def tile_walls(tile) -> str:
    return walls_letters(tile.walls) or "-"


def _holdings(table: Table):
    """Every building tile on the table with where it lies: (tile, holder, place, cell or None)."""
    for p in table.players:
        # row by row, left to right: a report never depends on the order a file happens to list its tiles in
        for x, y, tile in sorted(p.placed, key=lambda placed: (placed[1], placed[0])):
            if not tile.is_fountain:
                yield tile, p.name, ("alhambra", p.name), (x, y)
        for tile in p.reserve:
            yield tile, p.name, ("reserve", p.name), None
    for tile in table.dirk or ():
        yield tile, DIRK, ("dirk", None), None
    for currency, tile in table.market or ():
        yield tile, None, ("market", currency), None


def _where(place: tuple[str, str | None], cell=None, anchors=None):
    """Where a tile lies, in words: a reserve, Dirk, a market square, or a cell of an Alhambra."""
    kind, who = place
    if kind == "dirk":
        return term("alhambra.where.dirk")
    if kind == "market":
        return term("alhambra.where.market", currency=term(f"alhambra.currency.{who}"))
    if kind == "alhambra" and cell is not None:
        return term("alhambra.where.alhambra-cell", name=who,
                    cell=Place("alhambra", (cell,), (anchors or {}).get(who)))
    return term(f"alhambra.where.{kind}", name=who)


def rotate(mask: int) -> int:
    """The walls of a tile turned a quarter clockwise: N becomes E, E becomes S, S becomes W, W becomes N."""
    return ((mask << 1) | (mask >> 3)) & 0b1111


def _turned(tile: Tile, tiles) -> Tile | None:
    """The printed tile this one would be if it were turned back (tiles never rotate), else None."""
    mask = tile.walls
    for _ in range(3):
        mask = rotate(mask)
        printed = Tile(tile.type, tile.price, mask)
        if printed in tiles:
            return printed
    return None


def on_table(table: Table) -> Counter[Tile]:
    """How many of each building tile lie on the table (each Alhambra, each reserve, Dirk's pile, the market):
    the one count the box check, Dirk's bag and the pages' tile pickers read."""
    return Counter(tile for tile, _, _, _ in _holdings(table))


def component_problems(table: Table) -> list[Problem]:
    g = game()
    found: list[Problem] = []
    tiles = g.tiles
    # Count first (cheap); only a tile that is unknown or too often is looked up where it lies.
    counts = on_table(table)
    suspect = {t for t, n in counts.items() if n > tiles.get(t, 0)}
    if suspect:
        anchors = {p.name: p.layout.anchor for p in table.players}
        seen: dict = defaultdict(list)
        for tile, holder, where, cell in _holdings(table):
            if tile in suspect:
                seen[tile].append((holder, where, cell))
        for tile, copies in seen.items():
            limit = tiles.get(tile, 0)
            if limit == 0:
                turned = _turned(tile, tiles)
                for holder, where, cell in copies:
                    if turned is not None:
                        found.append(problem("alhambra.build.orientation", holder, [cell] if cell else [],
                                             "alhambra.rotated", tile=tile_term(tile), printed=tile_walls(turned),
                                             where=_where(where, cell, anchors), anchor=anchors.get(holder)))
                    else:
                        found.append(problem("alhambra.components", holder, [cell] if cell else [],
                                             "alhambra.unknown-tile", tile=tile_term(tile),
                                             where=_where(where, cell, anchors), anchor=anchors.get(holder)))
                continue
            holders = {h for h, _, _ in copies}
            holder = holders.pop() if len(holders) == 1 else None
            cells = [c for _, _, c in copies if c is not None] if holder else []
            found.append(problem("alhambra.components", holder, cells, "alhambra.too-many-tiles",
                                 tile=tile_term(tile), count=len(copies), copies=limit,
                                 where=[_where(w, c, anchors) for _, w, c in copies],
                                 anchor=anchors.get(holder) if holder else None))
    fountains = sum(len(p.layout.fountains) for p in table.players)
    if fountains > g.fountains:
        found.append(problem("alhambra.components", None, [], "alhambra.too-many-fountains",
                             count=fountains, copies=g.fountains))
    cards = Counter(c for p in table.players for c in p.hand)
    cards.update(table.money_row or ())
    full_deck = g.money_copies(two_player=False)
    deck = g.money_copies(two_player=table.two_player)
    for (currency, value), count in sorted(cards.items()):
        if count > deck:
            rule = "alhambra.components" if count > full_deck else "alhambra.variant.two-player-money"
            found.append(problem(rule, None, [], "alhambra.too-many-cards",
                                 currency=term(f"alhambra.currency.{currency}"), value=value,
                                 count=count, copies=deck))
    return found
