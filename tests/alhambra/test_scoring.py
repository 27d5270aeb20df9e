"""Majorities, ties and the points table (alhambra.scoring.*)."""

import pytest

from assistant import api
from assistant.alhambra.catalogue import game
from assistant.alhambra.scoring import rank_type
from tests.alhambra.util import Box, cell, fountain, position


def points(counts, btype, round_):
    return {s.name: s.points for s in rank_type(counts, game().points[round_][btype])}


def test_round_1_pays_first_place_only():
    assert points({"A": 3, "B": 2}, "tower", 1) == {"A": 6, "B": 0}


def test_tie_for_first_in_round_2_splits_first_and_second_rounding_down():
    # seed 000_65cb59398f2be528.txt, Örnek 1: pavilions, two players with 3 each: (8 + 1) / 2 = 4.5 -> 4;
    # nobody scores third
    assert points({"A": 3, "B": 3, "C": 1}, "pavilion", 2) == {"A": 4, "B": 4, "C": 0}


def test_three_way_tie_for_first_in_round_3_splits_all_three_places():
    # seed 000, Örnek 2: towers, three players with 2 each: (21 + 13 + 6) / 3 = 13.33 -> 13
    assert points({"A": 2, "B": 2, "C": 2}, "tower", 3) == {"A": 13, "B": 13, "C": 13}


def test_tie_for_second_in_round_3_splits_second_and_third():
    # seed 000, Örnek 3: arcades, one player with 4, two with 2: 18; (10 + 3) / 2 = 6.5 -> 6
    assert points({"A": 4, "B": 2, "C": 2}, "arcades", 3) == {"A": 18, "B": 6, "C": 6}


def test_faq_tie_for_first_in_round_2_arcades():
    # seed 000, FAQ: round 2, arcades, two tie for first: (10 + 3) / 2 -> 6 each
    assert points({"A": 2, "B": 2}, "arcades", 2) == {"A": 6, "B": 6}


def test_final_scoring_towers_two_first_one_third():
    # seed 002_65699d3db1d1be26.txt, 例: 紫 1位2人・3位1人: (21 + 13) / 2 = 17 each, the third gets 6
    assert points({"A": 3, "B": 3, "C": 1}, "tower", 3) == {"A": 17, "B": 17, "C": 6}


def test_next_player_ranks_after_all_tied_players():
    ranked = rank_type({"A": 5, "B": 5, "C": 5, "D": 4}, game().points[3]["garden"])
    d = next(s for s in ranked if s.name == "D")
    assert d.place == 4 and d.points == 0


def test_no_building_of_a_type_scores_nothing_for_it():
    assert points({"A": 0, "B": 1}, "garden", 3) == {"B": 20}


def test_tie_report_names_who_tied_with_whom():
    ranked = {s.name: s for s in rank_type({"A": 2, "B": 2, "C": 1}, game().points[3]["tower"])}
    assert ranked["A"].tied_with == ("B",) and ranked["A"].places == (1, 2) and ranked["A"].pot == 34
    assert ranked["C"].place == 3 and ranked["C"].tied_with == ()


def two_players(round_=3, dirk=None):
    box = Box()
    a = [fountain(), cell(1, 0, box.take("", "tower")), cell(-1, 0, box.take("", "tower")),
         cell(0, 1, box.take("", "garden"))]
    b = [fountain(), cell(1, 0, box.take("", "garden")), cell(0, 1, box.take("S", "garden"))]
    extra = {}
    if dirk is not None:
        extra["dirk"] = [box.any("garden") for _ in range(dirk)]
    a_reserve = [box.any("chambers")]
    pos = position(("Ayşe", a), ("Kemal", b), round=round_, **extra)
    pos["players"][0]["reserve"] = a_reserve
    return pos


def test_score_output_has_all_six_types_wall_and_total():
    out = api.score(two_players())
    assert out["game"] == "alhambra" and out["round"] == 3 and out["dirk"] is None
    ayse, kemal = out["players"]
    assert set(ayse["buildings"]) == set(game().building_types)
    assert ayse["buildings"]["tower"] == 21 and kemal["buildings"]["garden"] == 20
    assert ayse["buildings"]["garden"] == 12
    assert ayse["total"] == sum(ayse["buildings"].values()) + ayse["wall"]


def test_reserve_tiles_never_score():
    out = api.score(two_players())
    assert out["players"][0]["buildings"]["chambers"] == 0
    assert out["players"][0]["counts"]["chambers"] == 0


def test_dirk_takes_part_in_majorities_but_scores_no_wall():
    out = api.score(two_players(dirk=3))
    assert out["dirk"]["buildings"]["garden"] == 20          # Dirk's 3 gardens beat Kemal's 2
    assert out["players"][1]["buildings"]["garden"] == 12
    assert out["players"][0]["buildings"]["garden"] == 5
    assert "wall" not in out["dirk"]
    assert out["dirk"]["total"] == sum(out["dirk"]["buildings"].values())


def test_score_needs_a_round():
    with pytest.raises(api.PositionError, match="round"):
        api.score(two_players(round_=None))


def test_majorities_report_explains_each_type():
    out = api.score(two_players(round_=2))
    garden = out["majorities"]["garden"]
    assert [(s["name"], s["count"], s["place"], s["points"]) for s in garden] == [
        ("Kemal", 2, 1, 12), ("Ayşe", 1, 2, 5)]


def test_typed_counts_score_like_boards_with_ties_explained():
    out = api.alhambra_score_counts(3, {"A": {"tower": 2}, "B": {"tower": 2}, "C": {"tower": 1}},
                                    walls={"A": 5})
    pts = {p["name"]: p["buildings"]["tower"] for p in out["players"]}
    assert pts == {"A": 17, "B": 17, "C": 6}
    assert out["players"][0]["total"] == 22
    assert out["majorities"]["tower"][0]["tied_with"] == ["B"]


def test_typed_counts_reject_impossible_numbers():
    with pytest.raises(api.PositionError, match="pavilion"):
        api.alhambra_score_counts(1, {"A": {"pavilion": 8}})
    with pytest.raises(api.PositionError, match="dirk"):
        api.alhambra_score_counts(1, {"A": {}, "B": {}, "C": {}}, dirk={"tower": 1})


def test_typed_counts_cannot_exceed_the_box_across_players():
    # 11 towers in the game: two players with 8 each cannot both be right
    with pytest.raises(api.PositionError, match="11"):
        api.alhambra_score_counts(3, {"A": {"tower": 8}, "B": {"tower": 8}})


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        ((True, {"A": {"tower": 1}}), "round"),
        ((1, {"A": {"tower": True}}), "tower"),
        ((1, {"A": {"tower": 1}}, {"A": True}), "walls"),
        ((1, [1, 2]), "counts"),
        ((1, {"A": [1]}), "counts"),
        ((1, {"dirk": {}, "B": {}}, None, {}), "Dirk"),
    ],
)
def test_typed_counts_of_the_wrong_type_raise_position_error(args, needle):
    # true is not a count of 1; a player called "dirk" clashes with Dirk as in a position (alhambra.variant.two-player)
    with pytest.raises(api.PositionError, match=needle):
        api.alhambra_score_counts(*args)
