"""A toy game played turn by turn, for the ledger's play log (table_play.py): the coins of tests/toy_game.py dealt
to a table of two or three players. Between them lies a pot of coins; a player's step tosses one from the pot
onto their own row (heads or tails) or passes; the round ends when the pot is empty (a scoring: each player's
heads), the next round refills the pot, and the second scoring ends the game. Small enough to read at a glance,
it has what the ledger must handle of a real game's TurnRules: a step that changes two boards, one that changes
only the turn, a refused step with the rule it broke, a scoring due after a step, and the game's end.
"""

from __future__ import annotations

from typing import Any

from assistant.errors import PositionError
from assistant.games import JSON, GameInfo, PlayStep
from assistant.problems import Problem, problem
from tests.toy_game import Coins

POT = 3  # coins in the pot at the start of each round
INFO = GameInfo.model_validate_json("""{
    "id": "flips", "names": {"en": "Flips", "tr": "Yazı tura", "es": "Caras", "ja": "コイン投げ"},
    "players": {"min": 2, "max": 3}, "variants": ["base"], "round_word": "round", "rounds": 2,
    "ledger": {"scores": "running", "points": "heads", "round_field": "round",
               "bgstats": {"name": "Flips", "bgg_id": 1, "bgg_year": 2026}}}""")


def _no(rule: str, player: str | None = None) -> PlayStep:
    return PlayStep([problem(rule, player, [], rule)], None, None)


class FlipsRules:
    """The TurnRules of the toy game: whose step it is passes round the table in seat order."""

    def start(self, position: JSON, starter: str | None = None) -> PlayStep:
        names = [p["name"] for p in position["players"]]
        if position["pot"] < 1:
            return _no("flips.pot_empty")
        first = starter if starter in names else names[0]
        return PlayStep([], position, {"player": first, "phase": "toss", "steps": 0}, ("play.flips.start", {}))

    def step(self, position: JSON, turn: JSON, step: JSON) -> PlayStep:
        names = [p["name"] for p in position["players"]]
        who = turn["player"]
        nxt = {"player": names[(names.index(who) + 1) % len(names)], "phase": "toss", "steps": turn["steps"] + 1}
        if step.get("step") == "pass":
            return PlayStep([], position, nxt, ("play.flips.pass", {"player": who}))
        if step.get("step") != "toss":
            raise PositionError(f"step: no such step {step.get('step')!r}")
        if step.get("face") not in ("H", "T"):
            return _no("flips.face", who)
        if position["pot"] < 1:
            return _no("flips.pot_empty", who)
        after = {**position, "pot": position["pot"] - 1,
                 "players": [p | {"coins": p["coins"] + step["face"]} if p["name"] == who else p
                             for p in position["players"]]}
        due = after["pot"] == 0
        over = due and position["round"] >= (INFO.rounds or 0)
        return PlayStep([], after, nxt, ("play.flips.toss", {"player": who, "face": step["face"]}), due, over)

    def after_scoring(self, position: JSON, turn: JSON, starter: str | None = None) -> JSON:
        return {"player": starter or turn["player"], "phase": "toss", "steps": turn["steps"],
                "round": position["round"]}


class Flips(Coins):
    """The coins as a table's game: a pot between the players (with the scoring number) and a row per seat."""

    id = "flips"
    info = INFO
    play = FlipsRules()

    def parse(self, data: JSON) -> JSON:
        players = data.get("players")
        if data.get("game") != "flips" or not isinstance(data.get("pot"), int) or not isinstance(players, list):
            raise PositionError("position: not a flips position")
        if any(not isinstance(p.get("coins"), str) or set(p["coins"]) - {"H", "T"} for p in players):
            raise PositionError("players: each row is heads (H) and tails (T)")
        return data

    def check(self, position: Any) -> list[Problem]:
        return []

    def score(self, position: JSON) -> JSON:
        """Each player's heads; who has the fewest starts the next round (as Azul's report names the marker's
        holder)."""
        players = [{"name": p["name"], "heads": p["coins"].count("H")} for p in position["players"]]
        fewest = min(players, key=lambda p: p["heads"])["name"]
        return {"game": "flips", "players": players, "first_player": fewest}

    def next_round(self, position: JSON) -> JSON:
        return {**position, "pot": POT}

    def setup(self, players: int, seed: int | None = None) -> JSON:
        return {"game": "flips", "pot": POT, "round": 1, "players": [{"coins": ""} for _ in range(players)]}


GAME = Flips()
