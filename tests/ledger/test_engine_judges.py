"""The ledger ranks, ends games and counts players as the engines do (api.ranking, api.game_over, api.facts):
it used to keep a copy of Azul's tie-break and game end and its own player ranges. Each rule is checked on a
real engine report and, where it matters, with a doctored engine answer the ledger must follow."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.azul import scoring
from assistant.ledger import service
from assistant.ledger.service import LedgerError, ranking
from tests.ledger.util import play

EMPTY_LINES = [{"count": 0}] * 5
ONE_ROW = ["BYRKW", ".....", ".....", ".....", "....."]  # 1 complete row: +2 at the end
TWO_ROWS = ["BYRKW", "WBYRK", ".....", ".....", "....."]  # 2 complete rows: +4


def azul(*players: tuple[str, int, list[str]]) -> dict:
    return {"game": "azul", "wall_variant": "colored", "players": [
        {"name": n, "score": s, "pattern_lines": EMPTY_LINES, "wall": w, "floor": []} for n, s, w in players]}


def test_the_ledgers_azul_ranking_is_the_engines_tie_break():
    # Ayşe 12 + 2 = 14 with 1 row, Kemal 10 + 4 = 14 with 2 rows, Zeynep 5 + 0: the engine favours Kemal
    report = api.score(azul(("Ayşe", 12, ONE_ROW), ("Kemal", 10, TWO_ROWS), ("Zeynep", 5, ["....."] * 5)))
    entries = [(p["name"], p["score"], p["complete"]["rows"]) for p in report["players"]]
    standings = ranking("azul", entries)
    assert [s.name for s in standings if s.winner] == report["winners"] == report["tie_break"]["favoured"]
    assert [s.rank for s in sorted(standings, key=lambda s: s.seat)] == api.ranking("azul", entries) == [2, 1, 3]


def test_the_ledger_follows_the_engines_places(monkeypatch):
    # a doctored engine that ranks in reverse: the ledger must not rank by a rule of its own
    monkeypatch.setattr(scoring, "places", lambda standings: list(range(len(standings), 0, -1)))
    got = ranking("azul", [("A", 90, 0), ("B", 10, 0)])
    assert [(s.name, s.rank, s.winner) for s in got] == [("B", 1, True), ("A", 2, False)]


def test_an_azul_game_recorded_from_engine_reports_ends_when_the_engine_says(led):
    first = api.score(azul(("Ayşe", 0, ["....."] * 5), ("Kemal", 3, ["....."] * 5)))
    last = api.score(azul(("Ayşe", 12, ONE_ROW), ("Kemal", 10, TWO_ROWS)))
    view = play(led, "azul", ["Ayşe", "Kemal"], [service.round_from_score(first)])
    assert view.finished is first["game_over"] is False
    view = service.record_round(led, view.id, view.version, service.round_from_score(last))
    assert view.finished is last["game_over"] is True
    assert [s.name for s in view.standings if s.winner] == last["winners"] == ["Kemal"]


def test_an_alhambra_game_ends_with_the_engines_last_scoring(led):
    rounds = [{"scores": [{"name": "Ayşe", "points": 10}, {"name": "Kemal", "points": 8}]}] * 3
    view = play(led, "alhambra", ["Ayşe", "Kemal"], rounds[:2])
    assert view.finished is api.game_over("alhambra", [[None, None]] * 2) is False
    view = service.record_round(led, view.id, view.version, rounds[2])
    assert view.finished is api.game_over("alhambra", [[None, None]] * 3) is True


def test_the_ledgers_player_ranges_are_the_engines_facts(registration_data, game_data):
    for game in ("alhambra", "azul"):
        players = api.facts(game)["players"]
        assert service.player_range(game) == (players["min"], players["max"])
    # Azul's range is its registration's (data/azul/game.yaml): a five-player range there lets five play (the
    # factory table, which the ledger does not read, gains its row too). Rewritten for issue 17: the range was
    # the factory table's keys.
    names = ["A", "B", "C", "D", "E"]
    with pytest.raises(LedgerError, match="2 to 4 players, not 5"):
        service.parse(service.NewGame, {"game": "azul", "players": names})
    registration_data("azul", lambda raw: raw.update(players=[2, 5]))
    game_data("azul/components.yaml", lambda raw: raw["factories"].update({5: 11}))
    assert service.parse(service.NewGame, {"game": "azul", "players": names}).players == names

