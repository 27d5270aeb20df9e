"""azul.tiling.move, session s7: in the wall tiling a full pattern line n moves one tile to the wall; its other n - 1
tiles go to the box lid. A line with fewer tiles than its spaces stays (not read here)."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("my pattern line 2 is full of black. how many tiles go in the box lid?", 1),  # 2-1=1
        ("Line 5 is full of blue; one goes to the wall. How many go to the lid?", 4),  # 5-1=4
        ("3. siram kirmiziyla doldu. tur sonunda kac karo kutu kapagina gider?", 2),  # 3-1=2
        ("4. sıram beyazla doldu. Kutu kapağına kaç karo gider?", 3),  # 4-1=3
        ("mi linea 3 esta llena de amarillos. cuantos van a la tapa de la caja?", 2),  # 3-1=2
        ("la linea 5 esta completa de rojos; uno va al muro. cuantos van a la tapa?", 4),  # 5-1=4
        ("4段目のラインが白で埋まった。箱のふたに行くのは何枚？", 3),  # 4-1=3
        ("パターンライン3段目が青でいっぱい。壁に1枚、残りは箱のふた。ふたに何枚？", 2),  # 3-1=2
    ],
)
def test_a_full_line_sends_all_but_one_tile_to_the_lid(q, expected):
    assert answer(q) == expected


def test_a_line_not_full_is_not_read():
    assert answer("line 4 has 3 red, how many go to the lid?") is None  # not full: its tiles stay
