"""A tiny game for the registry tests: a row of coins, each heads or tails; check says when two heads touch,
score counts heads. Small enough to read at a glance, complete enough to go through every door of the API."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from assistant.errors import PositionError
from assistant.games import JSON, BoxFacts, Game, GameInfo, MoveOutcome, Rounds, Standings
from assistant.jsonio import validation_line
from assistant.problems import Problem, problem


class CoinsPosition(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, title="Coins position")

    game: Literal["coins"]
    coins: Annotated[str, Field(pattern="^[HT]{1,20}$")]


# The registration a real game reads from data/<game>/game.yaml; the ledger adds each toss's heads to the total
# and counts no rows; BG Stats knows no such game (id 1). The toy game has no pages, quiz or tour.
INFO = GameInfo.model_validate_json("""{
    "id": "coins", "names": {"en": "Coins", "tr": "Madeni paralar", "es": "Monedas", "ja": "コイン"},
    "aliases": {"en": ["coin row"], "tr": [], "es": [], "ja": []}, "players": {"min": 1, "max": 1},
    "variants": ["base"], "round_word": "round", "rounds": 2,
    "ledger": {"scores": "running", "points": "heads", "complete_rows": null,
               "bgstats": {"name": "Coins", "bgg_id": 1, "bgg_year": 2026}}}""")


@dataclass(frozen=True)
class CoinsFacts(BoxFacts):
    faces: tuple[str, ...] = ("H", "T")


class Coins:
    id = "coins"
    info = INFO
    schema_parts = ("position",)
    place = None

    def parse(self, data: JSON) -> CoinsPosition:
        try:
            return CoinsPosition.model_validate(data)
        except ValidationError as exc:
            raise PositionError(validation_line(exc)) from None

    def check(self, position: CoinsPosition) -> list[Problem]:
        row = position.coins
        return [problem("coins.apart", None, [(i, 0), (i + 1, 0)], "coins.apart")
                for i in range(len(row) - 1) if row[i] == row[i + 1] == "H"]

    def score(self, position: CoinsPosition) -> JSON:
        return {"game": "coins", "heads": position.coins.count("H")}

    def move(self, position: CoinsPosition, move: JSON) -> MoveOutcome:
        raise PositionError("move: coins have no moves")

    def schema(self, part: str = "position") -> JSON:
        return CoinsPosition.model_json_schema()

    def to_notation(self, position: CoinsPosition) -> str:
        return f"coins {position.coins}"

    def from_notation(self, text: str) -> JSON:
        word, _, coins = text.partition(" ")
        if word != "coins" or not coins:
            raise PositionError(f"notation: token 1 {word!r}: expected coins and the row")
        return {"game": "coins", "coins": coins}

    def facts(self) -> CoinsFacts:
        return CoinsFacts()

    def places(self, standings: Standings) -> list[int]:
        return [1 + sum(other > score for _, other, _ in standings) for _, score, _ in standings]

    def game_ends(self, rounds: Rounds) -> bool:
        return len(rounds) >= (self.info.rounds or 0)  # two tosses are the whole game

    def setup(self, players: int, seed: int | None = None) -> JSON:
        return {"game": "coins", "coins": "T"}


GAME = Coins()
_CHECKED: Game = GAME  # mypy: the toy game satisfies the protocol
