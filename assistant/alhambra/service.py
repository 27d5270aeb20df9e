"""Alhambra's work behind its game protocol (assistant/alhambra/game.py): parse, check, score, place, move,
schema, setup and the end of the game."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from pydantic import ValidationError

from assistant.alhambra.building import building_problems, legal_cells
from assistant.alhambra.catalogue import game
from assistant.alhambra.components import component_problems
from assistant.alhambra.model import AlhambraPosition
from assistant.alhambra.scoring import majorities
from assistant.alhambra.table import DIRK, Table, from_model, spec_tile
from assistant.alhambra.walls import longest_wall
from assistant.errors import PositionError
from assistant.games import MoveOutcome
from assistant.jsonio import validation_error
from assistant.names import MAX_LENGTH, first_duplicate, name_problem
from assistant.problems import Problem
from assistant.quoting import clip, quote


def parse(data: dict) -> Table:
    try:
        return from_model(AlhambraPosition.model_validate(data))
    except ValidationError as exc:
        raise validation_error(exc) from None


def schema(part: str = "position") -> dict:
    """The JSON Schema of a position, or (part "move") of a move."""
    if part == "move":
        from assistant.alhambra.moves import move_schema

        return move_schema()
    return AlhambraPosition.model_json_schema()


def check(table: Table) -> list[Problem]:
    """Every rule the position breaks: each Alhambra's building rules, then what the box can hold."""
    found: list[Problem] = []
    for p in table.players:
        found.extend(building_problems(p.layout, p.name))
    found.extend(component_problems(table))
    return found


def building_counts(table: Table) -> dict[str, Counter]:
    """Buildings per type that take part in majorities: each Alhambra (never the reserve) and Dirk's pile."""
    counts = {p.name: Counter(t.type for t in p.layout.grid.values() if not t.is_fountain) for p in table.players}
    if table.dirk is not None:
        counts[DIRK] = Counter(t.type for t in table.dirk)
    return counts


def score(table: Table) -> dict:
    if table.round is None:
        raise PositionError("position: round: needed to score: 1, 2 or 3")
    counts = building_counts(table)
    walls = {}
    for p in table.players:
        wall = longest_wall(p.layout.grid)
        walls[p.name] = (wall.length, {"wall_segments": [s.to_json() for s in wall.segments],
                                       "outer_walls": wall.outer})
    return _report(table.round, counts, walls, table.dirk is not None)


def _report(round_: int, counts: dict[str, Counter], walls: dict[str, tuple[int, dict]], dirk: bool) -> dict:
    """The `score` report, built once for boards and for typed counts: majorities per type (every place, tie,
    the parts of each pot), each player's points, wall and total, Dirk's points when he plays.
    `walls`: player name -> (wall points, what the boards add: the segments drawn); Dirk is `counts[DIRK]`."""
    g = game()
    standings = majorities(counts, g.points[round_])
    points = {name: dict.fromkeys(g.building_types, 0) for name in counts}
    for btype, ranked in standings.items():
        for s in ranked:
            points[s.name][btype] = s.points

    def part(name: str) -> dict:
        return {"buildings": points[name], "total": sum(points[name].values()),
                "counts": {t: counts[name].get(t, 0) for t in g.building_types}}

    players = []
    for name, (length, drawn) in walls.items():
        mine = part(name)
        players.append({"name": name, "buildings": mine["buildings"], "wall": length,
                        "total": mine["total"] + length, "counts": mine["counts"], **drawn})
    return {
        "game": "alhambra",
        "round": round_,
        "players": players,
        "dirk": part(DIRK) if dirk else None,
        "majorities": {t: [s.to_json() for s in standings[t]] for t in g.building_types},
    }


def place(table: Table, player: str, tile: dict) -> dict:
    p = table.player(player)
    if p is None:
        raise PositionError(f"place: no player named {quote(player)} in the position")
    try:
        t = spec_tile(tile)
    except ValidationError as exc:
        raise validation_error(exc, "tile") from None
    lay = p.layout
    return {"positions": [list(c) for c in legal_cells(lay.grid, lay.fountain, t)]}


def move(table: Table, data: dict) -> MoveOutcome:
    from assistant.alhambra.moves import play

    return play(table, data)


# --- setup and end of game (assistant.api.alhambra_setup, alhambra_setup_money, alhambra_end_market) ---


def _cards_json(cards) -> list[dict]:
    return [{"currency": c, "value": v} for c, v in cards]


def setup(players: int, seed: int | None = None, names: list[str] | None = None,
          ages: list[float] | None = None) -> dict:
    """Deal a new game as the rulebook says, reproducibly from `seed`: starting money, start player, the
    face-up money, the scoring cards in piles 2 and 4, the market, and Dirk's six tiles with two players."""
    import random

    from assistant.alhambra.money import deal_starting_money, money_deck, stack_scoring_cards, start_player
    from assistant.alhambra.table import tile_json

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
    two = players == 2
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
    from assistant.alhambra.model import Card
    from assistant.alhambra.money import deal_starting_money, start_player

    _check_players(players, "players")
    if not isinstance(deck, list | tuple):
        raise PositionError("deck: expected a list of money cards, top first")
    try:
        cards = [(c.currency, c.value) for c in (Card.model_validate(d) for d in deck)]
    except ValidationError as exc:
        raise validation_error(exc, "deck") from None
    try:
        hands, rest = deal_starting_money(cards, players)
    except ValueError as exc:
        raise PositionError(f"deck: {exc}") from None
    start = start_player(hands)
    return {"hands": [_cards_json(h) for h in hands], "rest": _cards_json(rest),
            "start_player": {"index": start.index, "decided_by": start.decided_by, "tied": list(start.tied)}}


def _check_players(players, where: str) -> None:
    low, high = game().players
    if type(players) is not int or not low <= players <= high:
        raise PositionError(f"{where}: Alhambra is for {low} to {high} players (a whole number)")


def end_market(table: Table) -> dict:
    """The end of the game: each leftover market tile to the player with the most money of its currency
    (a tie leaves it); the tiles go to the winners' reserves, from where they may be built in, and the
    position after is set to the last scoring round."""
    from assistant.alhambra.money import award_market_tiles
    from assistant.alhambra.table import tile_json

    awards = award_market_tiles(table)
    after = table
    for a in awards:
        if a.winner is not None:
            after = after.with_player(a.winner, reserve=after.player(a.winner).reserve + (a.tile,))
    kept = tuple((a.square, a.tile) for a in awards if a.winner is None)
    # the market tiles are handed out just before the last scoring
    after = replace(after, market=None if table.market is None else kept, round=game().scorings)
    return {
        "awards": [{"square": a.square, "tile": tile_json(a.tile), "winner": a.winner, "totals": a.totals}
                   for a in awards],
        "after": after.to_json(),
    }


def score_counts(round_: int, counts: dict[str, dict[str, int]], walls: dict[str, int],
                 dirk: dict[str, int] | None = None) -> dict:
    """Score a round from typed counts (buildings per type, wall length) for players who keep only the
    score sheet: the same majorities and the same output shape as `score`, without the boards."""
    g = game()
    if type(round_) is not int or round_ not in g.points:
        raise PositionError("round: 1, 2 or 3")
    most = g.players[1]
    if not isinstance(counts, dict) or not 1 <= len(counts) <= most:
        raise PositionError(f"counts: 1 to {most} players, each name with its buildings by type")
    if not isinstance(walls, dict):
        raise PositionError("walls: each player's name with a wall length")
    table: dict[str, Counter] = {}
    for name, per_type in counts.items():
        if not isinstance(name, str) or not 1 <= len(name) <= 40:
            raise PositionError("counts: player names of 1 to 40 characters")
        if name.strip().lower() == DIRK.lower() and dirk is not None:  # as in a position (model.py)
            raise PositionError("counts: a player may not be called Dirk in the two-player game")
        if not isinstance(per_type, dict):
            raise PositionError(f"counts.{name}: buildings by type, e.g. {{\"tower\": 2}}")
        table[name] = _typed_counts(per_type, f"counts.{name}")
    for name, length in walls.items():
        if name not in counts or type(length) is not int or not 0 <= length <= 80:
            raise PositionError(f"walls.{clip(name)}: a wall length from 0 to 80 for a listed player")
    if dirk is not None:
        if len(counts) != 2:
            raise PositionError("dirk: only in the two-player game")
        if not isinstance(dirk, dict):
            raise PositionError("dirk: Dirk's buildings by type")
        table[DIRK] = _typed_counts(dirk, "dirk")
    for btype in g.building_types:
        total, limit = sum(c.get(btype, 0) for c in table.values()), game().type_count(btype)
        if total > limit:
            raise PositionError(f"counts: {total} {btype} buildings in all, but the game has {limit}")
    return _report(round_, table, {n: (walls.get(n, 0), {}) for n in counts}, dirk is not None)


def _typed_counts(per_type: dict, where: str) -> Counter:
    g = game()
    out: Counter = Counter()
    for btype, n in per_type.items():
        if btype not in g.building_types:
            raise PositionError(f"{where}.{clip(btype)}: unknown building type")
        limit = game().type_count(btype)
        if type(n) is not int or not 0 <= n <= limit:  # true is not a count of 1
            raise PositionError(f"{where}.{btype}: a count from 0 to {limit}")
        out[btype] = n
    return out


# --- facts and verdicts for the pages and the ledger (assistant.api.facts, ranking, game_over) -------------


def places(standings: list[tuple[str, int, int | None]]) -> list[int]:
    """Final places of (name, score, _): the highest score wins, equal scores share a place, the next place
    is skipped (alhambra.end.winner)."""
    scores = [s for _, s, _ in standings]
    return [1 + sum(1 for other in scores if other > s) for s in scores]


def game_ends(rounds: list[list[int | None]]) -> bool:
    """The game is over with its last scoring (one entry in `rounds` per scoring)."""
    return len(rounds) >= game().scorings


def facts() -> dict:
    """The numbers the pages write into their texts, from data/alhambra/game.yaml and tiles.csv."""
    g = game()
    values = g.money["values"]
    return {
        "players": {"min": g.players[0], "max": g.players[1]},
        "scorings": g.scorings,
        "round_word": g.round_word,  # the ledger names a round by it (ui/ledger_widgets.round_text)
        "ledger": dict(g.ledger or {}),  # how the ledger records a game (assistant/ledger/inputs.LedgerFacts)
        "quiz_rules": list(g.quiz_rules),  # the Learn quiz's rules; empty: no quiz
        "building_types": list(g.building_types),
        "tiles": sum(g.tiles.values()),
        "tiles_by_type": {t: g.type_count(t) for t in g.building_types},
        "money": {"values": {"min": min(values), "max": max(values)},
                  "cards": g.money_cards(), "cards_two_player": g.money_cards(two_player=True),
                  "take_limit": g.money["take_limit"], "starting_total": g.money["starting_total"]},
        "max_actions": g.turn["max_actions"],
        "dirk_start_tiles": g.two_player["dirk_start_tiles"],
    }
