"""Alhambra played turn by turn at a table (issue 19): the game's TurnRules (assistant.games), every step checked
by the engine's own rules the moment it is made.

A turn is the JSON the ledger keeps between steps (validated by turn_model.parse_turn):

    {"player": "Ana", "phase": "act", "action": 1, "held": [tile, ...], "turn": 7}

- `player`: whose step it is (None once the game is over); `phase`: what is asked next, one of
  "act" (take money, buy, or redesign), "place" (the held tiles, in any order), "refill" (the market and the money
  row, as tapped from the real table), "dirk" (in the two-player game, right after the first and the second
  scoring: the tiles Dirk is dealt from the bag, alhambra.variant.two-player), "over" (the bag could not refill
  the market: the last scoring is due);
- `action`: the number of the action to come in "act" (1 to data `turn.max_actions`): an exact payment keeps
  the phase and counts on; any other action ends the actions;
- `held`: the tiles bought this turn, placed once the actions are over (alhambra.buy.placement-timing);
- `turn`: the turns played so far, this one included (1 for the first).

The steps (turn_model.py; docs/FORMATS.md "Playing turn by turn"): take, buy, remove, add, swap, place, refill,
and dirk ({"step": "dirk", "tiles": [tile, ...]}: as many as dirk.tiles says for the scoring just recorded).
A buy is checked as `move` checks it (moves.purchase: the square, the currency, the price, the action limit) and
its tile held; a place is checked by the placement rules a buy to the Alhambra meets (moves.put_tile). After the
refill the turn passes to the next player in seat order (the position's players), after a scoring when a
scoring card came up (PlayStep.scoring), or the game ends when the bag could not refill the market
(PlayStep.scoring and .over; the leftover market tiles are handed out first, deal.end_market).

`said` is a data/messages key (alhambra_play.yaml) with plain-JSON parameters (messages.plain: names, numbers,
tiles, cards and cells as tagged objects) that messages.detail says in any language, also once stored.
Dirk's tiles after a scoring are counted from the position's `round` (the scoring number the ledger's carry-over
writes: 2 after the first scoring, 3 after the second) and the bag the table leaves (dirk.bag).
"""

from __future__ import annotations

from typing import Any

from assistant.alhambra.catalogue import Tile
from assistant.alhambra.components import tile_term
from assistant.alhambra.deal import end_market
from assistant.alhambra.moves import cell_matches_destination, outcome, parse_move, purchase, put_tile
from assistant.alhambra.table import Table, card_of, parse, tile_json, tile_of
from assistant.alhambra.turn_checks import (
    dirk_due,
    dirk_problems,
    first_player,
    ready_problems,
    refill_problems,
    refilled,
)
from assistant.alhambra.turn_model import parse_step, parse_turn
from assistant.errors import PositionError
from assistant.games import JSON, PlayStep, TurnRules
from assistant.messages import Term, plain, term
from assistant.places import Place
from assistant.problems import Problem, problem
from assistant.quoting import quote

# What a step asks of the phase it is made in: (the phase the turn is in, the phase the step needs) -> the rule
# that says why not and the reason's message key.
_WRONG_PHASE = {
    ("place", "act"): ("alhambra.turn.actions", "alhambra.play.actions-over"),
    ("refill", "act"): ("alhambra.turn.refill", "alhambra.play.refill-now"),
    ("act", "place"): ("alhambra.buy.placement-timing", "alhambra.play.place-later"),
    ("refill", "place"): ("alhambra.turn.refill", "alhambra.play.refill-now"),
    ("act", "refill"): ("alhambra.turn.refill", "alhambra.play.refill-later"),
    ("place", "refill"): ("alhambra.turn.refill", "alhambra.play.place-first"),
    **{("dirk", needs): ("alhambra.variant.two-player", "alhambra.play.dirk-first")
       for needs in ("act", "place", "refill")},
    **{(now, "dirk"): ("alhambra.variant.two-player", "alhambra.play.not-dirk-time")
       for now in ("act", "place", "refill")},
}
_NEEDS = {"take": "act", "buy": "act", "remove": "act", "add": "act", "swap": "act", "place": "place",
          "refill": "refill", "dirk": "dirk"}


def _turn(player: str | None, phase: str, action: int = 1, held: tuple[Tile, ...] = (), number: int = 1,
          awarded: tuple[tuple[str, tuple[Tile, ...]], ...] | None = None) -> JSON:
    """A turn's JSON; `awarded` (the end of the game): the winners still to build their market tiles, after
    this one."""
    out: JSON = {"player": player, "phase": phase, "action": action, "held": [tile_json(t) for t in held],
                 "turn": number}
    if awarded is not None:
        out |= {"end": True, "awarded": [{"player": n, "tiles": [tile_json(t) for t in ts]} for n, ts in awarded]}
    return out


def _said(key: str, **params: Any) -> tuple[str, dict[str, Any]]:
    """A step in words for the log: plain JSON parameters (messages.plain), so the ledger stores them as they are."""
    return key, {k: plain(v) for k, v in params.items()}


def _cards(cards) -> list:
    return [term("alhambra.card", currency=term(f"alhambra.currency.{c}"), value=v) for c, v in cards]


def _refused(found: list[Problem]) -> PlayStep:
    return PlayStep(found, None, None)


class AlhambraTurns:
    """Alhambra's TurnRules: start, step, after_scoring (assistant.games.TurnRules)."""

    def start(self, position: JSON, starter: str | None = None) -> PlayStep:
        """The first turn from the table as set up: refused while the market, the money row, a hand (or, with
        two players, Dirk's first tiles) is missing or the table breaks a rule; the first player by the rule
        (alhambra.setup.start-player) unless `starter` names one."""
        table = parse(position)
        if starter is not None and table.player(starter) is None:
            raise PositionError(f"starter: no player named {quote(starter)} at the table")
        found = ready_problems(table)
        name, how, why = first_player(table, starter)
        found.extend(why)
        if found or name is None:
            return _refused(found)
        return PlayStep([], table.to_json(), _turn(name, "act"), _said(f"play.alhambra.start.{how}", player=name))

    def step(self, position: JSON, turn: JSON, step: JSON) -> PlayStep:
        """One step of turn["player"], checked at once; refused with the engine's problems (nothing changes)."""
        table, now, st = parse(position), parse_turn(turn), parse_step(step)
        if now.phase == "over":
            return _refused([problem("alhambra.end.trigger", None, [], "alhambra.play.over")])
        if now.player is None or table.player(now.player) is None:
            raise PositionError(f"turn: player: no player named {quote(now.player or '')} at the table")
        needs = _NEEDS[st.step]
        if now.phase != needs:
            rule, key = _WRONG_PHASE[(now.phase, needs)]
            return _refused([problem(rule, now.player, [], key, held=[tile_term(tile_of(t)) for t in now.held])])
        held = tuple(tile_of(t) for t in now.held)
        if st.step == "place":
            return _place(table, now, held, st)
        if st.step == "refill":
            return _refill(table, now, st)
        if st.step == "dirk":
            return _dirk(table, now, st)
        if st.step == "buy":
            return _buy(table, now, held, st)
        return _act(table, now, held, st)

    def after_scoring(self, position: JSON, turn: JSON, starter: str | None = None) -> JSON:
        """The turn once a scoring was recorded and the boards carried over: the next player's turn as the refill
        left it (`starter`, when given, takes it instead), first Dirk's tiles where he is due some (phase
        "dirk"); a game that is over stays over."""
        now, table = parse_turn(turn), parse(position)
        out = now.model_dump(mode="json", exclude=set() if now.end else {"end", "awarded"})  # as _turn writes it
        if now.phase == "over":
            return out
        if starter is not None:
            if table.player(starter) is None:
                raise PositionError(f"starter: no player named {quote(starter)} at the table")
            out["player"] = starter
        if dirk_due(table):
            out["phase"] = "dirk"
        return out


def _next_phase(now: Any, held: tuple[Tile, ...]) -> JSON:
    """The turn once its actions are over: the held tiles to place, else the refill."""
    return _turn(now.player, "place" if held else "refill", now.action, held, now.turn)


def _act(table: Table, now: Any, held: tuple[Tile, ...], st: Any) -> PlayStep:
    """Take money or redesign: the engine's move (moves.outcome); either ends the turn's actions."""
    move = st.model_dump(mode="json", exclude={"step"}) | {"action": st.step, "player": now.player}
    me = table.seat(now.player)
    found, _, after = outcome(table, me, parse_move(move))
    if found:
        return _refused(found)
    if st.step == "take":
        said = _said("play.alhambra.take", player=now.player, cards=_cards(card_of(c) for c in st.cards))
    else:
        said = _redesign_said(table, now.player, st)
    return PlayStep([], after.to_json(), _next_phase(now, held), said)


def _redesign_said(before: Table, name: str, st: Any) -> tuple[str, dict[str, Any]]:
    lay = before.seat(name).layout
    at = (st.at[0], st.at[1])
    cell = Place("alhambra", (at,), lay.anchor)
    if st.step == "add":
        return _said("play.alhambra.add", player=name, tile=tile_term(tile_of(st.tile)), cell=cell)
    old = lay.grid[at]
    if st.step == "remove":
        return _said("play.alhambra.remove", player=name, tile=tile_term(old), cell=cell)
    return _said("play.alhambra.swap", player=name, tile=tile_term(tile_of(st.tile)), old=tile_term(old), cell=cell)


def _buy(table: Table, now: Any, held: tuple[Tile, ...], st: Any) -> PlayStep:
    """A buy checked as `move` checks it (the square, the payment, the action limit); its tile is held."""
    move = {"action": "buy", "player": now.player, "square": st.square, "to": "reserve",
            "pay": [c.model_dump() for c in st.pay], "action_number": now.action}
    found, extra, tile, after = purchase(table, table.seat(now.player), parse_move(move))
    if found or tile is None:
        return _refused(found)
    held = held + (tile,)
    paid = " + ".join(str(c.value) for c in st.pay)
    words = dict(player=now.player, price=tile.price, type=term(f"alhambra.type.{tile.type}"),
                 square=term(f"alhambra.currency.{st.square}"), paid=paid)
    if extra:
        turn = _turn(now.player, "act", now.action + 1, held, now.turn)
        return PlayStep([], after.to_json(), turn, _said("play.alhambra.buy.exact", **words))
    return PlayStep([], after.to_json(), _next_phase(now, held), _said("play.alhambra.buy", **words))


def _place(table: Table, now: Any, held: tuple[Tile, ...], st: Any) -> PlayStep:
    """A held tile placed (the Alhambra, the reserve, Dirk), in any order, by the placement rules of a buy."""
    cell_matches_destination(st.to, st.at, "step")
    tile = tile_of(st.tile)
    if tile not in held:
        return _refused([problem("alhambra.buy.placement-timing", now.player, [], "alhambra.play.not-held",
                                 tile=tile_term(tile), held=[tile_term(t) for t in held])])
    found, after = put_tile(table, now.player, st.to, st.at, tile)
    if found:
        return _refused(found)
    i = held.index(tile)
    left = held[:i] + held[i + 1:]
    if st.to == "alhambra":
        cell = Place("alhambra", ((st.at[0], st.at[1]),), after.seat(now.player).layout.anchor)
        said = _said("play.alhambra.place.alhambra", player=now.player, tile=tile_term(tile), cell=cell)
    else:
        said = _said(f"play.alhambra.place.{st.to}", player=now.player, tile=tile_term(tile))
    if not now.end:
        return PlayStep([], after.to_json(), _next_phase(now, left), said)
    # the end of the game: the winners build their awarded tiles one after the other, then the last scoring
    rest = tuple((a.player, tuple(tile_of(t) for t in a.tiles)) for a in now.awarded)
    if left:
        return PlayStep([], after.to_json(), _turn(now.player, "place", held=left, number=now.turn, awarded=rest), said)
    if rest:
        turn = _turn(rest[0][0], "place", held=rest[0][1], number=now.turn, awarded=rest[1:])
        return PlayStep([], after.to_json(), turn, said)
    return PlayStep([], after.to_json(), _turn(None, "over", number=now.turn), said, scoring=True, over=True)


def _refill(table: Table, now: Any, st: Any) -> PlayStep:
    """The end of the turn: the new tiles and money cards checked (refill.refill_problems), then the next
    player in seat order; a scoring card makes a scoring due, an empty bag ends the game."""
    found = refill_problems(table, st)
    if found:
        return _refused(found)
    after, tiles, cards = refilled(table, st)
    names = [p.name for p in table.players]
    then: Term | str
    built: tuple[tuple[str, tuple[Tile, ...]], ...] = ()
    if st.bag_empty:
        ended = end_market(after)
        awards = [term("play.alhambra.award", tile=tile_term(tile_of(a["tile"])), player=a["winner"])
                  for a in ended["awards"] if a["winner"] is not None]
        then = term("play.alhambra.then.end" + (".scoring" if st.scoring else ""),
                    awards=term("play.alhambra.awards", awards=awards) if awards else term("play.alhambra.no-awards"))
        position, turn = ended["after"], _turn(None, "over", number=now.turn)
        built = _to_build(position, ended["awards"], names)
        if built:  # the awarded tiles may be built in by their winners first (alhambra.end.market-tiles)
            position = _out_of_reserves(position, built)
            turn = _turn(built[0][0], "place", held=built[0][1], number=now.turn, awarded=built[1:])
    else:
        then = term("play.alhambra.then.scoring") if st.scoring else ""
        position = after.to_json()
        turn = _turn(names[(names.index(now.player) + 1) % len(names)], "act", number=now.turn + 1)
    kind = ".".join(k for k, v in (("market", tiles), ("money", cards)) if v) or "none"
    said = _said(f"play.alhambra.refill.{kind}", player=now.player, tiles=[tile_term(t) for t in tiles],
                 cards=_cards(cards), then=then)
    last = st.bag_empty and not built  # with tiles to build, the last scoring follows the last of them
    return PlayStep([], position, turn, said, scoring=st.scoring or last, over=last)


def _to_build(position: JSON, awards: list[JSON], names: list[str]) -> tuple[tuple[str, tuple[Tile, ...]], ...]:
    """The winners of leftover market tiles in seat order, each with the tiles to build."""
    won: dict[str, list[Tile]] = {}
    for a in awards:
        if a["winner"] is not None:
            won.setdefault(a["winner"], []).append(tile_of(a["tile"]))
    return tuple((n, tuple(won[n])) for n in names if n in won)


def _out_of_reserves(position: JSON, built: tuple[tuple[str, tuple[Tile, ...]], ...]) -> JSON:
    """The position with the awarded tiles held instead of lying in their winners' reserves (end_market puts
    them there): each is then placed by the place step, in the Alhambra or back in the reserve."""
    out = {**position, "players": [dict(p) for p in position["players"]]}
    for name, tiles in built:
        me = next(p for p in out["players"] if p["name"] == name)
        reserve = list(me.get("reserve") or [])
        for tile in tiles:
            reserve.reverse()
            reserve.remove(tile_json(tile))  # the copy end_market added, the last one
            reserve.reverse()
        me["reserve"] = reserve
    return out


def _dirk(table: Table, now: Any, st: Any) -> PlayStep:
    """Dirk's tiles right after a scoring, as drawn from the bag (turn_checks.dirk_problems); then the turn."""
    found, after = dirk_problems(table, st)
    if found:
        return _refused(found)
    said = _said("play.alhambra.dirk", tiles=[tile_term(tile_of(t)) for t in st.tiles])
    return PlayStep([], after.to_json(), _turn(now.player, "act", number=now.turn), said)


PLAY = AlhambraTurns()
_PROTOCOL: TurnRules = PLAY  # mypy holds the class to the protocol here
