"""The game protocol and the registry: what every game package offers, and the one list of games.

A leaf module: everyone may import it and it imports no game, so no import cycle can pass through it.
The games themselves are found by assistant.registry (a package under assistant/ with a `game.py` defining
`GAME`); a test or a plugin may also `register` a game object directly. See docs/ADDING-A-GAME.md.

A game is two things: its registration (`GameInfo`, a frozen pydantic model read from data/<game>/game.yaml:
the facts every generic module needs, the way OpenSpiel's GameType describes a game) and its engine (the
`Game` protocol's methods). What only one game has (Alhambra's deal, Azul's grey wall) stays on that game's
class; the API reaches it through `registry.get_as(id, TheClass)`, so mypy checks those calls against the
class, and no other game has to carry methods that mean nothing to it.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, model_validator

from assistant import places
from assistant.paths import LANGS, data_file, derived
from assistant.problems import Problem

JSON = dict[str, Any]  # a JSON object as the API hands it in and out
Standings = list[tuple[str, int, int | None]]  # (name, score, complete rows or None), for `places`
Rounds = list[list[int | None]]  # every player's complete rows after each round, for `game_ends`


@dataclass(frozen=True)
class MoveOutcome:
    """What a game's move returns: the problems (none when legal), whether the player earns another action,
    and the position dict once the move is made (None when illegal)."""

    problems: list[Problem]
    extra_action: bool
    after: JSON | None


@dataclass(frozen=True)
class PlayStep:
    """What a game's turn-by-turn rules return (`TurnRules`): the problems (none when the step is allowed), the
    whole position and the turn once the step is made (both None when refused), the step in words for the log
    (a data/messages key and its parameters), and what the step makes due: a scoring now (Alhambra: a scoring
    card came up in the refill; Azul: the factory offer is over, the round ends on the boards as they lie), and
    whether that scoring ends the game (Alhambra: the market could not be refilled)."""

    problems: list[Problem]
    position: JSON | None
    turn: JSON | None
    said: tuple[str, Mapping[str, Any]] | None = None
    scoring: bool = False
    over: bool = False


class TurnRules(Protocol):
    """A game played turn by turn at a table: an optional part of a game, its `play` attribute (None or absent:
    the game is entered board by board only; `turn_rules` reads it). Positions, turns and steps are JSON: a
    turn is what the game must remember between steps, stored by the ledger as it is; every turn has at least
    "player" (whose step it is, a name, or None while the table deals) and "phase" (what is asked next, a word
    the pages translate: data/i18n `play.phase.<game>.<phase>`)."""

    # the first turn, from the table as set up (problems when it is not ready: a market square or a hand missing)
    def start(self, position: JSON, starter: str | None = None) -> PlayStep: ...

    def step(self, position: JSON, turn: JSON, step: JSON) -> PlayStep: ...  # one step, checked by the engine

    # the turn once a scoring was recorded and the boards carried over (`starter`: who starts, when the scoring said)
    def after_scoring(self, position: JSON, turn: JSON, starter: str | None = None) -> JSON: ...


def turn_rules(game: object) -> TurnRules | None:
    """A game's turn-by-turn rules, when it has them (its `play`)."""
    return getattr(game, "play", None)


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Players(_Frozen):
    """How many may sit at the table: the one shape of a player range (data `players: [low, high]`)."""

    min: Annotated[int, Field(ge=1)]
    max: Annotated[int, Field(ge=1)]

    @model_validator(mode="before")
    @classmethod
    def _from_pair(cls, data: Any) -> Any:
        """The data write a range as [low, high]."""
        if isinstance(data, list | tuple) and len(data) == 2:
            return {"min": data[0], "max": data[1]}
        return data

    @model_validator(mode="after")
    def _ordered(self) -> Players:
        if self.min > self.max:
            raise ValueError("players: the fewest first, then the most")
        return self

    def __contains__(self, n: object) -> bool:
        return type(n) is int and self.min <= n <= self.max


class BgStats(_Frozen):
    """The game in a BG Stats play file: its name and BoardGameGeek id and year."""

    name: Annotated[str, Field(min_length=1)]
    bgg_id: Annotated[int, Field(ge=1)]
    bgg_year: Annotated[int, Field(ge=1)]


class LedgerFacts(_Frozen):
    """How the ledger records one game (data `ledger:`): a round's points `running` (added to the total) or
    `absolute` (the score after the round); which field of a player in the engine's score report (a dotted
    path) holds the round's points and, when the game counts them, the complete rows; which fields of a
    position a table's ledger fills in (said here, not guessed from the position's schema)."""

    scores: Literal["running", "absolute"]
    points: Annotated[str, Field(min_length=1)]
    complete_rows: str | None = None
    bgstats: BgStats
    # The fields of a position the ledger fills in at a table (None: the positions have none): the scoring
    # number the rounds recorded reach (Alhambra `round`) and the variant chosen (Azul `wall_variant`).
    round_field: Annotated[str, Field(min_length=1)] | None = None
    variant_field: Annotated[str, Field(min_length=1)] | None = None
    # The fields the engine's deal makes up that no table can know from it, which a table starts empty (the
    # players then tap what really lies there): Alhambra's hands and Dirk's pile, drawn at random by the deal.
    table_empty: tuple[Annotated[str, Field(min_length=1)], ...] = ()


class Page(_Frozen):
    """One of a game's pages: its file under app_pages/, its route, its title and Home caption (UI string keys
    in data/i18n) and its icon."""

    path: Annotated[str, Field(pattern=r"^app_pages/[a-z_]+\.py$")]
    route: Annotated[str, Field(pattern=r"^[a-z][a-z-]*$")]
    title: str  # the navigation's UI string key
    caption: str  # the Home section's line under the link
    icon: str
    board: bool = False  # the page a position of this game opens on (Home's link, Games played)
    # the rules the page checks (the Rules page links them to it): rule topics (an id's second part), rule ids
    # (which win over a topic), or "*" for every rule of the game
    checks: tuple[str, ...] = ()
    worked: bool = False  # the page a worked answer's position opens on (the Rules page's verdict box)


_NO_NAMES: tuple[str, ...] = ()


def _four_languages(texts: Mapping[str, object]) -> None:
    if set(texts) != set(LANGS):
        raise ValueError(f"expected one entry per language ({', '.join(LANGS)})")


class GameInfo(_Frozen):
    """A game's registration: every fact a generic module (API, command line, ledger, pages, answerer) needs,
    typed, from data/<game>/game.yaml through the one data reader (`load_info`, kept until `paths.refresh()`)."""

    id: Annotated[str, Field(pattern=r"^[a-z][a-z0-9]*$")]
    names: dict[str, Annotated[str, Field(min_length=1)]]  # the game's name per language (en, tr, es, ja)
    # other names it goes by, per language (the answerer recognises a game by its names and these)
    aliases: dict[str, tuple[str, ...]] = Field(default_factory=lambda: dict.fromkeys(LANGS, _NO_NAMES))
    players: Players
    variants: Annotated[tuple[str, ...], Field(min_length=1)]  # the ledger's variants; the first is the default
    # a variant played by fewer seats than the game (Alhambra's Dirk: two players); the others take `players`
    variant_players: dict[str, Players] = Field(default_factory=dict)
    round_word: Literal["round", "scoring"]  # what the ledger calls a round (data/i18n/ledger.yaml keys)
    rounds: Annotated[int, Field(ge=1)] | None = None  # a fixed number of rounds (scorings); None: until the end
    ledger: LedgerFacts
    quiz_rules: tuple[str, ...] = ()  # the Learn quiz's rules; empty: no quiz
    quiz: str | None = None  # its question maker, "module:function" (assistant/quiz.py)
    tour: str | None = None  # its steps in data/learn/tour.yaml
    pages: tuple[Page, ...] = ()  # its pages, in the order of the navigation
    rule_topics: tuple[str, ...] = ()  # its rules' topics in the order a player meets them (the Rules page)
    home: str | None = None  # the UI string key of its Home section's heading
    cell_words: str | None = None  # the data/messages prefix its cells are said with (`place.<game>`)
    # the ui/ module of what only this game asks on the Games page (its variant widget, board checks, notes):
    # ui.ledger_games loads it by this name; None: the generic widgets alone
    ledger_widgets: Annotated[str, Field(pattern=r"^ui\.[a-z_]+$")] | None = None
    # the ui/ module that enters one seat's board by taps on the Table page (ui.table_seats loads it by this
    # name); None: the Table page shows the boards and standings, entered on the game's own pages
    table_widgets: Annotated[str, Field(pattern=r"^ui\.[a-z_]+$")] | None = None

    @model_validator(mode="after")
    def _complete(self) -> GameInfo:
        _four_languages(self.names)
        _four_languages(self.aliases)
        if sum(p.board for p in self.pages) > 1:
            raise ValueError("pages: at most one board page")
        if sum(p.worked for p in self.pages) > 1:
            raise ValueError("pages: at most one page for worked answers")
        if not set(self.variant_players) <= set(self.variants):
            raise ValueError("variant_players: only the listed variants")
        if any(not (self.players.min <= p.min and p.max <= self.players.max) for p in self.variant_players.values()):
            raise ValueError("variant_players: within the game's players")
        if bool(self.quiz_rules) != (self.quiz is not None):
            raise ValueError("quiz: a question maker exactly when there are quiz_rules")
        return self

    @property
    def board_page(self) -> Page | None:
        """The page a position of this game opens on, when it has one."""
        return next((p for p in self.pages if p.board), None)

    @property
    def worked_page(self) -> Page | None:
        """The page a worked answer's position (assistant/worked) opens on, when it has one."""
        return next((p for p in self.pages if p.worked), None)

    def check_page(self, rule_id: str) -> Page | None:
        """The page where this game's rule is checked: the one naming its id, else its topic, else every rule."""
        topic = rule_id.split(".")[1] if rule_id.count(".") else None
        for wanted in (rule_id, topic, "*"):
            found = next((p for p in self.pages if wanted is not None and wanted in p.checks), None)
            if found is not None:
                return found
        return None
    def seats(self, variant: str) -> Players:
        """How many may play that variant: its own range, else the game's (the one rule every reader asks)."""
        return self.variant_players.get(variant, self.players)

    def facts(self) -> JSON:
        """The registration's part of `api.facts`: players {min, max}, variants, rounds, ledger, quiz rules."""
        return {"players": self.players.model_dump(), "variants": list(self.variants), "rounds": self.rounds,
                "round_word": self.round_word, "ledger": self.ledger.model_dump(), "quiz_rules": list(self.quiz_rules)}


# The keys of data/<game>/game.yaml that make the registration (the file may hold the box's facts as well).
INFO_KEYS = frozenset(GameInfo.model_fields) - {"id", "rounds"}


def info_from(game_id: str, raw: Mapping[str, Any], rounds: int | None = None) -> GameInfo:
    """The registration in a loaded data/<game>/game.yaml (which may hold the box's facts as well), validated
    as JSON (so 2.0 is no count and a list is a tuple). `rounds`: what the engine derives from its own data
    (Alhambra's scorings are its points table's rounds)."""
    picked = {k: v for k, v in raw.items() if k in INFO_KEYS}
    # default=dict: data_file's read-only mappings are written as the objects they are
    return GameInfo.model_validate_json(json.dumps({"id": game_id, "rounds": rounds, **picked}, default=dict))


@derived
def load_info(game_id: str) -> GameInfo:
    """The registration in data/<game_id>/game.yaml, read through the one data reader (assistant.paths): kept
    until `paths.refresh()`, like every other fact made from that file."""
    return info_from(game_id, data_file(f"{game_id}/game.yaml"))


@dataclass(frozen=True)
class BoxFacts:
    """A game's own facts of the box (what its pages write into their texts): each game subclasses this as a
    frozen dataclass of immutable values (tuples, read-only mappings); `as_dict` is the JSON view `api.facts`
    hands on."""

    def as_dict(self) -> JSON:
        """The facts as JSON values (tuples become lists, mappings dicts; keys stay as they are)."""
        return {f.name: _json_value(getattr(self, f.name)) for f in dataclasses.fields(self)}


def _json_value(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _json_value(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [_json_value(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _json_value(v) for k, v in value.items()}
    return value


@runtime_checkable
class Game(Protocol):
    """One game behind the API and the command line. Positions and moves come in as parsed JSON dicts; the
    game validates them (raising assistant.errors.PositionError with one line naming the field) into its own
    engine value, which only the game itself looks inside."""

    @property
    def info(self) -> GameInfo: ...  # the registration: names, players, variants, ledger, pages, ...

    @property
    def id(self) -> str: ...  # the `game` field of its positions, and the name on the command line

    @property
    def schema_parts(self) -> tuple[str, ...]: ...  # "position" first; `schema <id>-<part>` for the others

    # cells where a tile may go: place(position, player, tile) -> {"positions": [...]}; None: not in this game
    @property
    def place(self) -> Callable[[Any, str, Any], JSON] | None: ...

    def parse(self, data: JSON) -> Any: ...

    def check(self, position: Any) -> list[Problem]: ...

    def score(self, position: Any) -> JSON: ...

    def move(self, position: Any, move: JSON) -> MoveOutcome: ...

    def schema(self, part: str = "position") -> JSON: ...

    def to_notation(self, position: Any) -> str: ...  # the one-line notation of a parsed position

    def from_notation(self, text: str) -> JSON: ...  # a readable position dict, or PositionError naming the token

    def facts(self) -> BoxFacts: ...  # the box's own facts (the registration's are `info`)

    def places(self, standings: Standings) -> list[int]: ...  # final places by its rule

    def game_ends(self, rounds: Rounds) -> bool: ...  # over after these rounds?

    def setup(self, players: int, seed: int | None = None) -> JSON: ...


# What register() looks for (isinstance on a Protocol with data members is not enough on Python 3.11).
MEMBERS = ("info", "id", "schema_parts", "place", "parse", "check", "score", "move", "schema",
           "to_notation", "from_notation", "facts", "places", "game_ends", "setup")
_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game (its id must be new); returns it, so a module can write GAME = register(MyGame())."""
    missing = [m for m in MEMBERS if not hasattr(game, m)]
    if missing:
        raise TypeError(f"{game!r} does not implement the game protocol (missing {', '.join(sorted(missing))})")
    if not isinstance(game.info, GameInfo) or game.info.id != game.id:
        raise TypeError(f"{game!r}: its info must be a GameInfo of the same id")
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    _GAMES[game.id] = game
    places.say_cells_with(game.id, game.info.cell_words)
    return game


def unregister(game_id: str) -> None:
    """Take a game out again (tests that register a toy game clean up after themselves)."""
    _GAMES.pop(game_id, None)
    places.forget(game_id)


def registered() -> dict[str, Game]:
    """The games registered so far, by id, in order of registration (assistant.registry fills it first)."""
    return dict(_GAMES)
