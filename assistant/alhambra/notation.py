"""Alhambra's one-line notation (docs/FORMATS.md, "Notation"), both ways.

    alhambra r2 dirk=S5 market=yC9n money=b2,g3 | Ayşe: @-1,-1 1,P6n/G8nw,F,T8nes/1,S8s +P3sw $b3,o7 | Kemal: ...

A tile is its type's initial (Pavilion, Seraglio, Arcades, Chambers, Garden, Tower), its price and its walled
sides in lower case: T8nes. F is the fountain. An Alhambra is `@x,y` (the top-left cell of its bounding box)
and then its rows top to bottom, separated by `/`, each row's cells left to right separated by `,`, a number
standing for that many empty cells (a row's trailing empty cells are not written). `+` the reserve, `$` the
hand; a card and a market square are a currency's initial (blue, green, orange, yellow) and a value or a tile.
Two tiles on one cell cannot be written (FORMATS.md allows that).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from assistant.alhambra.catalogue import Tile, game, walls_letters
from assistant.alhambra.table import Table, parse
from assistant.messages import refusal
from assistant.notation import Token, items, join, keyed, readable, sections, unescape_name
from assistant.paths import derived
from assistant.places import Place, anchor_of

GAME = "alhambra"
FOUNTAIN = "F"
_TILE = re.compile(r"([A-Z])([0-9]{1,2})([a-z]*)")
_CARD = re.compile(r"([a-z])([0-9]{1,2})")
_ORIGIN = re.compile(r"@(-?[0-9]{1,4}),(-?[0-9]{1,4})")


def _initials(words: tuple[str, ...], upper: bool) -> dict[str, str]:
    out = {(w[0].upper() if upper else w[0].lower()): w for w in words}
    if len(out) != len(words) or FOUNTAIN in out:
        raise ValueError(f"data/alhambra: initials of {words} are not unique")
    return out


@dataclass(frozen=True)
class Letters:
    """The notation's letters for the box's building types and currencies (read-only mappings both ways)."""

    types: Mapping[str, str]  # letter -> building type
    type_letter: Mapping[str, str]
    currencies: Mapping[str, str]  # letter -> currency
    currency_letter: Mapping[str, str]


@derived
def letters() -> Letters:
    """Made from the box (catalogue.game) and kept with it until `paths.refresh()`."""
    types = _initials(game().building_types, upper=True)
    currencies = _initials(game().currencies, upper=False)
    return Letters(MappingProxyType(types), MappingProxyType({t: k for k, t in types.items()}),
                   MappingProxyType(currencies), MappingProxyType({c: k for k, c in currencies.items()}))


# --- writing ---------------------------------------------------------------------------------------------


def tile_text(tile: Tile) -> str:
    if tile.is_fountain:
        return FOUNTAIN
    return f"{letters().type_letter[tile.type]}{tile.price}{walls_letters(tile.walls).lower()}"


def _grid(name: str, placed: list[tuple[int, int, Tile]]) -> list[str]:
    if not placed:
        return []
    cells: dict[tuple[int, int], Tile] = {}
    for x, y, tile in placed:
        if (x, y) in cells:  # the cell in a player's words ("1 right of the fountain"), in every language
            fountains = [(fx, fy) for fx, fy, t in placed if t.is_fountain]
            anchor = anchor_of(fountains, [(cx, cy) for cx, cy, _ in placed])
            raise refusal("notation.two_tiles", player=name, cells=Place("alhambra", ((x, y),), anchor))
        cells[(x, y)] = tile
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    rows = []
    for y in range(min(ys), max(ys) + 1):
        row, gap = [], 0
        for x in range(min(xs), max(xs) + 1):
            if (x, y) in cells:
                row += [str(gap)] if gap else []
                row.append(tile_text(cells[(x, y)]))
                gap = 0
            else:
                gap += 1
        rows.append(",".join(row))
    return [f"@{min(xs)},{min(ys)}", "/".join(rows)]


def to_notation(table: Table) -> str:
    header = [GAME]
    currency_letter = letters().currency_letter
    if table.round is not None:
        header.append(f"r{table.round}")
    if table.dirk is not None:
        header.append("dirk=" + ",".join(tile_text(t) for t in table.dirk))
    if table.market is not None:
        header.append("market=" + ",".join(currency_letter[c] + tile_text(t) for c, t in table.market))
    if table.money_row is not None:
        header.append("money=" + ",".join(f"{currency_letter[c]}{v}" for c, v in table.money_row))

    def player(p):
        body = _grid(p.name, p.placed)
        if p.reserve:
            body.append("+" + ",".join(tile_text(t) for t in p.reserve))
        if p.hand:
            body.append("$" + ",".join(f"{currency_letter[c]}{v}" for c, v in p.hand))
        return p.name, body

    return join(header, (player(p) for p in table.players))


# --- reading ---------------------------------------------------------------------------------------------


def _tile(token: Token) -> dict:
    m = _TILE.fullmatch(token.text)
    type_of = letters().types
    if not m or m[1] not in type_of:
        raise token.error("notation.alhambra.tile", types=", ".join(type_of))
    walls = m[3].upper()
    if any(ch not in "NESW" for ch in walls) or len(set(walls)) != len(walls):
        raise token.error("notation.alhambra.walls")
    return {"type": type_of[m[1]], "price": int(m[2]), "walls": walls}


def _card(token: Token) -> dict:
    m = _CARD.fullmatch(token.text)
    currency_of = letters().currencies
    if not m or m[1] not in currency_of:
        raise token.error("notation.alhambra.card", currencies=", ".join(currency_of))
    return {"currency": currency_of[m[1]], "value": int(m[2])}


def _market(token: Token) -> dict:
    currency_of = letters().currencies
    if token.text[:1] not in currency_of:
        raise token.error("notation.alhambra.market", currencies=", ".join(currency_of))
    return {"currency": currency_of[token.text[0]], **_tile(Token(token.text[1:], token.at + 1))}


def _cells(origin: Token, rows: Token) -> list[dict]:
    m = _ORIGIN.fullmatch(origin.text)
    if not m:
        raise origin.error("notation.alhambra.origin")
    x0, y = int(m[1]), int(m[2])
    out, at = [], rows.at
    for row in rows.text.split("/"):
        x = x0
        for cell in items(Token(row, at), row, 0):
            if cell.text.isdigit() and cell.text[0] != "0":
                x += int(cell.text)
                continue
            out.append({"x": x, "y": y, "fountain": True} if cell.text == FOUNTAIN else {"x": x, "y": y, **_tile(cell)})
            x += 1
        y, at = y + 1, at + len(row) + 1
    return out


def _player(name: Token, body: list[Token]) -> dict:
    out: dict = {"name": unescape_name(name), "alhambra": [], "reserve": [], "hand": []}
    rest = list(body)
    if rest and rest[0].text.startswith("@"):
        if len(rest) < 2 or rest[1].text[:1] in "+$":
            raise rest[0].error("notation.alhambra.rows")
        out["alhambra"] = _cells(rest[0], rest[1])
        rest = rest[2:]
    for token in rest:
        kind = {"+": ("reserve", _tile), "$": ("hand", _card)}.get(token.text[:1])
        if kind is None or out[kind[0]]:
            raise token.error("notation.alhambra.after")
        out[kind[0]] = [kind[1](t) for t in items(token, token.text[1:], 1)]
    return out


def from_notation(text: str) -> dict:
    header, players = sections(text, GAME)
    position: dict = {"game": GAME}
    for token in header.body:
        if re.fullmatch("r[0-9]", token.text) and "round" not in position:
            position["round"] = int(token.text[1])
            continue
        found = keyed(token, ("dirk", "market", "money"))
        if found is None or found[0] in position or (found[0] == "money" and "money_row" in position):
            raise token.error("notation.alhambra.header")
        key, value = found
        read = {"dirk": _tile, "market": _market, "money": _card}[key]
        position["money_row" if key == "money" else key] = [read(t) for t in items(token, value, len(key) + 1)]
    if not players:
        raise header.head.error("notation.no_player")
    position["players"] = [_player(p.head, p.body) for p in players]
    readable(parse, position)
    return position
