"""azul.pattern-lines.all-to-one-line, session s8: the pattern line told by its place (the top one is line 1 and holds
1 tile, the bottom one line 5 and holds 5); the tiles taken past its spaces go to the floor."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 4 black onto the empty top line (1 space) -> 3
        ("if I take four black tiles from a factory and put them on my (empty) top pattern line how many go to the "
         "floor", 3),
        # 3 red onto the empty top line -> 2
        ("I take 3 red tiles from a factory and put them all on my empty top line. How many go to the floor?", 2),
        # 3 mavi onto the empty top line (en üst sıra) -> 2
        ("Fabrikadan 3 mavi aldim, hepsini bos olan en ust siraya koyuyorum. Kac tane zemine gider?", 2),
        # 4 amarillo onto the empty top line (línea de arriba) -> 3
        ("Cojo 4 amarillos de una fabrica y los pongo en mi linea de arriba, que esta vacia. Cuantos van al suelo?", 3),
    ],
)
def test_the_top_or_bottom_pattern_line_overflows_to_the_floor(q, expected):
    assert answer(q) == expected
