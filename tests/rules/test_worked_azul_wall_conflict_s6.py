"""azul.pattern-lines.wall-conflict, session s6: a colour may go on a pattern line unless its wall row has it already,
with the wall row told as a state ("row 3 of my wall has only blue and red", "no black in row 5", "duvarın 2.
satırında mavi yok", "la fila 4 del muro solo tiene rojo", "壁の1行目に青はない"). Colour wall row 1 = blue yellow
red black white, each row one to the right (seeds 003/004): the colours told are all on their row."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # white is not among blue and red (row 3: black white blue yellow red, the row told with "only"): allowed
        ("row 3 of my wall has only blue and red, and line 3 is empty. can white go on it?", True),
        # black told on wall row 4 (red black white blue yellow): not on line 4
        ("line 4 is empty; row 4 of my wall holds red, black and yellow. can I put black there?", False),
        # no yellow on wall row 2, line 2 empty: allowed (the negation is the wall's, read)
        ("my wall's row 2 doesn't have yellow yet and line 2 is empty. can yellow go on line 2?", True),
        ("duvarımın 4. satırında kırmızı yok, 4. sıram da boş. kırmızı koyabilir miyim?", True),
        ("duvarin 5. satirinda zaten siyah var. 5. siraya siyah koyabilir miyim?", False),
        ("la fila 2 del muro solo tiene blanco y azul, la linea 2 esta vacia. puedo poner rojo?", True),
        ("en la fila 3 de mi muro ya esta el amarillo. puedo poner amarillo en la linea 3?", False),
        ("壁の3行目に赤はない、3段目は空。赤を置ける？", True),
        ("壁の1行目は青と黄だけ、1段目は空。赤は置ける？", True),
        ("壁の2行目にはもう黒がある。2段目に黒を置ける？", False),
        # "but not white" continues the row told before: white absent, but line 3 holds another colour
        ("row 3 of my wall has blue and red but not white. line 3 holds 2 black. can white go on line 3?", False),
        ("row 3 of my wall has blue and red but not white. line 3 holds 2 white. can I add white?", True),
    ],
)
def test_a_colour_on_its_wall_row_may_not_go_on_that_line(q, expected):
    assert answer(q) is expected


@pytest.mark.parametrize(
    "q",
    [
        # the colour asked about is neither named on the wall row nor left out of a row told with "only"
        "row 3 of my wall has blue. line 3 is empty. can red go there?",
        "duvarın 2. satırında mavi var, 2. sıra boş. kırmızı koyabilir miyim?",
        "la fila 4 del muro tiene rojo. la linea 4 esta vacia. puedo poner azul?",
        "壁の4行目に赤がある。4段目は空。青は置ける？",
        # absent from the wall row, but the line's own state not told: another colour may lie there
        "no white in row 1 of my wall. can white go on line 1?",
        "duvarın 1. satırında beyaz yok. 1. sıraya beyaz koyabilir miyim?",
    ],
)
def test_a_wall_row_or_line_not_told_whole_gives_no_verdict(q):
    assert answer(q) is None
