"""Refused: nonsense made of the games' own words that asks about the real world (a real tower's cost, jobs at the
factories, a year of building, today's exchange rate, opening hours), with its reason and heading in the
question's language (issue 20 items 3-4; session 8: data/lexicon/other_games.yaml `absurd`)."""

import pytest

from assistant import api

NONSENSE = [
    ("en", "what would a real fountain like the one on my start tile cost to build?", "Not a rule question."),
    ("en", "are the azul factories hiring, can I apply for a job there?", "Not a rule question."),
    ("tr", "azuldeki fabrikalar hangi sehirde, orada is basvurusu yapilir mi", "Bir kural sorusu değil."),
    ("tr", "bugun 10 dirhem kac lira eder", "Bir kural sorusu değil."),
    ("es", "en que ano se hizo la torre de verdad de la alhambra del juego?", "No es una pregunta de reglas."),
    ("es", "a como esta el cambio de dinares a euros?", "No es una pregunta de reglas."),
    ("ja", "工房で働くには何が必要？", "ルールについての質問ではありません。"),
    ("ja", "アズールの工房は何時に開く？", "ルールについての質問ではありません。"),
]


@pytest.mark.parametrize(("lang", "question", "heading"), NONSENSE)
def test_real_world_questions_in_game_words_are_refused_in_their_language(lang, question, heading) -> None:
    out = api.ask(question)
    assert out["answers"] == []
    assert out["lang"] == lang
    assert out["heading"] == heading
    assert out["reason"]
