"""Issue 12, second wave: everyday talk is refused, a question naming no game concept needs more confidence,
greetings tell their language, crossing concept matches are both kept, the tie of a building count is the tie
rule, and the app's warm-up leaves no lazy work to the first question. The questions here are new, in none of
the question sets."""

from __future__ import annotations

import pytest

from assistant.rules import answer, concepts
from assistant.rules.langdetect import detect
from assistant.rules.scope import everyday


@pytest.mark.parametrize("question, lang", [
    ("which restaurant near here is open late?", "en"),
    ("Yarın hava durumu nasıl olacak?", "tr"),
    ("¿A qué hora sale el último tren?", "es"),
    ("雨は夕方には止みますか？", "ja"),
])
def test_everyday_talk_is_refused_in_every_language(question: str, lang: str) -> None:
    out = answer.ask(question)
    assert out["lang"] == lang
    assert out["answers"] == [] and "out_of_scope" not in out


def test_naming_our_game_keeps_an_everyday_word_in_scope() -> None:
    assert everyday("where is the train station?", "en") == "train station"
    assert everyday("Azul at the train station: who starts?", "en") is None


@pytest.mark.parametrize("question", ["good evening!", "thanks a lot", "Selamlar", "Buenas tardes", "おはよう"])
def test_a_question_with_no_game_concept_and_no_close_rule_is_refused(question: str) -> None:
    assert answer.ask(question)["answers"] == []


def test_a_concept_free_question_that_names_our_game_is_still_answered() -> None:
    assert answer.ask("¿De qué trata Alhambra?")["answers"]


@pytest.mark.parametrize("greeting, lang", [("Merhaba", "tr"), ("Hola", "es"), ("hello", "en"), ("Günaydın", "tr")])
def test_greetings_tell_their_language(greeting: str, lang: str) -> None:
    assert detect(greeting, default="ja") == lang


def test_two_concepts_whose_words_cross_are_both_kept() -> None:
    found = concepts.concepts_in("¿Puedo coger cartas de dinero de cualquier color?", "es")  # coger [cartas] de dinero
    assert "take-money" in found and "money" in found


@pytest.mark.parametrize("question", [
    "同じ数の建物で並んだら得点はどう分けますか？",  # the examples
    "建物の数が同じプレイヤーがいる場合、得点はどうなりますか？",
    "タワーの数が同点のとき、得点はどう分けますか？",
])
def test_a_tie_on_a_building_count_gets_the_tie_rule_in_japanese(question: str) -> None:
    assert answer.ask(question)["answers"][0]["rule"] == "alhambra.scoring.ties"


def test_a_building_count_tie_is_also_a_tie_and_a_building() -> None:
    found = concepts.concepts_in("we tied on towers in the last scoring", "en")
    assert {"majority-tie", "tie", "building"} <= set(found)


def test_warm_up_builds_everything_the_first_question_needs() -> None:
    answer.exclusive_words.cache_clear()
    concepts.matcher.cache_clear()
    concepts._found.cache_clear()  # the spans of questions read before, which would spare the matchers
    answer.warm()
    assert answer.ready()
    assert answer.exclusive_words.cache_info().currsize == 4
    assert concepts.matcher.cache_info().currsize == 4
