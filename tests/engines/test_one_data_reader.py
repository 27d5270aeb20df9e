"""Issue 17 item 4: one way to load data, each fact read from one place with one lifetime. A data value changed
through the one way (assistant.paths: the data files read by `data_file`, `paths.refresh()` after a change; the
`game_data` fixture does both on a copy) reaches the engine, the registration, the facts and the schema together,
and they agree; once the test ends the real data is read again."""

from __future__ import annotations

import pytest

from assistant import api, paths
from assistant.errors import PositionError
from tests.azul.util import player, position


def _four_boards() -> dict:
    return position(*(player(name=n) for n in "ABCD"))


def test_a_changed_azul_player_range_reaches_facts_registration_schema_and_engine_alike(game_data):
    assert api.schema("azul")["properties"]["players"]["maxItems"] == 4
    game_data("azul/game.yaml", lambda raw: raw.update(players=[2, 3]))
    assert api.facts("azul")["players"]["max"] == 3
    assert api.registration("azul").players.max == 3
    assert api.schema("azul")["properties"]["players"]["maxItems"] == 3
    with pytest.raises(PositionError, match=r"players: List should have at most 3 items"):
        api.check(_four_boards())  # the model refuses what the schema refuses
    with pytest.raises(PositionError, match="from 2 to 3, not 4"):
        api.setup("azul", 4)


def test_a_changed_azul_box_reaches_facts_schema_and_rules_alike(game_data):
    game_data("azul/components.yaml", lambda raw: raw.update(tiles_per_colour=15))
    assert api.facts("azul")["tiles_per_colour"] == 15
    # the centre holds at most every tile and the marker: 5 colours x 15 + 1
    assert api.schema("azul")["properties"]["centre"]["anyOf"][0]["maxItems"] == 76
    pos = position(player(floor=["red"] * 7), centre=["red"] * 9)
    found = api.check(pos)["problems"]
    assert [p["rule"] for p in found] == ["azul.components"] and "16" in found[0]["message"]


def test_a_changed_alhambra_player_range_reaches_facts_registration_and_engine_alike(game_data):
    game_data("alhambra/game.yaml", lambda raw: raw.update(players=[2, 3]))
    assert api.facts("alhambra")["players"]["max"] == api.registration("alhambra").players.max == 3
    with pytest.raises(PositionError, match="2 to 3 players"):
        api.alhambra_setup(4)


def test_a_changed_alhambra_player_range_reaches_the_schema_and_the_model_alike(game_data):
    assert api.schema("alhambra")["properties"]["players"]["maxItems"] == 6
    game_data("alhambra/game.yaml", lambda raw: raw.update(players=[2, 3]))
    assert api.schema("alhambra")["properties"]["players"]["maxItems"] == 3
    with pytest.raises(PositionError, match=r"players: List should have at most 3 items"):
        api.check({"game": "alhambra", "players": [{"name": n} for n in "ABCD"]})  # the model refuses it too


def test_a_changed_alhambra_money_row_reaches_the_position_and_move_schemas_and_models(game_data):
    game_data("alhambra/game.yaml", lambda raw: raw["setup"].update(money_row_size=3))
    assert api.schema("alhambra")["properties"]["money_row"]["anyOf"][0]["maxItems"] == 3
    assert api.schema("alhambra-move")["$defs"]["Take"]["properties"]["cards"]["maxItems"] == 3
    card = {"currency": "blue", "value": 1}
    with pytest.raises(PositionError, match=r"money_row: List should have at most 3 items"):
        api.check({"game": "alhambra", "players": [{"name": "A"}], "money_row": [card] * 4})
    with pytest.raises(PositionError, match=r"take.cards: List should have at most 3 items"):
        api.move({"game": "alhambra", "players": [{"name": "A"}], "money_row": [card] * 3},
                 {"action": "take", "player": "A", "cards": [card] * 4})


def test_changed_alhambra_currencies_and_rounds_reach_the_schema(game_data):
    def change(raw):
        raw["currencies"] = [*raw["currencies"], "purple"]
        raw["points"] = {r: t for r, t in raw["points"].items() if int(r) != 3}

    game_data("alhambra/game.yaml", change)
    schema = api.schema("alhambra")
    assert "purple" in schema["$defs"]["Card"]["properties"]["currency"]["enum"]
    assert schema["properties"]["round"]["anyOf"][0]["enum"] == [1, 2]
    assert "purple" in api.schema("alhambra-move")["$defs"]["Buy"]["properties"]["square"]["enum"]


def test_the_real_data_is_read_again_after_a_change(game_data):
    game_data("azul/game.yaml", lambda raw: raw.update(players=[2, 3]))
    paths.GAME_DATA = paths.DATA  # what the fixture's end restores (monkeypatch), then the refresh
    paths.refresh()
    assert api.facts("azul")["players"]["max"] == api.schema("azul")["properties"]["players"]["maxItems"] == 4


def test_a_data_file_is_read_once_and_shared_read_only():
    assert paths.data_file("azul/components.yaml") is paths.data_file("azul/components.yaml")
    with pytest.raises(TypeError):
        paths.data_file("azul/components.yaml")["bonus"]["row"] = 5  # type: ignore[index]
