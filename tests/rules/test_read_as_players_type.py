"""Read as players type (issue 20, item 3): Turkish without ç ğ ı ö ş ü, Spanish without accents, Japanese typed in
hiragana where the rules write kanji, one-letter slips, ties told by places or equal counts. Each is checked
against the proper spelling: both must reach the same rule. None of these questions is in a question set."""

from __future__ import annotations

import pytest

from assistant.rules import answer
from assistant.rules.spelling import corrected, correction


def top(question: str) -> str | None:
    got = answer.ask(question)["answers"]
    return got[0]["rule"] if got else None


@pytest.mark.parametrize("typed, proper", [
    ("zemin hattinda 4 karo var kac puan kaybederim", "zemin hattında 4 karo var kaç puan kaybederim"),
    ("tam para odersem bir daha oynayabilir miyim", "tam para ödersem bir daha oynayabilir miyim"),
    ("puanim sifirin altina duser mi", "puanım sıfırın altına düşer mi"),
    ("cuantos puntos pierdo por la linea de suelo", "cuántos puntos pierdo por la línea de suelo"),
    ("si pago de mas me devuelven el cambio", "si pago de más me devuelven el cambio"),
])
def test_without_its_letters_a_question_reaches_the_rule_its_proper_spelling_does(typed: str, proper: str) -> None:
    assert top(typed) is not None and top(typed) == top(proper)


@pytest.mark.parametrize("typed, written, rule", [
    ("ゆかに4まいあると何点へる？", "床に4枚あると何点へる？", "azul.floor.penalties"),
    ("おかねカードは何枚までとれる？", "お金カードは何枚まで取れる？", "alhambra.money.take"),
    ("たてものを回転して置いてもいい？", "建物を回転して置いてもいい？", "alhambra.build.orientation"),
    ("ふくろが空になったら？", "袋が空になったら？", "azul.round.next"),
])
def test_japanese_typed_in_hiragana_is_read_as_the_rules_write_it(typed: str, written: str, rule: str) -> None:
    assert corrected(typed, "ja") == written
    assert top(typed) == rule


@pytest.mark.parametrize("typed, word", [("piont", "point"), ("bulding", "building"), ("chnage", "change"),
                                         ("firts", "first")])
def test_a_one_letter_slip_of_a_rule_word_is_read_as_that_word(typed: str, word: str) -> None:
    assert correction(typed, "en") == word


@pytest.mark.parametrize("word, lang", [
    ("sueldo", "es"),  # wage: one letter more than suelo (floor), a word of its own
    ("math", "en"),  # four letters: too many neighbours (match)
    ("banco", "es"),
    ("routes", "en"),  # no concept word within one slip
    ("points", "en"),  # known
])
def test_a_word_of_its_own_is_not_corrected_into_a_rule_word(word: str, lang: str) -> None:
    assert correction(word, lang) is None


@pytest.mark.parametrize("question, rule", [
    ("do I get chnage if I overpay?", "alhambra.buy.no-change"),
    ("can I rotate a bulding when I place it?", "alhambra.build.orientation"),
    ("¿cuántas fábricas hay con tres jugadroes?", "azul.setup"),
])
def test_a_question_with_a_slip_is_answered_as_if_typed_right(question: str, rule: str) -> None:
    assert top(question) == rule


@pytest.mark.parametrize("question", [
    "two of us came first on gardens, one third, how are the points split?",
    "we both have 3 pavilions in the second scoring, who gets what?",
    "ikimizin de 3 kulesi var, puanları nasıl alıyoruz?",
    "los dos tenemos 2 serrallos, ¿cómo se reparten los puntos?",
    "塔の数が2人とも3枚で1位タイ、点はどうなる？",
    "two of us first, one third on towers: points?",
    "me and Ana both have 4 towers, the most. what do we score?",  # "the most" is the tie's, not the majority's
    "I have 3 gardens and so does Tom, who gets first place points?",
    "iki kişi birinci, biri üçüncü, kuleler için puan?",  # "iki kişi" is no two-player game here
    "ikimizde 3 kule var",
    "dos primeros y uno tercero en jardines, ¿puntos?",
    "yo tengo 3 torres y Juan también, ¿cómo se puntúa?",
    "2人が1位、1人が3位のときの得点は？",
    "私も彼も塔が3枚、どうなる？",
])
def test_a_tie_told_by_places_or_equal_counts_goes_to_the_tie_rule(question: str) -> None:
    assert top(question) == "alhambra.scoring.ties"


@pytest.mark.parametrize("question", [
    "alhambrada oyunun bittigi an ne oluyor",  # -tigi: a participle typed without its ğ
    "azulun sonunda kim kazanir",
    "oyunun bitti dedigi an hangisi",
])
def test_turkish_typed_without_its_letters_is_read_as_turkish(question: str) -> None:
    out = answer.ask(question)
    assert out["lang"] == "tr" and out["answers"], out
