"""What the Alhambra engine reports so that pages and the ledger never work it out again: each tie's places,
the points of each place (its parts), the places left unpaid, whether the share was rounded down; one report
for boards and typed counts; the final places, the game end and the round after the market is handed out."""

from __future__ import annotations

import json

import pytest

from assistant import api
from assistant.errors import PositionError
from assistant.paths import ROOT


def sample() -> dict:
    return json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))


def standing(result: dict, btype: str, name: str) -> dict:
    return next(s for s in result["majorities"][btype] if s["name"] == name)


def counts_report(round_: int, counts: dict, walls: dict | None = None) -> dict:
    return api.alhambra_score_counts(round_, counts, walls or {})


def test_a_tie_for_first_in_round_2_reports_both_places_their_parts_and_the_rounding():
    # seed 000, Örnek 1: pavilions, two players with 3 each in round 2: places 1 and 2 pay 8 + 1 = 9,
    # 9 / 2 = 4.5 -> 4 each (rounded down); nobody else scores
    out = counts_report(2, {"A": {"pavilion": 3}, "B": {"pavilion": 3}, "C": {"pavilion": 1}})
    a = standing(out, "pavilion", "A")
    assert (a["places"], a["parts"], a["pot"], a["points"], a["rounded_down"], a["unpaid"]) == (
        [1, 2], [8, 1], 9, 4, True, [])
    c = standing(out, "pavilion", "C")
    assert (c["place"], c["parts"], c["unpaid"], c["points"]) == (3, [0], [3], 0)  # round 2 pays no 3rd place


def test_a_tie_for_second_in_round_3_splits_second_and_third():
    # seed 000, Örnek 3: arcades, 4 / 2 / 2 in round 3: 18 for the first; (10 + 3) / 2 = 6.5 -> 6 each
    out = counts_report(3, {"A": {"arcades": 4}, "B": {"arcades": 2}, "C": {"arcades": 2}})
    b = standing(out, "arcades", "B")
    assert (b["places"], b["parts"], b["pot"], b["points"], b["rounded_down"]) == ([2, 3], [10, 3], 13, 6, True)


def test_a_three_way_tie_in_round_2_leaves_the_third_place_unpaid():
    # towers in round 2, three players with 2 each: places 1-3 pay 13 + 6 + 0 = 19, 19 / 3 = 6.33 -> 6
    out = counts_report(2, {"A": {"tower": 2}, "B": {"tower": 2}, "C": {"tower": 2}})
    a = standing(out, "tower", "A")
    assert (a["parts"], a["unpaid"], a["pot"], a["points"], a["rounded_down"]) == ([13, 6, 0], [3], 19, 6, True)


def test_an_even_split_is_not_rounded():
    # round 3 towers, two with 3 each: (21 + 13) / 2 = 17 exactly
    out = counts_report(3, {"A": {"tower": 3}, "B": {"tower": 3}})
    assert standing(out, "tower", "A")["rounded_down"] is False


def test_boards_and_typed_counts_give_one_report():
    # the same buildings and walls typed in score exactly as the boards: one builder makes both reports
    board = api.score({**sample(), "round": 3})
    counts = {p["name"]: p["counts"] for p in board["players"]}
    walls = {p["name"]: p["wall"] for p in board["players"]}
    typed = counts_report(3, counts, walls)
    assert typed["majorities"] == board["majorities"]
    drawn = ("wall_segments", "outer_walls")
    assert typed["players"] == [{k: v for k, v in p.items() if k not in drawn} for p in board["players"]]
    assert typed["dirk"] == board["dirk"]


def test_final_places_share_equal_scores_and_skip_the_next_place():
    # 95, 95 share 1st; 80 is 3rd (2nd is skipped); 70 is 4th
    # B and C share first with 95; second is skipped, so A (80) is third and D (70) fourth
    assert api.ranking("alhambra", [("A", 80, None), ("B", 95, None), ("C", 95, None), ("D", 70, None)]) == [3, 1, 1, 4]


def test_the_game_ends_with_the_third_scoring():
    # data/alhambra/game.yaml pays rounds 1, 2 and 3: the third scoring is the last
    assert api.game_over("alhambra", [[None, None]] * 2) is False
    assert api.game_over("alhambra", [[None, None]] * 3) is True


def test_after_the_market_tiles_are_handed_out_the_position_is_at_the_last_scoring():
    pos = {**sample(), "round": 1}
    assert api.alhambra_end_market(pos)["after"]["round"] == 3


def test_facts_are_the_game_data():
    facts = api.facts("alhambra")
    assert facts["players"] == {"min": 2, "max": 6}
    assert facts["tiles"] == 54                       # 7 + 7 + 9 + 9 + 11 + 11 in tiles.csv
    assert facts["tiles_by_type"] == {"pavilion": 7, "seraglio": 7, "arcades": 9, "chambers": 9, "garden": 11,
                                      "tower": 11}
    assert facts["money"]["cards"] == 108             # 4 currencies x 9 values x 3 copies
    assert facts["money"]["cards_two_player"] == 72   # 4 x 9 x 2
    assert facts["money"]["values"] == {"min": 1, "max": 9}
    assert (facts["money"]["take_limit"], facts["money"]["starting_total"], facts["max_actions"]) == (5, 20, 5)


def test_typed_counts_are_limited_by_the_tiles_the_facts_report():
    # the box holds 11 towers: 11 typed in all is possible, 12 is not
    assert api.facts("alhambra")["tiles_by_type"]["tower"] == 11
    counts_report(1, {"A": {"tower": 6}, "B": {"tower": 5}})
    with pytest.raises(PositionError, match="12 tower buildings in all, but the game has 11"):
        counts_report(1, {"A": {"tower": 6}, "B": {"tower": 6}})


@pytest.mark.parametrize("name", ["Dirk", " dirk ", "ＤＩＲＫ", "DIR\u212a"])
def test_typed_counts_refuse_a_player_named_dirk_by_the_one_meaning_of_the_same_name(name):
    """As a position does (model.py, names.name_key): full-width letters and the Kelvin sign are Dirk too."""
    with pytest.raises(PositionError, match="Dirk"):
        api.alhambra_score_counts(1, {name: {"tower": 1}, "Ana": {"tower": 2}}, dirk={"tower": 0})
