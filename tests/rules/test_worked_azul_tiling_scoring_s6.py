"""azul.tiling.scoring-lines and scoring-isolated, session s6: a placed tile scores its row run plus its column run
when both are longer than 1, else its one run, 1 alone (seeds 003/004); runs told with the tile itself counted,
sides told empty together."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("my tile completes a row of five and there is nothing above or below it. points?", 5),  # row run 5
        ("the new tile makes a column of 3 counting itself, nothing left or right. how many points?", 3),
        ("koyduğum karo yatayda kendisi dahil 4'lü bir sıra oluşturuyor, üstünde ve altında bir şey yok. kaç puan?", 4),
        ("yeni karonun sağında 3 karo var, üstünde ve altında bir şey yok. kaç puan?", 4),  # row run 1+3 = 4
        ("la ficha completa la fila (5 en horizontal), nada arriba ni abajo. cuantos puntos?", 5),
        ("横に自分込みで3つ並んだ。縦には何もない。何点？", 3),
        ("置いたタイルで縦の列が5枚そろった。横には何もない。何点？", 5),
        ("komşusu olmayan bir karo koydum, kaç puan?", 1),
    ],
)
def test_a_tile_scores_the_runs_it_makes(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # "4 tiles were there, I put the fifth": the 4 is no run with the tile in it
        "satırımda 3 karo vardı, dördüncüyü koydum. üstünde altında komşu yok. kaç puan?",
        # a tile next to a run: whether it is inside the 3 is not told
        "I placed a tile next to a row of 3, nothing above or below. points?",
        # one axis told, the other not: the column may hold tiles
        "my new tile makes a row of 4 counting itself. how many points?",
        "la ficha nueva forma una fila de 3 contandose a si misma. puntos?",
    ],
)
def test_a_run_not_told_whole_gives_no_verdict(q):
    assert answer(q) is None
