"""Situations told by their numbers, whatever shared words surround them (session 8):
alhambra.money.take: money cards named by value ("a card of 1 and another of 4", "paralardan 2, 2 ve 1") even "in
the middle", which is Azul's centre too; alhambra.buy.exact-payment: a price and what was paid ("tile was 8 ... I
paid 9", "bought the 8 garden with a 5 and a 3") asks whether another action follows, not what a turn's actions
or currencies are; alhambra.buy.no-change: paid more and asked for the rest back ("me tienen que devolver")."""

import pytest

from assistant import api

CASES = [
    ("en", "can I grab a 2 and another 3 from the money in the middle?", "alhambra.money.take"),
    ("tr", "ortadaki kartlardan 3, 1 ve 1 i ayni anda alabilir miyim", "alhambra.money.take"),
    ("es", "puedo tomar una carta de 2 y otra de 3 del centro?", "alhambra.money.take"),
    ("ja", "2のカードと3のカードを一緒に取れる？", "alhambra.money.take"),
    ("en", "the pavilion was 6 and I only had a 4 and a 3 of that colour so I paid 7. do I get another go?",
     "alhambra.buy.exact-payment"),
    ("en", "bought the 9 tower with a 6 and a 3 of its currency. is my turn over now?", "alhambra.buy.exact-payment"),
    ("es", "el edificio costaba 8 y pague 8 justo con dos cartas, puedo hacer otra accion?",
     "alhambra.buy.exact-payment"),
    ("tr", "9'luk kuleyi 5 ve 4 ile odedim, bir hamle daha yapabilir miyim", "alhambra.buy.exact-payment"),
    ("ja", "8のタイルに9払った。まだ手番は続く？", "alhambra.buy.exact-payment"),
    ("es", "pague 9 por un jardin de 7, me tienen que devolver 2?", "alhambra.buy.no-change"),
]


@pytest.mark.parametrize(("lang", "question", "rule"), CASES)
def test_a_situation_told_by_its_numbers_is_its_rule(lang, question, rule) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert out["answers"][0]["rule"] == rule
