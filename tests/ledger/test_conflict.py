"""Two browser sessions (or two replicas) changing the same game never silently overwrite each other."""

from __future__ import annotations

import threading

import pytest

from assistant.ledger import db, service
from assistant.ledger.models import Game
from assistant.ledger.service import ConflictError
from tests.ledger.util import alhambra_round, play


def test_a_change_made_against_an_older_version_is_refused_and_nothing_is_written(led):
    seen = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=10, Kemal=8)])
    # browser 1 and browser 2 both show version `seen.version`; browser 1 records round 2
    after = service.record_round(led, seen.id, seen.version, alhambra_round(Ayşe=5, Kemal=6), actor="browser 1")
    assert after.version > seen.version
    # browser 2, still showing the older version, records "round 2" too, and corrects round 1
    with pytest.raises(ConflictError) as info:
        service.record_round(led, seen.id, seen.version, alhambra_round(Ayşe=50, Kemal=60), actor="browser 2")
    assert info.value.key == "ledger.err.conflict" and "changed elsewhere" in str(info.value)
    with pytest.raises(ConflictError):
        service.correct_round(led, seen.id, seen.version, 1, alhambra_round(Ayşe=99, Kemal=8))
    now = service.load_game(led, seen.id)
    assert now == after and [r.points for r in now.rounds] == [(10, 8), (5, 6)]
    assert "browser 2" not in {e.actor for e in service.game_log(led, seen.id)}
    # after a reload (the current version), browser 2's change goes through
    assert service.record_round(led, seen.id, now.version, alhambra_round(Ayşe=1, Kemal=1)).finished


def test_writers_racing_on_one_version_one_wins_the_other_gets_a_conflict(led, db_url):
    """Both read the same version at the same moment; the version check in the UPDATE lets only one commit."""
    view = service.start_game(led, {"game": "azul", "players": ["A", "B"]})
    other = db.open_ledger(db_url)
    barrier = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def writer(name: str, ledger: db.Ledger, points: int) -> None:
        barrier.wait()
        try:
            outcome[name] = service.record_round(ledger, view.id, view.version,
                                                 {"scores": [{"name": "A", "points": points},
                                                             {"name": "B", "points": points}]})
        except Exception as exc:  # noqa: BLE001 - the test sorts them below
            outcome[name] = exc

    try:
        threads = [threading.Thread(target=writer, args=("one", led, 1)),
                   threading.Thread(target=writer, args=("two", other, 2))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    finally:
        other.close()
    won = [v for v in outcome.values() if isinstance(v, service.GameView)]
    lost = [v for v in outcome.values() if isinstance(v, ConflictError)]
    assert len(won) == 1 and len(lost) == 1, outcome
    final = service.load_game(led, view.id)
    assert len(final.rounds) == 1 and final.rounds[0].points == won[0].rounds[0].points


def test_the_version_column_refuses_a_stale_update_even_past_the_explicit_check(led):
    """An ORM object read at version 1 and written after someone else's commit: the UPDATE matches no row."""
    from sqlalchemy.orm.exc import StaleDataError

    view = service.start_game(led, {"game": "alhambra", "players": ["A", "B"]})
    with led.sessions() as s:
        stale = s.get(Game, view.id)
        s.expunge(stale)
    service.record_round(led, view.id, view.version, alhambra_round(A=1, B=2))
    with pytest.raises(StaleDataError), led.writing() as s:
        stale = s.merge(stale, load=False)
        stale.start_seat = 1
        s.flush()
    assert service.load_game(led, view.id).start_seat == 0
