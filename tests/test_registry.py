"""A game is a plugin (ARCHITECTURE.md idea 7): registering one makes it reachable through the API, the
command line and the schema without editing any of them."""

from __future__ import annotations

import json

import pytest

from assistant import __main__ as cli
from assistant import api, games, registry
from assistant.ledger import db, exports, service
from tests.toy_game import GAME as COINS


@pytest.fixture
def coins():
    games.register(COINS)
    yield COINS
    games.unregister(COINS.id)


def test_the_built_in_games_are_found_by_looking_not_by_a_list():
    from assistant.paths import ROOT

    packages = tuple(sorted(path.parent.name for path in (ROOT / "assistant").glob("*/game.py")))
    assert registry.ids() == packages and {"alhambra", "azul"} <= set(packages)
    for g in registry.all_games().values():
        assert set(g.info.names) == {"en", "tr", "es", "ja"}
        assert g.info.players.min <= g.info.players.max


def test_a_registration_is_frozen_typed_and_read_from_the_game_data():
    """The facts every generic module needs are one frozen, validated value per game, read from
    data/<game>/game.yaml: a page, the ledger and the API read the same players, variants and pages."""
    import pydantic
    import yaml

    from assistant.paths import DATA

    for gid in registry.ids():
        raw = yaml.safe_load((DATA / gid / "game.yaml").read_text(encoding="utf-8"))
        info = api.registration(gid)
        assert (info.players.min, info.players.max) == tuple(raw["players"])
        assert info.variants == tuple(raw["variants"]) and info.names == raw["names"]
        assert [p.path for p in info.pages] == [p["path"] for p in raw.get("pages", [])]
        assert not info.pages or (info.board_page is not None and info.board_page.board)  # pages: one board
        assert api.facts(gid)["players"] == {"min": info.players.min, "max": info.players.max}
        assert service.player_range(gid) == (info.players.min, info.players.max)
        assert service.variants(gid) == info.variants
        with pytest.raises(pydantic.ValidationError):
            info.players = info.players  # type: ignore[misc]  # frozen
    assert api.registration("alhambra").rounds == 3 == len(api.facts("alhambra")["points"])
    assert api.registration("azul").rounds is None  # until a row is complete


def test_a_registration_that_breaks_its_shape_is_refused():
    """One shape per fact: players {min, max} (or the data's [low, high]), a name in each language, no key the
    registration does not know."""
    import pydantic

    from assistant.games import GameInfo, info_from

    good = COINS.info.model_dump(mode="json")
    assert GameInfo.model_validate_json(json.dumps(good)) == COINS.info
    for bad in ({**good, "players": {"min": 3, "max": 1}}, {**good, "players": {"min": 2.0, "max": 3}},
                {**good, "names": {"en": "Coins"}}, {**good, "sizes": 5}, {**good, "variants": []},
                {**good, "quiz_rules": ["coins.apart"]}):
        with pytest.raises(pydantic.ValidationError):
            GameInfo.model_validate_json(json.dumps(bad))
    assert info_from("coins", {**good, "players": [1, 1], "box": "ignored"}).players == COINS.info.players


def test_what_only_one_game_has_is_reached_through_its_own_class(coins):
    from assistant.alhambra.game import Alhambra

    assert isinstance(registry.get_as("alhambra", Alhambra), Alhambra)
    with pytest.raises(api.PositionError, match="'coins' is not Alhambra"):
        registry.get_as("coins", Alhambra)


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
    expected = tuple(gid if part == "position" else f"{gid}-{part}"
                     for gid in registry.ids() for part in registry.get(gid).schema_parts)
    assert api.schema_names() == expected
    assert {"alhambra", "alhambra-move", "azul", "azul-move"} <= set(expected)
    assert api.schema("azul-move")["title"] == "Azul move"
    assert "from" in api.schema("azul-move")["properties"]


def test_the_ledger_records_and_exports_a_registered_toy_game_from_its_facts(coins, tmp_path):
    """The ledger asks the game's facts (`ledger`): coins add each toss's heads to the total (`running`),
    count no complete rows, and export under the BG Stats name and id the facts give; no game name is listed
    in the ledger, so no KeyError."""
    ledger = db.open_ledger(f"sqlite+pysqlite:///{tmp_path / 'ledger.db'}")
    try:
        view = service.start_game(ledger, {"game": "coins", "players": ["Ayşe"]})
        view = service.record_round(ledger, view.id, view.version, {"scores": [{"name": "Ayşe", "points": 2}]})
        assert view.totals == (2,) and view.rows == (None,) and not view.finished
        view = service.record_round(ledger, view.id, view.version,
                                    {"scores": [{"name": "Ayşe", "points": 3, "complete_rows": 4}]})
        assert view.totals == (5,)  # running: 2 + 3, not the last toss's 3 (absolute)
        assert view.rows == (None,) and view.rounds[-1].complete_rows == (None,)  # coins count no rows
        assert view.finished  # two tosses are the whole game (Coins.game_ends)
        doc = exports.bgstats_play(view)
        assert (doc["games"][0]["name"], doc["games"][0]["bggId"], doc["games"][0]["bggYear"]) == ("Coins", 1, 2026)
        assert doc["plays"][0]["playerScores"][0]["score"] == "5"
    finally:
        ledger.close()


def test_a_score_report_becomes_a_ledger_round_through_the_fields_the_facts_name():
    alhambra = {"game": "alhambra", "players": [{"name": "A", "total": 7, "score": 99}]}
    assert service.round_from_score(alhambra).scores[0].points == 7  # Alhambra: `total`, no rows
    assert service.round_from_score(alhambra).scores[0].complete_rows is None
    azul = {"game": "azul", "players": [{"name": "A", "total": 99, "score": 31, "complete": {"rows": 1}}]}
    assert (service.round_from_score(azul).scores[0].points, service.round_from_score(azul).scores[0].complete_rows) \
        == (31, 1)  # Azul: the new `score` and `complete.rows`
    with pytest.raises(service.LedgerError):
        service.round_from_score({"game": "coins", "players": []})  # not registered here


def test_the_learn_page_offers_the_games_whose_data_give_a_tour_or_quiz_rules(coins):
    """Which games have a quiz is data (`quiz_rules` in data/<game>/), each with a question maker named by
    its registration (assistant/<game>/quiz.py); the toy game has neither a tour nor quiz rules, so Learn
    does not list it."""
    from assistant import quiz

    assert api.quiz_games() == [g for g in registry.ids() if api.registration(g).quiz_rules]
    assert {"alhambra", "azul"} <= set(api.quiz_games()) and "coins" not in api.quiz_games()
    for game in api.quiz_games():  # each names its question maker, which makes that game's questions
        assert quiz.maker(game)(1, "Ana")["position"]["game"] == game
    assert api.learn_games() == [g for g in registry.ids()
                                 if api.registration(g).quiz_rules or api.registration(g).tour]
    for game in api.quiz_games():
        assert set(api.facts(game)["quiz_rules"]) <= set(api.rule_ids(game))  # each a rule entry of that game
    with pytest.raises(api.PositionError, match="unknown game 'coins', expected one of alhambra, azul"):
        api.quiz_question("coins", 1)


def test_the_player_range_is_one_fact_the_schema_the_box_and_the_registration_agree_on():
    """One range per game, read from its data: the position schema holds at most the registration's players,
    and Azul's factory table has a row for every table size the registration allows."""
    from assistant.azul import components

    for gid in registry.ids():
        players = api.registration(gid).players
        assert api.schema(gid)["properties"]["players"]["maxItems"] == players.max
    azul = api.registration("azul").players
    assert set(range(azul.min, azul.max + 1)) <= set(components.FACTORIES)


def test_what_a_registration_declares_for_the_pages_names_things_that_exist():
    """The pages, routes, UI strings, cell words and tour a registration names are read from data/ and must
    be there: a page file, a navigation title and Home caption in data/i18n, a Home heading, messages under its
    cell-words prefix, its steps in data/learn/tour.yaml; routes are unique across games."""
    from assistant.i18n import strings
    from assistant.learn.tour import tour
    from assistant.paths import ROOT
    from assistant.templates import templates

    routes = []
    for gid in registry.ids():
        info = api.registration(gid)
        for page in info.pages:
            assert (ROOT / page.path).is_file(), page.path
            assert page.title in strings() and page.caption in strings(), page
            routes.append(page.route)
        assert info.home is None or info.home in strings()
        assert info.cell_words is None or any(key.startswith(f"{info.cell_words}.") for key in templates())
        assert info.tour is None or info.tour in tour()
    assert len(routes) == len(set(routes))


def test_the_ledger_reads_the_registry_when_asked_so_a_game_registered_after_import_is_recorded(tmp_path):
    """The ledger's modules are imported above, before the toy game is registered: its list of games is the
    registry's at the time of the call, not a copy taken at import (issue 17: ledger/inputs.py)."""
    from assistant.ledger import inputs

    assert "coins" not in inputs.GAMES
    games.register(COINS)
    try:
        assert "coins" in inputs.GAMES and "coins" in service.GAMES
        ledger = db.open_ledger(f"sqlite+pysqlite:///{tmp_path / 'ledger.db'}")
        try:
            view = service.start_game(ledger, {"game": "coins", "players": ["Ayşe"]})
            view = service.record_round(ledger, view.id, view.version, {"scores": [{"name": "Ayşe", "points": 1}]})
            assert view.kind == "coins" and view.totals == (1,)
        finally:
            ledger.close()
    finally:
        games.unregister(COINS.id)
    assert "coins" not in inputs.GAMES


@pytest.mark.parametrize("game", ["alhambra", "azul"])
def test_the_position_fields_a_table_fills_in_are_fields_of_the_game_s_positions(game):
    """The registration says which fields of a position the ledger writes at a table (the scoring number, the
    variant): each is a property of the position's schema, and a variant field takes exactly the variants."""
    info = api.registration(game)
    properties = api.schema(game)["properties"]
    if info.ledger.round_field:
        assert info.ledger.round_field in properties
    if info.ledger.variant_field:
        assert set(properties[info.ledger.variant_field]["enum"]) == set(info.variants)
    assert bool(info.ledger.round_field) == (game == "alhambra")  # the scorings are numbered; Azul's rounds not
    assert bool(info.ledger.variant_field) == (game == "azul")  # Alhambra's Dirk is no field but a pile
    seat = properties["players"]["items"]
    seat = seat.get("properties") or api.schema(game).get("$defs", {}).get(seat.get("$ref", "").split("/")[-1], {})
    for field in info.ledger.table_empty:  # each a list of the position or of a seat, which a table starts empty
        assert field in properties or field in seat.get("properties", {}), field
