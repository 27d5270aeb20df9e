"""alhambra.scoring.ties: a tie told only by equal counts, with no word for a tie ("I have 4, Sam has 4"), is the
tie rule's question, ahead of the majority entry whose wording ("how many points do we get", "nobody else has
any") the question shares. Session 8: equal counts are a situation (concepts.yaml `situation: true`) and lead."""

import pytest

from assistant import api
from assistant.rules import concepts

TIES = [
    ("en", "last scoring: towers, I have 3, Priya has 3, Tom has 1. what does everyone get?"),
    ("en", "first scoring, arcades me 2 and Kai 2 and nobody else has any. points?"),
    ("tr", "ucuncu puanlamada Ece ile benim 3er kule var, baska kimsede yok. kac puan aliyoruz"),
    ("tr", "ilk puanlamada ikimizde de 2 kosk var. kac puan"),
    ("es", "segunda puntuacion, torres yo 3 y Lucia 3, nadie mas tiene. cuanto nos toca"),
    ("es", "ultima puntuacion de jardines: yo 4, Pablo 4, Marta 1. cuantos puntos para cada uno"),
    ("ja", "2回目の得点計算の塔、私3枚、ハルト3枚。何点ずつ？"),
    ("ja", "最終決算の庭園、私4枚、サクラ4枚、ケン1枚。それぞれ何点？"),
]


@pytest.mark.parametrize(("lang", "question"), TIES)
def test_equal_counts_are_the_majority_tie_rule(lang, question) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert out["answers"][0]["rule"] == "alhambra.scoring.ties"


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "I have 3 tiles on row 2 and 3 on row 3, is that ok?"),
    ("es", "puedo coger un 1, otro 1 y un 3 del dinero?"),
    ("tr", "oyun bitti Selin ile ayni puandayiz, ikimizin de 2 tam satiri var. kim kazandi"),
    ("ja", "3段目に赤2枚、青2枚を置ける？"),
])
def test_counts_of_rows_cards_or_colours_are_no_building_tie(lang, question) -> None:
    assert "majority-tie" not in concepts.concepts_in(question, lang)
