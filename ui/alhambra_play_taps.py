"""What a tap does while an Alhambra table plays turn by turn (ui/alhambra_play draws it): plain functions from
(position, turn, choice, tap) to (new choice, the step to send or None). No streamlit here: the drawings'
callbacks and the tests call the same functions, so what the tests check is what a tap does.

Targets (one tap group a phone, so each drawing's prefix is its own): "row:j" a card of the money row,
"hand:j" a card of this phone's hand, "market:<currency>" a market square, "cell:x,y" a cell of the player's
Alhambra, "reserve:j" a reserve tile, "held:j" a bought tile not yet placed, "tile:type:price:walls" a tile of
the box, "card:<currency>:<value>" a card of the deck's grid, "new:j" a card tapped for the refill.

A choice (`Pick`) belongs to one turn: it holds the turn it was made in, so a step the engine refused keeps
what was tapped (to be corrected), and the next turn starts afresh. Steps are the engine's step JSON
(docs/FORMATS.md, assistant/alhambra/turns.py); the engine checks them, these functions only shape them."""

from __future__ import annotations

import copy
import json
from itertools import combinations

from assistant import api
from ui import alhambra_entry as entry
from ui.alhambra_steps import parse_card

Pick = dict  # {"turn", "cards": [row index], "square": currency | None, "pay": [hand index], "board": sel,
#              "refill": {currency: tile}, "money": [card], "dirk": [tile]}
Step = dict | None
SUBSETS = 12  # up to this many cards of one currency, the best payment is searched among every subset


def turn_key(turn: dict | None) -> str:
    return json.dumps(turn, sort_keys=True, ensure_ascii=False)


def fresh(pick: Pick | None, turn: dict | None) -> Pick:
    """The choice kept for this turn, or an empty one when it was made in another turn."""
    if pick is not None and pick.get("turn") == turn_key(turn):
        return pick
    return {"turn": turn_key(turn), "cards": [], "square": None, "pay": [], "board": None, "refill": {},
            "money": [], "dirk": []}


def _index(target: str) -> int:
    rest = target.split(":", 1)[-1]
    return int(rest) if rest.isascii() and rest.isdigit() else -1


def _toggle(items: list[int], j: int) -> list[int]:
    return sorted(set(items) ^ {j})


def spec(tile: dict) -> dict:
    """A tile as a step carries it: its type, price and walls (a market tile's square left out)."""
    return {"type": tile["type"], "price": tile["price"], "walls": tile["walls"]}


def _me(pos: dict, name: str | None) -> dict:
    return next((p for p in pos.get("players") or [] if p["name"] == name), {"name": name, "alhambra": []})


def hand(pos: dict, name: str | None) -> list[dict]:
    return list(_me(pos, name).get("hand") or [])


def row(pos: dict) -> list[dict]:
    return list(pos.get("money_row") or [])


def square_tile(pos: dict, currency: str) -> dict | None:
    return next((t for t in pos.get("market") or [] if t.get("currency") == currency), None)


def payment(cards: list[dict], currency: str, price: int) -> list[int]:
    """The hand's cards proposed for a square (so a buy is a tap on the square and one on "Buy"): of that
    currency, the fewest whose total reaches the price with the least over it (exact when the hand can, which
    earns another action); every card of the currency when they do not reach it (the engine then says so)."""
    mine = [j for j, c in enumerate(cards) if c["currency"] == currency]
    if sum(cards[j]["value"] for j in mine) < price or len(mine) > SUBSETS:
        return mine if len(mine) <= SUBSETS else _greedy(cards, mine, price)
    best: tuple[int, int, tuple[int, ...]] | None = None
    for n in range(1, len(mine) + 1):
        for chosen in combinations(mine, n):
            total = sum(cards[j]["value"] for j in chosen)
            if total >= price and (best is None or (total, n) < best[:2]):
                best = (total, n, chosen)
    return list(best[2]) if best else mine


def _greedy(cards: list[dict], mine: list[int], price: int) -> list[int]:
    out, total = [], 0
    for j in sorted(mine, key=lambda j: -cards[j]["value"]):
        if total >= price:
            break
        out.append(j)
        total += cards[j]["value"]
    return sorted(out)


def act_tap(pos: dict, turn: dict, pick: Pick, target: str) -> tuple[Pick, Step]:
    """A tap while the player acts: money-row cards chosen to take, a market square (its payment proposed) and
    the hand's cards to pay with, or the Alhambra and reserve for a redesign (a reserve tile then an empty cell:
    add; then a built tile: swap; a built tile alone waits for "To the reserve")."""
    pick = copy.deepcopy(pick)
    name = turn.get("player")
    if target.startswith("row:") and 0 <= (j := _index(target)) < len(row(pos)):
        pick["cards"] = _toggle(pick["cards"], j)
    elif target.startswith("market:"):
        currency = target.split(":", 1)[1]
        tile = square_tile(pos, currency)
        if pick["square"] == currency or tile is None:
            pick["square"], pick["pay"] = None, []
        else:
            pick["square"], pick["pay"] = currency, payment(hand(pos, name), currency, tile["price"])
    elif target.startswith("hand:") and 0 <= (j := _index(target)) < len(hand(pos, name)):
        pick["pay"] = _toggle(pick["pay"], j)
    else:
        return redesign_tap(pos, name, pick, target)
    return pick, None


def redesign_tap(pos: dict, name: str | None, pick: Pick, target: str) -> tuple[Pick, Step]:
    me = _me(pos, name)
    sel = pick["board"]
    reserve = list(me.get("reserve") or [])
    if target.startswith("reserve:") and 0 <= (j := _index(target)) < len(reserve):
        same = sel and sel.get("from") == "reserve" and sel.get("index") == j
        pick["board"] = None if same else {"tile": reserve[j], "from": "reserve", "index": j}
        return pick, None
    cell = entry.parse_cell(target)
    if cell is None:
        return pick, None
    here = next((c for c in me.get("alhambra") or [] if (c["x"], c["y"]) == cell), None)
    if sel and sel.get("from") == "reserve" and not (here or {}).get("fountain"):
        pick["board"] = None  # the step sent, the tile has moved (or stays, refused: one tap chooses it again)
        return pick, {"step": "swap" if here else "add", "tile": spec(sel["tile"]), "at": list(cell)}
    if here is not None and not here.get("fountain"):
        pick["board"] = None if sel == {"placed": list(cell)} else {"placed": list(cell)}
    else:
        pick["board"] = None
    return pick, None


def take_step(pos: dict, pick: Pick) -> Step:
    cards = [row(pos)[j] for j in pick["cards"] if j < len(row(pos))]
    return {"step": "take", "cards": cards} if cards else None


def buy_step(pos: dict, turn: dict, pick: Pick) -> Step:
    if pick["square"] is None:
        return None
    cards = hand(pos, turn.get("player"))
    return {"step": "buy", "square": pick["square"], "pay": [cards[j] for j in pick["pay"] if j < len(cards)]}


def remove_step(pick: Pick) -> Step:
    sel = pick["board"]
    return {"step": "remove", "at": list(sel["placed"])} if sel and "placed" in sel else None


def held(turn: dict) -> list[dict]:
    return list(turn.get("held") or [])


def chosen_held(turn: dict, pick: Pick) -> int | None:
    """The held tile being placed: the one tapped, else the first (one held tile: no tap to choose it)."""
    sel = pick["board"]
    tiles = held(turn)
    if sel and sel.get("from") == "held" and 0 <= sel.get("index", -1) < len(tiles):
        return int(sel["index"])
    return 0 if tiles else None


def place_tap(pos: dict, turn: dict, pick: Pick, target: str) -> tuple[Pick, Step]:
    """A tap while the bought tiles are placed: a held tile chosen, then a cell: the step that builds it there
    (the lit cells are the engine's legal ones; another cell is sent too, and the engine says why not)."""
    pick = copy.deepcopy(pick)
    if target.startswith("held:") and 0 <= (j := _index(target)) < len(held(turn)):
        pick["board"] = {"tile": held(turn)[j], "from": "held", "index": j}
        return pick, None
    cell = entry.parse_cell(target)
    j = chosen_held(turn, pick)
    if cell is None or j is None:
        return pick, None
    return pick, {"step": "place", "tile": held(turn)[j], "to": "alhambra", "at": list(cell)}


def place_elsewhere(turn: dict, pick: Pick, to: str) -> Step:
    """The held tile chosen onto the reserve (or, with Dirk, his pile)."""
    j = chosen_held(turn, pick)
    return None if j is None else {"step": "place", "tile": held(turn)[j], "to": to}


# --- the refill --------------------------------------------------------------------------------------------


def in_the_box(pos: dict, tile: dict) -> bool:
    """Whether a copy of `tile` is still in the box (not yet anywhere on the table)."""
    return any(left and spec(t) == spec(tile) for t, left in entry.in_box(pos))


def empty_squares(pos: dict) -> list[str]:
    return [c for c in entry.currencies() if square_tile(pos, c) is None]


def money_row_size() -> int:
    return int(api.facts("alhambra")["money_row_size"])


def money_due(pos: dict) -> int:
    """How many cards the refill lays out: the money row back to its size."""
    return max(0, money_row_size() - len(row(pos)))


def preview(pos: dict, pick: Pick) -> dict:
    """The table with the refill tapped so far: the new tiles on their squares and the new cards in the row
    (so the box shows what is left in it and the grid counts what lies out)."""
    new = copy.deepcopy(pos)
    new["market"] = [*(pos.get("market") or []), *({"currency": c, **t} for c, t in pick["refill"].items())]
    new["money_row"] = [*row(pos), *pick["money"]]
    return new


def refill_tap(pos: dict, pick: Pick, target: str) -> tuple[Pick, Step]:
    """A tap of the refill: a tile of the box onto the square chosen (else the first empty one), a new tile
    tapped again back to the box, a card of the grid into the row, a new card tapped again out of it."""
    pick = copy.deepcopy(pick)
    empty = empty_squares(pos)
    if target.startswith("market:"):
        currency = target.split(":", 1)[1]
        if currency in pick["refill"]:
            del pick["refill"][currency]
            pick["square"] = None
        elif currency in empty:
            pick["square"] = None if pick["square"] == currency else currency
        return pick, None
    tile = entry.parse_tile(target)
    if tile is not None:
        free = [c for c in empty if c not in pick["refill"]]
        if free and in_the_box(preview(pos, pick), tile):
            square = pick["square"] if pick["square"] in free else free[0]
            pick["refill"][square] = tile
            pick["square"] = None
        return pick, None
    card = parse_card(target)
    if card is not None and len(pick["money"]) < money_due(pos):
        pick["money"].append(card)
    elif target.startswith("new:") and 0 <= (j := _index(target)) < len(pick["money"]):
        del pick["money"][j]
    return pick, None


def refill_step(pos: dict, pick: Pick, scoring: bool, bag_empty: bool) -> dict:
    """The refill as tapped: every empty square with its new tile (null: none came, the bag is empty), the new
    money cards, and the two things only the real table can tell."""
    market = {c: pick["refill"].get(c) for c in empty_squares(pos)}
    return {"step": "refill", "market": market, "money": list(pick["money"]), "scoring": bool(scoring),
            "bag_empty": bool(bag_empty)}


def dirk_preview(pos: dict, pick: Pick) -> dict:
    """The table with Dirk's tiles tapped so far on his pile (so the box shows what is left in it)."""
    return {**pos, "dirk": [*(pos.get("dirk") or []), *pick["dirk"]]}


def dirk_tap(pos: dict, pick: Pick, target: str) -> tuple[Pick, Step]:
    """Dirk's tiles after a scoring (two-player game): a tile of the box onto his new tiles, a new tile tapped
    again ("dirk:j") back to the box. How many he is due is the engine's to say, when the tiles are sent."""
    pick = copy.deepcopy(pick)
    tile = entry.parse_tile(target)
    if tile is not None and in_the_box(dirk_preview(pos, pick), tile):
        pick["dirk"].append(spec(tile))
    elif target.startswith("dirk:") and 0 <= (j := _index(target)) < len(pick["dirk"]):
        del pick["dirk"][j]
    return pick, None


def dirk_step(pick: Pick) -> dict:
    return {"step": "dirk", "tiles": list(pick["dirk"])}


# --- before play: the table as it lies ----------------------------------------------------------------------


def setup_market_tap(pos: dict, square: str | None, target: str) -> tuple[dict, str | None]:
    """The market tapped before play: a tile of the box onto the square chosen (else the first empty one), a
    market tile back into the box, an empty square chosen (tapped again: let go). Position and square chosen."""
    if target.startswith("market:"):
        currency = target.split(":", 1)[1]
        if currency not in entry.currencies():
            return pos, square
        if square_tile(pos, currency) is not None:
            new = copy.deepcopy(pos)
            new["market"] = [t for t in new["market"] if t.get("currency") != currency]
            return new, None
        return pos, None if square == currency else currency
    tile = entry.parse_tile(target)
    empty = empty_squares(pos)
    if tile is None or not empty or not in_the_box(pos, tile):
        return pos, square
    new = copy.deepcopy(pos)
    new.setdefault("market", []).append({"currency": square if square in empty else empty[0], **tile})
    return new, None


def setup_row_tap(pos: dict, target: str) -> dict:
    """The money row tapped before play: a card of the grid laid out (up to the row's size), a card of the
    row tapped again taken back."""
    cards = row(pos)
    card = parse_card(target)
    if card is not None and len(cards) < money_row_size():
        return {**pos, "money_row": [*cards, card]}
    if target.startswith("row:") and 0 <= (j := _index(target)) < len(cards):
        return {**pos, "money_row": cards[:j] + cards[j + 1:]}
    return pos
