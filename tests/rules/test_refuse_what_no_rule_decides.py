"""Refuse what no rule decides (issue 20, item 4): nonsense made of rule words (the factories' wages, scrubbing the
floor penalty off, microwaving the first-player marker, Dirk's phone number, the dirham-yen exchange rate) is
refused with its reason, in the question's language, other games named as that language names them. Each
refusal is paired with a look-alike rule question that must stay answered. None of these is in a question set."""

from __future__ import annotations

import pytest

from assistant.rules import answer
from assistant.rules.scope import everyday, name_in_language

NONSENSE = [
    ("can I microwave the first-player marker?", "en", "microwave"),
    ("what is Dirk's phone number?", "en", "phone number"),
    ("how much does a factory pay in taxes?", "en", "taxes"),
    ("what's the dirham to yen exchange rate?", "en", "yen"),
    ("fabrikalardaki işçilerin maaşı ne kadar?", "tr", "işçilerin"),
    ("Dirk'in telefon numarası ne?", "tr", "telefon numarası"),
    ("¿se puede meter el marcador de jugador inicial en el microondas?", "es", "microondas"),
    ("¿cuál es el número de teléfono de Dirk?", "es", "número de teléfono"),
    ("¿a cuánto está el cambio de dírham a yen?", "es", "yen"),
    ("床ラインの減点を雑巾で拭き取れる？", "ja", "雑巾"),
    ("スタートプレイヤーマーカーを電子レンジで温めてもいい？", "ja", "電子レンジ"),
    ("ディルハムと円の為替レートは？", "ja", "為替"),
    ("what colour is Dirk's hair?", "en", "hair"),
    ("binalarımı internette satabilir miyim?", "tr", "internette"),
    ("¿puedo pagar el edificio con tarjeta de crédito?", "es", "tarjeta de crédito"),
    ("噴水の重さは何キロ？", "ja", "重さ"),
]


@pytest.mark.parametrize("question, lang, word", NONSENSE)
def test_nonsense_made_of_rule_words_is_refused_with_its_reason_in_its_language(question: str, lang: str,
                                                                               word: str) -> None:
    out = answer.ask(question)
    assert out["answers"] == [] and out["off_topic"] is True and out["lang"] == lang
    assert out["reason"] == word
    assert out["message"] == answer.message("off_topic_word", lang, word=word)


@pytest.mark.parametrize("question, rule", [
    ("what happens to the first-player marker at the end of the round?", "azul.offer.first-player-marker"),
    ("does Dirk get money cards in the two-player game?", "alhambra.variant.two-player"),
    ("how many tiles does each factory get?", None),  # answered (the setup or the factory offer)
    ("is there an exchange rate between the currencies, can I pay dinar for a ducat price?", "alhambra.buy.currency"),
    ("Dirk'in kaç binası var, puan alır mı?", "alhambra.variant.two-player"),
    ("¿se pueden cambiar dírhams por ducados?", "alhambra.buy.currency"),
    ("スタートプレイヤーマーカーは床ラインに置くの？", "azul.offer.first-player-marker"),
    ("can I get rid of my floor penalty somehow?", "azul.floor.penalties"),
    ("I paid 9 for an 8 tile, do I get another turn?", None),
    ("how heavy is the floor line penalty with 7 tiles?", "azul.floor.penalties"),
    ("does Dirk take part in the final scoring?", "alhambra.variant.two-player"),
    ("¿cuánto vale una torre en la segunda puntuación?", "alhambra.scoring.table"),
])
def test_look_alike_rule_questions_stay_answered(question: str, rule: str | None) -> None:
    got = [a["rule"] for a in answer.ask(question)["answers"]]
    assert got, question
    assert rule is None or rule in got[:3], got


def test_an_absurd_words_own_letters_are_no_concept_of_the_question() -> None:
    # 拭き取れる (to wipe off) holds 取れ (taking): the question is floor + penalty, two concepts, so refused
    assert everyday("床ラインの減点を雑巾で拭き取れる？", "ja") == "雑巾"


@pytest.mark.parametrize("question, lang, name", [
    ("tavlada zar atınca çift gelirse ne olur?", "tr", "tavla"),
    ("Satrançta rok nasıl yapılır?", "tr", "satranç"),
    ("¿Cómo se enroca en ajedrez?", "es", "ajedrez"),
    ("麻雀で役満は何点？", "ja", "麻雀"),
    ("宝石の煌きでチップは何枚まで持てる？", "ja", "宝石の煌き"),
])
def test_another_game_is_named_as_the_questions_language_names_it(question: str, lang: str, name: str) -> None:
    out = answer.ask(question)
    assert out["answers"] == [] and out["lang"] == lang
    assert out["out_of_scope_name"] == name
    assert out["message"] == answer.message("other_game", lang, game=name)
    assert "backgammon" not in out["message"] and "Mahjong" not in out["message"] and "chess" not in out["message"]


def test_a_japanese_answer_names_a_game_written_in_latin_letters_by_its_japanese_name_when_not_matched() -> None:
    assert name_in_language("Mahjong", "what is this?", "ja") == "麻雀"
    assert name_in_language("Mahjong", "what is this?", "en") == "Mahjong"
