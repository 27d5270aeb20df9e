"""Whole Alhambra games played through the TurnRules (tests/alhambra/turn_sim.py keeps the real bag and deck):
what the rules conserve holds after every step, and every game reaches its end through the empty bag."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.alhambra.catalogue import game
from tests.alhambra.turn_sim import new_game, next_step

MAX_STEPS = 2000  # a game takes a few hundred steps (about 90-130 turns of 2-4 players)


def _hands(position: dict) -> Counter:
    return Counter((c["currency"], c["value"]) for p in position["players"] for c in p["hand"])


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
def test_a_whole_game_conserves_tiles_and_money_and_ends_when_the_bag_is_empty(seed, players):
    sim = new_game(seed, players)
    tiles = sum(game().tiles.values())
    for _ in range(MAX_STEPS):
        if sim.turn["phase"] == "over":
            break
        phase, money = sim.turn["phase"], sim.money_in_play()
        row_and_hands = _hands(sim.position) + Counter((c["currency"], c["value"]) for c in sim.position["money_row"])
        out = next_step(sim)
        assert out.problems == [], (sim.steps[-1][0], out.problems)
        # tiles are conserved: market + held + Alhambras + reserves + Dirk + the bag is the box
        assert sim.tiles_accounted() == tiles
        step = sim.steps[-1][0]
        if step["step"] == "take":  # a take moves cards from the row to a hand: the money in play stays
            assert sim.money_in_play() == money
            assert _hands(sim.position) + Counter((c["currency"], c["value"]) for c in sim.position["money_row"]) \
                == row_and_hands
        if phase == "refill":
            assert len(sim.position["money_row"]) == game().setup["money_row_size"] or sim.turn["phase"] == "over"
    assert sim.turn["phase"] == "over" and sim.steps[-1][1].over
    assert sim.scorings <= game().scorings - 1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_random_takes_never_change_the_money_in_play(seed):
    sim = new_game(seed, 3)
    for _ in range(12):
        if sim.turn["phase"] == "act":
            before = sim.money_in_play()
            row = sim.position["money_row"]
            pick = [row[sim.rng.randrange(len(row))]]
            small = [c for c in row if c["value"] <= 2]
            out = sim.play({"step": "take", "cards": small[:2] if len(small) >= 2 and sim.rng.random() < .5 else pick})
            assert out.problems == [] and sim.money_in_play() == before
        else:
            next_step(sim)
