"""Issue 20 item 5, "understood as": the concepts an answer shows are what its rule is about (curated for it, or
named in its title and one-line answer in every language), never an aside that only some languages' headings
mention: Azul's end bonuses are not "pattern lines", Azul's factory draft is not "one colour per line" (session 8)."""

import pytest

from assistant import api

CASES = [
    ("en", "game ended and my top row on the wall has all 5 tiles. what extra do I get for that row?",
     "azul.end.bonuses", "pattern-line"),
    ("tr", "fabrikada 2 kirmizi 1 mavi 1 sari var, kirmizilari alirsam digerleri nereye gider",
     "azul.offer.factory", "one-colour"),
    ("es", "en el centro de la mesa hay 3 rojos y 2 negros, puedo coger solo 1 rojo?",
     "azul.offer.centre", "one-colour"),
    ("ja", "場にある9のお金カードを1枚だけ取ってもいい？", "alhambra.money.take", "take"),
]


@pytest.mark.parametrize(("lang", "question", "rule", "aside"), CASES)
def test_understood_as_names_only_what_the_rule_is_about(lang, question, rule, aside) -> None:
    out = api.ask(question)
    assert out["answers"][0]["rule"] == rule
    shown = [c["id"] for c in out["concepts"]]
    assert shown and aside not in shown
