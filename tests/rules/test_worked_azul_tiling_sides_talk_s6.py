"""azul.tiling.scoring-lines, session s6 (second round): a placed tile scores its horizontal run plus its vertical
run when both are longer than 1, else the one run (seeds 003/004), its neighbours told as players talk: tiles
stacked ("alt alta 3 karo", "üst üste 2 karo"; no side of their own), one told by its article ("tiene una arriba"),
"pts", the sides listed after "nothing" ("nothing right, above or below"), counts on two sides or more with no
tile named ("el nuevo tiene 1 encima, 2 debajo"), the sides told empty with a negation ("yanlarında hiç yok"). Any
other negation: no verdict."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # row: 2 left + itself = 3, no column run: 3
        ("placing a tile: 2 tiles directly to its left in the row, nothing right, nothing above or below. pts?", 3),
        # row 1 + 1 = 2, column 2 + 1 = 3: 5
        ("karoyu koydum, sağında bitişik 1 karo, altında üst üste 2 karo var. kaç puan?", 5),
        # column 3 above + itself = 4, no row run: 4
        ("yeni karonun hemen üstünde alt alta 3 karo var, yanlarında hiç yok. puan?", 4),
        # row 1 + 1 = 2, column 2 + 1 = 3: 5 ("üstünde de üst üste 2": the 2 is above)
        ("duvara koydugum karonun solunda 1 karo, ustunde de ust uste 2 karo var. kac puan?", 5),
        # column 1 + 1 + 1 = 3, row 2 + 1 = 3: 6
        ("la ficha nueva tiene una arriba y una abajo, y dos a la derecha seguidas. puntos?", 6),
        # the sides listed after "nothing": row 2 + 1 = 3, no column run: 3
        (
            "new tile in wall row 2: its only neighbours are the 2 tiles directly left of it (gap before them), "
            "nothing right, above or below. how many points?",
            3,
        ),
        # no tile word, counts on three sides: column 1 + 2 + 1 = 4, row 2 + 1 = 3: 7
        ("el nuevo tiene 1 encima, 2 debajo y 2 a la izquierda (seguidos). puntos?", 7),
    ],
)
def test_a_tile_scores_its_runs_told_by_its_sides(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # "yok değil": not none; the sides are not told empty
        "yeni karonun üstünde 3 karo var, ama yanlarinda karo yok degil. puan?",
        # stacked tiles with no side told
        "alt alta 3 karo var, yeni karo nerede bilmiyorum. puan?",
        # where the neighbours lie is not told
        "la ficha tiene 3 vecinos. puntos?",
        # no tile word and one side counted: not sure a tile's neighbours are told
        "it has 2 on the left. points?",
    ],
)
def test_sides_not_told_whole_give_no_verdict(q):
    assert answer(q) is None
