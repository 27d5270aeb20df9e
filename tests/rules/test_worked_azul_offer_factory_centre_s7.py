"""azul.offer.factory, session s7: a player takes every tile of one colour from a factory (4 tiles); the others move
to the centre. Told as each colour with its count, the colour taken beside the verb."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("factory has 3 white and 1 black and I take the white. how many tiles go to the middle?", 1),  # 4-3=1
        ("a factory with 1 red, 1 blue and 2 yellow: I take the red. how many go to the centre?", 3),  # 4-1=3
        ("Fabrikada 2 sari ve 2 siyah var. Sarilari alirsam ortaya kac karo gider?", 2),  # 4-2=2
        ("fabrikada 1 beyaz ve 3 mavi var. beyazi alirsam ortaya kac karo gider?", 3),  # 4-1=3
        ("La fabrica tiene 2 negros, 1 rojo y 1 azul; cojo los negros. ¿Cuántos van al centro?", 2),  # 4-2=2
        ("el expositor tiene 3 amarillos y 1 blanco. cojo el blanco, cuantos van al centro?", 3),  # 4-1=3
        ("工房に青3、赤1。青を取ると中央に行くのは何枚？", 1),  # 4-3=1
        ("工房に黄2、黒2。黒を取ると中央に行くのは何枚？", 2),  # 4-2=2
    ],
)
def test_the_rest_of_the_factory_goes_to_the_centre(q, expected):
    assert answer(q) == expected


def test_a_factory_of_five_tiles_is_not_read():
    # no factory holds 5 tiles: a count misread, no verdict
    assert answer("factory has 3 black and 2 red, I take the black. how many tiles go to the middle?") is None
