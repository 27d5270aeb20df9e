"""A table played turn by turn (issue 19, assistant/ledger/table_play.py), on the toy game of tests/ledger/play_game.py
(a pot of coins between the players, each step tosses one onto the player's row): the start refused or allowed,
each step checked over the stamp and written board by board, refusals that write nothing, undo back to the start
(a scoring's round taken back too), the log of the steps in force, and two app replicas on one database. On SQLite
and PostgreSQL."""

from __future__ import annotations

from functools import partial

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant import api, games
from assistant.ledger import db
from assistant.ledger import tables as T
from assistant.ledger.errors import LedgerError
from assistant.ledger.models import SHARED
from assistant.ledger.table_changes import record_scoring, rename_player
from assistant.ledger.table_play import PlayResult, play_log, play_step, start_play, undo_step
from tests.ledger.play_game import GAME as FLIPS
from tests.ledger.test_table_phones import race
from tests.toy_game import GAME as COINS

NAMES = ["Ana", "Kemal"]
TOSS_H, TOSS_T, PASS = {"step": "toss", "face": "H"}, {"step": "toss", "face": "T"}, {"step": "pass"}


@pytest.fixture(autouse=True)
def flips():
    games.register(FLIPS)
    yield FLIPS
    games.unregister(FLIPS.id)


@pytest.fixture
def replica(db_url):
    """A second app process's ledger: its own engine and pool on the same database."""
    other = db.open_ledger(db_url)
    yield other
    other.close()


def table(led) -> T.TableView:
    return T.create_table(led, {"game": "flips", "players": NAMES})


def started(led) -> T.TableView:
    view = table(led)
    return start_play(led, view.token, view.stamp, actor="Ana").table


def steps(led, view: T.TableView, *moves: dict) -> T.TableView:
    for move in moves:
        result = play_step(led, view.token, move, view.stamp, actor="Ana")
        assert result.allowed, result.problems
        view = result.table
    return view


def versions(view: T.TableView) -> dict[int, int]:
    return {b.seat: b.version for b in view.boards}


def contents(view: T.TableView) -> dict[int, dict]:
    return {b.seat: b.position for b in view.boards}


def kinds(led, view: T.TableView) -> list[str]:
    return [e.kind for e in T.table_log(led, view.token)]


# --- the start ---------------------------------------------------------------------------------------------------


def test_a_table_that_is_not_ready_is_refused_with_the_engine_s_problem_and_nothing_is_written(led):
    view = table(led)
    view = T.write_board(led, view.token, None, {"pot": 0}, 1)  # an empty pot: nothing to toss
    log = kinds(led, view)
    result = start_play(led, view.token, view.stamp)
    assert not result.allowed and [p.rule for p in result.problems] == ["flips.pot_empty"]
    assert result.table.stamp == view.stamp == T.table_version(led, view.token)
    assert T.open_table(led, view.token).turn is None and kinds(led, view) == log


def test_a_game_without_turn_rules_is_not_played_turn_by_turn(led):
    games.register(COINS)
    try:
        view = T.create_table(led, {"game": "coins", "players": ["Ana"]})
        with pytest.raises(LedgerError) as refused:
            start_play(led, view.token, view.stamp)
        assert refused.value.key == "ledger.err.no_play" and T.table_version(led, view.token) == view.stamp
    finally:
        games.unregister(COINS.id)


def test_the_start_stores_the_turn_with_the_table_in_its_stamp_and_only_once(led):
    view = table(led)
    result = start_play(led, view.token, view.stamp, actor="Ana")
    assert result.allowed and result.table.turn == {"player": "Ana", "phase": "toss", "steps": 0}
    assert T.table_version(led, view.token) == result.table.stamp > view.stamp  # the poll sees the start
    assert contents(result.table) == contents(view) and versions(result.table) == versions(view)  # boards as dealt
    assert T.open_table(led, view.token).turn == result.table.turn  # read with the table, not from the log
    with pytest.raises(LedgerError) as twice:
        start_play(led, view.token, result.table.stamp)
    assert twice.value.key == "ledger.err.play_started"


def test_a_step_before_the_start_is_refused_by_name(led):
    view = table(led)
    with pytest.raises(LedgerError) as refused:
        play_step(led, view.token, TOSS_H, view.stamp)
    assert refused.value.key == "ledger.err.not_played"


# --- a step ------------------------------------------------------------------------------------------------------


def test_an_allowed_step_writes_only_the_boards_it_changed_and_moves_the_stamp(led):
    view = started(led)
    tossed = steps(led, view, TOSS_H)  # Ana's toss: the pot (shared) and Ana's row change, Kemal's does not
    moved = {s for s in versions(view) if versions(tossed)[s] != versions(view)[s]}
    assert moved == {SHARED, 0} and tossed.board(0).position["coins"] == "H"
    assert tossed.board(SHARED).position["pot"] == 2
    assert tossed.turn == {"player": "Kemal", "phase": "toss", "steps": 1}
    assert T.table_version(led, view.token) == tossed.stamp > view.stamp
    passed = steps(led, tossed, PASS)  # a step that changes only the turn: no board's version moves
    assert versions(passed) == versions(tossed) and passed.stamp > tossed.stamp and passed.turn["player"] == "Ana"


def test_the_step_is_logged_with_its_words_whose_it_was_and_the_boards_before_and_after(led):
    view = started(led)
    steps(led, view, TOSS_T)
    entry = T.table_log(led, view.token)[-1]
    assert entry.kind == "play" and entry.actor == "Ana"
    d = entry.detail
    assert d["step"] == TOSS_T and d["said"] == ["play.flips.toss", {"player": "Ana", "face": "T"}]
    assert d["player"] == "Ana" and d["turn_before"]["player"] == "Ana" and d["turn"]["player"] == "Kemal"
    assert d["before"] == {"-1": view.board(SHARED).position, "0": view.board(0).position}
    assert d["after"]["0"]["coins"] == "T" and set(d["after"]) == {"-1", "0"}


def test_a_refused_step_writes_nothing_and_names_the_broken_rule(led):
    view = started(led)
    log = kinds(led, view)
    result = play_step(led, view.token, {"step": "toss", "face": "X"}, view.stamp)
    assert isinstance(result, PlayResult) and not result.allowed
    assert [(p.rule, p.player) for p in result.problems] == [("flips.face", "Ana")]
    assert result.table == view and T.open_table(led, view.token) == view and kinds(led, view) == log
    with pytest.raises(LedgerError) as unreadable:  # a step the game cannot read at all: a refusal by name
        play_step(led, view.token, {"step": "juggle"}, view.stamp)
    assert unreadable.value.key == "ledger.err.step" and T.open_table(led, view.token) == view
    with pytest.raises(LedgerError):
        play_step(led, view.token, ["toss"], view.stamp)


def test_a_step_or_an_undo_over_a_stale_stamp_is_a_table_conflict_and_writes_nothing(led):
    view = started(led)
    now = steps(led, view, TOSS_H)
    with pytest.raises(T.TableConflict):
        play_step(led, view.token, TOSS_T, view.stamp)  # the phone still holds the stamp before Ana's toss
    with pytest.raises(T.TableConflict):
        undo_step(led, view.token, view.stamp)
    assert T.open_table(led, view.token) == now


# --- undo --------------------------------------------------------------------------------------------------------


def test_undo_back_to_the_start_restores_every_board_and_the_turn_exactly(led):
    start = started(led)
    seen = [start]
    for move in (TOSS_H, PASS, TOSS_T, TOSS_H, TOSS_T):  # the third toss empties the pot: round 1 is scored
        seen.append(steps(led, seen[-1], move))
    assert len(seen[-1].game.rounds) == 1
    view = seen[-1]
    for before in reversed(seen[:-1]):
        view = undo_step(led, view.token, view.stamp, actor="Kemal").table
        assert contents(view) == contents(before) and view.turn == before.turn
        assert view.game.rounds == before.game.rounds and view.stamp > before.stamp  # stamps only grow
    with pytest.raises(LedgerError) as nothing:
        undo_step(led, view.token, view.stamp)
    assert nothing.value.key == "ledger.err.no_step"
    assert kinds(led, view).count("unplay") == 5 and kinds(led, view).count("play") == 5  # the log only grows


def test_a_step_that_empties_the_pot_records_the_round_as_record_scoring_does(led):
    view = steps(led, started(led), TOSS_H, TOSS_T, TOSS_H)  # Ana HH, Kemal T
    other = table(led)  # the same boards on a table scored by hand
    other = T.write_board(led, other.token, 0, {"coins": "HH"}, 1)
    other = T.write_board(led, other.token, 1, {"coins": "T"}, 1)
    other = T.write_board(led, other.token, None, {"pot": 0}, 1)
    other = record_scoring(led, other.token, other.stamp)
    assert view.game.totals == other.game.totals == (2, 0)  # heads: Ana 2, Kemal 0
    assert [r.source for r in view.game.rounds] == ["board"] and contents(view) == contents(other)  # carried over
    assert view.board(SHARED).position == {"pot": 3, "round": 2}  # the next round's pot and scoring number
    # the turn is the game's after_scoring: Kemal, with the fewest heads, starts as the report said
    assert view.turn == {"player": "Kemal", "phase": "toss", "steps": 3, "round": 2} and view.starts == "Kemal"
    assert [k for k in kinds(led, view) if k in ("recorded", "carried", "play")][-3:] == ["recorded", "carried", "play"]


def test_undo_of_a_scoring_step_takes_its_round_back_and_a_new_round_one_is_its_own(led):
    view = steps(led, started(led), TOSS_H, TOSS_T, TOSS_H)  # round 1: Ana 2, Kemal 0; Kemal starts round 2
    back = undo_step(led, view.token, view.stamp).table
    assert back.game.rounds == () and back.starts is None and back.turn["player"] == "Ana"
    assert back.board(SHARED).position == {"pot": 1, "round": 1} and back.board(0).position == {"coins": "H"}
    assert "taken_back" in kinds(led, back) and T.table_log(led, back.token)[-2].detail["scores"] == {
        "Ana": {"points": 2, "complete_rows": None}, "Kemal": {"points": 0, "complete_rows": None}}
    again = steps(led, back, TOSS_T)  # round 1 again, otherwise: Ana HT, Kemal T: Ana 1, Kemal 0
    assert again.game.totals == (1, 0) and again.starts == "Kemal" and len(again.game.rounds) == 1
    assert T.open_table(led, back.token).starts == "Kemal"


def test_the_last_scoring_ends_the_game_and_its_undo_reopens_it(led):
    view = steps(led, started(led), TOSS_H, TOSS_T, TOSS_H, TOSS_H, TOSS_H, TOSS_H)  # two rounds of three tosses
    assert view.game.finished and len(view.game.rounds) == 2
    with pytest.raises(LedgerError) as over:
        play_step(led, view.token, PASS, view.stamp)
    assert over.value.key == "ledger.err.table_over"
    back = undo_step(led, view.token, view.stamp).table
    assert not back.game.finished and len(back.game.rounds) == 1 and kinds(led, back)[-3:] == [
        "taken_back", "reopened", "unplay"]
    assert steps(led, back, TOSS_T).game.finished


def test_undo_refuses_a_step_after_which_a_round_was_recorded_by_hand(led):
    view = steps(led, started(led), TOSS_H)
    view = record_scoring(led, view.token, view.stamp)  # a round recorded outside the steps
    with pytest.raises(LedgerError) as refused:
        undo_step(led, view.token, view.stamp)
    assert refused.value.key == "ledger.err.undo_round" and T.open_table(led, view.token) == view


def test_undo_refuses_a_step_whose_board_was_changed_by_hand_since_and_writes_nothing(led):
    view = steps(led, started(led), TOSS_H)
    view = T.write_board(led, view.token, 0, {"coins": "HT"}, view.board(0).version)  # a phone's tap on Ana's row
    with pytest.raises(LedgerError) as refused:
        undo_step(led, view.token, view.stamp)
    assert refused.value.key == "ledger.err.undo_board" and T.open_table(led, view.token) == view
    view = T.write_board(led, view.token, 0, {"coins": "H"}, view.board(0).version)  # put back: the undo goes
    assert undo_step(led, view.token, view.stamp).table.board(0).position == {"coins": ""}


# --- the log -----------------------------------------------------------------------------------------------------


def test_the_log_lists_the_steps_in_force_in_order_without_the_undone_ones(led):
    start = started(led)
    one = steps(led, start, TOSS_H)
    two = steps(led, one, TOSS_T)
    back = undo_step(led, two.token, two.stamp).table  # Kemal's T undone
    three = steps(led, back, PASS, TOSS_H, TOSS_T)  # Kemal passes, Ana tosses, Kemal the last coin: a scoring
    log = play_log(led, start.token)
    assert [e.number for e in log] == [0, 1, 2, 3, 4] and [e.step for e in log] == [None, TOSS_H, PASS, TOSS_H, TOSS_T]
    assert [e.player for e in log] == [None, "Ana", "Kemal", "Ana", "Kemal"] and log[0].turn == start.turn
    assert log[1].said == ("play.flips.toss", {"player": "Ana", "face": "H"})
    assert log[0].boards == contents(start) and log[1].boards == contents(one)
    assert log[2].boards == contents(one)  # a pass changes no board (and the undone toss is gone)
    assert log[4].scored == 1 and log[4].position["players"] == [{"name": "Ana", "coins": "HH"},
                                                                 {"name": "Kemal", "coins": "T"}]
    assert log[4].position["pot"] == 0  # as scored, before the next round's pot
    assert log[-1].turn == three.turn and all(e.at for e in log) and [e.actor for e in log] == ["Ana"] * 5


def test_the_log_of_a_table_not_played_turn_by_turn_is_empty(led):
    assert play_log(led, table(led).token) == ()


# --- every phone, two replicas -----------------------------------------------------------------------------------


def test_two_replicas_on_one_database_see_each_other_s_steps(led, replica):
    view = started(led)
    seen = T.open_table(replica, view.token)
    assert seen.turn == view.turn
    mine = steps(led, view, TOSS_H)
    assert T.table_version(replica, view.token) == mine.stamp and T.open_table(replica, view.token).turn == mine.turn
    with pytest.raises(T.TableConflict):  # the replica's phone still holds the stamp before the toss
        play_step(replica, view.token, TOSS_T, seen.stamp)
    theirs = steps(replica, T.open_table(replica, view.token), TOSS_T)
    assert T.open_table(led, view.token) == theirs and [e.step for e in play_log(led, view.token)][1:] == [
        TOSS_H, TOSS_T]
    undone = undo_step(led, view.token, theirs.stamp).table
    assert T.open_table(replica, view.token).board(1).position == undone.board(1).position == {"coins": ""}


def test_two_phones_stepping_at_the_same_moment_through_two_replicas_one_lands_and_the_other_is_told(led, replica):
    view = started(led)
    for attempt in range(4):
        outcome = race(one=partial(play_step, led, view.token, TOSS_H, view.stamp),
                       two=partial(play_step, replica, view.token, PASS, view.stamp))
        landed = [v for v in outcome.values() if isinstance(v, PlayResult)]
        told = [v for v in outcome.values() if isinstance(v, T.TableConflict)]
        assert len(landed) == 1 and len(told) == 1, (attempt, outcome)
        view = T.open_table(replica, view.token)
        assert view == landed[0].table and len(play_log(led, view.token)) == attempt + 2


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(moves=st.lists(st.tuples(st.sampled_from(["one", "two"]), st.sampled_from(["read", "toss", "pass", "undo"])),
                      min_size=1, max_size=12))
def test_no_interleaving_of_steps_and_undos_from_two_phones_loses_a_step_silently(led, replica, moves):
    """Each phone acts over the stamp it last read, through its own replica: an action lands exactly when nobody
    acted since that read, else it is a TableConflict; the log in force is exactly the steps that landed, less
    the ones undone."""
    view = started(led)
    phones = {"one": led, "two": replica}
    held = {name: view.stamp for name in phones}
    truth, in_force = view.stamp, [None]
    for phone, action in moves:
        ledger = phones[phone]
        if action == "read":
            held[phone] = T.open_table(ledger, view.token).stamp
            continue
        try:
            if action == "undo":
                result = undo_step(ledger, view.token, held[phone])
            else:
                result = play_step(ledger, view.token, TOSS_H if action == "toss" else PASS, held[phone])
        except T.TableConflict:
            assert held[phone] != truth  # refused only when someone acted since this phone's read
            continue
        except LedgerError as exc:  # nothing to undo, or the game is over: a refusal by name, nothing written
            assert exc.key in ("ledger.err.no_step", "ledger.err.table_over") and held[phone] == truth
            assert T.table_version(ledger, view.token) == truth
            continue
        assert held[phone] == truth and result.allowed  # landed only over exactly what the phone saw
        if action == "undo":
            in_force.pop()
        else:
            in_force.append(TOSS_H if action == "toss" else PASS)
        truth = held[phone] = result.table.stamp
        assert T.table_version(phones["two" if phone == "one" else "one"], view.token) == truth
    assert [e.step for e in play_log(replica, view.token)] == in_force


def test_the_api_offers_the_turn_by_turn_functions():
    assert all(callable(getattr(api.table, name)) for name in ("start_play", "play_step", "undo_step", "play_log"))
    assert api.table.PlayResult is PlayResult


def test_a_player_renamed_mid_game_keeps_the_turn_and_an_undo_past_the_rename_names_them_as_now(led):
    """The turn names whose step it is: a rename carries into it (else the next step names nobody at the table),
    and a step undone after a rename gives back the turn with the name the seat has now."""
    view = steps(led, started(led), TOSS_H)  # Ana tossed: Kemal's turn
    view = rename_player(led, view.token, 1, "Kemal Can", view.stamp)
    assert view.turn["player"] == "Kemal Can"
    view = steps(led, view, TOSS_T)  # the renamed player's step lands: Ana's turn
    view = rename_player(led, view.token, 0, "Ana María", view.stamp)
    for _ in range(2):  # back past both renames to before Ana's first toss, her turn named as her seat is now
        view = undo_step(led, view.token, view.stamp).table
    assert view.turn["player"] == "Ana María" and view.game.players == ("Ana María", "Kemal Can")
    assert steps(led, view, TOSS_H).turn["player"] == "Kemal Can"
