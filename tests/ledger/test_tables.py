"""A table (issue 18): one game night's game, players typed once, its boards as they lie, reached by its private
link only; a board written over the version read or refused by name; the scorings recorded from the boards, so
board, scoring and ledger agree; a game started by mistake removed. On SQLite and PostgreSQL."""

from __future__ import annotations

import copy

import pytest

from assistant import api
from assistant.i18n import t
from assistant.ledger import exports, service
from assistant.ledger import tables as T
from assistant.ledger.errors import LedgerError
from assistant.ledger.models import TOKEN_BYTES
from assistant.ledger.table_changes import record_scoring, remove_table, rename_player

NAMES = ["Ayşe", "Kemal", "Ana"]


def alhambra(led, players=NAMES, seed=1) -> T.TableView:
    return T.create_table(led, {"game": "alhambra", "players": players}, seed=seed)


def azul(led, players=("Ayşe", "Kemal")) -> T.TableView:
    return T.create_table(led, {"game": "azul", "players": list(players)}, seed=2)


def build(table: T.TableView, seat: int, *tiles: dict) -> dict:
    board = copy.deepcopy(table.board(seat).position)
    board["alhambra"] += list(tiles)
    return board


def tile(x: int, kind: str, price: int) -> dict:
    return {"x": x, "y": 0, "type": kind, "price": price, "walls": ""}


# --- a table and its link ---------------------------------------------------------------------------------------


def test_a_table_holds_the_players_typed_once_and_a_board_for_each_seat_named_by_its_player(led):
    table = alhambra(led)
    assert table.game.players == tuple(NAMES) and table.game.kind == "alhambra" and table.game.variant == "base"
    assert [b.seat for b in table.boards] == [-1, 0, 1, 2] and all(b.version == 1 for b in table.boards)
    assert [p["name"] for p in table.position["players"]] == NAMES  # the position names them from the seats
    assert all("name" not in b.position for b in table.boards)
    # the deal, less what no table can know from it (the registration's table_empty: the random hands, market
    # and money row)
    assert table.position == api.setup("alhambra", 3, seed=1) | {"round": 1, "market": [], "money_row": [], "players": [
        p | {"name": n, "hand": []} for p, n in zip(api.setup("alhambra", 3, seed=1)["players"], NAMES, strict=True)]}
    assert api.check(table.position)["valid"]  # a table dealt by the engine, ready to play


def test_a_table_s_link_is_a_random_token_of_at_least_128_bits(led):
    tokens = {alhambra(led).token for _ in range(5)}
    assert len(tokens) == 5 and TOKEN_BYTES * 8 >= 128
    assert all(T.TOKEN.fullmatch(tok) for tok in tokens)


def test_the_players_are_refused_by_the_ledger_s_rules_for_a_new_game(led):
    for players, key in ((["Ana", "ana"], "ledger.err.name_twice"), (["Ana"], "ledger.err.player_count"),
                         (["Ana", ""], "ledger.err.name_empty")):
        with pytest.raises(LedgerError) as refused:
            T.create_table(led, {"game": "azul", "players": players})
        assert refused.value.key == key
    assert service.list_games(led) == []


@pytest.mark.parametrize("link", ["", "x", "not a token", None, 1, 2**40, True, ["a"]])
def test_a_link_that_is_no_token_gets_the_one_line_before_any_query(led, link):
    with pytest.raises(T.NoTable):
        T.open_table(led, link)


def test_a_wrong_truncated_or_padded_link_gets_one_line_that_reveals_nothing(led, db_url):
    table = alhambra(led)
    good = table.token
    other = ("A" if good[0] != "A" else "B") + good[1:]
    lines = set()
    for link in (other, good[:-1], good[:16], good + "=", good + "A", " " + good, good.swapcase(), str(table.game.id)):
        for read in (T.open_table, T.table_version, T.table_log):
            with pytest.raises(T.NoTable) as refused:
                read(led, link)
            lines.add((str(refused.value), refused.value.key, tuple(refused.value.params.items())))
    assert lines == {("this link opens no table; check that the whole link was copied", "ledger.err.no_table", ())}
    for lang in ("en", "tr", "es", "ja"):
        line = t("ledger.err.no_table", lang)
        assert "\n" not in line and good not in line and str(table.game.id) not in line and "ledger" not in line


def test_the_table_api_takes_no_game_id(led):
    """A sequential number is never enough: every function of api.table that opens or changes a table refuses
    the game's ledger id with the line a wrong link gets."""
    table = alhambra(led)
    game_id = table.game.id
    calls = [lambda: api.table.open_table(led, game_id), lambda: api.table.table_version(led, game_id),
             lambda: api.table.table_log(led, game_id),
             lambda: api.table.write_board(led, game_id, 0, table.board(0).position, 1),
             lambda: api.table.record_scoring(led, game_id, table.stamp),
             lambda: api.table.rename_player(led, game_id, 0, "Zeynep", table.stamp),
             lambda: api.table.remove_table(led, game_id, table.stamp)]
    for call in calls:
        with pytest.raises(api.table.NoTable):
            call()
    assert api.table.list_tables(led, [game_id, str(game_id)]) == []
    assert T.open_table(led, table.token) == table  # nothing changed


def test_the_list_of_a_browser_s_tables_holds_the_tables_of_its_links_newest_first(led):
    first, second, third = alhambra(led), azul(led), alhambra(led, ["Ben", "Cem"])
    listed = T.list_tables(led, [first.token, third.token, "junk", 7, first.token])
    assert [x.token for x in listed] == [third.token, first.token]  # second's link was not given
    assert T.list_tables(led, []) == [] and second.token not in {x.token for x in listed}


# --- boards -------------------------------------------------------------------------------------------------------


def test_a_board_written_over_the_version_read_is_saved_and_one_over_an_older_version_is_a_named_conflict(led):
    table = alhambra(led)
    read = table.board(0)
    saved = T.write_board(led, table.token, 0, build(table, 0, tile(1, "pavilion", 2)), read.version, actor="Ayşe")
    assert saved.board(0).version == read.version + 1 and saved.board(0).updated_by == "Ayşe"
    late = build(table, 0, tile(0, "garden", 6) | {"y": 1})  # a second phone, still on the version it read
    with pytest.raises(T.BoardConflict) as refused:
        T.write_board(led, table.token, 0, late, read.version)
    assert refused.value.key == "ledger.err.board_conflict"
    now = T.open_table(led, table.token)
    assert now.board(0) == saved.board(0)  # the first edit is still there, the late one was not written over it
    again = copy.deepcopy(now.board(0).position)  # re-read and re-apply: both edits are on the board
    again["alhambra"].append(tile(0, "garden", 6) | {"y": 1})
    both = T.write_board(led, table.token, 0, again, now.board(0).version)
    assert {(c["x"], c["y"]) for c in both.board(0).position["alhambra"]} == {(0, 0), (1, 0), (0, 1)}


def test_two_phones_entering_two_boards_never_conflict(led):
    table = alhambra(led)
    T.write_board(led, table.token, 0, build(table, 0, tile(1, "pavilion", 2)), table.board(0).version)
    after = T.write_board(led, table.token, 1, build(table, 1, tile(1, "seraglio", 3)), table.board(1).version)
    assert [len(after.board(s).position["alhambra"]) for s in (0, 1, 2)] == [2, 2, 1]


def test_a_board_the_engine_cannot_read_is_refused_and_nothing_changes(led):
    table = alhambra(led)
    bad = [build(table, 0, {"x": 1, "y": 0, "type": "castle", "price": 2, "walls": ""}),
           build(table, 0) | {"name": "Someone else"}, "not an object", build(table, 0) | {"wings": 2}]
    for board in bad:
        with pytest.raises(LedgerError) as refused:
            T.write_board(led, table.token, 0, board, 1)
        assert refused.value.key == "ledger.err.board"
    for shared in ({"players": []}, table.board(None).position | {"round": 2}):  # the ledger is at scoring 1
        with pytest.raises(LedgerError) as refused:
            T.write_board(led, table.token, None, shared, 1)
        assert refused.value.key == "ledger.err.board"
    with pytest.raises(LedgerError) as refused:
        T.write_board(led, table.token, 3, build(table, 0), 1)
    assert refused.value.key == "ledger.err.no_seat"
    assert T.open_table(led, table.token) == table


def test_the_table_version_changes_with_every_change_and_with_nothing_else(led):
    table = alhambra(led)
    seen = [T.table_version(led, table.token)]
    assert seen[0] == table.stamp
    T.open_table(led, table.token)
    T.list_tables(led, [table.token])
    assert T.table_version(led, table.token) == seen[-1]  # reading changes nothing
    now = T.write_board(led, table.token, 0, build(table, 0, tile(1, "pavilion", 2)), 1)
    seen.append(T.table_version(led, table.token))
    now = T.write_board(led, table.token, None, now.board(None).position | {"money_row": []}, 1)
    seen.append(T.table_version(led, table.token))
    now = rename_player(led, table.token, 2, "Zeynep", now.stamp)
    seen.append(T.table_version(led, table.token))
    now = record_scoring(led, table.token, now.stamp)
    seen.append(T.table_version(led, table.token))
    remove_table(led, table.token, now.stamp)
    seen.append(T.table_version(led, table.token))
    assert seen == sorted(set(seen)) and len(seen) == 6  # each change moved it on, none moved it back


# --- scorings from the boards ---------------------------------------------------------------------------------------


def test_alhambra_s_scoring_number_follows_the_rounds_recorded_and_the_boards_carry_over(led):
    table = alhambra(led)
    table = T.write_board(led, table.token, 0, build(table, 0, tile(1, "pavilion", 2)), 1)
    table = T.write_board(led, table.token, 1, build(table, 1, tile(1, "seraglio", 3)), 1)
    for number in (1, 2, 3):
        assert table.board(None).position["round"] == number  # what the scoring page opens on
        expected = [p["total"] for p in api.score(table.position)["players"]]
        boards = [b.position for b in table.boards if b.seat >= 0]
        table = record_scoring(led, table.token, table.stamp, actor="Kemal")
        assert list(table.game.rounds[-1].points) == expected and table.game.rounds[-1].source == "board"
        assert [b.position for b in table.boards if b.seat >= 0] == boards  # only new tiles are entered next
    assert table.game.finished and [r.number for r in table.game.rounds] == [1, 2, 3]
    assert table.game.totals == (1 + 8 + 16, 2 + 9 + 17, 0)
    with pytest.raises(LedgerError) as refused:
        T.write_board(led, table.token, 0, table.board(0).position, table.board(0).version)
    assert refused.value.key == "ledger.err.table_over"
    kinds = [e.kind for e in T.table_log(led, table.token)]
    assert kinds == ["started", "board", "board", "recorded", "carried", "recorded", "carried", "recorded",
                     "finished"]


def test_azul_s_next_round_carries_walls_scores_and_unfinished_lines_so_board_and_ledger_agree(led):
    table = azul(led)
    board = copy.deepcopy(table.board(0).position)
    board["pattern_lines"] = [{"colour": "blue", "count": 1}, {"count": 0}, {"colour": "red", "count": 2},
                              {"count": 0}, {"count": 0}]
    board["floor"] = ["first"]
    table = T.write_board(led, table.token, 0, board, 1, actor="Ayşe")
    expected = api.azul_next_round(table.position)
    table = record_scoring(led, table.token, table.stamp)
    assert table.position == expected | {"players": [p | {"name": n} for p, n in
                                                      zip(expected["players"], ("Ayşe", "Kemal"), strict=True)]}
    ayse = table.board(0).position
    assert ayse["wall"][0] == "B...." and ayse["pattern_lines"][2] == {"colour": "red", "count": 2}
    assert ayse["floor"] == [] and ayse["score"] == 0  # 1 for the blue tile, -1 for the marker
    assert table.game.totals == tuple(b.position["score"] for b in table.boards if b.seat >= 0)
    assert table.board(1).version == 1  # Kemal's empty board: nothing to carry, not rewritten


def test_a_scoring_against_an_older_stamp_is_refused_and_records_nothing(led):
    table = alhambra(led)
    T.write_board(led, table.token, 0, build(table, 0, tile(1, "pavilion", 2)), 1)  # after the players looked
    with pytest.raises(T.TableConflict) as refused:
        record_scoring(led, table.token, table.stamp)
    assert refused.value.key == "ledger.err.table_conflict"
    assert T.open_table(led, table.token).game.rounds == ()


def test_a_board_that_cannot_be_scored_is_refused_by_the_engine_s_line(led):
    table = T.create_table(led, {"game": "azul", "players": ["A", "B"], "variant": "grey"}, seed=2)
    board = copy.deepcopy(table.board(0).position)
    board["pattern_lines"][0] = {"colour": "blue", "count": 1}  # a full line on a grey wall without its column
    assert table.position["wall_variant"] == "grey"  # the ledger's variant is the board's
    with pytest.raises(LedgerError) as refused:
        T.write_board(led, table.token, None, table.board(None).position | {"wall_variant": "colored"}, 1)
    assert refused.value.key == "ledger.err.board"
    table = T.write_board(led, table.token, 0, board, 1)
    with pytest.raises(LedgerError) as refused:
        record_scoring(led, table.token, table.stamp)
    assert refused.value.key == "ledger.err.board" and T.open_table(led, table.token).game.rounds == ()


# --- names and removal ----------------------------------------------------------------------------------------------


def test_a_player_renamed_keeps_the_seat_s_rounds_and_board_and_the_log_says_so(led):
    table = alhambra(led)
    table = record_scoring(led, table.token, table.stamp)
    renamed = rename_player(led, table.token, 2, "Zeynep", table.stamp, actor="Ayşe")
    assert renamed.game.players == ("Ayşe", "Kemal", "Zeynep") and renamed.board(2).name == "Zeynep"
    assert renamed.game.rounds == table.game.rounds and renamed.position["players"][2]["name"] == "Zeynep"
    assert T.table_log(led, table.token)[-1].detail == {"seat": 2, "old": "Ana", "new": "Zeynep"}
    for name, key in (("kemal", "ledger.err.name_twice"), ("Zeynep", "ledger.err.same_name"),
                      ("", "ledger.err.name_empty")):
        with pytest.raises(LedgerError) as refused:
            rename_player(led, table.token, 2, name, renamed.stamp)
        assert refused.value.key == key
    with pytest.raises(T.TableConflict):
        rename_player(led, table.token, 2, "Zehra", table.stamp)  # the stamp before the renaming


def test_a_removed_game_is_out_of_lists_statistics_and_exports_and_still_opens_by_its_link_as_removed(led):
    kept = azul(led, ("Ben", "Cem"))
    wrong = alhambra(led)
    for _ in range(3):
        wrong = record_scoring(led, wrong.token, wrong.stamp)  # finished, with statistics
    assert {s.name for s in service.player_stats(service.list_games(led))} == set(NAMES)
    removed = remove_table(led, wrong.token, wrong.stamp, actor="Kemal")
    assert removed.removed and T.open_table(led, wrong.token).removed
    assert [g.token for g in service.list_games(led)] == [kept.token]
    assert service.player_stats(service.list_games(led)) == []
    assert list(exports.plays_frame(service.list_games(led))["player"]) == ["Ben", "Cem"]
    assert [x.token for x in T.list_tables(led, [wrong.token, kept.token])] == [kept.token]
    log = T.table_log(led, wrong.token)
    assert log[-1].kind == "removed" and log[-1].actor == "Kemal"
    for change in (lambda: remove_table(led, wrong.token, removed.stamp),
                   lambda: rename_player(led, wrong.token, 0, "Zeynep", removed.stamp),
                   lambda: T.write_board(led, wrong.token, 0, removed.board(0).position, removed.board(0).version)):
        with pytest.raises(LedgerError) as refused:
            change()
        assert refused.value.key == "ledger.err.removed"


def test_api_table_is_the_pages_door_and_loads_with_the_ledger(led):
    import assistant.api_table

    assert api.table is assistant.api_table
    table = api.table.create_table(led, {"game": "azul", "players": ["A", "B"]})
    assert api.table.open_table(led, table.token).token == table.token


def test_a_game_registered_later_gets_a_table_without_a_change_to_the_ledger(led):
    """The toy game (tests/toy_game.py): no players' list in its position, so one board between the players; its
    score report names no player's points, so a scoring from the boards is refused in one line."""
    from assistant import games
    from tests.toy_game import GAME as COINS

    games.register(COINS)
    try:
        table = T.create_table(led, {"game": "coins", "players": ["Ana"]})
        assert [b.seat for b in table.boards] == [-1] and table.position == {"game": "coins", "coins": "T"}
        table = T.write_board(led, table.token, None, {"coins": "HTH"}, 1)
        assert T.open_table(led, table.token).position == {"game": "coins", "coins": "HTH"}
        with pytest.raises(LedgerError) as refused:
            record_scoring(led, table.token, table.stamp)
        assert refused.value.key == "ledger.err.input" and T.open_table(led, table.token).game.rounds == ()
    finally:
        games.unregister(COINS.id)


def test_a_game_started_before_its_boards_gets_a_board_written_over_version_0_once(led):
    """A game of the Games page (service.start_game) has a link but no boards: the first write of a board is
    made over version 0; a second phone still holding version 0 is told, not written over."""
    from assistant import games
    from tests.toy_game import GAME as COINS

    games.register(COINS)
    try:
        started = service.start_game(led, {"game": "coins", "players": ["Ana"]})
        table = T.open_table(led, started.token)
        assert table.boards == () and table.board(None).version == 0
        first = T.write_board(led, started.token, None, {"coins": "HT"}, 0)
        assert first.board(None).version == 1 and first.position == {"game": "coins", "coins": "HT"}
        with pytest.raises(T.BoardConflict):
            T.write_board(led, started.token, None, {"coins": "TT"}, 0)
        assert T.open_table(led, started.token).position == {"game": "coins", "coins": "HT"}
    finally:
        games.unregister(COINS.id)


def test_the_log_keeps_every_board_as_a_scoring_carried_it_into_the_next_round(led):
    table = alhambra(led)
    after = record_scoring(led, table.token, table.stamp)
    carried = [e for e in T.table_log(led, table.token) if e.kind == "carried"]
    assert [e.round for e in carried] == [1]
    assert carried[0].detail["boards"] == {str(b.seat): b.position for b in after.boards}
    assert carried[0].detail["boards"]["-1"]["round"] == 2  # the shared board as the next round starts from it
