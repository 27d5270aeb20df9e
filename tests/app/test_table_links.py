"""Privacy of the ledger pages (issue 18): Games played and History list only the tables this browser created
or joined (ui.known_tables), a game opens by its table's token only, ?game=N opens nothing, a removed game is
out of the lists, the statistics and the exports."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from assistant import api
from assistant.ledger import service
from tests.app import util
from tests.ledger.util import alhambra_round, azul_round, play

KNOWN = "known_tables:tokens"


def page(name: str, query: dict | None = None, **state) -> AppTest:
    at = util.page(name, **state)
    for key, value in (query or {}).items():
        at.query_params[key] = value
    return at.run()


def ok(at: AppTest) -> AppTest:
    assert not at.exception, at.exception
    return at


def everything(at: AppTest) -> str:
    parts = [str(e.value) for kind in ("markdown", "caption", "success", "info", "warning", "error", "subheader",
                                       "code") for e in getattr(at, kind)]
    parts += [str(o) for s in at.selectbox for o in s.options]
    parts += [df.value.to_csv() for df in at.dataframe]
    return "\n".join(parts)



def test_game_by_number_opens_nothing_and_says_so_in_one_line(led):
    game = play(led, "alhambra", ["Zeynep", "Kemal"], [alhambra_round(Zeynep=10, Kemal=8)])
    at = ok(page("games", query={"game": str(game.id)}))
    assert [w.value for w in at.warning] == [
        "A game is no longer opened by its number: open the link of its table, or choose one of this browser's "
        "games below."]
    assert at.selectbox(key="ledger:pick").value == "" and len(at.selectbox(key="ledger:pick").options) == 1
    assert "Zeynep" not in everything(at) and game.token not in everything(at)
    assert "game" not in at.query_params
    assert at.session_state[KNOWN] == []  # nothing was joined


@pytest.mark.parametrize("bad", ["nope", "A" * 32, "not a token at all!"])
def test_a_wrong_or_truncated_link_gets_the_one_line_and_reveals_nothing(led, bad):
    game = play(led, "azul", ["Zeynep", "Kemal"], [azul_round(Zeynep=4, Kemal=5)])
    for token in (bad, game.token[:-1]):
        at = ok(page("games", query={"t": token}))
        assert [w.value for w in at.warning] == [
            "This link opens no table. Check that the whole link was copied, or ask the table for it again."]
        assert "Zeynep" not in everything(at) and at.session_state[KNOWN] == []


def test_history_on_a_fresh_browser_shows_nothing_of_other_tables(led):
    play(led, "alhambra", ["Zeynep", "Kemal"], [alhambra_round(Zeynep=1, Kemal=2)] * 3)
    play(led, "azul", ["Ana", "Kemal"], [azul_round(Ana=4, Kemal=5)])
    at = ok(page("history"))
    assert any("This browser has no game yet" in i.value for i in at.info)
    assert not at.dataframe and not at.get("download_button")
    assert "Zeynep" not in everything(at) and "Ana" not in everything(at)


def test_history_lists_a_known_token_only_and_links_to_its_table(led):
    mine = play(led, "alhambra", ["Zeynep", "Kemal"], [alhambra_round(Zeynep=1, Kemal=2)] * 3)
    play(led, "azul", ["Ana", "Kemal"], [azul_round(Ana=4, Kemal=5)])  # another browser's
    at = ok(page("history", known_tables__tokens=[mine.token]))
    games = at.dataframe[0].value
    assert list(games["Players"]) == ["Zeynep, Kemal"]
    assert list(games["Open"]) == [f"/table?t={mine.token}"]
    stats = at.dataframe[1].value
    assert set(stats["Player"]) == {"Zeynep", "Kemal"} and "Ana" not in everything(at)


def test_a_removed_game_is_out_of_the_lists_statistics_and_exports(led):
    kept = play(led, "alhambra", ["Zeynep", "Kemal"], [alhambra_round(Zeynep=1, Kemal=2)] * 3)
    gone = play(led, "alhambra", ["Ana", "Kemal"], [alhambra_round(Ana=5, Kemal=2)] * 3)
    api.table.remove_table(led, gone.token, api.table.open_table(led, gone.token).stamp)
    at = ok(page("history", known_tables__tokens=[kept.token, gone.token]))
    assert len(at.dataframe[0].value) == 1 and "Ana" not in everything(at)
    assert list(at.dataframe[1].value["Games"]) == [1, 1]  # Kemal played one game, not two
    plays = api.ledger.plays_frame([t.game for t in api.table.list_tables(led, [kept.token, gone.token])])
    assert "Ana" not in plays.to_csv()  # the CSV the page offers is made from this list
    (only,) = at.selectbox(key="history:bgstats").options  # BG Stats: the kept game only
    assert "Zeynep" in only
    games = ok(page("games", known_tables__tokens=[kept.token, gone.token]))
    assert "Ana" not in everything(games)


def test_a_link_opened_on_games_played_is_this_browsers_and_listed_in_history(led):
    game = play(led, "azul", ["Zeynep", "Kemal"], [azul_round(Zeynep=4, Kemal=5)])
    at = ok(page("games", query={"t": game.token}))
    assert at.selectbox(key="ledger:pick").value == game.token
    assert at.session_state[KNOWN] == [game.token]
    at.switch_page("app_pages/history.py")
    ok(at.run())
    assert list(at.dataframe[0].value["Players"]) == ["Zeynep, Kemal"]


def test_a_round_typed_on_games_played_lands_through_the_token(led):
    game = service.start_game(led, {"game": "alhambra", "players": ["Zeynep", "Kemal"]})
    at = ok(page("games", query={"t": game.token}))
    at.radio(key=f"ledger:source:{game.token}").set_value("typed").run()
    for seat, v in enumerate([7, 9]):
        at.number_input(key=f"ledger:in:{game.token}:{game.version}:points:{seat}").set_value(v)
    ok(at.button(key=f"ledger:typed:{game.token}").click().run())
    assert [r.points for r in service.load_game(led, game.id).rounds] == [(7, 9)]
    assert at.query_params["t"] in (game.token, [game.token])


def test_the_game_shows_its_link_as_text_never_as_markup(led):
    game = service.start_game(led, {"game": "alhambra", "players": ["Zeynep", "Kemal"]})
    at = ok(page("games", query={"t": game.token}))
    assert any(c.value.endswith(f"/table?t={game.token}") for c in at.code)


def test_a_removed_games_link_says_removed_opens_nothing_and_leaves_the_browsers_list(led):
    game = play(led, "azul", ["Zeynep", "Kemal"], [azul_round(Zeynep=4, Kemal=5)])
    api.table.remove_table(led, game.token, api.table.open_table(led, game.token).stamp)
    at = ok(page("games", query={"t": game.token}, known_tables__tokens=[game.token]))
    assert [w.value for w in at.warning] == ["This game was removed: it can be read, not changed."]
    assert at.selectbox(key="ledger:pick").value == "" and at.session_state[KNOWN] == []
    assert "t" not in at.query_params and "Zeynep" not in everything(at)
