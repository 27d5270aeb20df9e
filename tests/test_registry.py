"""A game is a plugin (ARCHITECTURE.md idea 7): registering one makes it reachable through the API, the
command line and the schema without editing any of them."""

from __future__ import annotations

import json

import pytest

from assistant import __main__ as cli
from assistant import api, games, registry
from tests.toy_game import GAME as COINS


@pytest.fixture
def coins():
    games.register(COINS)
    yield COINS
    games.unregister(COINS.id)


def test_the_built_in_games_are_found_by_looking_not_by_a_list():
    assert registry.ids() == ("alhambra", "azul")
    for g in registry.all_games().values():
        assert set(g.names) == {"en", "tr", "es", "ja"}
        assert g.players[0] <= g.players[1]


def test_a_registered_toy_game_is_in_the_api(coins):
    assert "coins" in api.games()
    # (a broken rule would need its entry in data/rules and its message in data/messages: see ADDING-A-GAME)
    assert api.check({"game": "coins", "coins": "THTH"}) == {"valid": True, "problems": []}
    assert COINS.check(COINS.parse({"game": "coins", "coins": "THHT"}))[0].cells == ((1, 0), (2, 0))
    assert api.score({"game": "coins", "coins": "THHT"}) == {"game": "coins", "heads": 2}
    assert api.schema("coins")["title"] == "Coins position"
    assert api.facts("coins")["faces"] == ["H", "T"]
    with pytest.raises(api.PositionError, match="not a question Coins asks"):
        api.place({"game": "coins", "coins": "T"}, "x", {})


def test_a_registered_toy_game_is_on_the_command_line(coins, tmp_path, capsys):
    path = tmp_path / "coins.json"
    path.write_text(json.dumps({"game": "coins", "coins": "HTH"}), encoding="utf-8")
    assert cli.main(["check", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"valid": True, "problems": []}
    assert cli.main(["schema", "coins"]) == 0
    assert json.loads(capsys.readouterr().out)["properties"]["coins"]["pattern"] == "^[HT]{1,20}$"
    assert cli.main(["rules", "--game", "coins"]) == 0


def test_an_unregistered_game_is_unreadable_input_naming_the_choices():
    with pytest.raises(api.PositionError, match="unknown game 'coins', expected one of alhambra, azul"):
        api.check({"game": "coins", "coins": "H"})


def test_registering_something_that_is_not_a_game_says_what_is_missing():
    class Half:
        id = "half"

    with pytest.raises(TypeError, match="missing .*check"):
        games.register(Half())
    assert "half" not in api.games()


def test_every_schema_part_of_every_game_is_on_the_command_line():
    assert api.schema_names() == ("alhambra", "alhambra-move", "azul", "azul-move")
    assert api.schema("azul-move")["title"] == "Azul move"
    assert "from" in api.schema("azul-move")["properties"]
