"""azul.floor.penalties / azul.score.minimum / azul.floor.full, session s8: a floor line told as a list of colours
(each colour one tile, "2 reds" two; the first player marker in the list takes a space, also named by the 1 printed
on it), the marker told as taken by somebody else (not on the floor: a negation the reader reads itself), the wall
told as given nothing by "no line completed this round", and a full floor with tiles left over (all 7 spaces: 14).
Floor spaces lose 1 1 2 2 2 3 3 (sums 1 2 4 6 8 11 14); a score never falls below 0."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 4 colours, marker with another player -> 1+1+2+2 = 6
        ("My floor line reads blue, blue, yellow, yellow. Somebody else grabbed the first player token this round, "
         "so it's not on my board. How many points do I lose?", 6),
        # 3 yellows + a blue + the 1 token = 5 spaces -> 8
        ("On my floor line there's three yellows, then a blue, and the 1 token at the start. How many points do I "
         "lose?", 8),
        # kirmizi, kirmizi, siyah = 3, marker with Kaan -> 1+1+2 = 4
        ("zemin siramda kirmizi, kirmizi, siyah var. baslangic tasini bu raunt Kaan aldi, bende degil. kac puan "
         "kaybediyorum?", 4),
        # mavi, mavi, sari + the 1 taşı = 4 spaces -> 6 ("başka bir şey yok": nothing else, not "no marker")
        ("zeminimde mavi, mavi, sari ve 1 tasi var, baska bisey yok. kac puan kaybederim?", 6),
        # rojo, rojo, marker, azul, negro = 5 spaces -> 8
        ("En mi linea de suelo hay: rojo, rojo, la ficha del 1, azul y negro. Cuantos puntos pierdo en total?", 8),
        # amarillo, negro = 2, marker with Ana -> 2
        ("En mi linea de suelo hay un amarillo y un negro. La ficha de jugador inicial se la llevo Ana, no yo. "
         "Cuantos puntos pierdo?", 2),
        # 5 colours ("の5枚" agrees), marker with another -> 8
        ("床ラインは青、青、黒、白、白の五枚です。先手マーカーは今回ほかの人が取りました。何点減りますか？", 8),
        # 40 + 6 - (marker + 5 colours = 6 spaces = 11) = 35
        ("ラウンド開始時は４０点でした。壁のタイルで６点取りました。"
         "床は先手マーカー、青、青、赤、赤、赤です。今の点数は何点？", 35),
    ],
)
def test_a_floor_told_as_colours_or_with_the_marker_elsewhere(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 15 + 0 - (marker + red + black = 3 spaces = 4) = 11
        ("I'm on 15 and I didn't finish any line this round. My floor has the 1 token plus a red and a black. "
         "What's my score after the floor?", 11),
        # 30 + 0 - (marker + 6 = 7 spaces = 14) = 16
        ("Llevo 30 puntos y esta ronda no he completado ninguna linea. En el suelo tengo la ficha de jugador inicial "
         "y seis azulejos mas. Con cuantos puntos me quedo?", 16),
        # 5 + 0 - (6 tiles = 11) < 0 -> 0
        ("Benim puanim sadece 5, duvardan da bir sey kazanamadim, zemin siramda alti karo var. Puanim ne olur "
         "simdi?", 0),
        # 1 - (2 tiles = 2) < 0 -> 0
        ("１点しかないのに床にタイルが二枚落ちました。壁には何も置いていません。"
         "マイナスになりますか？点数はいくつ？", 0),
        # 3 + 0 - (5 + marker = 6 spaces = 11) < 0 -> 0 (the score after a colon)
        ("Score before tiling: 3. Nothing went on the wall this round. I've got five tiles on my floor plus the "
         "starting player marker. What is my score now?", 0),
    ],
)
def test_the_score_after_a_round_with_nothing_on_the_wall(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # all 7 spaces filled, 2 left over -> 14
        "I had to dump so much that all seven spaces of my floor line are filled and there were still two tiles "
        "left over. How many points do I lose in total?",
        # 7 spaces full, 2 more -> 14
        "床の７マスが全部埋まって、さらに２枚あふれました。何点失いますか？",
    ],
)
def test_a_full_floor_with_tiles_left_over_loses_fourteen(q):
    assert answer(q) == 14


@pytest.mark.parametrize(
    "q",
    [
        "My floor has two blue tiles and maybe the marker, I can't remember if I took it. How many points do I lose?",
        "my floor has red, red, blue, 5 tiles. how many points do i lose?",  # the list gives 3, the total 5
        "床にタイルが2枚か3枚あります。何点減りますか？",  # two situations
        # the marker named with another player, the floor hers: whose floor is told is not sure
        "Ana has the first player marker and red, red on her floor. How many points does Ana lose?",
    ],
)
def test_no_verdict_when_the_floor_or_the_marker_is_not_sure(q):
    assert answer(q) is None
