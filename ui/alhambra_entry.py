"""What a tap on the Alhambra board page does: plain functions from (position, whose board, selection, tap)
to (new position, new selection). No streamlit here: the page's component callback and the tests call the
same functions, so what the tests check is what a tap does.

Taps are the `data-target` strings of the drawings (assistant/render/alhambra.py):
"cell:x,y" a cell of the drawn Alhambra, "tile:type:price:walls" a tile of the box (the palette),
"reserve:j" a tile of the reserve board, "dirk:j" one of Dirk's tiles, "market:<currency>" a square of the
market (one tile a currency; the same market on every player's view and on Dirk's).
A selection is None or one of {"cell": [x, y]} (an empty cell waiting for its tile), {"placed": [x, y]}
(a tile of the Alhambra, waiting for an action), {"tile": tile, "from": "box"} or
{"tile": tile, "from": "reserve", "index": j} (a tile waiting for its cell), {"move": [x, y]} (a placed
tile waiting for the cell it moves to; an occupied cell swaps the two), {"market": currency} (an empty
market square waiting for its tile from the box).
"""

from __future__ import annotations

import copy
from collections import Counter
from functools import lru_cache

from assistant import api

Sel = dict | None


def box_tiles() -> list[dict]:
    """The printed tiles (54), each copy once, by type (the game's order), then price and walls: the engine's
    catalogue (api.facts) is in that order already. New dicts each call, from the catalogue read once."""
    return [{"type": k, "price": p, "walls": w} for k, p, w in _printed()]


@lru_cache(maxsize=1)
def _printed() -> tuple[tuple[str, int, str], ...]:
    return tuple((t["type"], t["price"], t["walls"]) for t in api.facts("alhambra")["catalogue"]
                 for _ in range(t["copies"]))


def _key(tile: dict) -> tuple:
    return tile["type"], tile["price"], tile["walls"]


def on_table(pos: dict) -> Counter:
    """How many of each printed tile lie on the table (Alhambras, reserves, Dirk, market): the engine's one
    count (api.alhambra_tiles_on_table). An unreadable position, whose error the page shows, has no tiles to
    count."""
    try:
        counted = api.alhambra_tiles_on_table(pos)
    except api.PositionError:
        return Counter()
    return Counter({_key(t): t["count"] for t in counted})


def in_box(pos: dict) -> list[tuple[dict, bool]]:
    """Every printed tile with whether it is still in the box (not yet on the table)."""
    used = on_table(pos)
    out = []
    for tile in box_tiles():
        k = _key(tile)
        out.append((tile, used[k] <= 0))
        used[k] -= 1
    return out


def parse_tile(target: str) -> dict | None:
    """"tile:tower:11:NES" -> the tile, if the catalogue prints it."""
    parts = target.split(":")
    if len(parts) != 4 or parts[0] != "tile" or not parts[2].isdigit():
        return None
    tile = {"type": parts[1], "price": int(parts[2]), "walls": parts[3]}
    return tile if any(_key(t) == _key(tile) for t in box_tiles()) else None


def _index(target: str) -> int:
    """"reserve:2" -> 2; -1 (no tile) for anything else: the targets come back from the browser."""
    rest = target.split(":", 1)[-1]
    return int(rest) if rest.isascii() and rest.isdigit() else -1


def parse_cell(target: str) -> tuple[int, int] | None:
    try:
        kind, rest = target.split(":", 1)
        x, y = (int(v) for v in rest.split(","))
    except ValueError:
        return None
    return (x, y) if kind == "cell" else None


def _at(me: dict, cell: tuple[int, int]) -> dict | None:
    return next((c for c in me["alhambra"] if (c["x"], c["y"]) == tuple(cell)), None)


def _without(me: dict, cell) -> None:
    me["alhambra"] = [c for c in me["alhambra"] if (c["x"], c["y"]) != tuple(cell)]


def _put(me: dict, cell, tile: dict) -> None:
    _without(me, cell)
    me["alhambra"].append({"x": cell[0], "y": cell[1], **{k: v for k, v in tile.items() if k not in ("x", "y")}})


def _spec(c: dict) -> dict:
    return {"type": c["type"], "price": c["price"], "walls": c["walls"]}


def tap(pos: dict, who: int, sel: Sel, target: str) -> tuple[dict, Sel]:
    """The position and selection after tapping `target` on board `who` (the index of a player; one past
    the last player is Dirk's pile). The position given is not changed."""
    pos = copy.deepcopy(pos)
    if who >= len(pos["players"]):
        return _tap_dirk(pos, sel, target)
    me = pos["players"][who]
    if target.startswith("reserve:"):
        return _tap_reserve(pos, me, sel, _index(target))
    if target.startswith("market:"):
        return _tap_market(pos, sel, target.split(":", 1)[1])
    tile = parse_tile(target)
    if tile is not None:
        return _tap_box(pos, me, sel, tile)
    cell = parse_cell(target)
    if cell is None:
        return pos, sel
    return _tap_cell(pos, me, sel, cell)


def _tap_dirk(pos: dict, sel: Sel, target: str) -> tuple[dict, Sel]:
    """Dirk's view: a tile of the box goes to his pile (or onto the market square chosen first: the market is
    on every board's view), his tile goes back to the box."""
    if target.startswith("market:"):
        return _tap_market(pos, sel, target.split(":", 1)[1])
    tile = parse_tile(target)
    if tile is not None and _free(pos, tile):
        if sel and "market" in sel and _on_square(pos, sel["market"]) is None:
            pos.setdefault("market", []).append({"currency": sel["market"], **tile})
        else:
            pos.setdefault("dirk", []).append(tile)
        return pos, None
    if target.startswith("dirk:"):
        pile = pos.get("dirk") or []
        j = _index(target)
        if 0 <= j < len(pile):
            del pile[j]
        return pos, None
    return pos, sel


def _free(pos: dict, tile: dict) -> bool:
    return any(ok and _key(t) == _key(tile) for t, ok in in_box(pos))


def _tap_box(pos: dict, me: dict, sel: Sel, tile: dict) -> tuple[dict, Sel]:
    if not _free(pos, tile):
        return pos, sel
    if sel and "market" in sel and _on_square(pos, sel["market"]) is None:
        pos.setdefault("market", []).append({"currency": sel["market"], **tile})
        return pos, None
    if sel and "cell" in sel and _at(me, sel["cell"]) is None:
        _put(me, sel["cell"], tile)
        return pos, None
    if sel and "placed" in sel:
        old = _at(me, sel["placed"])
        if old is not None and not old.get("fountain"):  # the tile goes back to the box, this one takes its cell
            _put(me, sel["placed"], tile)
            return pos, None
    if sel and sel.get("from") == "box" and _key(sel["tile"]) == _key(tile):
        return pos, None  # a second tap on the chosen tile lets go of it
    return pos, {"tile": tile, "from": "box"}


@lru_cache(maxsize=1)
def currencies() -> tuple[str, ...]:
    """The market's currencies, in the game's order (read once: api.facts builds the whole box each call)."""
    return tuple(api.facts("alhambra")["currencies"])


def _on_square(pos: dict, currency: str) -> dict | None:
    return next((t for t in pos.get("market") or [] if t.get("currency") == currency), None)


def _tap_market(pos: dict, sel: Sel, currency: str) -> tuple[dict, Sel]:
    """A market tile goes back to the box; an empty square takes the chosen tile of the box, or waits for
    one (a second tap lets go of it)."""
    if currency not in currencies():
        return pos, sel
    here = _on_square(pos, currency)
    if here is not None:
        pos["market"] = [t for t in pos["market"] if t is not here]
        return pos, None
    if sel and sel.get("from") == "box" and _free(pos, sel["tile"]):
        pos.setdefault("market", []).append({"currency": currency, **_spec(sel["tile"])})
        return pos, None
    if sel == {"market": currency}:
        return pos, None
    return pos, {"market": currency}


def _tap_reserve(pos: dict, me: dict, sel: Sel, j: int) -> tuple[dict, Sel]:
    reserve = me.setdefault("reserve", [])
    if not 0 <= j < len(reserve):
        return pos, sel
    if sel and "cell" in sel and _at(me, sel["cell"]) is None:
        _put(me, sel["cell"], reserve.pop(j))
        return pos, None
    if sel and "placed" in sel:
        old = _at(me, sel["placed"])
        if old is not None and not old.get("fountain"):  # a redesign swap: placed tile and reserve tile trade
            _put(me, sel["placed"], reserve[j])
            reserve[j] = _spec(old)
            return pos, None
    if sel and sel.get("from") == "reserve" and sel.get("index") == j:
        return pos, None
    return pos, {"tile": reserve[j], "from": "reserve", "index": j}


def _tap_cell(pos: dict, me: dict, sel: Sel, cell: tuple[int, int]) -> tuple[dict, Sel]:
    here = _at(me, cell)
    if sel and "move" in sel:
        start = tuple(sel["move"])
        moving = _at(me, start)
        if moving is None or start == cell:
            return pos, None
        _without(me, start)
        if here is not None:  # an occupied cell: the two tiles trade places
            _put(me, start, here)
        _put(me, cell, moving)
        return pos, None
    if sel and "tile" in sel and here is None:
        tile = sel["tile"]
        if sel.get("from") == "reserve":
            reserve = me.get("reserve", [])
            j = sel.get("index", -1)
            if not (0 <= j < len(reserve) and _key(reserve[j]) == _key(tile)):
                return pos, None
            del reserve[j]
        elif not _free(pos, tile):
            return pos, None
        _put(me, cell, tile)
        return pos, None
    kind = "placed" if here is not None else "cell"
    if sel and sel.get(kind) == list(cell):
        return pos, None  # tapping the selected cell again lets go of it
    return pos, {kind: list(cell)}


def _lift(me: dict, cell) -> dict | None:
    """Take the building tile at `cell` off a player's Alhambra and return it (never the fountain; None when
    there is no building tile there)."""
    here = _at(me, cell)
    if here is None or here.get("fountain"):
        return None
    _without(me, cell)
    return here


def take_away(pos: dict, who: int, sel: Sel) -> dict:
    """The selected placed tile back into the box (or a chosen reserve tile out of the reserve)."""
    pos = copy.deepcopy(pos)
    me = pos["players"][who]
    if sel and "placed" in sel:
        _lift(me, sel["placed"])
    elif sel and sel.get("from") == "reserve":
        j = sel.get("index", -1)
        if 0 <= j < len(me.get("reserve", [])):
            del me["reserve"][j]
    return pos


def to_reserve(pos: dict, who: int, sel: Sel) -> dict:
    """The selected placed tile (or the chosen tile of the box) onto the reserve board."""
    pos = copy.deepcopy(pos)
    me = pos["players"][who]
    if sel and "placed" in sel:
        here = _lift(me, sel["placed"])
        if here is not None:
            me.setdefault("reserve", []).append(_spec(here))
    elif sel and sel.get("from") == "box" and _free(pos, sel["tile"]):
        me.setdefault("reserve", []).append(dict(sel["tile"]))
    return pos
