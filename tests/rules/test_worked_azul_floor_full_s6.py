"""azul.floor.full, session s6: a floor line holds 7 (the marker takes a space); tiles past the 7th go to the box
lid at no cost, so a full floor loses 1+1+2+2+2+3+3 = 14 (seeds 003/004). Told as tiles there and more coming, or
all at once with the lid asked."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("my floor already has 4 tiles and 5 more red must go there. how many go to the lid?", 2),  # 4+5=9, 9-7=2
        ("floor line is already full and 3 more tiles fall. how many points do I lose in total?", 14),  # 7 spaces
        ("zeminimde zaten 6 karo var, 4 karo daha geldi. kutu kapağına kaç karo gider?", 3),  # 6+4=10, 10-7=3
        ("zemine toplam 12 karo gidiyor, başlangıç işareti yok. kutu kapagina kac karo gider?", 5),  # 12-7=5
        ("mi suelo ya tiene 5 fichas y tengo que poner 4 mas. cuantas van a la tapa de la caja?", 2),  # 9-7=2
        ("me van 9 fichas al suelo, sin la ficha inicial. cuantas acaban en la tapa?", 2),  # 9-7=2
        ("床にもう5枚あるところに、さらに4枚。箱のふたに行くのは何枚？", 2),  # 9-7=2
        ("床に行くタイルが全部で10枚（マーカーなし）。箱のふたには何枚？", 3),  # 10-7=3
    ],
)
def test_tiles_past_the_seventh_space_go_to_the_lid(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # "más" as "plus" beside the marker is no count coming on top: 3 tiles and the marker, 4 spaces, 6
        "en el suelo tengo 3 azulejos más la ficha de jugador inicial. cuántos puntos pierdo?",
    ],
)
def test_plus_the_marker_is_no_tile_coming_on_top(q):
    assert answer(q) == 6


@pytest.mark.parametrize(
    "q",
    [
        # the floor's tiles told, but not how many come on top
        "my floor already has 6 tiles and some more must go there. how many go to the lid?",
        "zeminimde zaten 5 karo var, birkaç karo daha geldi. kutu kapağına kaç karo gider?",
        # the floor told full with another number of tiles than its spaces
        "mi suelo ya esta lleno con 5 fichas y tengo que poner 2 mas. cuantas van a la tapa?",
        # points and the lid asked at once
        "床にもう6枚、さらに3枚。箱のふたは何枚で何点失う？",
    ],
)
def test_a_floor_not_told_whole_gives_no_verdict(q):
    assert answer(q) is None
