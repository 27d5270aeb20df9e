"""azul.floor.penalties, session s8 (second pass): the score after a round is the score before, plus the wall's
points of this round, minus the floor's (seeds: floor spaces lose 1 1 2 2 2 3 3, the marker takes a space). Two
tiles' wall points told one by one ("2枚がそれぞれ1点と3点", "2 puntos con un azulejo y 3 con otro", "2 with one
tile and 3 with the other") are added."""

import pytest

from assistant import api


def answer(q: str, lang: str):
    worked = api.ask(q, game="azul", lang=lang)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("lang", "q", "expected"),
    [
        # 12 + (1 + 3) - 1 (the marker alone) = 15
        ("ja", "ラウンド前は１２点。壁に置いた二枚がそれぞれ１点と３点でした。"
         "床には先手マーカーだけです。今の点数は？", 15),
        # 20 + (2 + 5) - (1 + 1 + 2) = 23
        ("ja", "今２０点です。このラウンド壁に置いた２枚がそれぞれ２点と５点、床にはタイルが３枚あります。"
         "ラウンド後の点数は？", 23),
        # 30 + (2 + 3) - (1 + 1) = 33
        ("es", "Tenia 30 puntos. En el muro hice 2 puntos con un azulejo y 3 con otro, y en el suelo tengo 2 fichas. "
         "Cuantos puntos tengo ahora?", 33),
        # 30 + (2 + 3) - (1 + 1) = 33
        ("en", "I was on 30. This round I got 2 with one tile and 3 with the other, and my floor has 2 tiles. What's "
         "my score now?", 33),
    ],
)
def test_two_tiles_points_told_one_by_one_are_added(lang, q, expected):
    assert answer(q, lang) == expected
