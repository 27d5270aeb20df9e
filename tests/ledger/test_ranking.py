"""Final rankings with shared places: Alhambra equal scores share; Azul parts tied leaders by complete rows."""

from __future__ import annotations

from assistant.ledger import service
from assistant.ledger.service import ranking
from tests.ledger.util import alhambra_round, azul_round, play


def places(standings) -> list[tuple[str, int, bool]]:
    return [(s.name, s.rank, s.winner) for s in standings]


def test_alhambra_equal_scores_share_a_place_and_the_next_is_skipped():
    got = ranking("alhambra", [("A", 80, None), ("B", 95, None), ("C", 95, None), ("D", 70, None)])
    assert places(got) == [("B", 1, True), ("C", 1, True), ("A", 3, False), ("D", 4, False)]


def test_alhambra_tie_below_the_top_shares_too():
    got = ranking("alhambra", [("A", 90, None), ("B", 60, None), ("C", 60, None)])
    assert places(got) == [("A", 1, True), ("B", 2, False), ("C", 2, False)]


def test_alhambra_ignores_anything_but_the_score():
    got = ranking("alhambra", [("A", 50, 3), ("B", 50, 0)])
    assert places(got) == [("A", 1, True), ("B", 1, True)]


def test_azul_tied_leaders_are_parted_by_complete_rows():
    got = ranking("azul", [("A", 70, 1), ("B", 70, 2), ("C", 50, 3)])
    assert places(got) == [("B", 1, True), ("A", 2, False), ("C", 3, False)]


def test_azul_leaders_with_equal_rows_share_the_win():
    got = ranking("azul", [("A", 70, 2), ("B", 70, 2), ("C", 70, 1), ("D", 12, 0)])
    assert places(got) == [("A", 1, True), ("B", 1, True), ("C", 3, False), ("D", 4, False)]


def test_azul_tie_break_is_for_the_leaders_only_lower_ties_share():
    got = ranking("azul", [("A", 80, 0), ("B", 40, 2), ("C", 40, 0)])
    assert places(got) == [("A", 1, True), ("B", 2, False), ("C", 2, False)]


def test_seating_order_breaks_nothing_but_orders_equal_places():
    got = ranking("azul", [("Zed", 10, 0), ("Amy", 10, 0)])
    assert [s.name for s in got] == ["Zed", "Amy"] and {s.rank for s in got} == {1}


def test_finished_alhambra_game_with_a_shared_win(led):
    view = play(led, "alhambra", ["Ayşe", "Kemal", "Zeynep"],
                [alhambra_round(Ayşe=10, Kemal=12, Zeynep=1), alhambra_round(Ayşe=20, Kemal=18, Zeynep=2),
                 alhambra_round(Ayşe=30, Kemal=30, Zeynep=3)])
    assert view.finished
    assert places(view.standings) == [("Ayşe", 1, True), ("Kemal", 1, True), ("Zeynep", 3, False)]
    finished = service.game_log(led, view.id)[-1]
    assert finished.kind == "finished" and [r["rank"] for r in finished.detail["ranking"]] == [1, 1, 3]


def test_finished_azul_game_decided_by_rows(led):
    view = play(led, "azul", ["A", "B", "C"], [azul_round(A=10, B=10, C=10), azul_round(A=(55, 1), B=(55, 2), C=30)])
    assert places(view.standings) == [("B", 1, True), ("A", 2, False), ("C", 3, False)]
