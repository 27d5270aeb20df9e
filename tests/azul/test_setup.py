"""Setting up a round (seed 003_b353cfdd82d0d743.txt: Bileşenler, Sonraki Raunda Hazırlık)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from assistant import api
from assistant.azul.setup import factories_for, fill_factories, full_bag, start_round


def test_factories_by_player_count_are_5_7_9():
    assert [factories_for(n) for n in (2, 3, 4)] == [5, 7, 9]


@pytest.mark.parametrize("players", [0, 1, 5])
def test_factories_for_refuses_other_player_counts(players):
    with pytest.raises(ValueError):
        factories_for(players)


def test_the_bag_holds_twenty_tiles_of_each_colour():
    assert Counter(full_bag()) == dict.fromkeys(["blue", "yellow", "red", "black", "white"], 20)


def test_explicit_draw_order_fills_factories_four_tiles_each_from_the_front():
    bag = ["red", "blue", "red", "white", "black", "black", "yellow", "blue", "white"]
    refill = fill_factories(2, bag)
    assert refill.factories == (("red", "blue", "red", "white"), ("black", "black", "yellow", "blue"))
    assert refill.bag == ("white",) and refill.lid == ()  # tuples: the Refill is a value


def test_an_empty_bag_is_refilled_from_the_lid():
    refill = fill_factories(2, ["red", "red", "red"], ["blue"] * 6)
    assert refill.factories == (("red", "red", "red", "blue"), ("blue",) * 4)
    assert refill.bag == ("blue",) and refill.lid == ()


def test_when_bag_and_lid_are_empty_the_factories_stay_partly_filled():
    refill = fill_factories(3, ["red"] * 3, ["blue"] * 2)
    assert refill.factories == (("red", "red", "red", "blue"), ("blue",), ())
    assert refill.bag == () and refill.lid == ()


def test_inputs_are_not_modified_and_no_tile_is_lost():
    bag, lid = full_bag()[:30], ["white"] * 10
    refill = fill_factories(9, bag, lid, random.Random(7))
    assert len(bag) == 30 and len(lid) == 10
    drawn = Counter(t for f in refill.factories for t in f)
    assert drawn + Counter(refill.bag) + Counter(refill.lid) == Counter(bag) + Counter(lid)
    assert [len(f) for f in refill.factories] == [4] * 9


def test_the_same_random_seed_deals_the_same_factories():
    a = fill_factories(5, full_bag(), rng=random.Random(42))
    b = fill_factories(5, full_bag(), rng=random.Random(42))
    assert a == b
    assert a.factories != fill_factories(5, full_bag(), rng=random.Random(43)).factories


def test_start_round_gives_position_fields_with_the_marker_in_the_centre():
    refill = start_round(2, full_bag(), rng=random.Random(1))
    table = refill.table()
    assert len(table["factories"]) == 5 and table["centre"] == ["first"]
    assert len(refill.bag) == 100 - 20
    empty = {"count": 0}
    pos = {
        "game": "azul",
        "players": [{"name": n, "pattern_lines": [empty] * 5, "wall": ["....."] * 5} for n in ("A", "B")],
        **table,
    }
    assert api.check(pos)["valid"] is True
