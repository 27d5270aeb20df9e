"""azul.pattern-lines.wall-conflict, session s8: a colour may go on pattern line N only when wall row N does not hold
it yet (and the line is empty or holds that colour; seeds 003/004). The wall row told as players tell it: its
colours listed ("row 3 has black and white": two or more listed are the row whole), "that row" of the line just
told, the wall named in a clause of its own ("en el muro, la fila 5 ..."), the line's one tile told with the
article ("3. sırada bir mavi var")."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # row 3 holds black and white (the row whole): no red; line 3 empty -> true
        ("my wall row 3 has black and white, line 3 is empty. can I put red on line 3?", True),
        # row 3 holds blue and yellow: no red; line 3 empty -> true
        ("la fila 3 del muro tiene azul y amarillo. puedo poner rojo en la linea 3, que esta vacia?", True),
        # the wall named alone first; row 5 holds yellow and red: no black; line 5 empty -> true
        ("en el muro, la fila 5 tiene amarillo y rojo. la linea 5 esta vacia. puedo poner negro en la linea 5?", True),
        # line 4 empty; wall row 4 holds red and black: no blue -> true
        ("4列目は空。壁の4行目には赤と黒がある。青は置ける?", True),
        # row 5 holds yellow and red: red there already -> false
        ("壁の5行目には黄と赤がある。5段目は空。赤は置ける？", False),
        # line 3 holds 1 blue ("bir"); wall row 3 has no blue -> 2 more blue allowed -> true
        ("3. sirada bir mavi var, duvarin 3. satirinda mavi yok. Aldigim iki maviyi bu siraya ekleyebilir miyim?",
         True),
        # line 3 holds 2 yellow; "that row" of the wall has no yellow -> true
        ("3. sirada 2 sari var, duvarin o satirinda sari yok. bir sari daha ekleyebilir miyim", True),
        # the fifth line beside the fifth wall row, which holds black already -> false
        ("besinci plaket sirasi bos ama duvarin besinci satirinda siyah zaten var. o siraya siyah koyabilir miyim?",
         False),
        # line 2 holds 1 yellow ("que tiene": the line just named); wall row 2 has no yellow -> true
        ("quiero poner una amarilla en la linea 2, que tiene 1 amarilla; la fila 2 del muro no tiene amarillo. "
         "se puede?", True),
    ],
)
def test_a_colour_may_go_on_a_line_whose_wall_row_lacks_it(q, expected):
    assert answer(q) is expected


@pytest.mark.parametrize(
    "q",
    [
        # one colour named for the row: whether red is there, not told
        "row 2 of my wall has white. line 2 is empty. can I put red there?",
        "duvarın 2. satırında mavi var, 2. sıra boş. kırmızı koyabilir miyim?",
        "la fila 4 del muro tiene rojo. la linea 4 esta vacia. puedo poner azul?",
        "壁の4行目に赤がある。4段目は空。青は置ける？",
    ],
)
def test_a_wall_row_told_by_one_colour_gives_no_verdict(q):
    assert answer(q) is None
