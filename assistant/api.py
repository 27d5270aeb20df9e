"""The command line's twin: every command as a function, dict in, dict out (FORMATS.md).

Every game implements one protocol (assistant.games.Game) and is found by assistant.registry; this module
only guards the input, picks the game by the position's `game` field and renders problems in the requested
language. It names no game except in the game-specific helpers at the end (alhambra_*, azul_*).
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from assistant import arguments as arg
from assistant import registry
from assistant.api_alhambra import alhambra_buy_places, alhambra_dirk_due, alhambra_dirk_tiles, alhambra_tiles_on_table
from assistant.api_io import (
    board_anchor,
    cell_words,
    cells_words,
    error_message,
    example_text,
    name_refusal,
    read_position_json,
    read_share_token,
    same_name,
    share_token,
)
from assistant.api_learn import (
    answerer_ready,
    language_names,
    learn_example,
    learn_games,
    quiz_games,
    quiz_question,
    rule_entry,
    rule_ids,
    tour_steps,
    warm_answerer,
    warm_answerer_in_background,
)
from assistant.errors import PositionError
from assistant.games import JSON, Game, GameInfo, MoveOutcome
from assistant.jsonio import require_object, validation_error
from assistant.limits import FILE_BYTES, NOTATION_CHARS, QUESTION_CHARS, SCORE_POINTS
from assistant.messages import refusal
from assistant.problems import Problem, render

if TYPE_CHECKING:  # the game-specific helpers' classes, imported when called (see _alhambra, _azul)
    from assistant.alhambra.game import Alhambra
    from assistant.azul.game import Azul

__all__ = ["PositionError", "check", "score", "place", "move", "ask", "rules", "schema", "MoveOutcome", "games",
           "game_names", "facts", "setup", "schema_names", "to_notation", "from_notation", "ranking", "game_over",
           "azul_next_round", "language_names", "learn_example", "learn_games", "quiz_games", "quiz_question",
           "rule_entry", "rule_ids", "tour_steps", "answerer_ready", "warm_answerer", "warm_answerer_in_background",
           "name_refusal", "same_name", "read_position_json", "read_share_token", "share_token", "cell_words",
           "cells_words", "board_anchor", "example_text", "error_message", "registration", "alhambra_dirk_tiles",
           "alhambra_dirk_due", "alhambra_buy_places", "alhambra_tiles_on_table", "QUESTION_CHARS", "NOTATION_CHARS",
           "FILE_BYTES", "SCORE_POINTS"]

LAZY = {"ledger": "assistant.ledger.api", "table": "assistant.api_table"}  # page facades (api.table: by token)


def __getattr__(name: str) -> Any:
    if name == "GAMES":  # kept for callers of the old constant: the registry's ids, read when asked
        return registry.ids()
    if name in LAZY:  # loaded on first use: SQLAlchemy only when a ledger or table page asks
        return importlib.import_module(LAZY[name])
    raise AttributeError(name)


def games() -> tuple[str, ...]:
    """The ids of every registered game, sorted."""
    return registry.ids()


def game_names(lang: str | None = None) -> dict[str, str]:
    """Each game's name in `lang` (English when missing), by id: for pickers and headings."""
    lang = arg.lang(lang)
    return {gid: g.info.names.get(lang or "en") or g.info.names["en"] for gid, g in registry.all_games().items()}


def service(game: str) -> Game:
    """The registered game of that id (PositionError naming the choices when there is none)."""
    return registry.get(arg.game(game))


def _game_of(position: Any) -> Game:
    position = require_object(position, "position")
    game = position.get("game")
    if not isinstance(game, str):
        raise PositionError(f"position: game: missing, expected one of {', '.join(registry.ids())}")
    return registry.get(game)


def parse(position: Any) -> tuple[str, Any]:
    """Validate a position dict into its game's engine value: (game id, value); PositionError when unreadable."""
    g = _game_of(position)
    return g.id, g.parse(position)


def render_all(problems: list[Problem], lang: str | None) -> list[JSON]:
    """Problems in a stable order: by player, rule and cells, then by message, so the report never depends on
    the order in which a position happens to list its tiles (a notation lists them row by row)."""
    lang = arg.lang(lang)
    if not isinstance(problems, list) or not all(isinstance(p, Problem) for p in problems):
        raise PositionError("problems: expected a list of problems (from a game's check)")
    rendered = [(p.sort_key(), render(p, lang)) for p in problems]
    return [r for _, r in sorted(rendered, key=lambda kr: (kr[0], kr[1]["message"]))]


def check(position: JSON, lang: str | None = None) -> JSON:
    lang = arg.lang(lang)
    g = _game_of(position)
    problems = g.check(g.parse(position))
    return {"valid": not problems, "problems": render_all(problems, lang)}


def score(position: JSON) -> JSON:
    g = _game_of(position)
    return g.score(g.parse(position))


def place(position: JSON, player: str, tile: JSON) -> JSON:
    player = arg.text(player, "player")
    g = _game_of(position)
    pos = g.parse(position)
    if g.place is None:
        raise PositionError(f"place: not a question {g.info.names['en']} asks (no tile is placed freely)")
    return g.place(pos, player, tile)


def move(position: JSON, move: JSON, lang: str | None = None) -> JSON:
    lang = arg.lang(lang)
    g = _game_of(position)
    pos = g.parse(position)
    move = require_object(move, "move")
    outcome: MoveOutcome = g.move(pos, move)
    legal = not outcome.problems
    return {
        "legal": legal,
        "problems": render_all(outcome.problems, lang),
        "extra_action": bool(legal and outcome.extra_action),
        "after": outcome.after if legal else None,
    }


def schema_names() -> tuple[str, ...]:
    """What `schema` accepts: each game id (its position) and `<id>-<part>` for its other parts (moves)."""
    out = []
    for gid, g in registry.all_games().items():
        out += [gid if part == "position" else f"{gid}-{part}" for part in g.schema_parts]
    return tuple(out)


def schema(game: str) -> JSON:
    """The JSON Schema of a game's positions (`alhambra`), or of another part of its format (`alhambra-move`)."""
    gid, _, part = arg.text(game, "game", 200).partition("-")
    g = registry.get(gid)
    part = part or "position"
    if part not in g.schema_parts:
        raise PositionError(f"schema: {arg.quote(game)}: expected one of {', '.join(schema_names())}")
    return g.schema(part)


def to_notation(position: JSON) -> str:
    """The position in its game's one-line notation (docs/FORMATS.md, "Notation")."""
    g = _game_of(position)
    return g.to_notation(g.parse(position))


def from_notation(text: str) -> JSON:
    """The position a notation describes, read whole or not at all (PositionError naming the token at fault)."""
    if not isinstance(text, str):
        raise PositionError("notation: expected text")
    if len(text) > NOTATION_CHARS:  # refused, not cut: a notation cut short would be another table
        raise refusal("notation.too_long", limit=f"{NOTATION_CHARS:,}")
    first = text.strip().split(" ", 1)[0]
    if first not in registry.ids():
        raise PositionError(f"notation: token {arg.quote(first, 30)} at character 1: expected the game first, one of "
                            f"{', '.join(registry.ids())}")
    return registry.get(first).from_notation(text)


def facts(game: str) -> JSON:
    """What the screen shows about a game, from data/, as JSON: its registration's facts (players {min, max},
    variants, rounds, ledger, ...) and its box's (types, points, limits); typed: `registration`, `facts()`."""
    g = registry.get(arg.game(game))
    return {**g.info.facts(), **g.facts().as_dict()}


def registration(game: str) -> GameInfo:
    """A game's registration (names, players, variants, ledger, pages, Home section, cell words, quiz, tour)."""
    return registry.get(arg.game(game)).info


def setup(game: str, players: int, seed: int | None = None) -> JSON:
    """A fresh position of that game for this many players, dealt reproducibly from `seed`."""
    g = registry.get(arg.game(game))
    n = arg.whole(players, "players", g.info.players.min, g.info.players.max, f"{g.info.names['en']} players")
    return g.setup(n, arg.seed(seed))


def message(key: str, lang: str | None = None, **params: Any) -> str:
    """A sentence from data/messages (a currency's name, "blue 3"), in `lang`: pages never format facts."""
    from assistant.messages import detail

    key, lang = arg.text(key, "key", 200), arg.lang(lang)
    try:
        return detail(key, lang, params)
    except (KeyError, IndexError, ValueError) as exc:  # an unknown key, or a parameter the template lacks
        raise PositionError(f"message: {arg.quote(key)} cannot be said with these parameters "
                            f"({arg.quote(exc)})") from None


def rule_title(rule_id: str, lang: str | None = None) -> str:
    """The title of a rule entry (data/rules) in `lang`."""
    from assistant.rules.knowledge import title

    rule_id, lang = arg.text(rule_id, "rule_id", 200), arg.lang(lang)
    try:
        return title(rule_id, lang)
    except KeyError:
        raise PositionError(f"rule_id: no rule {arg.quote(rule_id)}") from None


def ask(question: str, game: str | None = None, lang: str | None = None) -> JSON:
    """The rule entries that answer a question; only its first QUESTION_CHARS (500) characters are read."""
    from assistant.rules.answer import ask as _ask

    return _ask(arg.text(question, "question", sys.maxsize), game=arg.game(game, optional=True), lang=arg.lang(lang))


def rules(game: str | None = None, lang: str | None = None) -> JSON:
    from assistant.rules.answer import list_rules

    return list_rules(game=arg.game(game, optional=True), lang=arg.lang(lang))


# --- Alhambra setup and end-of-game helpers (dict in, dict out, like the commands) -------------------


def _alhambra() -> Alhambra:  # the registered Alhambra as its own class: its own helpers are typed
    from assistant.alhambra.game import Alhambra

    return registry.get_as("alhambra", Alhambra)


def _azul() -> Azul:  # the registered Azul as its own class (its grey wall, its next round)
    from assistant.azul.game import Azul

    return registry.get_as("azul", Azul)


def alhambra_setup(players: int, seed: int | None = None, names: list[str] | None = None,
                   ages: list[float] | None = None) -> JSON:
    """Deal a new Alhambra game: hands (dealt to 20 or more), start player (fewest cards, smallest total,
    youngest when `ages` are given), face-up money, market, the scoring cards' places in the money deck,
    Dirk's six tiles with two players, and the ready `position`. The same seed deals the same game."""
    seed = arg.seed(seed)
    return _alhambra().deal(players, seed=seed, names=names, ages=ages)


def alhambra_setup_money(deck: list[JSON], players: int) -> JSON:
    """Deal starting money from a known deck order (top first): the hands, the rest, the start player."""
    return _alhambra().setup_money(deck, players)


def alhambra_end_market(position: JSON) -> JSON:
    """End of game: award each leftover market tile (most money of its currency; a tie leaves it).
    Returns the awards with everyone's totals and why each tile goes or stays ("reason": "most", "tie" or
    "no-money"), and the position after, ready for the third scoring."""
    game, table = parse(position)
    if game != "alhambra":
        raise PositionError("alhambra_end_market: an Alhambra position is needed")
    return _alhambra().end_market(table)


def alhambra_score_counts(round: int, counts: dict[str, dict[str, int]], walls: dict[str, int] | None = None,
                          dirk: dict[str, int] | None = None, told: bool = False) -> JSON:
    """Score an Alhambra round from typed counts: {player: {type: buildings}}, {player: wall length}, and
    Dirk's counts in the two-player game. Same output as `score`, with every tie explained. `told`: a table a
    player tells, whose total of a type is not checked against the box (each count still is)."""
    return _alhambra().score_counts(round, counts, walls or {}, dirk, arg.flag(told, "told"))


# --- Azul setup and grey-wall helpers -------------------------------------------------------------------


def azul_start_round(players: int, bag: list[str] | None = None, lid: list[str] | None = None,
                     seed: int | None = None) -> JSON:
    """The factories of a new Azul round: 5, 7 or 9 factories (2, 3, 4 players) of four tiles from the bag,
    the bag refilled from the lid when it runs out, factories left partly filled when both are empty.
    `bag` is the draw order (all 100 tiles when omitted); with `seed` tiles are drawn at random instead.
    Returns {"factories", "centre", "bag", "lid"}, ready to merge into a position."""
    import random

    from assistant.azul.components import COLOURS
    from assistant.azul.setup import full_bag, start_round

    seats = registry.get("azul").info.players  # the registration's range (data/azul/game.yaml)
    players, seed = arg.whole(players, "players", seats.min, seats.max, "Azul players"), arg.seed(seed)
    bag, lid = arg.items(bag, "bag", "tiles", optional=True), arg.items(lid, "lid", "tiles", optional=True)
    for name, tiles in (("bag", bag), ("lid", lid)):
        if tiles is not None and (len(tiles) > 100 or any(not isinstance(t, str) or t not in COLOURS
                                                          for t in tiles)):
            raise PositionError(f"{name}: at most 100 tiles, each one of {', '.join(COLOURS)}")
    try:
        refill = start_round(players, full_bag() if bag is None else bag, lid or (),
                             None if seed is None else random.Random(seed))
    except ValueError as exc:
        raise PositionError(f"players: {exc}") from None
    return {**refill.table(), "bag": list(refill.bag), "lid": list(refill.lid)}


def azul_grey_help(position: JSON, player: str) -> JSON:
    """Grey wall: for each completed pattern line the legal columns (given the tiles placed above it this
    phase), and the suggested placement that scores most this round (ties keep the most options open)."""
    return _azul().grey_help(position, player)


def alhambra_refill_money(row: list[JSON], deck: list[Any], discard: list[JSON] | None = None,
                          seed: int | None = None) -> JSON:
    """End of a turn: fill the face-up money back to four from `deck` (top first; "scoring-1", "scoring-2" are
    the scoring cards: set aside, the row still filled, the scoring before the next player's turn); an empty
    deck is rebuilt from the shuffled discard pile (random with `seed`)."""
    import random

    from assistant.alhambra.model import read_card
    from assistant.alhambra.money import SCORING_1, SCORING_2, refill_money_row

    rows, decks = arg.items(row, "row", "money cards"), arg.items(deck, "deck", "money cards")
    discards, seed = arg.items(discard, "discard", "money cards", optional=True), arg.seed(seed)

    def cards(items: list[Any], what: str) -> list[Any]:  # (currency, value) pairs, or a scoring card's string
        out: list[Any] = []
        for i, item in enumerate(items):
            if isinstance(item, str) and item in (SCORING_1, SCORING_2) and what == "deck":
                out.append(item)
                continue
            try:
                out.append(read_card(item))
            except ValidationError as exc:
                raise validation_error(exc, f"{what}[{i}]") from None
        return out

    refill = refill_money_row(cards(rows, "row"), cards(decks, "deck"), cards(discards or [], "discard"),
                              random.Random(seed))

    def js(items: Any) -> list[Any]:
        return [c if isinstance(c, str) else {"currency": c[0], "value": c[1]} for c in items]

    return {"row": js(refill.row), "deck": js(refill.deck), "discard": js(refill.discard),
            "scorings": refill.scorings, "reshuffled": refill.reshuffled}


# --- facts and verdicts the pages and the ledger show: the engines decide, these pass them on -------------


def ranking(game: str, standings: list[tuple[str, int, int | None]]) -> list[int]:
    """The final place of each (name, score, complete rows or None), in the given order, by the game's rule:
    equal scores share a place and the next is skipped (1, 1, 3); Azul parts tied leaders by complete rows."""
    return service(arg.game(game)).places(arg.standings(standings))


def game_over(game: str, rounds: list[list[int | None]]) -> bool:
    """Whether a game is over after these rounds (scorings), each given as every player's complete rows after
    it (None where the game counts none), by the game's own rule (`game_ends`)."""
    return service(arg.game(game)).game_ends(arg.rounds(rounds))


def azul_next_round(position: JSON) -> JSON:
    """The Azul position to play the next round from once this round's tiles are on the walls: floors
    cleared, scores updated, grey placements and the marker gone (PositionError when the game ends)."""
    return _azul().next_round(position)
