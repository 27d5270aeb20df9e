"""What no rule decides is refused with its reason in the question's language (issue 20, item 4): what is done to
the pieces as things (painting, washing, ironing, drinking the fountain), real money and sizes in real life, and
word lists with a word that no rule uses. Rule questions that look like nonsense (keyword searches, a typo, table
slang) stay answered: a false refusal is as bad as a wrong answer. None of these questions is in a question set."""

from __future__ import annotations

import pytest

from assistant.rules import answer


@pytest.mark.parametrize(
    "question, lang, reason",
    [
        ("can I paint the first player marker gold?", "en", "paint"),
        ("ilk oyuncu karosunu altına boyayabilir miyim?", "tr", "boyayabilir"),
        ("¿puedo pintar de dorado la ficha de jugador inicial?", "es", "pintar"),
        ("お金カードを洗ってもいい？", "ja", "洗っ"),
        ("can I iron the azul bag flat?", "en", "iron the"),
        ("para kartlarını yıkayabilir miyim?", "tr", "yıkayabilir"),
        ("¿se puede beber el agua de la fuente de la Alhambra?", "es", "beber"),
        ("塔のタイルは実際の高さだと何メートル？", "ja", "実際の高さ"),
    ],
)
def test_what_is_done_to_the_pieces_as_things_is_refused_with_its_word(question: str, lang: str, reason: str) -> None:
    out = answer.ask(question)
    assert out["answers"] == []
    assert out["lang"] == lang
    assert out["reason"] == reason
    assert reason in out["message"]


@pytest.mark.parametrize(
    "question, lang",
    [
        ("can I sell my pavilion tiles for real money?", "en"),  # a tile is no subject of its own
        ("pavyon karolarımı gerçek parayla satabilir miyim?", "tr"),
        ("¿puedo vender mis losetas de pabellón por dinero de verdad?", "es"),
        ("別棟のタイルを本物のお金で売れる？", "ja"),
    ],
)
def test_real_money_for_the_games_pieces_is_refused(question: str, lang: str) -> None:
    out = answer.ask(question)
    assert out["answers"] == []
    assert out["lang"] == lang


@pytest.mark.parametrize(
    "question",
    [
        "kiwi tower garden seven",
        "kivi kule bahçe yedi",
        "kiwi torre jardín siete",
        "asdf tile tile",
    ],
)
def test_a_word_list_with_a_word_no_rule_uses_is_salad(question: str) -> None:
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize(
    "question, rule",
    [
        ("floor penalty tiles seven", "azul.floor.penalties"),  # a keyword search: every word a rule word
        ("zemin cezası kaç puan", "azul.floor.penalties"),
        ("床 減点 何点", "azul.floor.penalties"),
        ("fountian wall points round", None),  # a typo of a rule word is no unknown word
        ("para destesi bitti napıcaz", "alhambra.money.deck-empty"),  # "napıcaz": ne yapacağız, typed in a hurry
        ("whoever takes from the middle first eats a -1, right?", "azul.offer.first-player-marker"),  # slang
    ],
)
def test_rule_questions_that_look_like_nonsense_are_answered(question: str, rule: str | None) -> None:
    answers = answer.ask(question)["answers"]
    assert answers
    if rule is not None:
        assert answers[0]["rule"] == rule


def test_code_before_a_comment_is_refused() -> None:
    assert answer.ask("print(score) # why is this zero")["answers"] == []
