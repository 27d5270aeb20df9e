"""Azul setup and grey-wall helpers as offered by assistant.api (azul.setup, azul.round.next)."""

import pytest

from assistant import api


@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])
def test_factories_by_player_count_four_tiles_each(players, factories):
    out = api.azul_start_round(players, seed=3)
    assert len(out["factories"]) == factories and all(len(f) == 4 for f in out["factories"])
    assert out["centre"] == ["first"] and len(out["bag"]) == 100 - 4 * factories


def test_empty_bag_is_refilled_from_the_lid_and_the_rare_case_leaves_factories_short():
    out = api.azul_start_round(2, bag=["red"] * 6, lid=["blue"] * 3)
    assert out["factories"][:3] == [["red"] * 4, ["red", "red", "blue", "blue"], ["blue"]]
    assert out["factories"][3:] == [[], []] and out["bag"] == [] and out["lid"] == []


def test_bad_setup_input_is_a_position_error():
    with pytest.raises(api.PositionError, match="players"):
        api.azul_start_round(5)
    with pytest.raises(api.PositionError, match="bag"):
        api.azul_start_round(2, bag=["purple"])
