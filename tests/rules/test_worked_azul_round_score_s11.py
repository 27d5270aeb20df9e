"""azul.floor.penalties and azul.score.minimum, session s11 (issue 20, item 1): the score after a round = the score
before + the points of the tiles placed this round - the floor's penalty (spaces lose 1 1 2 2 2 3 3, the marker
takes a space), never below 0 (seeds 003/004), read part by part (assistant/worked/azul_round_slots.py,
azul_gain.py): the wall's points told by a verb with no word for the wall, the score told after tiling, the marker
plus N more, two tiles' points one by one, a score and a floor in one part, one named player with pronouns; and
azul.setup, the factories for a number of players told by a verb of playing."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # set 9's wrong verdict (16, the 7 read as floor tiles): 30 + 7 = 37; one tile 1; 36
        ("tenia 30 puntos, al alicatar saque 7 y tengo una sola ficha en el suelo. cual es mi puntuacion ahora?", 36),
        # 5 + 6 = 11; 3 tiles 1+1+2 = 4; 7
        ("llevaba 5, al alicatar hice 6 y tengo tres fichas en el suelo. con cuanto me quedo?", 7),
        # 20 + 3 = 23; 1 tile 1; 22
        ("i was on 20, my tile this round scored 3 and there's 1 tile on my floor. new score?", 22),
        # 12 + 1 + 4 = 17; 3 tiles 4; 13
        ("puanim 12ydi. bu raunt 2 karo dosedim biri 1 biri 4 puan getirdi, zeminde 3 karo var. simdi kac puanim var?",
         13),
        # 22 + 2 + 3 = 27; marker + 1 tile = 2 spaces 2; 25
        ("今22点。今回壁に置いたタイルが2点と3点で、床はマーカーとタイル1枚。新しい点数は？", 25),
        # s6 said no verdict to two wall scores; they are two tiles' points: 8 + 3 + 2 = 13; 1 tile 1; 12
        ("I had 8 points, scored 3 and 2 on my wall, floor has 1 tile. score now?", 12),
    ],
)
def test_the_wall_points_told_by_a_verb_are_added_before_the_floor(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # after tiling 15; marker + 2 = 3 spaces 1+1+2 = 4; 11
        ("after tiling I'm on 15. my floor has the first player marker plus 2 blues. what's my score now?", 11),
        # after tiling 9; marker + 1 red = 2 spaces 2; 7
        ("duvar dosemeden sonra puanim 9. zeminde baslangic oyuncusu karosu ve 1 kirmizi var. yeni puanim kac", 7),
        # after tiling 20; marker + 5 = 6 spaces 11; 9
        ("Despues de alicatar tengo 20. En el suelo: la ficha de jugador inicial y 5 fichas mas. Con cuanto me quedo?",
         9),
        # after tiling 21; marker + 2 = 3 spaces 4; 17
        ("壁に置いた後は21点。床はマーカーとタイル２枚。ラウンド後は何点？", 17),
    ],
)
def test_a_score_told_after_tiling_loses_only_the_floor(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 5 tiles 8; 5 - 8 < 0 -> 0 (a score and the floor in one part)
        ("いま5点で床に5枚ある。マイナスになる？最終的に何点だ？", 0),
        # 14 + 6 = 20; the marker alone 1; 19 (round 3 is a time, Tom and his pronouns one player)
        ("Tom had 14 points at the start of round 3. He took the first player token from the centre and that was the "
         "only thing on his floor; his wall tiles gave him 6. What's Tom's score after tiling?", 19),
        # 6 + 2 = 8; 5 tiles 8; 0
        ("花子は6点。今回壁で2点、床にタイル5枚。花子は何点になる？", 0),
        # 0 + 0 - the marker 1 -> 0 (no points from the wall: a negation read)
        ("puanim sifir, duvardan puan alamadim, zeminde sadece baslangic tasi var. tur sonunda puanim kac?", 0),
    ],
)
def test_the_score_never_falls_below_0_however_the_round_is_told(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # one tile by its article + the marker = 2 spaces: 1 + 1 = 2
        ("Solo tengo un azulejo en el suelo más la ficha de primer jugador. ¿Cuánto me quitan?", 2),
        # first from the centre: the marker (the 1 printed on it) and one tile: 2
        ("fui el primero en coger del centro: la ficha del 1 y un azulejo sobrante van al suelo. puntos perdidos?", 2),
        # full and counted to its 7 spaces, 6 + the marker: 14
        ("tengo el suelo lleno: 6 azulejos y la ficha de jugador inicial. cuanto pierdo", 14),
        # tek karo + the marker: 2
        ("zeminimde tek karo ve baslangic tasi var, kac puan kaybederim?", 2),
        # タイル1枚 + marker: 2
        ("床にタイル１枚とスタートプレイヤーマーカー。何点引かれる？", 2),
        # 15 before the floor's penalty (read once, not by two readers): 3 tiles 4; 11
        ("score was 15 before the floor penalty, 3 tiles on my floor line, no first player tile. new score?", 11),
        # the marker by another name: 3 tiles + the marker = 4 spaces, 6 (was read as 3 tiles, 4)
        ("my floor: three tiles and the starting player tile. how many points do I lose?", 6),
        # 6 - (the 1st player marker + 4 = 5 spaces, 8) < 0 -> 0
        ("Gemma is on 6 points, her floor has the 1st player marker and four tiles. New score?", 0),
        # 5 + 0 - (3 + the starting player tile = 4 spaces, 6) < 0 -> 0
        ("Mia is on 5 points. This round she placed nothing on the wall, and her floor has three tiles plus the "
         "starting player tile. What is her score now?", 0),
        # cezadan önce 12; 3 karo 4; 8
        ("cezadan once puanim 12, zeminde 3 karo var. yeni puanim kac?", 8),
    ],
)
def test_the_floor_alone_loses_its_spaces(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("jugamos solo dos, cuantas fabricas hay que poner?", 5),  # 2 players -> 5 factories
        ("we're playing with 3, how many factories?", 7),  # 3 -> 7
        ("4 kisi oynuyoruz, kac fabrika kullaniyoruz?", 9),  # 4 -> 9
        ("2人で遊ぶなら工場はいくつ？", 5),  # 2 -> 5
    ],
)
def test_the_factories_for_players_told_by_playing(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # the floor's tiles not counted
        "tenia 10, saque 5 en el muro y alguna ficha cayo al suelo. cuantos tengo?",
        "puanim 12, bu tur 4 puan aldim, zeminde birkac karo var. puanim kac?",
        # the score before untold
        "I scored 5 this round and I have 2 tiles on my floor. What's my score now?",
        # 何枚か: not counted
        "いま12点、壁で3点、床にもタイルが何枚か。今何点？",
        # a score beside "2 more": not a floor already holding 14 (azul_lid read it so before s11)
        "puanim 14, zeminde baslangic tasi ve 2 karo daha var, duvara ne koydugumu hatirlamiyorum. kac olur?",
        # "full" with 5 tiles and the marker: 6 spaces, not 7: what lies there is not sure
        "el suelo esta lleno con 5 azulejos y la ficha de primer jugador, cuanto pierdo?",
        "my floor is full with the first player marker, my score is 10, what's my score now?",
        # the marker and "a few" tiles: not counted
        "got the first player marker and a few tiles on my floor, how many points do I lose?",
        # a count of tiles asked, not a score
        "床にタイルが4枚、得点は10点、タイルは何枚残る？",
    ],
)
def test_a_round_not_fully_told_gives_no_verdict(q):
    assert answer(q) is None
