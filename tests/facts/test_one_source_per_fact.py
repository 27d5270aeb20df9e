"""Each fact under one name and from one place: api.facts holds no synonyms (the registration's `rounds`, not
"scorings"; `wall_size`, not "size"), and the board pages' new games are the engine's setup (api.setup), not a
board written again beside it."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.alhambra.game import Alhambra
from assistant.azul.game import Azul
from assistant.errors import PositionError
from assistant.games import Players
from ui import alhambra_setup, azul_setup


def test_facts_carry_one_name_per_fact():
    assert "scorings" not in api.facts("alhambra") and api.facts("alhambra")["rounds"] == 3
    assert "size" not in api.facts("azul") and api.facts("azul")["wall_size"] == 5


@pytest.mark.parametrize(("game", "cls", "page"), [("alhambra", Alhambra, alhambra_setup), ("azul", Azul, azul_setup)])
def test_a_board_pages_new_player_is_the_engines_set_up_board(monkeypatch, game, cls, page):
    real = cls.setup

    def marked(self, players, seed=None):  # the engine's setup with one more field on each board
        out = real(self, players, seed)
        for p in out["players"]:
            p["marked"] = True
        return out

    monkeypatch.setattr(cls, "setup", marked)
    fresh = page.new_game(names=["Ana", "Bo"])
    assert [p["name"] for p in fresh["players"]] == ["Ana", "Bo"]
    assert all(p["marked"] for p in fresh["players"])


def test_a_changed_azul_player_range_reaches_the_round_setup(monkeypatch):
    """api.azul_start_round read "2 to 4" written beside the registration."""
    narrowed = api.registration("azul").model_copy(update={"players": Players(min=2, max=3)})
    monkeypatch.setattr(Azul, "info", property(lambda self: narrowed))
    with pytest.raises(PositionError, match="Azul players from 2 to 3, not 4"):
        api.azul_start_round(4)
    assert len(api.azul_start_round(3)["factories"]) == 7


def test_a_changed_wall_bound_reaches_the_typed_counts_and_the_facts_the_scoring_page_reads(alhambra_data):
    alhambra_data(lambda raw: raw["limits"].update(wall_length=60))
    with pytest.raises(PositionError, match="a wall length from 0 to 60"):
        api.alhambra_score_counts(1, {"A": {}, "B": {}}, {"A": 61})
    assert api.facts("alhambra")["max_wall"] == 60  # the wall column's bound (app_pages/alhambra_scoring.py)


def test_the_schema_bounds_are_the_datas_and_the_limits():
    alhambra, azul = api.schema("alhambra"), api.schema("azul")
    facts = api.facts("alhambra")
    assert alhambra["properties"]["round"]["anyOf"][0]["enum"] == list(range(1, facts["rounds"] + 1))
    assert alhambra["properties"]["money_row"]["anyOf"][0]["maxItems"] == facts["money_row_size"]
    assert azul["$defs"]["Player"]["properties"]["score"]["maximum"] == api.SCORE_POINTS
