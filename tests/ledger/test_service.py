"""Starting games, recording and correcting rounds, and that each action is saved when it returns."""

from __future__ import annotations

import pytest

from assistant.ledger import db, service
from assistant.ledger.service import LedgerError
from tests.ledger.util import alhambra_round, azul_round, play


def refused(key: str, fn, *args, **kwargs) -> LedgerError:
    with pytest.raises(LedgerError) as info:
        fn(*args, **kwargs)
    assert info.value.key == key, (info.value.key, str(info.value))
    return info.value


# --- starting ----------------------------------------------------------------------------------------------------


def test_start_game_keeps_players_in_seating_order_variant_and_start_player(led):
    view = service.start_game(led, {"game": "azul", "players": ["Ayşe", "Kemal", "Zeynep"], "variant": "grey",
                                    "start_player": 2}, actor="Ref")
    again = service.load_game(led, view.id)
    assert again == view
    assert again.players == ("Ayşe", "Kemal", "Zeynep") and again.variant == "grey"
    assert again.start_player == "Zeynep" and again.version == 1 and not again.finished
    assert again.next_round == 1 and again.totals == (0, 0, 0)
    log = service.game_log(led, view.id)
    assert [e.kind for e in log] == ["started"] and log[0].actor == "Ref"
    assert log[0].detail["players"] == ["Ayşe", "Kemal", "Zeynep"] and log[0].detail["start_player"] == "Zeynep"


def test_default_variants_are_the_base_game_and_the_coloured_wall(led):
    assert service.start_game(led, {"game": "alhambra", "players": ["A", "B", "C"]}).variant == "base"
    assert service.start_game(led, {"game": "azul", "players": ["A", "B"]}).variant == "colored"


@pytest.mark.parametrize(("game", "n", "ok"), [("alhambra", 1, False), ("alhambra", 2, True), ("alhambra", 6, True),
                                               ("alhambra", 7, False), ("azul", 2, True), ("azul", 4, True),
                                               ("azul", 5, False)])
def test_player_counts_alhambra_two_to_six_azul_two_to_four(led, game, n, ok):
    new = {"game": game, "players": [f"P{i}" for i in range(n)]}
    if ok:
        assert len(service.start_game(led, new).players) == n
    else:
        refused("ledger.err.player_count", service.start_game, led, new)


def test_dirk_only_in_the_two_player_alhambra(led):
    assert service.start_game(led, {"game": "alhambra", "players": ["A", "B"], "variant": "dirk"}).variant == "dirk"
    refused("ledger.err.variant_players", service.start_game, led, {"game": "alhambra", "players": ["A", "B", "C"],
                                                                     "variant": "dirk"})
    refused("ledger.err.variant", service.start_game, led, {"game": "azul", "players": ["A", "B"], "variant": "dirk"})


@pytest.mark.parametrize(("names", "key"), [
    (["Ayşe", "  "], "ledger.err.name_empty"),
    (["Ayşe", "ayşe"], "ledger.err.name_twice"),
    (["Ayşe", "x" * 41], "ledger.err.name_long"),
    (["Ayşe", "Ke\x00mal"], "ledger.err.name_control"),
    (["Ayşe", "Ke\nmal"], "ledger.err.name_control"),
])
def test_player_names_are_checked_before_anything_is_saved(led, names, key):
    refused(key, service.start_game, led, {"game": "azul", "players": names})
    assert service.list_games(led) == []


def test_names_are_trimmed_and_kept_as_typed_with_any_script(led):
    view = service.start_game(led, {"game": "azul", "players": ["  Ayşe ", "美咲", "<b>**Ñu**</b>"]})
    assert view.players == ("Ayşe", "美咲", "<b>**Ñu**</b>")


def test_start_player_must_be_a_seat(led):
    refused("ledger.err.start_player", service.start_game, led, {"game": "azul", "players": ["A", "B"],
                                                                 "start_player": 2})


def test_unknown_keys_and_games_are_refused(led):
    refused("ledger.err.input", service.start_game, led, {"game": "chess", "players": ["A", "B"]})
    refused("ledger.err.input", service.start_game, led, {"game": "azul", "players": ["A", "B"], "colour": "red"})


# --- recording -----------------------------------------------------------------------------------------------------


def test_alhambra_three_scorings_running_totals_and_the_game_ends(led):
    view = play(led, "alhambra", ["Ayşe", "Kemal", "Zeynep"],
                [alhambra_round(Ayşe=10, Kemal=8, Zeynep=3), alhambra_round(Ayşe=20, Kemal=25, Zeynep=9)])
    assert view.totals == (30, 33, 12) and view.next_round == 3 and not view.finished
    assert view.progression == [(0, (0, 0, 0)), (1, (10, 8, 3)), (2, (30, 33, 12))]
    view = service.record_round(led, view.id, view.version, alhambra_round(Ayşe=40, Kemal=30, Zeynep=20))
    assert view.finished and view.next_round is None and view.totals == (70, 63, 32)
    assert [s.name for s in view.standings if s.winner] == ["Ayşe"]
    assert [e.kind for e in service.game_log(led, view.id)] == ["started", "recorded", "recorded", "recorded",
                                                                 "finished"]
    refused("ledger.err.finished", service.record_round, led, view.id, view.version,
            alhambra_round(Ayşe=1, Kemal=1, Zeynep=1))


def test_azul_score_is_the_new_total_and_the_game_ends_with_a_complete_row(led):
    view = play(led, "azul", ["Ayşe", "Kemal"], [azul_round(Ayşe=5, Kemal=7), azul_round(Ayşe=3, Kemal=19)])
    assert view.totals == (3, 19) and not view.finished  # floor penalties can lower a score
    view = service.record_round(led, view.id, view.version, azul_round(Ayşe=(60, 1), Kemal=(52, 0)))
    assert view.finished and view.totals == (60, 52) and view.rows == (1, 0)


def test_alhambra_rounds_ignore_complete_rows(led):
    view = play(led, "alhambra", ["A", "B"], [{"scores": [{"name": "A", "points": 3, "complete_rows": 2},
                                                           {"name": "B", "points": 4}]}])
    assert view.rounds[0].complete_rows == (None, None)


def test_a_round_must_name_every_player_once(led):
    view = service.start_game(led, {"game": "alhambra", "players": ["Ayşe", "Kemal"]})
    refused("ledger.err.missing_player", service.record_round, led, view.id, 1, alhambra_round(Ayşe=3))
    refused("ledger.err.unknown_player", service.record_round, led, view.id, 1,
            alhambra_round(Ayşe=3, Kemal=2, Zeynep=1))
    refused("ledger.err.name_twice", service.record_round, led, view.id, 1,
            {"scores": [{"name": "Ayşe", "points": 1}, {"name": "Ayşe", "points": 2}, {"name": "Kemal", "points": 0}]})
    refused("ledger.err.input", service.record_round, led, view.id, 1, alhambra_round(Ayşe=-1, Kemal=2))
    refused("ledger.err.input", service.record_round, led, view.id, 1, alhambra_round(Ayşe=1000, Kemal=2))
    assert service.load_game(led, view.id).rounds == () and service.load_game(led, view.id).version == 1


def test_unknown_game_is_not_found(led):
    refused("ledger.err.not_found", service.load_game, led, 999)
    refused("ledger.err.not_found", service.record_round, led, 999, 1, alhambra_round(A=1, B=2))


# --- corrections -----------------------------------------------------------------------------------------------


def test_correcting_a_round_changes_totals_and_logs_old_and_new_values(led):
    view = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=10, Kemal=8), alhambra_round(Ayşe=5, Kemal=5)])
    view = service.correct_round(led, view.id, view.version, 1, alhambra_round(Ayşe=12, Kemal=8), actor="Zeynep")
    assert view.rounds[0].points == (12, 8) and view.totals == (17, 13)
    last = service.game_log(led, view.id)[-1]
    assert last.kind == "corrected" and last.round == 1 and last.actor == "Zeynep"
    assert last.detail["changes"] == [{"player": "Ayşe", "field": "points", "old": 10, "new": 12}]
    # the earlier record of round 1 is still in the log, untouched
    assert service.game_log(led, view.id)[1].detail["scores"]["Ayşe"]["points"] == 10


def test_a_correction_that_changes_nothing_is_refused_and_not_logged(led):
    view = play(led, "alhambra", ["A", "B"], [alhambra_round(A=1, B=2)])
    refused("ledger.err.no_change", service.correct_round, led, view.id, view.version, 1, alhambra_round(A=1, B=2))
    refused("ledger.err.no_round", service.correct_round, led, view.id, view.version, 2, alhambra_round(A=1, B=2))
    assert service.load_game(led, view.id).version == view.version
    assert [e.kind for e in service.game_log(led, view.id)] == ["started", "recorded"]


def test_correcting_azul_rows_reopens_or_ends_the_game_and_earlier_rounds_cannot_end_it(led):
    view = play(led, "azul", ["A", "B"], [azul_round(A=5, B=6), azul_round(A=(30, 1), B=20)])
    assert view.finished
    view = service.correct_round(led, view.id, view.version, 2, azul_round(A=30, B=20))
    assert not view.finished and view.next_round == 3
    assert [e.kind for e in service.game_log(led, view.id)][-2:] == ["corrected", "reopened"]
    refused("ledger.err.rows_before_end", service.correct_round, led, view.id, view.version, 1,
            azul_round(A=(5, 1), B=6))
    view = service.correct_round(led, view.id, view.version, 2, azul_round(A=30, B=(20, 1)))
    assert view.finished and [s.name for s in view.standings if s.winner] == ["A"]


# --- saved when it returns ---------------------------------------------------------------------------------------


def test_each_action_is_committed_before_it_returns(led, db_url):
    other = db.open_ledger(db_url)  # another process or replica, its own engine and pool
    try:
        view = service.start_game(led, {"game": "alhambra", "players": ["A", "B"]})
        assert service.load_game(other, view.id).players == ("A", "B")
        view = service.record_round(led, view.id, view.version, alhambra_round(A=3, B=4))
        assert service.load_game(other, view.id).rounds[0].points == (3, 4)
    finally:
        other.close()


def test_a_restart_loses_nothing(db_url):
    first = db.open_ledger(db_url)
    view = play(first, "azul", ["Ayşe", "Kemal"], [azul_round(Ayşe=4, Kemal=9)])
    first.close()
    second = db.open_ledger(db_url)
    try:
        assert service.load_game(second, view.id) == view
        assert len(service.game_log(second, view.id)) == 2
    finally:
        second.close()


def test_list_games_newest_first_and_by_state(led):
    done = play(led, "alhambra", ["A", "B"], [alhambra_round(A=1, B=2)] * 3)
    playing = play(led, "azul", ["C", "D"], [azul_round(C=1, D=2)])
    assert [g.id for g in service.list_games(led)] == [playing.id, done.id]
    assert [g.id for g in service.list_games(led, finished=True)] == [done.id]
    assert [g.id for g in service.list_games(led, finished=False)] == [playing.id]
    assert len(service.list_games(led, limit=1)) == 1


def test_round_from_engine_score_reports():
    alh = {"game": "alhambra", "round": 2, "dirk": {"buildings": {}, "total": 9},
           "players": [{"name": "Ayşe", "buildings": {}, "wall": 2, "total": 17}, {"name": "Kemal", "total": 5}]}
    r = service.round_from_score(alh)
    assert r.source == "board" and [(s.name, s.points, s.complete_rows) for s in r.scores] == [("Ayşe", 17, None),
                                                                                             ("Kemal", 5, None)]
    azul = {"game": "azul", "game_over": True, "winners": ["K"],
            "players": [{"name": "K", "score": 61, "complete": {"rows": 1, "columns": 0, "colours": 0}},
                        {"name": "A", "score": 44, "complete": {"rows": 0, "columns": 1, "colours": 0}}]}
    assert [(s.name, s.points, s.complete_rows) for s in service.round_from_score(azul).scores] == [("K", 61, 1),
                                                                                                ("A", 44, 0)]
