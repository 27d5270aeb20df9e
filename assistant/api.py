"""The command line's twin: every command as a function, dict in, dict out (FORMATS.md).

Each game package offers a `service` module with the same small surface:
    parse(data) -> a validated position model        (raises PositionError)
    check(position) -> list[Problem]
    score(position) -> dict                           (the `score` output)
    move(position, move_data) -> MoveOutcome          (raises PositionError on an unreadable move)
    schema() -> dict                                  (JSON Schema of the position format)
This module only guards the input, picks the game and renders problems in the requested language.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from assistant.errors import PositionError
from assistant.jsonio import require_object, validation_line
from assistant.problems import Problem, render

__all__ = ["PositionError", "check", "score", "place", "move", "ask", "rules", "schema", "MoveOutcome", "facts",
           "ranking", "game_over", "azul_next_round"]

GAMES = ("alhambra", "azul")


@dataclass(frozen=True)
class MoveOutcome:
    """What a game's move function returns; `after` is the position dict once the move is made."""

    problems: list[Problem]
    extra_action: bool
    after: dict | None


def service(game: str):
    if game not in GAMES:
        raise PositionError(f"game: unknown game {game!r}, expected one of {', '.join(GAMES)}")
    return importlib.import_module(f"assistant.{game}.service")


def _game_of(position: Any) -> str:
    position = require_object(position, "position")
    game = position.get("game")
    if not isinstance(game, str):
        raise PositionError("position: game: missing, expected \"alhambra\" or \"azul\"")
    service(game)
    return game


def parse(position: Any):
    """Validate a position dict into its game's model (PositionError when unreadable)."""
    game = _game_of(position)
    return game, service(game).parse(position)


def render_all(problems: list[Problem], lang: str | None) -> list[dict]:
    return [render(p, lang) for p in sorted(problems, key=Problem.sort_key)]


def check(position: dict, lang: str | None = None) -> dict:
    game, pos = parse(position)
    problems = service(game).check(pos)
    return {"valid": not problems, "problems": render_all(problems, lang)}


def score(position: dict) -> dict:
    game, pos = parse(position)
    return service(game).score(pos)


def place(position: dict, player: str, tile: dict) -> dict:
    game, pos = parse(position)
    if game != "alhambra":
        raise PositionError(f"place: only for Alhambra positions, not {game}")
    return service(game).place(pos, player, tile)


def move(position: dict, move: dict, lang: str | None = None) -> dict:
    game, pos = parse(position)
    move = require_object(move, "move")
    outcome: MoveOutcome = service(game).move(pos, move)
    legal = not outcome.problems
    return {
        "legal": legal,
        "problems": render_all(outcome.problems, lang),
        "extra_action": bool(legal and outcome.extra_action),
        "after": outcome.after if legal else None,
    }


def schema(game: str) -> dict:
    return service(game).schema()


def ask(question: str, game: str | None = None, lang: str | None = None) -> dict:
    from assistant.rules.answer import ask as _ask

    return _ask(question, game=game, lang=lang)


def rules(game: str | None = None, lang: str | None = None) -> dict:
    from assistant.rules.answer import list_rules

    return list_rules(game=game, lang=lang)


# --- Alhambra setup and end-of-game helpers (dict in, dict out, like the commands) -------------------


def alhambra_setup(players: int, seed: int | None = None, names: list[str] | None = None,
                   ages: list[float] | None = None) -> dict:
    """Deal a new Alhambra game: hands (dealt to 20 or more), start player (fewest cards, smallest total,
    youngest when `ages` are given), face-up money, market, the scoring cards' places in the money deck,
    Dirk's six tiles with two players, and the ready `position`. The same seed deals the same game."""
    return service("alhambra").setup(players, seed=seed, names=names, ages=ages)


def alhambra_setup_money(deck: list[dict], players: int) -> dict:
    """Deal starting money from a known deck order (top first): the hands, the rest, the start player."""
    return service("alhambra").setup_money(deck, players)


def alhambra_end_market(position: dict) -> dict:
    """End of game: award each leftover market tile (most money of its currency; a tie leaves it).
    Returns the awards with everyone's totals and the position after, ready for the third scoring."""
    game, table = parse(position)
    if game != "alhambra":
        raise PositionError("alhambra_end_market: an Alhambra position is needed")
    return service(game).end_market(table)


def alhambra_dirk_tiles(stage: str, bag: int) -> dict:
    """How many tiles Dirk is dealt at `stage` ("start", "after-first-scoring", "after-second-scoring")
    with `bag` tiles left in the bag: 6, 6, then a third of the bag rounded down."""
    from assistant.alhambra.money import dirk_tiles

    tiles = facts("alhambra")["tiles"]
    if type(bag) is not int or not 0 <= bag <= tiles:
        raise PositionError(f"bag: the number of tiles left in the bag, 0 to {tiles}")
    try:
        return {"stage": stage, "bag": bag, "tiles": dirk_tiles(stage, bag)}
    except ValueError as exc:
        raise PositionError(f"stage: {exc}") from None


def alhambra_score_counts(round: int, counts: dict[str, dict[str, int]], walls: dict[str, int] | None = None,
                          dirk: dict[str, int] | None = None) -> dict:
    """Score an Alhambra round from typed counts: {player: {type: buildings}}, {player: wall length}, and
    Dirk's counts in the two-player game. Same output as `score`, with every tie explained."""
    return service("alhambra").score_counts(round, counts, walls or {}, dirk)


# --- Azul setup and grey-wall helpers -------------------------------------------------------------------


def azul_start_round(players: int, bag: list[str] | None = None, lid: list[str] | None = None,
                     seed: int | None = None) -> dict:
    """The factories of a new Azul round: 5, 7 or 9 factories (2, 3, 4 players) of four tiles from the bag,
    the bag refilled from the lid when it runs out, factories left partly filled when both are empty.
    `bag` is the draw order (all 100 tiles when omitted); with `seed` tiles are drawn at random instead.
    Returns {"factories", "centre", "bag", "lid"}, ready to merge into a position."""
    import random

    from assistant.azul.components import COLOURS
    from assistant.azul.setup import full_bag, start_round

    for name, tiles in (("bag", bag), ("lid", lid)):
        if tiles is not None and (len(tiles) > 100 or any(t not in COLOURS for t in tiles)):
            raise PositionError(f"{name}: at most 100 tiles, each one of {', '.join(COLOURS)}")
    try:
        refill = start_round(players, full_bag() if bag is None else bag, lid or (),
                             None if seed is None else random.Random(seed))
    except ValueError as exc:
        raise PositionError(f"players: {exc}") from None
    return {**refill.table(), "bag": list(refill.bag), "lid": list(refill.lid)}


def azul_grey_help(position: dict, player: str) -> dict:
    """Grey wall: for each completed pattern line the legal columns (given the tiles placed above it this
    phase), and the suggested placement that scores most this round (ties keep the most options open)."""
    return service("azul").grey_help(position, player)


def alhambra_refill_money(row: list[dict], deck: list, discard: list[dict] | None = None,
                          seed: int | None = None) -> dict:
    """End of a turn: fill the face-up money back to four from `deck` (top first; the strings "scoring-1" and
    "scoring-2" stand for the scoring cards). A scoring card drawn is set aside, the row is still filled, and
    the scoring it triggers happens before the next player's turn; an empty deck is rebuilt from the
    shuffled discard pile (random with `seed`)."""
    import random

    from assistant.alhambra.model import Card
    from assistant.alhambra.money import SCORING_1, SCORING_2, refill_money_row

    def cards(items, what):
        out = []
        for i, item in enumerate(items):
            if item in (SCORING_1, SCORING_2) and what == "deck":
                out.append(item)
                continue
            try:
                c = Card.model_validate(item)
            except ValidationError as exc:
                raise PositionError(validation_line(exc, f"{what}[{i}]")) from None
            out.append((c.currency, c.value))
        return out

    refill = refill_money_row(cards(row, "row"), cards(deck, "deck"), cards(discard or [], "discard"),
                              random.Random(seed))

    def js(items):
        return [c if isinstance(c, str) else {"currency": c[0], "value": c[1]} for c in items]

    return {"row": js(refill.row), "deck": js(refill.deck), "discard": js(refill.discard),
            "scorings": refill.scorings, "reshuffled": refill.reshuffled}


# --- facts and verdicts the pages and the ledger show: the engines decide, these pass them on -------------


def facts(game: str) -> dict:
    """The numbers of a game that pages write into their texts and limits, read from its data: players (min,
    max) and, per game, bonuses, points, tiles, cards and limits (Azul: bonus, wall_size, floor_penalties,
    tiles_per_colour; Alhambra: scorings, tiles, tiles_by_type, money, max_actions, dirk_start_tiles)."""
    return service(game).facts()


def ranking(game: str, standings: list[tuple[str, int, int | None]]) -> list[int]:
    """The final place of each (name, score, complete rows or None), in the given order, by the game's rule:
    equal scores share a place and the next is skipped (1, 1, 3); Azul parts tied leaders by complete rows."""
    return service(game).places([(str(n), int(s), r) for n, s, r in standings])


def game_over(game: str, rounds: list[list[int | None]]) -> bool:
    """Whether a game is over after these rounds (scorings), each given as every player's complete rows after
    it (None where the game does not count rows): Alhambra after its last scoring, Azul after the round in
    which a wall completes a row."""
    return service(game).game_ends([list(r) for r in rounds])


def azul_next_round(position: dict) -> dict:
    """The Azul position to play the next round from once this round's tiles are on the walls: floors
    cleared, scores updated, grey placements and the marker gone (PositionError when the game ends)."""
    return service("azul").next_round(position)
