"""The ledger's input at the boundary: a new game, a round of scores, validated by pydantic models against the
game registry (which games, how many players, which variants); a refusal is a LedgerError whose `key` and
`params` name its UI string in data/i18n/ledger.yaml. assistant.ledger.service re-exports all of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from assistant import registry
from assistant.games import BgStats as BgStats  # re-exported: the ledger's names of the registration's types
from assistant.games import LedgerFacts
from assistant.ledger.errors import LedgerError
from assistant.ledger.models import NAME_LENGTH
from assistant.limits import SCORE_POINTS
from assistant.names import first_duplicate, hidden_character, tidy, visible
from assistant.quoting import clip

# The games, their player ranges and their variants come from the game registry (each engine's facts): the
# database lists no game names (migration 0002 dropped its `kind` and `variant` check constraints), so a game
# registered later is recorded without a schema change. The service is the only judge of a game's kind.
# `GAMES` is read from the registry when asked (module __getattr__ below), never copied at import: a game
# registered after this module is imported is one of them.
MAX_POINTS = SCORE_POINTS  # assistant/limits.py: the one bound on a score
# complete rows on a wall: the largest wall of a game that counts rows (Azul's `wall_size`)
MAX_ROWS = max(g.facts().as_dict().get("wall_size", 0) for g in registry.all_games().values())
M = TypeVar("M", bound="BaseModel")


def __getattr__(name: str) -> Any:
    if name == "GAMES":  # the registry's ids now, not at import
        return registry.ids()
    raise AttributeError(name)


def player_range(kind: str) -> tuple[int, int]:
    """How many may play a game: its registration's range, read from the game data when asked."""
    players = registry.get(kind).info.players
    return players.min, players.max


def variants(kind: str) -> tuple[str, ...]:
    """A game's variants, the first being the default, as its registration lists them."""
    return registry.get(kind).info.variants


def ledger_facts(kind: str) -> LedgerFacts:
    """A game's ledger facts: its registration's `ledger` (a game registered later brings its own)."""
    return registry.get(kind).info.ledger


def _seats(low: int, high: int) -> str:
    """A range of players as the messages write it: "2", "2-4"."""
    return str(low) if low == high else f"{low}\u2013{high}"


def _registered(kind: str) -> str:
    """A game the registry knows (the database no longer checks the name)."""
    if kind not in registry.ids():
        raise ValueError(f"unknown game {clip(kind)}, expected one of {', '.join(registry.ids())}")
    return kind


def _name(value: str) -> str:
    """Names are untrusted text: NFC, trimmed, 1-40 characters, the one rule of assistant/names.py (PostgreSQL
    refuses NUL; line breaks, zero-width, filler and bidi characters would garble tables and CSV files). Two
    players of a game are the same name by names.name_key, as on the boards (Ana and ana are one person)."""
    value = tidy(value)
    if not value or (not hidden_character(value) and not visible(value)):
        raise PydanticCustomError("ledger.err.name_empty", "a player's name is empty")
    if len(value) > NAME_LENGTH:
        raise PydanticCustomError("ledger.err.name_long", "the name {name} is longer than {max} characters",
                                  {"name": value[:NAME_LENGTH] + "…", "max": NAME_LENGTH})
    if hidden_character(value):  # control, zero-width, bidi-override, private-use: one rule for every name
        raise PydanticCustomError("ledger.err.name_control", "a name holds an invisible or control character")
    return value


PlayerName = Annotated[str, AfterValidator(_name)]


class NewGame(BaseModel):
    """A game to start: which, who (in seating order), the variant and who starts (a seat index)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: Annotated[str, AfterValidator(_registered)]
    players: list[PlayerName]
    variant: str = ""
    start_player: int = Field(default=0, ge=0)

    @model_validator(mode="before")
    @classmethod
    def _default_variant(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and not data.get("variant") and data.get("game") in registry.ids():
            return {**data, "variant": variants(data["game"])[0]}
        return data

    @model_validator(mode="after")
    def _fits_the_game(self) -> NewGame:
        low, high = player_range(self.game)
        n = len(self.players)
        if not low <= n <= high:
            raise PydanticCustomError("ledger.err.player_count", "{game} is for {low} to {high} players, not {n}",
                                      {"game": self.game, "low": low, "high": high, "n": n})
        twice = first_duplicate(self.players)
        if twice is not None:
            raise PydanticCustomError("ledger.err.name_twice", "{name} is named twice", {"name": twice})
        if self.variant not in variants(self.game):
            raise PydanticCustomError("ledger.err.variant", "unknown variant {variant} for {game}",
                                      {"variant": clip(self.variant), "game": self.game})
        seats = registry.get(self.game).info.seats(self.variant)  # the registration's one rule (Dirk: two)
        if n not in seats:
            raise PydanticCustomError("ledger.err.variant_players", "the {variant} variant is for {seats} players",
                                      {"variant": self.variant, "seats": _seats(seats.min, seats.max)})
        if self.start_player >= n:
            raise PydanticCustomError("ledger.err.start_player", "no player {n} to start", {"n": self.start_player})
        return self


class PlayerScore(BaseModel):
    """One player's line of a round. Alhambra: the points of that scoring. Azul: the score after the round
    (bonuses included when it ends the game) and the complete horizontal rows on the wall."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: PlayerName
    points: int = Field(ge=0, le=MAX_POINTS)
    complete_rows: int | None = Field(default=None, ge=0, le=MAX_ROWS)


class RoundScores(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    scores: list[PlayerScore]
    source: Literal["typed", "board"] = "typed"


def parse(model: type[M], data: Any) -> M:
    """Validate `data` into `model`; the first problem becomes a LedgerError the page can translate."""
    if isinstance(data, model):
        return data
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        if err["type"].startswith("ledger."):
            raise LedgerError(err["type"], err["msg"], **err.get("ctx", {})) from None
        where = clip(".".join(str(x) for x in err["loc"]) or model.__name__)
        detail = clip(err["msg"], 200)
        raise LedgerError("ledger.err.input", f"{where}: {detail}", where=where, detail=detail) from None


def _actor(actor: str | None) -> str | None:
    if actor is None or not str(actor).strip():
        return None
    try:
        return _name(str(actor))
    except PydanticCustomError as exc:
        raise LedgerError(exc.type, exc.message(), **(exc.context or {})) from None


def _field(player: Mapping[str, Any], path: str) -> Any:
    for part in path.split("."):
        player = player[part]
    return player


def round_from_score(result: Mapping[str, Any]) -> RoundScores:
    """The engine's score report (assistant.api.score) as a round for the ledger: each player's points and
    complete rows from the fields the game's ledger facts name (Alhambra's `total` of that scoring, Dirk being
    no player and left out; Azul's new `score` and `complete.rows`)."""
    kind = result.get("game")
    if not isinstance(kind, str) or kind not in registry.ids():
        raise LedgerError("ledger.err.input", "not a score report", where="game", detail="unknown game")
    facts = ledger_facts(kind)
    try:
        scores = [{"name": p["name"], "points": _field(p, facts.points)}
                  | ({"complete_rows": _field(p, facts.complete_rows)} if facts.complete_rows else {})
                  for p in result["players"]]
    except (KeyError, TypeError):  # a report without the players' fields its ledger facts name: no KeyError
        raise LedgerError("ledger.err.input", "not a score report", where="players",
                          detail=f"each player's {facts.points}") from None
    return parse(RoundScores, {"scores": scores, "source": "board"})
