"""The steps of an Alhambra game on the Table page, as plain functions of the table's position (no streamlit,
so the tests check exactly what the page's taps and buttons do): Dirk's tiles at the start and after the
first and second scoring, each player's hand at the end tapped card by card, the leftover market tiles
awarded, the awarded tiles offered for building, and which step the table is at. The engine decides every
number and verdict (api.alhambra_dirk_due, api.check, api.alhambra_end_market, api.place); this only applies
them to the table's position.

Taps: "tile:type:price:walls" a tile of the box given to Dirk, "dirk:j" one of his tiles taken back,
"card:<currency>:<value>" a card added to a hand, "hand:j" a card taken out."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass

from assistant import api
from ui import alhambra_entry as entry

GAME = "alhambra"


def scorings() -> int:
    """How many scorings a game has (three): the last is scored after the end of the game."""
    return api.registration(GAME).rounds  # the typed registration: no facts JSON built on every run


def recorded(pos: dict) -> int:
    """The scorings recorded at this table: the shared board's scoring number (the ledger's) less one."""
    return int(pos.get("round") or 1) - 1


def dirk_plays(pos: dict) -> bool:
    return pos.get("dirk") is not None


def stage(pos: dict) -> str:
    """Dirk's stage the scorings recorded reach: "start", "after-first-scoring", "after-second-scoring"."""
    stages = api.facts(GAME)["dirk_stages"]
    return stages[min(recorded(pos), len(stages) - 1)]


def _key(tile: dict) -> tuple:
    return tile["type"], tile["price"], tile["walls"]


def given(pile: list[dict], base: list[dict] | None) -> list[int]:
    """Which of Dirk's tiles were given at this stage: those of his pile not in `base` (his pile as it lay
    when the stage began; a tile taken out of it since is a correction, not a gift)."""
    left = Counter(_key(t) for t in base or [])
    out = []
    for j, tile in enumerate(pile):
        if left[_key(tile)] > 0:
            left[_key(tile)] -= 1
        else:
            out.append(j)
    return out


def base_pile(log: list, pos: dict) -> list[dict]:
    """Dirk's pile as it lay when this stage began: nothing at the start; after scoring n, the shared board
    the log kept when that scoring was recorded and carried over (the last board written before it when an
    older log kept none)."""
    number = recorded(pos)
    if number == 0:
        return []
    shared = str(api.table.SHARED)
    for e in reversed(log):
        if e.kind == "carried" and e.round == number and "boards" in e.detail:
            return list((e.detail["boards"].get(shared) or {}).get("dirk") or [])
    last = None  # an older log: the shared board last written before that scoring was recorded
    for e in log:
        if e.kind == "recorded" and e.round == number:
            break
        if e.kind == "board" and e.detail.get("seat") == api.table.SHARED:
            last = e.detail.get("position") or {}
    return list((pos if last is None else last).get("dirk") or [])


@dataclass(frozen=True)
class DirkDue:
    stage: str
    due: int  # tiles Dirk is due at this stage (the engine's number)
    given: int  # tiles given since the stage began
    bag: int  # the bag as the stage began: what lies on the table now, this stage's tiles back in it

    @property
    def done(self) -> bool:
        return self.given >= self.due


def dirk_due(pos: dict, base: list[dict]) -> DirkDue | None:
    """Dirk's tiles at this stage: the engine's number for the bag as it was before any were given (this
    stage's tiles back in the bag), and how many are given. None when Dirk does not play or the position
    cannot be read (the check says why)."""
    if not dirk_plays(pos):
        return None
    pile = list(pos.get("dirk") or [])
    mine = set(given(pile, base))
    before = {**pos, "dirk": [t for j, t in enumerate(pile) if j not in mine]}
    try:
        due = api.alhambra_dirk_due(before)
    except api.PositionError:
        return None
    now = stage(pos)
    return DirkDue(now, int(due["due"][now]), len(mine), int(due["bag"]))


def dirk_tap(pos: dict, target: str, base: list[dict]) -> tuple[dict, bool]:
    """A tap at Dirk's stage: a tile of the box onto his pile, one of his tiles back into the box. Returns the
    position and whether the tap was refused because he has all he is due (the position unchanged then)."""
    dirk = len(pos["players"])  # alhambra_entry's board index of Dirk's pile
    if target.startswith("dirk:"):
        return entry.tap(pos, dirk, None, target)[0], False
    if entry.parse_tile(target) is None:
        return pos, False
    due = dirk_due(pos, base)
    if due is not None and due.done:
        return pos, True
    return entry.tap(pos, dirk, None, target)[0], False


def parse_card(target: str) -> dict | None:
    """"card:blue:5" -> the card, when the game has that currency and value."""
    parts = target.split(":")
    if len(parts) != 3 or parts[0] != "card" or not (parts[2].isascii() and parts[2].isdigit()):
        return None
    facts = api.facts(GAME)
    values = facts["money"]["values"]
    card = {"currency": parts[1], "value": int(parts[2])}
    ok = card["currency"] in facts["currencies"] and values["min"] <= card["value"] <= values["max"]
    return card if ok else None


def _messages(pos: dict, lang: str | None) -> list[str]:
    try:
        return [p["message"] for p in api.check(pos, lang)["problems"]]
    except api.PositionError:
        return []


def _no_row(pos: dict) -> dict:
    return {k: v for k, v in pos.items() if k != "money_row"}


def hand_tap(pos: dict, seat: int, target: str, lang: str | None = None) -> tuple[dict, str | None]:
    """A tap on seat `seat`'s money: a card of the grid into the hand, a card of the hand out of it. A card the
    deck cannot give (more copies at the table than it holds) is refused with the engine's problem."""
    new = copy.deepcopy(pos)
    hand = new["players"][seat].setdefault("hand", [])
    if target.startswith("hand:"):
        rest = target.split(":", 1)[1]
        j = int(rest) if rest.isascii() and rest.isdigit() else -1
        if 0 <= j < len(hand):
            del hand[j]
            return new, None
        return pos, None
    card = parse_card(target)
    if card is None:
        return pos, None
    hand.append(card)
    # the money row is left out: no phone enters it on the Table page, so the table's is the one dealt at the
    # start, and its cards must not refuse a card a player really holds
    fresh = list((Counter(_messages(_no_row(new), lang)) - Counter(_messages(_no_row(pos), lang))).elements())
    return (pos, fresh[0]) if fresh else (new, None)


def counted_currencies(pos: dict) -> list[str]:
    """The currencies whose money decides something at the end: those of the market squares still holding a
    tile (each goes to the most money of its currency, alhambra.end), in the box's order."""
    held = {m.get("currency") for m in pos.get("market") or [] if isinstance(m, dict)}
    return [c for c in api.facts(GAME)["currencies"] if c in held]


def cleared(pos: dict, seat: int) -> dict:
    """Seat `seat`'s hand emptied, to tap it again from the start."""
    new = copy.deepcopy(pos)
    new["players"][seat]["hand"] = []
    return new


def market_award(pos: dict) -> dict | None:
    """The engine's end-of-game awards for the market as it lies (api.alhambra_end_market), or None when the
    position cannot be read."""
    if not pos.get("market"):
        return None
    try:
        return api.alhambra_end_market(pos)
    except api.PositionError:
        return None


def pending(award: dict | None) -> int:
    """How many market tiles the award gives to someone."""
    return sum(1 for a in (award or {}).get("awards", []) if a["winner"] is not None)


def awarded(pos: dict) -> tuple[dict, None]:
    """The position once the leftover market tiles are awarded: the engine's position after (each tile in its
    winner's reserve, the ties left in the market), at the scoring number the table is at. As a table change:
    (position, selection)."""
    award = market_award(pos)
    if not pending(award):
        return pos, None
    after = copy.deepcopy(award["after"])  # type: ignore[index]
    after["round"] = pos.get("round")
    return after, None


def offer(pos: dict, seat: int) -> dict | None:
    """The reserve tile offered for building (the newest that fits somewhere: an awarded tile lies last), as
    the selection that lights its legal cells; None when none fits."""
    me = pos["players"][seat]
    for j in range(len(me.get("reserve") or []) - 1, -1, -1):
        tile = me["reserve"][j]
        try:
            fits = api.place(pos, me["name"], tile)["positions"]
        except api.PositionError:
            return None
        if fits:
            return {"tile": tile, "from": "reserve", "index": j}
    return None


def step(pos: dict, due: DirkDue | None, award: dict | None) -> str:
    """Which step the table is at (a UI string's last part): Dirk's tiles to give, play towards a scoring, the
    end of the game (hands, then the award), the awarded tiles to build and the last scoring."""
    if due is not None and not due.done:
        return "dirk"
    if recorded(pos) < scorings() - 1:
        return "play"
    return "end_hands" if pending(award) else "end_build"
