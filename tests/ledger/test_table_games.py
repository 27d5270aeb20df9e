"""Games played by token (assistant/ledger/table_games.py, api.table): a game's rounds recorded and corrected
through its table's link, never its id; a removed game refuses changes; a refusal names no id."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.ledger import service
from assistant.ledger.errors import LedgerError
from tests.ledger.util import alhambra_round, play


def test_a_round_recorded_and_corrected_by_the_token_lands_on_that_game(led):
    other = service.start_game(led, {"game": "alhambra", "players": ["X", "Y"]})
    game = service.start_game(led, {"game": "alhambra", "players": ["Ayşe", "Kemal"]})
    after = api.table.record_round(led, game.token, game.version, alhambra_round(Ayşe=10, Kemal=8), actor="Ref")
    assert after.token == game.token and [r.points for r in after.rounds] == [(10, 8)]
    fixed = api.table.correct_round(led, game.token, after.version, 1, alhambra_round(Ayşe=12, Kemal=8))
    assert fixed.rounds[0].points == (12, 8)
    assert api.table.load_game(led, game.token).rounds[0].points == (12, 8)
    assert service.load_game(led, other.id).rounds == ()
    assert api.table.table_log(led, game.token)[-2].actor == "Ref"


@pytest.mark.parametrize("token", ["1", "", None, 1, "x" * 32, "A" * 31])
def test_a_link_that_opens_nothing_gets_the_one_line_whatever_it_is(led, token):
    service.start_game(led, {"game": "alhambra", "players": ["Ayşe", "Kemal"]})
    for call in (lambda: api.table.load_game(led, token),
                 lambda: api.table.record_round(led, token, 1, alhambra_round(Ayşe=1, Kemal=2))):
        with pytest.raises(api.table.NoTable) as caught:
            call()
        assert caught.value.key == "ledger.err.no_table" and caught.value.params == {}


def test_a_stale_version_is_a_conflict_named_by_the_token_never_the_id(led):
    game = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=10, Kemal=8)])
    with pytest.raises(api.table.GameConflict) as caught:
        api.table.record_round(led, game.token, game.version - 1, alhambra_round(Ayşe=1, Kemal=2))
    assert caught.value.params == {"game": game.token} and str(game.id) not in str(caught.value)
    assert isinstance(caught.value, api.ledger.ConflictError)  # the page's reload path catches it as before


def test_a_finished_games_refusal_carries_no_id(led):
    game = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=1, Kemal=2)] * 3)
    with pytest.raises(LedgerError) as caught:
        api.table.record_round(led, game.token, game.version, alhambra_round(Ayşe=1, Kemal=2))
    assert caught.value.key == "ledger.err.finished" and "game" not in caught.value.params
    assert str(game.id) not in str(caught.value)


def test_a_removed_game_is_read_as_removed_and_refuses_every_change(led):
    game = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=1, Kemal=2)])
    table = api.table.open_table(led, game.token)
    api.table.remove_table(led, game.token, table.stamp)
    assert api.table.load_game(led, game.token).removed_at is not None
    for call in (lambda: api.table.record_round(led, game.token, game.version + 1, alhambra_round(Ayşe=1, Kemal=2)),
                 lambda: api.table.correct_round(led, game.token, game.version + 1, 1,
                                                 alhambra_round(Ayşe=5, Kemal=2))):
        with pytest.raises(LedgerError) as caught:
            call()
        assert caught.value.key == "ledger.err.removed"
    assert service.load_game(led, game.id).rounds[0].points == (1, 2)
