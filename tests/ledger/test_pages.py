"""The Games and History pages with AppTest, on a SQLite ledger of their own (TABLE_REFEREE_DB_PATH).

Through the router (tests/app/util.page) once streamlit_app.py lists the pages; until then each page runs
on its own file, the way the router would run it.
"""

from __future__ import annotations

import json
import re

import pytest
from streamlit.testing.v1 import AppTest

from assistant import api
from assistant.ledger import db, service
from tests.alhambra.util import Box, cell, fountain
from tests.alhambra.util import position as alhambra_position
from tests.app import util
from tests.ledger.util import alhambra_round, azul_round, play

ROOT = util.ROOT


def app(name: str, lang: str = "en", query: dict | None = None, **state) -> AppTest:
    at = util.page(name, lang, **state)
    for key, value in (query or {}).items():
        at.query_params[key] = value
    return at


@pytest.fixture
def led(tmp_path, monkeypatch):
    """The pages' ledger: a fresh SQLite file, the same one the test reads and writes from outside."""
    path = tmp_path / "ledger.db"
    monkeypatch.delenv(db.URL_ENV, raising=False)
    monkeypatch.setenv(db.PATH_ENV, str(path))
    ledger = db.open_ledger(db.database_url())
    yield ledger
    ledger.close()


def all_text(at: AppTest) -> str:
    parts = [e.value for kind in ("markdown", "caption", "success", "info", "warning", "error", "title", "subheader")
             for e in getattr(at, kind)]
    return "\n".join(str(p) for p in parts)


def ok(at: AppTest) -> AppTest:
    assert not at.exception, at.exception
    return at


def typed(at: AppTest, game: service.GameView, values: list[int], rows: list[int] | None = None) -> None:
    if any(r.key == f"ledger:source:{game.token}" for r in at.radio):
        at.radio(key=f"ledger:source:{game.token}").set_value("typed").run()
    for seat, v in enumerate(values):
        at.number_input(key=f"ledger:in:{game.token}:{game.version}:points:{seat}").set_value(v)
    for seat, r in enumerate(rows or []):
        at.number_input(key=f"ledger:in:{game.token}:{game.version}:rows:{seat}").set_value(r)


# --- the games page -------------------------------------------------------------------------------------------------


def test_start_a_game_from_the_page_saves_it_and_puts_it_in_the_url(led):
    at = ok(app("games").run())
    at.radio(key="ledger:new:game").set_value("azul").run()
    at.number_input(key="ledger:new:azul:count").set_value(3).run()
    for i, name in enumerate(["Ayşe", "Kemal", "Zeynep"]):
        at.text_input(key=f"ledger:new:azul:name:{i}").set_value(name)
    at.radio(key="ledger:new:wall").set_value("grey")
    at.selectbox(key="ledger:new:azul:first:3").set_value(1)
    at.text_input(key="ledger:actor").set_value("Ref")
    ok(at.button(key="ledger:new:start").click().run())
    (game,) = service.list_games(led)
    assert game.kind == "azul" and game.players == ("Ayşe", "Kemal", "Zeynep") and game.variant == "grey"
    assert game.start_player == "Kemal" and service.game_log(led, game.id)[0].actor == "Ref"
    assert at.query_params["t"] in (game.token, [game.token]) and "game" not in at.query_params
    assert at.session_state["known_tables:tokens"] == [game.token]  # this browser started it: in its lists
    assert "Azul: the game is started and saved." in [s.value for s in at.success]


def test_a_new_game_with_two_identical_names_is_refused_beside_the_button(led):
    at = ok(app("games").run())
    at.text_input(key="ledger:new:alhambra:name:0").set_value("Ayşe")
    at.text_input(key="ledger:new:alhambra:name:1").set_value("ayşe ")
    ok(at.button(key="ledger:new:start").click().run())
    assert any("named twice" in e.value for e in at.error)
    assert service.list_games(led) == []


def test_record_typed_rounds_running_totals_chart_and_final_ranking(led):
    game = service.start_game(led, {"game": "alhambra", "players": ["Ayşe", "Kemal", "Zeynep"]})
    at = ok(app("games", query={"t": game.token}).run())
    for n, values in enumerate([[10, 12, 1], [20, 18, 2], [30, 30, 3]], start=1):
        game = service.load_game(led, game.id)
        typed(at, game, values)
        ok(at.button(key=f"ledger:typed:{game.token}").click().run())
        # an Alhambra round is a scoring round, as its scoring page says
        assert f"Scoring round {n} is saved." in [s.value for s in at.success]
    game = service.load_game(led, game.id)
    assert game.finished and game.totals == (60, 60, 6)
    rounds = at.dataframe[0].value
    assert list(rounds.columns) == ["Ayşe", "Kemal", "Zeynep"] and list(rounds.loc["Total"]) == [60, 60, 6]
    ranking = at.dataframe[1].value
    assert list(ranking["Place"]) == [1, 1, 3] and list(ranking["Player"]) == ["Ayşe", "Kemal", "Zeynep"]
    assert "The win is shared" in all_text(at)
    assert at.get("arrow_vega_lite_chart") or at.get("vega_lite_chart")  # the chart of the running totals


def test_record_the_current_alhambra_board_score(led):
    box = Box()
    board = alhambra_position(("Ayşe", [fountain(), cell(1, 0, box.take("", "tower"))]),
                              ("Kemal", [fountain(), cell(1, 0, box.take("", "garden"))]))
    expected = {p["name"]: p["total"] for p in api.score({**board, "round": 1})["players"]}
    game = service.start_game(led, {"game": "alhambra", "players": ["Kemal", "Ayşe"]})
    at = ok(app("games", query={"t": game.token}, position__alhambra=board).run())
    assert at.radio(key=f"ledger:source:{game.token}").value == "board"
    ok(at.button(key=f"ledger:board:{game.token}").click().run())
    game = service.load_game(led, game.id)
    assert game.rounds[0].source == "board"
    assert dict(zip(game.players, game.rounds[0].points, strict=True)) == expected


def test_record_the_current_azul_board_score_with_complete_rows(led):
    board = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
    result = api.score(board)
    game = service.start_game(led, {"game": "azul", "players": [p["name"] for p in board["players"]]})
    at = ok(app("games", query={"t": game.token}, position__azul=board).run())
    assert any("differ from the ledger" in w.value for w in at.warning)  # the board's scores before: not 0
    ok(at.button(key=f"ledger:board:{game.token}").click().run())
    game = service.load_game(led, game.id)
    assert list(game.rounds[0].points) == [p["score"] for p in result["players"]]
    assert list(game.rounds[0].complete_rows) == [p["complete"]["rows"] for p in result["players"]]


def test_a_board_with_other_players_is_not_recorded(led):
    board = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
    game = service.start_game(led, {"game": "azul", "players": ["Someone", "Else"]})
    at = ok(app("games", query={"t": game.token}, position__azul=board).run())
    assert any("are not this game's players" in e.value for e in at.error)
    assert not [b for b in at.button if b.key == f"ledger:board:{game.token}"]


def test_two_browsers_on_one_game_the_stale_one_is_refused_with_a_reload(led):
    game = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=10, Kemal=8)])
    at = ok(app("games", query={"t": game.token}).run())  # browser 1 shows version 2
    typed(at, game, [5, 6])
    service.record_round(led, game.id, game.version, alhambra_round(Ayşe=7, Kemal=7), actor="browser 2")
    ok(at.button(key=f"ledger:typed:{game.token}").click().run())
    assert any("changed elsewhere" in e.value for e in at.error)
    now = service.load_game(led, game.id)
    assert [r.points for r in now.rounds] == [(10, 8), (7, 7)]  # browser 2's round stands, nothing overwritten
    # nothing more can be recorded from this browser until it reloads
    assert at.button(key=f"ledger:typed:{game.token}").disabled
    ok(at.run())
    assert any("changed elsewhere" in e.value for e in at.error)
    ok(at.button(key="ledger:reload").click().run())
    assert not at.error
    typed(at, now, [1, 2])
    ok(at.button(key=f"ledger:typed:{game.token}").click().run())
    assert [r.points for r in service.load_game(led, game.id).rounds] == [(10, 8), (7, 7), (1, 2)]


def test_a_change_elsewhere_shows_up_on_the_next_rerun(led):
    game = service.start_game(led, {"game": "azul", "players": ["A", "B"]})
    at = ok(app("games", query={"t": game.token}).run())
    service.record_round(led, game.id, game.version, azul_round(A=4, B=5))
    ok(at.run())
    assert any("changed in another session" in i.value for i in at.info)
    assert list(at.dataframe[0].value.loc["Round 1"]) == [4, 5]


def test_a_refresh_comes_back_to_the_same_game_with_everything_saved(led):
    game = play(led, "azul", ["A", "B"], [azul_round(A=4, B=5)])
    fresh = ok(app("games", query={"t": game.token}).run())  # a new browser session: nothing in its state
    assert fresh.selectbox(key="ledger:pick").value == game.token
    assert list(fresh.dataframe[0].value.loc["Round 1"]) == [4, 5]


def test_correct_an_earlier_round_from_the_page_and_see_it_in_the_log(led):
    game = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=10, Kemal=8), alhambra_round(Ayşe=1, Kemal=2)])
    at = ok(app("games", query={"t": game.token}).run())
    at.text_input(key="ledger:actor").set_value("Zeynep")
    at.selectbox(key=f"ledger:fix:{game.token}:2:round").set_value(1).run()
    at.number_input(key=f"ledger:fix:{game.token}:{game.version}:1:points:0").set_value(12)
    ok(at.button(key=f"ledger:fix:{game.token}:save").click().run())
    game = service.load_game(led, game.id)
    assert game.rounds[0].points == (12, 8)
    log = at.dataframe[-1].value
    assert log.iloc[-1]["Who"] == "Zeynep" and "Ayşe points 10 → 12" in log.iloc[-1]["What"]


def test_player_names_are_escaped_never_markdown_or_html(led):
    game = service.start_game(led, {"game": "azul", "players": ["**Bold** <img src=x onerror=alert(1)>", "[a](b)"]})
    at = ok(app("games", query={"t": game.token}).run())
    text = all_text(at)
    assert not re.search(r"(?<!\\)<img", text)  # every < reaches Markdown escaped
    assert not re.search(r"(?<!\\)\*\*Bold", text) and "[a](b)" not in text
    assert "\\*\\*Bold\\*\\* \\<img" in text and "\\[a\\]\\(b\\)" in text


@pytest.mark.parametrize("lang", ["tr", "es", "ja"])
def test_games_page_speaks_every_language(led, lang):
    game = play(led, "azul", ["A", "B"], [azul_round(A=4, B=5)])
    at = ok(app("games", lang=lang, query={"t": game.token}).run())
    assert "ledger." not in all_text(at)
    assert "ledger." not in " ".join(b.label for b in at.button)


@pytest.mark.parametrize(("lang", "kind", "first", "avoided"), [
    ("tr", "alhambra", "1. puanlama", r"\btur(?!uncu)"), ("ja", "alhambra", "1回目", "ラウンド"),
    ("tr", "azul", "1. tur", "puanlama"), ("ja", "azul", "第1ラウンド", "得点計算")])
def test_the_games_page_names_a_round_in_the_games_own_word(led, lang, kind, first, avoided):
    """An Alhambra round is a scoring (as on its scoring page), an Azul round a round: table, form, log."""
    rnd = alhambra_round(A=4, B=5) if kind == "alhambra" else azul_round(A=4, B=5)
    game = play(led, kind, ["A", "B"], [rnd])
    at = ok(app("games", lang=lang, query={"t": game.token}).run())
    assert first in list(at.dataframe[0].value.index)
    shown = [all_text(at), *(b.label for b in at.button), *(e.label for e in at.expander),
             *(s.label for s in at.selectbox), at.dataframe[0].value.index.name,
             *(str(v) for df in at.dataframe for v in df.value.to_numpy().ravel())]
    assert [s for s in shown if re.search(avoided, str(s))] == []


def test_no_database_is_a_message_not_a_traceback(tmp_path, monkeypatch):
    monkeypatch.setenv(db.URL_ENV, "postgresql+psycopg://nobody:secret@127.0.0.1:1/none?connect_timeout=2")
    at = ok(app("games").run())
    assert any("cannot be opened" in e.value for e in at.error)
    assert "secret" not in all_text(at)


# --- the history page -------------------------------------------------------------------------------------------


def test_history_lists_games_statistics_and_offers_the_exports(led):
    one = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=10, Kemal=10)] * 3)
    two = play(led, "azul", ["Ayşe", "美咲"], [azul_round(Ayşe=4, 美咲=5)])
    at = ok(app("history", known_tables__tokens=[one.token, two.token]).run())
    games = at.dataframe[0].value
    assert len(games) == 2 and set(games["State"]) == {"finished", "after round 1"}
    stats = at.dataframe[1].value
    assert list(stats["Player"]) == ["Ayşe", "Kemal"] and list(stats["Wins"]) == [1, 1]  # a shared win
    assert len(at.get("download_button")) == 3  # games CSV, statistics CSV, BG Stats
    at.radio(key="history:show").set_value("playing").run()
    assert len(at.dataframe[0].value) == 1


def test_history_when_this_browser_has_no_game(led):
    at = ok(app("history").run())
    assert any("This browser has no game yet" in i.value for i in at.info)


@pytest.mark.parametrize("lang", ["tr", "es", "ja"])
def test_history_page_speaks_every_language(led, lang):
    game = play(led, "alhambra", ["A", "B"], [alhambra_round(A=1, B=2)] * 3)
    at = ok(app("history", lang=lang, known_tables__tokens=[game.token]).run())
    assert "ledger." not in all_text(at)


def test_the_correction_form_preselects_the_latest_round_also_after_recording_another(led):
    game = play(led, "alhambra", ["Ayşe", "Kemal"], [alhambra_round(Ayşe=10, Kemal=8)])
    at = ok(app("games", query={"t": game.token}).run())
    assert next(s for s in at.selectbox if s.label == "Scoring round").value == 1  # the only round
    typed(at, game, [3, 4])
    ok(at.button(key=f"ledger:typed:{game.token}").click().run())
    assert service.load_game(led, game.id).rounds[-1].number == 2
    # the form now offers round 2 first: the round just recorded is the one most likely mistyped
    assert next(s for s in at.selectbox if s.label == "Scoring round").value == 2


def test_a_hebrew_players_name_in_the_game_picker_does_not_swallow_the_date_after_it(led):
    # The picker's label is plain text: the name is wrapped in bidi isolates (ui.safe_text.isolated) so the
    # browser keeps "· 2026-11-30 09:31" after it instead of pulling it into the right-to-left run.
    game = service.start_game(led, {"game": "alhambra", "players": ["Ana", "דוד"], "variant": "base"})
    at = app("games", known_tables__tokens=[game.token]).run()
    assert not at.exception
    labels = at.selectbox(key="ledger:pick").options  # as shown
    assert any("Ana, \u2068דוד\u2069 · " in label for label in labels)


def test_a_hidden_character_in_a_new_games_name_is_named_by_its_code_and_no_old_name_is_promised(led):
    # The refusal said "The old name is kept." on the new-game form (there is none) and named the character
    # by its English Unicode name ("RIGHT-TO-LEFT OVERRIDE") on every page.
    at = app("games", lang="es").run()
    at.text_input(key="ledger:new:alhambra:name:0").set_value("Zeynep\u202e")
    ok(at.button(key="ledger:new:start").click().run())
    errors = util.shown(at, "error")
    assert any("U+202E" in e and "posición 7" in e for e in errors), errors
    assert not any("anterior" in e or "RIGHT-TO-LEFT" in e for e in errors), errors
    assert service.list_games(led) == []


@pytest.mark.parametrize("players, enabled", [(2, True), (3, True), (4, False)])
def test_the_dirk_checkbox_follows_the_registrations_seats_for_dirk(led, monkeypatch, players, enabled):
    """Who may tick Dirk is the registration's `seats("dirk")` (assistant/games.GameInfo), not a count the page
    writes itself: with Dirk's seats widened to 2-3 here, a three-player table may tick it, a four-player one not."""
    from assistant import registry
    from assistant.games import Players

    game = registry.get("alhambra")
    info = game.info.model_copy(update={"variant_players": {"dirk": Players(min=2, max=3)}})
    monkeypatch.setattr(type(game), "info", property(lambda self: info))
    at = ok(app("games").run())
    at.number_input(key="ledger:new:alhambra:count").set_value(players).run()
    assert at.checkbox(key="ledger:new:dirk").disabled is (not enabled)


def test_the_dirk_checkbox_is_offered_to_two_players_only_as_the_box_says(led):
    at = ok(app("games").run())
    for players, enabled in ((2, True), (3, False), (6, False)):
        at.number_input(key="ledger:new:alhambra:count").set_value(players).run()
        assert at.checkbox(key="ledger:new:dirk").disabled is (not enabled), players
