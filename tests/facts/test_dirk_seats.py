"""Dirk's seats are one fact (data/alhambra/game.yaml `variant_players: {dirk: [2, 2]}`, asked through
GameInfo.seats and assistant/alhambra/dirk.py): change it in a copy of the data and the position model, the
typed-count scoring, the purchase and the ledger's new game all follow it."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.errors import PositionError
from assistant.ledger.errors import LedgerError
from assistant.ledger.inputs import NewGame, parse
from tests.alhambra.test_dirk import two_players


def three_with_dirk() -> dict:
    pos = two_players(0)
    pos["players"].append({"name": "Cem", "alhambra": [{"x": 0, "y": 0, "fountain": True}]})
    return pos


def test_dirk_sits_only_at_two_players_by_the_data():
    with pytest.raises(PositionError, match="two-player"):
        api.check(three_with_dirk())
    with pytest.raises(PositionError, match="two-player"):
        api.alhambra_score_counts(1, {"A": {}, "B": {}, "C": {}}, dirk={})
    with pytest.raises(LedgerError) as refused:
        parse(NewGame, {"game": "alhambra", "players": ["A", "B", "C"], "variant": "dirk"})
    assert refused.value.key == "ledger.err.variant_players" and refused.value.params["seats"] == "2"


def test_a_changed_dirk_seat_count_reaches_the_model_the_counts_the_purchase_and_the_ledger(alhambra_data):
    alhambra_data(lambda raw: raw["variant_players"].update(dirk=[2, 3]))
    assert api.check(three_with_dirk())["problems"] == []
    assert api.alhambra_score_counts(1, {"A": {}, "B": {}, "C": {}}, dirk={})["dirk"] is not None
    assert api.alhambra_buy_places(three_with_dirk())[-1] == "dirk"
    assert parse(NewGame, {"game": "alhambra", "players": ["A", "B", "C"], "variant": "dirk"}).variant == "dirk"
