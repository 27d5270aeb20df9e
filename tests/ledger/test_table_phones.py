"""Every phone at a table, and two app replicas on one database: what one writes the other sees at once (the
versions live in the database), and no interleaving of writes from two phones loses an edit silently: a write
made over an older version is refused by name, whichever process or thread made it."""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from functools import partial

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.ledger import db
from assistant.ledger import tables as T
from assistant.ledger.table_changes import record_scoring

COLOURS = ["blue", "yellow", "red", "black", "white"]


def azul(led) -> T.TableView:
    return T.create_table(led, {"game": "azul", "players": ["Ayşe", "Kemal"]}, seed=5)


def with_line(board: dict, line: int, colour: str) -> dict:
    """The board with one more tile of `colour` on pattern line `line` (0-4), or that line emptied when full."""
    out = copy.deepcopy(board)
    held = out["pattern_lines"][line]
    count = held.get("count", 0)
    out["pattern_lines"][line] = {"count": 0} if count == line + 1 else {"colour": held.get("colour", colour),
                                                                          "count": count + 1}
    return out


def race(**calls: Callable[[], object]) -> dict[str, object]:
    """Run the calls at the same moment, each on its own thread: what each returned, or the error it raised."""
    barrier = threading.Barrier(len(calls))
    outcome: dict[str, object] = {}

    def run(name: str, call: Callable[[], object]) -> None:
        barrier.wait()
        try:
            outcome[name] = call()
        except Exception as exc:  # noqa: BLE001 - the test sorts them
            outcome[name] = exc

    threads = [threading.Thread(target=run, args=item) for item in calls.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return outcome


@pytest.fixture
def replica(db_url):
    """A second app process's ledger: its own engine and pool on the same database."""
    other = db.open_ledger(db_url)
    yield other
    other.close()


def test_a_write_through_one_replica_is_seen_by_the_other_and_a_conflicting_one_is_refused(led, replica):
    table = azul(led)
    seen = T.open_table(replica, table.token)  # the fifth phone, served by the second replica
    assert seen == table and T.table_version(replica, table.token) == table.stamp
    first = T.write_board(led, table.token, 0, with_line(table.board(0).position, 2, "red"), 1, actor="Ayşe")
    assert T.table_version(replica, table.token) == first.stamp != table.stamp
    assert T.open_table(replica, table.token).board(0) == first.board(0)
    with pytest.raises(T.BoardConflict):  # the replica's phone still holds version 1
        T.write_board(replica, table.token, 0, with_line(seen.board(0).position, 0, "blue"), 1)
    assert T.open_table(led, table.token).board(0) == first.board(0)
    again = T.open_table(replica, table.token)
    done = T.write_board(replica, table.token, 0, with_line(again.board(0).position, 0, "blue"),
                         again.board(0).version)
    lines = T.open_table(led, table.token).board(0).position["pattern_lines"]
    assert lines[0] == {"colour": "blue", "count": 1} and lines[2] == {"colour": "red", "count": 1}
    assert T.table_version(led, table.token) == done.stamp


def test_phones_racing_on_one_board_through_two_replicas_one_wins_and_the_other_is_told(led, replica):
    """Both read the same version at the same moment and write; the version in the UPDATE lets one commit."""
    table = azul(led)
    for attempt in range(6):
        now = T.open_table(led, table.token)
        board, version = now.board(0).position, now.board(0).version
        outcome = race(one=partial(T.write_board, led, table.token, 0, with_line(board, 3, "red"), version),
                       two=partial(T.write_board, replica, table.token, 0, with_line(board, 4, "red"), version))
        won = [v for v in outcome.values() if isinstance(v, T.TableView)]
        lost = [v for v in outcome.values() if isinstance(v, T.BoardConflict)]
        assert len(won) == 1 and len(lost) == 1, (attempt, outcome)
        assert T.open_table(replica, table.token).board(0) == won[0].board(0)


def test_a_scoring_and_a_board_write_racing_never_score_a_board_the_players_did_not_see(led, replica):
    """The scoring locks the boards it reads: a phone's write lands wholly before it (and the scoring, made
    over the stamp the players saw, is refused) or wholly after it (a conflict on the carried-over board)."""
    for _ in range(4):
        table = azul(led)
        table = T.write_board(led, table.token, 0, with_line(table.board(0).position, 0, "blue"), 1)  # line 1 full
        board = with_line(table.board(0).position, 3, "red")  # the phone's next tile, over version 2
        outcome = race(scoring=partial(record_scoring, led, table.token, table.stamp),
                       phone=partial(T.write_board, replica, table.token, 0, board, 2))
        kinds = sorted(type(v).__name__ for v in outcome.values())
        assert kinds in (["TableConflict", "TableView"], ["BoardConflict", "TableView"]), outcome
        final = T.open_table(led, table.token)
        if isinstance(outcome["phone"], T.TableView):  # the edit landed first: no round from the older boards
            assert final.game.rounds == () and final.board(0).position == board
        else:  # the round was scored from the boards as the players saw them; the late edit was refused
            assert len(final.game.rounds) == 1 and final.game.totals == (1, 0)  # the blue tile, on the wall now
            assert final.board(0).position["wall"][0] == "B...." and final.board(0).position["pattern_lines"][3] \
                == {"count": 0}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.tuples(st.sampled_from(["one", "two"]), st.sampled_from(["read", "write"]),
                                st.integers(0, 4), st.sampled_from(COLOURS)), min_size=1, max_size=14))
def test_no_interleaving_of_two_phones_loses_an_edit_silently(led, replica, steps):
    """Each phone reads a board, edits it and writes it back over the version it read, through its own replica.
    A write succeeds exactly when nobody wrote since that phone's read, and then the board is that phone's
    edit of what is really there: so no saved edit was ever written over without being seen."""
    table = azul(led)
    phones = {"one": led, "two": replica}
    held = {name: (table.board(0).version, table.board(0).position) for name in phones}  # both opened it
    truth = (table.board(0).version, table.board(0).position)
    for phone, action, line, colour in steps:
        if action == "read":
            board = T.open_table(phones[phone], table.token).board(0)
            held[phone] = (board.version, board.position)
            continue
        version, seen = held[phone]
        edit = with_line(seen, line, colour)
        try:
            after = T.write_board(phones[phone], table.token, 0, edit, version)
        except T.BoardConflict:
            assert version != truth[0]  # refused only when someone wrote since this phone's read
            continue
        assert version == truth[0] and seen == truth[1]  # saved only over exactly what the phone saw
        truth = (after.board(0).version, edit)
        held[phone] = truth
        assert after.board(0).position == edit
    final = T.open_table(replica, table.token).board(0)
    assert (final.version, final.position) == truth


def test_a_server_restart_in_the_middle_of_a_game_loses_nothing(led, db_url):
    table = azul(led)
    table = T.write_board(led, table.token, 0, with_line(table.board(0).position, 0, "blue"), 1)
    table = record_scoring(led, table.token, table.stamp)
    led.engine.dispose()  # the process ends: every connection gone
    again = db.open_ledger(db_url)
    try:
        assert T.open_table(again, table.token) == table and T.table_version(again, table.token) == table.stamp
    finally:
        again.close()


def test_the_poll_is_one_query_through_the_token_s_unique_index(led):
    from sqlalchemy import event

    table = azul(led)
    for _ in range(20):
        azul(led)
    seen: list[str] = []

    def count(_conn, _cursor, statement, *_args) -> None:
        if "ledger_" in statement:
            seen.append(statement)

    event.listen(led.engine, "before_cursor_execute", count)
    try:
        T.table_version(led, table.token)
    finally:
        event.remove(led.engine, "before_cursor_execute", count)
    assert len(seen) == 1 and "token" in seen[0]
    query = str(T._STAMP.params(token="x").compile(led.engine, compile_kwargs={"literal_binds": True}))
    with led.engine.connect() as conn:
        if led.backend == "sqlite":
            plan = " ".join(str(r) for r in conn.exec_driver_sql("EXPLAIN QUERY PLAN " + query).all())
        else:
            conn.exec_driver_sql("SET enable_seqscan = off")  # a tiny table: ask whether the index can serve it
            plan = " ".join(str(r) for r in conn.exec_driver_sql("EXPLAIN " + query).all())
    assert "ix_ledger_games_token" in plan, plan
