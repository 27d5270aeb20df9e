"""Whole games played turn by turn through the API (issue 19, "Proof"): a table created on the ledger, the real
table tapped in (Alhambra's market, money row and hands; Dirk's six), then every step sent with
api.table.play_step over the stamp as a phone does, each one judged exactly as the game's own TurnRules judge it,
the scorings recorded by the steps that make them due (a scoring card in a refill; Azul's end of the offer), the
last round, the winner; then undone step by step back to the start. The players are the random ones of
tests/alhambra/turn_sim.py (the real bag and money deck kept there); Azul's deal is drawn here from the tiles the
boards leave."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

import pytest

from assistant import api, registry
from assistant.alhambra.deal import deal
from assistant.azul.setup import factories_for
from assistant.games import PlayStep
from tests.alhambra import turn_sim

MAX_STEPS = 3000


@dataclass
class TableSim(turn_sim.Sim):
    """The simulation's steps sent to the table instead of to the rules alone: the table's position and turn
    (the ledger's carry-over after a scoring included) are what the next step is chosen from."""

    led: object = None
    view: object = None
    scored: tuple[int, ...] = ()

    def play(self, step: dict) -> PlayStep:
        expected = registry.get("alhambra").play.step(self.position, self.turn, step)
        result = api.table.play_step(self.led, self.view.token, step, self.view.stamp, actor=self.turn["player"])
        assert result.allowed == (not expected.problems), (step, result.problems, expected.problems)
        self.steps.append((step, expected))
        if result.allowed:
            self.view = result.table
            self.position, self.turn = result.table.position, result.table.turn
            if result.scored is not None:
                self.scored += (result.scored,)
        # the ledger recorded any scoring and carried the boards over itself: the simulation must not again
        return PlayStep(list(expected.problems), self.position if result.allowed else None, self.turn, None)


def alhambra_table(led, seed: int, players: int) -> TableSim:
    """A table as a game night makes it: the players typed, then what lies on the real table tapped in (here the
    engine's deal: market, money row, hands, Dirk's pile), then "Start playing"."""
    dealt = deal(players, seed=seed)
    names = [p["name"] for p in dealt["position"]["players"]]
    view = api.table.create_table(led, {"game": "alhambra", "players": names,
                                        "variant": "dirk" if "dirk" in dealt["position"] else "base"})
    parts = api.table.split(dealt["position"] | {"round": 1})
    for seat, part in parts.items():
        view = api.table.write_board(led, view.token, seat, part, view.board(seat).version)
    sim = turn_sim.new_game(seed, players)  # the same deal: the bag and deck that go with it
    started = api.table.start_play(led, view.token, view.stamp, starter=sim.turn["player"])
    assert started.allowed, started.problems
    assert started.table.turn == sim.turn and started.table.position == sim.position
    return TableSim(sim.rng, sim.position, sim.turn, sim.bag, sim.deck, led=led, view=started.table)


@pytest.mark.parametrize("seed, players", [(7, 3), (11, 2)], ids=["three players", "two players with Dirk"])
def test_a_whole_alhambra_game_is_played_turn_by_turn_through_the_api_to_the_winner(led, seed, players):
    sim = alhambra_table(led, seed, players)
    kinds: Counter = Counter()
    for _ in range(MAX_STEPS):
        if sim.view.game.finished:
            break
        kinds[sim.turn["phase"]] += 1
        turn_sim.next_step(sim)
    view = sim.view
    # three scorings: two by the scoring cards coming up in a refill, the last when the bag could not refill
    assert view.game.finished and len(view.game.rounds) == 3 and sim.scored == (1, 2, 3)
    assert view.turn["phase"] == "over" and sim.steps[-1][1].over
    assert {s.name for s in view.game.standings if s.winner}
    assert kinds["act"] and kinds["place"] and kinds["refill"] and (players != 2 or kinds["dirk"] == 2)
    steps = [s for s, out in sim.steps if not out.problems]
    kinds_played = Counter(s["step"] for s in steps)
    assert kinds_played["take"] and kinds_played["buy"] and kinds_played["place"] and kinds_played["refill"]
    # the log holds every step in force, in order, each said in words
    log = api.table.play_log(led, view.token)
    assert [e.step for e in log[1:]] == steps and all(e.said for e in log[1:])


def test_an_alhambra_game_undone_step_by_step_returns_to_the_table_as_it_was_set_up(led):
    sim = alhambra_table(led, 5, 3)
    first = sim.view
    while len(sim.scored) < 1:  # past the first scoring: undo takes its round back too
        turn_sim.next_step(sim)
    played = len(api.table.play_log(led, sim.view.token)) - 1
    view = sim.view
    for _ in range(played):
        result = api.table.undo_step(led, view.token, view.stamp)
        assert result.allowed, result.problems
        view = result.table
    assert view.position == first.position and view.turn == first.turn and view.game.rounds == ()
    with pytest.raises(api.table.LedgerError, match="nothing to undo"):  # nothing before the start
        api.table.undo_step(led, view.token, view.stamp)


COLOURS = ("blue", "yellow", "red", "black", "white")
LETTERS = {"B": "blue", "Y": "yellow", "R": "red", "K": "black", "W": "white"}  # data/azul/components.yaml


def _deal(position: dict, rng: random.Random) -> list[list[str]]:
    """The factories filled from the tiles the boards leave (each colour's 20 less the walls, lines and floors),
    as a bag refilled from the lid would give them; short when fewer are left."""
    left = Counter(dict.fromkeys(COLOURS, 20))
    for p in position["players"]:
        left.subtract(LETTERS[c] for row in p["wall"] for c in row if c in LETTERS)
        for line in p["pattern_lines"]:
            if line["count"]:
                left[line["colour"]] -= line["count"]
        left.subtract(c for c in p["floor"] if c != "first")
    bag = list(left.elements())
    rng.shuffle(bag)
    n = factories_for(len(position["players"]))
    return [[bag.pop() for _ in range(min(4, len(bag)))] for _ in range(n) if bag] or [[]]


def _takes(position: dict, rng: random.Random) -> list[dict]:
    sources = [(i, f) for i, f in enumerate(position.get("factories") or []) if f]
    centre = [c for c in position.get("centre") or [] if c != "first"]
    if centre:
        sources.append(("centre", centre))
    out = [{"step": "take", "from": s, "colour": c, "line": line}
           for s, tiles in sources for c in sorted(set(tiles)) for line in (1, 2, 3, 4, 5, "floor")]
    rng.shuffle(out)
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_azul_game_is_played_turn_by_turn_through_the_api_to_the_winner(led, players):
    rng = random.Random(players)
    names = ["Zeynep", "Mehmet", "Lucía", "陽菜"][:players]
    view = api.table.create_table(led, {"game": "azul", "players": names})
    rules = registry.get("azul").play
    result = api.table.start_play(led, view.token, view.stamp)
    assert result.allowed and result.table.turn["phase"] == "deal"  # the factories are tapped as dealt
    view, rounds, takes = result.table, 0, 0
    for _ in range(MAX_STEPS):
        if view.game.finished:
            break
        pos, turn = view.position, view.turn
        if turn["phase"] == "deal":
            step = {"step": "deal", "factories": _deal(pos, rng)}
        else:  # the first take the rules allow, from the shuffled list of every take
            step = next(s for s in _takes(pos, rng) if not rules.step(pos, turn, s).problems)
            takes += 1
        result = api.table.play_step(led, view.token, step, view.stamp, actor=turn["player"])
        assert result.allowed, (step, result.problems)
        view = result.table
        if result.scored is not None:
            rounds += 1
            assert result.scored == rounds and len(view.game.rounds) == rounds
            assert view.turn["phase"] == "deal" or view.game.finished  # the next round is dealt by taps
    assert view.game.finished and rounds >= 5  # a row takes five rounds at least
    complete = [s.name for s in view.game.standings if s.winner]
    assert complete and takes > rounds * players
    log = api.table.play_log(led, view.token)
    assert sum(1 for e in log if e.scored) == rounds
