"""azul.end.bonuses, session s7: 10 for each colour with all 5 tiles on the wall (row 2, column 7). Colours told as
one list with the 5 told for each ("青と白と黒を5枚ずつ", "5'er", "5 de cada uno") are that many colours; one 5 for a
list with no "each" is not told (5 in all, or 5 each)."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("white and red, five of each on my wall, no rows or columns. end bonus?", 20),  # 2 x 10
        ("Game over: yellow, blue and black 5 each, plus 1 complete row. How many bonus points?", 32),  # 30 + 2
        ("oyun sonu: siyah ve beyazin 5'er tanesi duvarimda, satir ve sutun yok. bonus kac?", 20),  # 2 x 10
        ("tengo rojo, azul y negro, 5 de cada uno en el muro, sin filas ni columnas. cuanto bonus?", 30),  # 3 x 10
        ("青と白と黒を5枚ずつ壁にそろえた（横も縦も完成なし）。ボーナスは何点？", 30),  # 3 x 10 (spent s5-ja-z16)
        ("黄と黒を5枚ずつ壁にそろえた。横列も縦列もなし。ボーナスは？", 20),  # 2 x 10
    ],
)
def test_each_colour_of_a_list_with_five_each(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        "青と白と黒を5枚壁にそろえた。ボーナスは何点？",  # 5 in all or 5 each: not told (was read as 1 colour: 10)
        "yellow and red with 5 tiles on my wall, no rows or columns. end bonus?",
    ],
)
def test_one_five_for_a_list_is_not_told(q):
    assert answer(q) is None
