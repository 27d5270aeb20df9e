"""Dirk, the neutral player of the two-player game (alhambra.variant.two-player), decided in one place
(assistant/alhambra/dirk.py, the registration's `variant_players`): where a bought tile may go, how many tiles
he is due at each stage from the bag the table leaves, and with how many players he may sit."""

from __future__ import annotations

import csv

import pytest

from assistant import api
from assistant.errors import PositionError
from assistant.paths import DATA
from tests.alhambra.util import Box, cell, fountain, position

# The box's building tiles: one row of data/alhambra/tiles.csv per printed copy (54).
BOX = sum(1 for _ in csv.DictReader((DATA / "alhambra" / "tiles.csv").open(encoding="utf-8")))


def two_players(dirk: int | None, box: Box | None = None) -> dict:
    """Ana (two buildings, one in reserve) and Bo (one building); two market tiles; Dirk's pile of `dirk` tiles
    when given (None: no pile, a two-player table without him)."""
    box = box or Box()
    pos = position(("Ana", [fountain(), cell(1, 0, box.take("NE")), cell(0, 1, box.take(""))]),
                   ("Bo", [fountain(), cell(-1, 0, box.take("W"))]))
    pos["players"][0]["reserve"] = [box.take("NES")]
    pos["players"][0]["hand"] = [{"currency": "blue", "value": 9}]
    pos["market"] = [{"currency": "blue", **box.take("")}, {"currency": "green", **box.take("ESW")}]
    if dirk is not None:
        pos["dirk"] = [box.left.pop().to_json() for _ in range(dirk)]
    return pos


def test_the_box_holds_fifty_four_tiles():
    assert BOX == 54 == api.facts("alhambra")["tiles"]


def test_a_bought_tile_goes_to_dirk_only_where_his_pile_is_on_the_table():
    """The turn page offered Dirk whenever two played, while the move refused him without his pile."""
    without = two_players(None)
    assert api.alhambra_buy_places(without) == ["alhambra", "reserve"]
    with_dirk = two_players(0)
    assert api.alhambra_buy_places(with_dirk) == ["alhambra", "reserve", "dirk"]
    buy = {"action": "buy", "player": "Ana", "square": "blue", "pay": [{"currency": "blue", "value": 9}], "to": "dirk"}
    assert "alhambra.variant.two-player" in [p["rule"] for p in api.move(without, buy)["problems"]]
    assert "alhambra.variant.two-player" not in [p["rule"] for p in api.move(with_dirk, buy)["problems"]]


def test_dirk_is_due_six_six_and_a_third_of_the_bag_the_table_leaves():
    pos = two_players(4)
    # on the table: Ana 2 built + 1 in reserve, Bo 1 built, 2 market tiles, Dirk's 4: 10 tiles; 54 - 10 = 44
    due = api.alhambra_dirk_due(pos)
    assert due == {"bag": BOX - 10, "due": {"start": 6, "after-first-scoring": 6, "after-second-scoring": 14}}
    assert 44 // 3 == 14


def test_a_fresh_two_player_deal_leaves_forty_four_tiles_and_dirk_fourteen_after_the_second_scoring():
    dealt = api.alhambra_setup(2, seed=3)
    # 54 tiles - 4 market squares - Dirk's 6 at the start = 44 in the bag; a third rounded down: 14
    assert dealt["bag"] == BOX - 4 - 6 == 44
    assert api.alhambra_dirk_due(dealt["position"]) == {
        "bag": 44, "due": {"start": 6, "after-first-scoring": 6, "after-second-scoring": 14}}


def test_dirk_is_due_no_more_than_the_bag_holds():
    box = Box()
    pos = two_players(0, box)
    pos["players"][1]["reserve"] = [t.to_json() for t in box.left[2:]]  # every tile of the box but two
    assert api.alhambra_dirk_due(pos) == {"bag": 2, "due": {"start": 2, "after-first-scoring": 2,
                                                            "after-second-scoring": 0}}


def test_a_table_holding_more_than_the_box_leaves_an_empty_bag():
    box = Box()
    pos = two_players(0, box)
    pos["players"][1]["reserve"] = [t.to_json() for t in box.left] * 2  # the rest of the box, twice
    assert api.alhambra_dirk_due(pos)["bag"] == 0
    assert "alhambra.components" in {p["rule"] for p in api.check(pos)["problems"]}


def test_dirk_due_is_refused_where_he_does_not_play():
    with pytest.raises(PositionError, match="Dirk does not play"):
        api.alhambra_dirk_due(two_players(None))


def test_tiles_on_the_table_count_each_alhambra_reserve_dirk_and_the_market():
    pos = two_players(2)
    counted = api.alhambra_tiles_on_table(pos)
    assert sum(t["count"] for t in counted) == 2 + 1 + 1 + 2 + 2
    assert all(t["count"] >= 1 and set(t) == {"type", "price", "walls", "count"} for t in counted)
