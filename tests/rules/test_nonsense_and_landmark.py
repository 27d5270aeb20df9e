"""Out of scope means out of scope (issue 12, item 3): word salad that shares the games' words, the Alhambra
palace of Granada, everyday DIY/school/tourism talk, Turkish case endings on another game's name, and a Spanish
invented title with lowercase connectors. Each is paired with in-scope questions that look alike, so a test
fails both when the refusal is lost and when it spreads to real rule questions. None of these questions is in
a question set."""

from __future__ import annotations

import pytest

from assistant.rules import answer
from assistant.rules.nonsense import word_salad
from assistant.rules.scope import everyday, other_game


@pytest.mark.parametrize("question, lang", [
    ("garden lamp wednesday cucumber tower", "en"),  # two words no rule uses, nothing asked
    ("points points wall wall tile", "en"),  # the same words again and again
    ("bahçe lamba çarşamba salatalık kule", "tr"),
    ("jardín lámpara miércoles pepino torre", "es"),
    ("庭 ランプ 水曜日 きゅうり 塔", "ja"),
])
def test_word_salad_with_game_words_is_refused(question: str, lang: str) -> None:
    assert word_salad(question, lang)
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question, lang", [
    ("floor penalties", "en"),  # a keyword search, however short
    ("tower points round 2 tie", "en"),
    ("azul end game bonus columns", "en"),
    ("kule puanı ikinci değerlendirme eşitlik", "tr"),  # suffixed forms of rule words are rule words
    ("azulda kaç karo var her renkten kaçar tane", "tr"),  # "kaçar" asks
    ("puntos torre segunda puntuación empate", "es"),
    ("床 減点 何点", "ja"),
])
def test_keyword_queries_are_not_word_salad(question: str, lang: str) -> None:
    assert not word_salad(question, lang)
    assert answer.ask(question)["answers"]


@pytest.mark.parametrize("question, lang", [
    ("how much are tickets for the Alhambra palace?", "en"),  # the game's name does not keep it in scope
    ("Elhamra Sarayı kaçta açılıyor?", "tr"),
    ("¿cuánto cuesta visitar la Alhambra de Granada?", "es"),
    ("アルハンブラ宮殿の見学は予約が必要ですか？", "ja"),
    ("how do I clean the grout between bathroom tiles", "en"),
    ("yatak odası için hangi boya iyi olur", "tr"),
    ("¿qué pintura va bien para un dormitorio?", "es"),
    ("宿題を手伝ってくれますか？", "ja"),
])
def test_the_palace_and_everyday_talk_are_refused(question: str, lang: str) -> None:
    assert everyday(question, lang)
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question, rule", [
    ("in alhambra, how many points does the longest wall give?", "alhambra.scoring.wall"),
    ("en la alhambra, ¿se puede pagar con dos monedas distintas?", "alhambra.buy.currency"),
])
def test_the_game_alhambra_is_still_answered(question: str, rule: str) -> None:
    ids = [a["rule"] for a in answer.ask(question)["answers"]]
    assert ids and rule in ids[:3]


@pytest.mark.parametrize("question, game", [
    ("okeyde çifte gitmek kaç puan", "Okey"),  # Turkish locative ending on the name
    ("rummikubda perler nasıl açılır", "Rummikub"),
    ("Catan'da liman nasıl kullanılır", "Catan"),
])
def test_another_games_name_with_a_turkish_ending_is_refused(question: str, game: str) -> None:
    assert other_game(question, "tr") == game
    assert answer.ask(question)["answers"] == []


def test_a_rule_word_with_a_turkish_ending_is_no_other_game() -> None:
    assert other_game("kulede kaç puan var", "tr") is None
    assert other_game("alhambrada duvar puanı", "tr") is None


def test_a_spanish_invented_title_with_lowercase_connectors_is_refused() -> None:
    question = "¿en La Fortaleza de los Zafiros los muros puntúan doble?"
    assert other_game(question, "es") == "La Fortaleza de los Zafiros"
    assert answer.ask(question)["answers"] == []
    assert other_game("¿En La Ronda 2 quién gana?", "es") is None  # capitalised rule words are no title
