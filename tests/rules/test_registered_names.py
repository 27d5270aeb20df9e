"""The answerer knows our games by their registration (names in four languages, aliases), not by patterns
written for two games: a game registered at run time (tests/toy_game.py, a row of coins) is recognised by its
names and aliases; what is particular about one name lives in data/lexicon/game_names.yaml."""

from __future__ import annotations

import pytest

from assistant import api, games, registry
from assistant.paths import LANGS
from assistant.rules import answer, knowledge, our_games, retrieval
from assistant.rules.scope import games_named, other_game
from tests.toy_game import GAME as COINS

NAMING_COINS = [
    ("How do I win at Coins?", "en"),
    ("how long may a coin row be?", "en"),  # an alias
    ("Madeni paralarda kim kazanır?", "tr"),  # a Turkish ending fastened to the name
    ("¿Quién gana en Monedas?", "es"),
    ("コインで勝つのは誰ですか？", "ja"),
]


@pytest.fixture
def coins():
    games.register(COINS)
    yield COINS
    games.unregister(COINS.id)


@pytest.mark.parametrize(("question", "lang"), NAMING_COINS)
def test_a_registered_game_is_recognised_by_its_names_and_aliases_in_four_languages(coins, question, lang):
    assert games_named(question, lang) == {"coins"}
    assert other_game(question, lang) is None  # one of ours: never refused as another game


@pytest.mark.parametrize(("question", "lang"), NAMING_COINS[:1] + NAMING_COINS[3:4])
def test_an_unregistered_game_is_no_game_of_ours(question, lang):
    """The recognisers follow the registry: without the toy game registered, its names name none of ours."""
    assert "coins" not in registry.ids()
    assert games_named(question, lang) == set()


def test_the_recognisers_are_rebuilt_when_the_registry_changes(coins):
    with_coins = our_games.current()
    assert "coins" in with_coins.by_lang["en"] and our_games.current() is with_coins  # compiled once
    games.unregister(COINS.id)
    assert "coins" not in our_games.current().by_lang["en"]
    games.register(COINS)
    assert our_games.current() is with_coins


def test_a_question_naming_the_toy_game_and_another_of_ours_is_open_to_both(coins):
    """Two of our games named (answer.py, as for Alhambra and Azul together): no one game is chosen, every
    game's entries are ranked, and no situation is decided (no one table)."""
    question = "In Coins and in Azul, when does the game end?"
    assert games_named(question, "en") == {"coins", "azul"}
    ranked, _, _ = answer.rank_scored(question, None, None)
    assert {r.split(".")[0] for r, _, _ in ranked} == set(knowledge.games())  # every game that has rules
    out = api.ask(question)
    assert out["answers"] and out["worked"] is None and "out_of_scope" not in out


def test_a_question_about_a_game_without_rules_finds_no_rule_and_is_not_refused_as_another_game(coins):
    for game in (None, "coins"):
        out = api.ask("In Coins, when does the game end?", game=game)
        assert out["answers"] == [] and "out_of_scope" not in out and not out.get("off_topic")


def test_a_game_registered_at_run_time_does_not_change_what_the_index_is_built_from(coins):
    """The index is kept on disk keyed by the data: the entries are cut of the names of the games they are about
    only, while a question is cut of every registered game's names."""
    text = "Coins and money cards in Alhambra"
    assert retrieval.analysed(text, "en") == retrieval.analysed(text.replace("Alhambra", ""), "en")
    assert "coin" in retrieval.analysed(text, "en")
    assert "coin" not in retrieval.analysed_question(text, "en")
    assert set(knowledge.games()) == set(registry.ids()) - {"coins"} and {"alhambra", "azul"} <= set(knowledge.games())


def test_what_is_particular_about_a_name_is_data_about_registered_games():
    """data/lexicon/game_names.yaml: every game a registered one, every key one our_games.py reads (or, for
    `language_endings`, langdetect.py)."""
    game_keys = {"inside_words", "shades", "concepts", "index_endings", *LANGS}
    lang_keys = {"endings", "as_written", "after", "before_colon", "clause_end", "language_endings"}
    for game, rules in our_games.particulars().items():
        assert game in registry.ids()
        assert set(rules) <= game_keys
        for lang in set(rules) & set(LANGS):
            assert set(rules[lang]) <= lang_keys
