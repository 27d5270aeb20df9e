"""Every registered game goes through every door (issue 17, ARCHITECTURE.md idea 7): the API, the command line,
the schema, the ledger, the words for its cells and every generic page in four languages, the toy game of
tests/toy_game.py (a row of coins, no pages, no cell words, one variant) registered beside the built-in games.
A game reaches all of them by its registration alone: none of these places lists a game.

The pages run through the router with AppTest, once per page and language (AppTest is slow), and the
per-game checks read those shared runs.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import jsonschema
import pytest
from streamlit.testing.v1 import AppTest

from assistant import __main__ as cli
from assistant import api, games, registry
from assistant.i18n import t
from assistant.ledger import db, exports, service
from assistant.paths import LANGS, ROOT
from tests.toy_game import GAME as TOY

GAMES = sorted({*registry.ids(), TOY.id})  # the built-in games found by looking, and the toy
PAGES = ("home", "table", "games", "history", "rules", "learn")  # the generic pages (the game pages are the games' own)
NAMES = ("Ana", "Ben", "Cem", "Dani", "Emi", "Fer")


@pytest.fixture(scope="module", autouse=True)
def toy() -> Iterator[None]:
    """The toy game registered for the whole module, and taken out again after it."""
    games.register(TOY)
    yield
    games.unregister(TOY.id)


def _play(led: db.Ledger, game: str, rounds: int | None = None) -> service.GameView:
    """A game of `game` at its smallest table, a round after another (points by seat and round; a complete
    row when the game counts them, unless it is to stay open) until it ends, or `rounds` of them."""
    facts = api.registration(game)
    players = list(NAMES[: facts.players.min])
    view = service.start_game(led, {"game": game, "players": players})
    for number in range(1, 30):
        if view.finished or (rounds is not None and number > rounds):
            break
        rows = (0 if rounds else 1) if facts.ledger.complete_rows else None  # a complete row ends a game
        scores = [{"name": n, "points": seat + number, "complete_rows": rows} for seat, n in enumerate(players)]
        view = service.record_round(led, view.id, view.version, {"scores": scores})
    return view


# --- the API, the command line, the schema ------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_table_size_sets_up_a_valid_position_that_scores_or_names_what_it_needs(game):
    """`setup` makes a position `check` finds nothing wrong with, at every table size the registration allows;
    `score` reports on it or refuses it with one PositionError line naming the field it needs."""
    seats = api.registration(game).players
    for n in range(seats.min, seats.max + 1):
        pos = api.setup(game, n, seed=n)
        assert pos["game"] == game and api.check(pos) == {"valid": True, "problems": []}, (game, n)
        try:
            report = api.score(pos)
        except api.PositionError as exc:
            assert str(exc).startswith("position: ") and "\n" not in str(exc)
        else:
            assert report["game"] == game


@pytest.mark.parametrize("game", GAMES)
def test_the_notation_round_trips_a_fresh_position(game):
    pos = api.setup(game, api.registration(game).players.max, seed=7)
    text = api.to_notation(pos)
    assert api.from_notation(text) == pos and api.to_notation(api.from_notation(text)) == text


@pytest.mark.parametrize("game", GAMES)
def test_the_facts_are_the_registrations(game):
    info, facts = api.registration(game), api.facts(game)
    assert info.id == game and set(info.names) == set(LANGS) and api.game_names("en")[game] == info.names["en"]
    assert facts["players"] == {"min": info.players.min, "max": info.players.max}
    assert (facts["variants"], facts["round_word"], facts["rounds"]) == (list(info.variants), info.round_word,
                                                                           info.rounds)
    assert facts["ledger"] == info.ledger.model_dump()


@pytest.mark.parametrize("game", GAMES)
def test_the_schema_of_every_part_holds_a_fresh_position(game):
    pos = api.setup(game, api.registration(game).players.min, seed=3)
    jsonschema.validate(pos, api.schema(game))
    names = [n for n in api.schema_names() if n == game or n.startswith(f"{game}-")]
    assert names[0] == game  # the position first, then the other parts (`<id>-move`)
    for name in names:  # each part a well-formed JSON Schema
        jsonschema.validators.validator_for(api.schema(name)).check_schema(api.schema(name))


@pytest.mark.parametrize("game", GAMES)
def test_the_command_line_checks_scores_writes_and_reads_the_notation_and_gives_the_schema(game, tmp_path, capsys):
    pos = api.setup(game, api.registration(game).players.min, seed=5)
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(pos, ensure_ascii=False), encoding="utf-8")
    assert cli.main(["check", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {"valid": True, "problems": []}
    assert cli.main(["score", str(path)]) in (0, cli.EXIT_UNREADABLE)  # Alhambra's needs the scoring round
    capsys.readouterr()
    assert cli.main(["notation", str(path)]) == 0
    text = json.loads(capsys.readouterr().out)
    text = text["notation"] if isinstance(text, dict) else text
    assert cli.main(["from-notation", text]) == 0
    assert json.loads(capsys.readouterr().out) == pos
    assert cli.main(["schema", game]) == 0
    assert json.loads(capsys.readouterr().out) == api.schema(game)


# --- the ledger ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_ledger_records_a_game_to_its_end_and_exports_it(game, tmp_path):
    led = db.open_ledger(f"sqlite+pysqlite:///{tmp_path / 'ledger.db'}")
    try:
        view = _play(led, game)
        assert view.finished and len(view.rounds) >= 1
        info = api.registration(game)
        doc = exports.bgstats_play(view)
        assert (doc["games"][0]["name"], doc["games"][0]["bggId"]) == (info.ledger.bgstats.name,
                                                                      info.ledger.bgstats.bgg_id)
        plays = exports.csv_bytes(exports.plays_frame([view])).decode("utf-8-sig")
        rows = [line.split(",") for line in plays.splitlines()[1:]]
        assert sorted((r[1], r[7]) for r in rows) == sorted((game, n) for n in view.players)  # a row per player
    finally:
        led.close()


# --- cell words ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_a_cell_is_said_in_the_games_own_words_never_another_games(game, lang):
    """A game's cells are said with the phrases its registration names (`cell_words`), or neutral words when
    it names none: never in another game's (a toy game's cell once lay "at the corner of the Alhambra")."""
    words = [api.cell_words(game, cell, lang) for cell in ((0, 0), (2, 1))]
    assert all(w and "{" not in w for w in words)
    others = {name for g in GAMES if g != game for name in api.registration(g).names.values()}
    assert not any(name.lower() in w.lower() for name in others for w in words), words
    if api.registration(game).cell_words is None:
        assert words == [api.message("place.cell", lang, column=1, row=1),
                         api.message("place.cell", lang, column=3, row=2)]


# --- the answerer -------------------------------------------------------------------------------------------


QUESTION = {"en": "How does {name} end?", "tr": "{name} nasıl biter?", "es": "¿Cómo termina {name}?",
            "ja": "{name}はどう終わりますか？"}


@pytest.mark.parametrize("game", GAMES)
def test_the_answerer_recognises_every_game_by_its_names(game):
    from assistant.rules.scope import games_named

    for lang, name in api.registration(game).names.items():
        question = QUESTION[lang].format(name=name)
        assert game in games_named(question, lang), question


# --- the generic pages --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def page_run(tmp_path_factory) -> Iterator[Callable[[str, str], AppTest]]:
    """The generic pages through the router, each run once per language and kept: a ledger holding a finished
    and an open game of every game, the toy's open game picked on Games played (its next round to be read
    from a board), and on Home a fresh position of every game in the session and a share link of the toy's."""
    path = tmp_path_factory.mktemp("conformance") / "ledger.db"
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv(db.URL_ENV, raising=False)
        patch.setenv(db.PATH_ENV, str(path))
        led = db.open_ledger(db.database_url())
        open_games = {}
        for g in GAMES:
            _play(led, g)  # a finished game, for the statistics and the BG Stats export
            open_games[g] = _play(led, g, rounds=1)
        tokens = [v.token for v in service.list_games(led)]
        led.close()
        runs: dict[tuple[str, str], AppTest] = {}

        def run(page: str, lang: str) -> AppTest:
            if (page, lang) not in runs:
                at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
                at.session_state["lang"] = lang
                for g in GAMES if page == "home" else ():
                    at.session_state[f"position:{g}"] = api.setup(g, api.registration(g).players.min, seed=1)
                if page == "home":  # opened from a share link of the toy's position, which has no board page
                    at.query_params["p"] = api.share_token(api.setup(TOY.id, 1))
                at.session_state["ledger:pick"] = open_games[TOY.id].token
                at.session_state[f"ledger:source:{open_games[TOY.id].token}"] = "board"  # its round from a board
                at.session_state["known_tables:tokens"] = tokens  # this browser's tables: every game's
                at.run()
                if page != "home":
                    at.switch_page(f"app_pages/{page}.py").run()
                runs[page, lang] = at
            return runs[page, lang]

        yield run


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_every_generic_page_opens_in_every_language_with_every_game_registered(page_run, page, lang):
    at = page_run(page, lang)
    assert not at.exception, at.exception
    assert [e.value for e in at.error] == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_home_has_a_section_for_a_game_with_pages_and_names_every_game_in_the_session(page_run, game, lang):
    at = page_run("home", lang)
    info, name = api.registration(game), api.game_names(lang)[game]
    assert any(name in c.value for c in at.caption), name  # "A Coins position is open in this session."
    labels = [link.label for link in at.page_link]
    assert all(t(p.title, lang) in labels for p in info.pages)
    headings = [m.value for m in at.markdown if m.value.startswith("#### ")]
    assert (f"#### {t(info.home, lang)}" in headings) == bool(info.pages and info.home)


@pytest.mark.parametrize("lang", LANGS)
def test_home_links_the_registered_pages_in_their_order_then_help_and_nothing_else(page_run, lang):
    """Nothing else: the toy's share link opened its position and says so, with no link to a board page it
    does not have (a game without one used to be sent to another game's board)."""
    at = page_run("home", lang)
    expected = [p.title for g in GAMES for p in api.registration(g).pages] + ["nav.rules", "nav.learn"]
    assert [link.label for link in at.page_link] == [t(key, lang) for key in expected]
    assert t("io.link_loaded", lang, game=api.game_names(lang)[TOY.id]) in [s.value for s in at.success]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_games_played_lists_every_games_open_game_and_shows_the_toys(page_run, game, lang):
    at = page_run("games", lang)
    name = api.game_names("en")[game]  # the ledger writes a game's English name in every language
    assert any(option.startswith(f"{name} · ") for option in at.selectbox(key="ledger:pick").options), name
    toy = api.game_names("en")[TOY.id]
    assert any(s.value.startswith(f"{toy} · ") for s in at.subheader)
    # the toy has no board page: the page says there is no board of it, and links no board page
    assert [i.value for i in at.info] == [t("ledger.board.none", lang, game=toy)]
    assert {link.label for link in at.page_link} <= {t("nav.history", lang)}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_history_lists_every_games_plays_and_statistics(page_run, game, lang):
    at = page_run("history", lang)
    name = api.game_names("en")[game]
    played, stats = at.dataframe[0].value, at.dataframe[1].value
    column = t("ledger.col.game", lang)
    assert any(str(v).startswith(f"{name} · ") for v in played[column]), name
    assert name in set(stats[column])


@pytest.mark.parametrize("game", GAMES)
def test_a_table_of_every_game_opens_on_the_table_page_with_its_boards_and_standings(game, tmp_path, monkeypatch):
    monkeypatch.delenv(db.URL_ENV, raising=False)
    monkeypatch.setenv(db.PATH_ENV, str(tmp_path / "ledger.db"))
    led = db.open_ledger(db.database_url())
    players = list(NAMES[:api.registration(game).players.min])
    token = api.table.create_table(led, {"game": game, "players": players}).token
    led.close()
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    at.run()
    at.switch_page("app_pages/table.py")
    at.query_params["t"] = token
    at.run()
    assert not at.exception, at.exception
    assert [e.value for e in at.error] == []
    assert t("table.standings", "en") in [s.value for s in at.subheader]
