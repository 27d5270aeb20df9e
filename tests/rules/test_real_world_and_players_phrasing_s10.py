"""Session 10: a question about the real world (real money and exchange rates, real buildings and their prices,
the weather at the Alhambra), about the pieces as physical things (what they are made of, their weight) or about
a person's body or traits (Dirk's eyes, whether he is nice) is refused with its reason, in the question's
language; a short question in the players' own phrasing ("my go", "cuando me toca", "sıram gelince",
"ふたりとも同じ") is read as the rules write it and answered; a list of tiles inside a sentence is no chant."""

from __future__ import annotations

import pytest

from assistant.rules import answer, spelling
from assistant.rules.nonsense import off_subject


@pytest.mark.parametrize("question, lang", [
    ("dirhem ile florin arasindaki kur bugun ne kadar", "tr"),
    ("cuanto cuesta de verdad construir un pabellon como los de la alhambra, en euros", "es"),
    ("de que color tiene los ojos Dirk?", "es"),
    ("what colour are Dirk's eyes?", "en"),
    ("Dirk'in gozleri ne renk", "tr"),
    ("ディルクの目の色は?", "ja"),
    ("is Dirk a nice guy?", "en"),
    ("¿Dirk es simpático o antipático?", "es"),
    ("what's the weather like at the alhambra today", "en"),
    ("alhambrada bugun hava nasil", "tr"),
    ("アルハンブラの天気は?", "ja"),
    ("what are the money cards made of?", "en"),
    ("para kartlari neden yapilmis", "tr"),
    ("de que material son las cartas de dinero?", "es"),
    ("お金カードの素材は?", "ja"),
    ("ディルハムは日本円でいくら?", "ja"),
    ("how much does a real pavilion cost to build", "en"),
    ("gercek bir kule insa etmek kac lira tutar", "tr"),
    ("ディルクは優しい?", "ja"),
])
def test_real_world_bodies_traits_and_materials_are_refused_with_their_reason(question: str, lang: str) -> None:
    out = answer.ask(question)
    assert out["answers"] == [], question
    assert out["lang"] == lang
    assert out.get("off_topic") and out.get("reason"), out.get("message")
    assert out["reason"].lower() in question.lower() or out["reason"] in question


@pytest.mark.parametrize("question, rule", [
    ("wat can i do on my go", "alhambra.turn.actions"),
    ("¿qué puedo hacer cuando me toca? no me acuerdo", "alhambra.turn.actions"),
    ("siram gelince ne yapabilirim", "alhambra.turn.actions"),
    ("最終得点がふたりとも同じだったらどうなる?", "alhambra.end.winner"),
])
def test_a_short_question_in_the_players_phrasing_is_answered(question: str, rule: str) -> None:
    out = answer.ask(question)
    assert out["answers"], out.get("message")
    assert out["answers"][0]["rule"] == rule


@pytest.mark.parametrize("typed, lang, written", [
    ("what can I do on my go", "en", "on my turn"),
    ("q hago cuando me toca", "es", "en mi turno"),
    ("sıram gelince ne yapılır", "tr", "siramda"),
    ("得点がふたりとも同じなら", "ja", "二人とも同点"),
])
def test_players_phrasings_are_read_as_the_rules_write_them(typed: str, lang: str, written: str) -> None:
    assert written in spelling.corrected(typed, lang)


def test_a_list_of_tiles_inside_a_sentence_is_no_chant() -> None:
    question = ("Before tiling I had 20. I placed one tile that scored 3, and my floor line shows red, red, red, "
                "white and the first player marker. What's my score at the end of the round?")
    assert not off_subject(question, "en")
    assert answer.ask(question)["answers"]
    assert off_subject("muro muro muro muro", "es")


def test_tiling_the_wall_in_spanish_is_no_everyday_tiling() -> None:
    out = answer.ask("mi linea 2 esta completa de rojos. al alicatar, cuantos van a la tapa de la caja?")
    assert out["answers"] and out["answers"][0]["game"] == "azul"
    assert answer.ask("quiero alicatar la cocina, que azulejos compro?")["answers"] == []
