"""azul.tiling.scoring-lines and scoring-isolated, session s6: a tile told by its space on the wall and the spaces of
its row and column that hold tiles; it scores its row run plus its column run when both are longer than 1, else its
one run, 1 alone (seeds 003/004). A gap breaks a run."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # row 2 cols 1-3 with the tile in 3: run 3; column 3 rows 2-3: run 2; 3 + 2 = 5
        ("tile goes to row 2 column 3. row 2 has only cols 1 and 2, column 3 has only row 3. score?", 5),
        # row 4: cols 2 and 3, the tile in 4: run 3 (col 5 empty); column 4 rows 1 and 4 (2 and 3 empty): run 1 -> 3
        (
            "my tile in row 4 col 4, row 4 has cols 2 and 3 filled, column 4 has row 1 filled (rows 2 and 3 empty). "
            "points?",
            3,
        ),
        # column 1 rows 1, 2 and 3 held, the tile in row 4: run 4; row 4 nothing beside: 4
        (
            "pongo en fila 4 columna 1. en la columna 1 tengo las filas 1, 2 y 3, "
            "y en la fila 4 no hay nada mas. puntos?",
            4,
        ),
        # column 3 rows 1, 2, 4 and 5 held, the tile in 3: run 5; row 3 empty: 5
        (
            "3. satır 3. sütuna koyuyorum. 3. sütunda 1, 2, 4 ve 5. satırlar dolu, "
            "3. satırda başka karo yok. kaç puan?",
            5,
        ),
        # row 3 cols 2 and 4 with the tile in 3: run 3; column 3 rows 1 and 2: run 3; 3 + 3 = 6
        ("3行目3列に置く。横は2列目と4列目にある、縦は1行目・2行目にある(4行目と5行目は空)。何点？", 6),
        # s8 (azul_coords.py reads the whole wall): a space outside the tile's row and column scores nothing;
        # row 2 cols 1-3: run 3; column 3 rows 2-3: run 2; row 5 col 1 touches neither: 3 + 2 = 5
        ("tile goes to row 2 column 3. row 2 has only cols 1 and 2, column 3 has only row 3, row 5 has col 1. score?",
         5),
    ],
)
def test_a_tile_scores_its_runs_on_the_wall(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # the tile's column not told: its vertical run is unknown
        "tile goes to row 2 column 3. row 2 has only cols 1 and 2. score?",
        # "except": the wall told by what it lacks
        "el muro esta vacio salvo fila 1 columna 1. pongo uno en fila 2 columna 1. puntos?",
        # the sides told beside other spaces, not apart
        "5行目の5列目に置いた。上に4行目と3行目があって2行目は空き、左は空き。何点?",
    ],
)
def test_spaces_not_told_whole_give_no_verdict(q):
    assert answer(q) is None
