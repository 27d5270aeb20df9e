"""Majorities told as players tell who holds a type (alhambra.scoring.majority, alhambra.scoring.ties), session s9:
a 0 (or a none) told for players joined by "and" is each one's 0, kept in the order told (set 8 ja-alh-15 gave
[3, 0] for three players); one holder named with the others told as a group with none ("nobody ... except Lena",
"salvo Raquel", "ユウ以外は誰も", "the others have none": first alone, the article of "nobody has a garden" no count);
a turn's number or a time beside the counts is no count; a group told by a bare number ("dos tenemos 4") and another
group's size ("los otros dos tienen 1"); a number of buildings or a gap of points asked gets no points verdict."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R1 arcades 3: Kō 1 -> 3; me and Rina 0 -> 0 each (three players, not two)
        ("1回目の得点計算、拱廊を持ってるのはコウの1枚だけ（私とリナは0枚）。それぞれ何点？", "ja", [3, 0, 0]),
        # R2 tower 13/6: Kai 2 -> 13; Noor and me zero -> 0 each
        ("middle scoring. towers: Kai has 2, while Noor and I have zero. who gets what?", "en", [13, 0, 0]),
        # R2 tower 13/6: Ali 3 -> 13; Can and Ayşe none -> 0 each (Ali's part is no name of the list)
        ("ikinci puanlama, kuleler: Ali'nin 3 kulesi var, Can ve Ayse'de hic yok. kim kac puan alir?", "tr",
         [13, 0, 0]),
        # R3 garden 20/12/5: Bea 20, Tomás 12; Rocío and me zero -> 0 each
        ("puntuacion final de jardines: Bea tiene 5, Tomas 2, Rocio y yo cero. puntos de cada uno?", "es",
         [20, 12, 0, 0]),
    ],
)
def test_a_zero_told_for_players_joined_by_and_is_each_ones(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R3 tower 21/13/6: Nora 4, Raúl as many: 34 / 2 = 17 each; "y yo ninguna" is my 0 alone (three players)
        ("tercera puntuacion, torres: Nora tiene cuatro, Raul tantas como Nora y yo ninguna. cuanto se lleva cada uno?",
         "es", [17, 17, 0]),
        # R3 arcades 18/10/3: Aki 4, Mina the same: 28 / 2 = 14 each; "私は持っていない": one 0 (no と list)
        ("３回目の得点計算。拱廊はアキが四枚、ミナもアキと同じ、私は持っていない。それぞれ何点？", "ja", [14, 14, 0]),
        # R3 garden 20/12/5: Mert 4, Ece as many: 16 each; "benim hiç bahçem yok" after a comma: one 0
        ("ucuncu puanlama, bahceler: Mert'in 4 bahcesi var, Ece'nin de Mert kadar, benim hic bahcem yok. herkes kac "
         "alir?", "tr", [16, 16, 0]),
        # R1 seraglio 2: Kenji 2, me the same: 1 each; Yumi none: one 0
        ("１回目の得点計算です。後宮は健二が2枚、私も健二と同じ数、由美はなし。各自何点？", "ja", [1, 1, 0]),
    ],
)
def test_a_zero_told_after_a_clause_is_one_players(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R1 garden: Lena alone -> 1st: 5 (not a tie of the article's 1 with Lena's 1: [2, 2])
        ("first scoring: nobody has a garden except Lena, who has 1. how many garden points does she get?", "en", 5),
        # R1 pavilion: Raquel alone -> 1st: 1 (not [0, 1]: "pabellones no tiene ninguno" is no player)
        ("primera puntuacion: pabellones no tiene ninguno, salvo Raquel que tiene 1. cuanto gana Raquel?", "es", 1),
        # R1 tower: me 2, the others none -> 1st: 6
        ("ilk puanlama: kulelerde benim 2 kulem var, digerlerinde hic yok. kac puan alirim?", "tr", 6),
        # R3 chambers: Yū alone -> 1st: 19
        ("３回目の得点計算。会館はユウ以外は誰も持っていない。ユウは何点？", "ja", 19),
        # R1 garden: me 2, the other two none -> 1st: 5
        ("１回目の得点計算。庭園は私が二枚で、ほかの二人は誰も持っていない。私は何点？", "ja", 5),
        # Lena alone, but my points asked (mine are 0, yet not read as such): no verdict rather than Lena's 5
        ("first scoring: nobody has a garden except Lena, who has 1. how many garden points do I get?", "en", None),
        # Ana holds the towers, the others none, my points asked: my count untold -> no verdict (not Ana's 21)
        ("final scoring, towers: Ana has 3 and the others have none. how many points do I get?", "en", None),
    ],
)
def test_one_holder_with_the_others_none_is_first_alone(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R3 chambers 19/11/4: Tess 4 and me 4 share 1-2: (19 + 11) / 2 = 15 (turn 14 and 61 points: no counts)
        ("We're on turn 14 and doing the third scoring, I'm at 61 points. Chambers: Tess 4, me 4, Ollie 3, Finn 1. "
         "How many chamber points do I get?", "en", 15),
        # R2 chambers 11/4: Ece 3 and me 3 share 1-2: 15 / 2 = 7; Can 3rd: 0 ("14. turdayız": the turn)
        ("14. turdayiz, ikinci puanlama yapiliyor. odalar: Ece 3, ben 3, Can 2. kim kac puan alir?", "tr", [7, 7, 0]),
        # R2 chambers 11/4: two of us 4 share 1-2: 15 / 2 = 7; the other two 1 each: 0
        ("segunda puntuacion de aposentos: dos tenemos 4 y los otros dos tienen 1. yo soy de los de 4, cuanto me toca?",
         "es", 7),
        # R2 arcades 10/3: three of us 3 share 1-3: 13 / 3 = 4; the other 1: 0
        ("ikinci puanlama, kemerler: ucumuzun 3er kemeri var, digerinin 1. ben de o ucten biriyim, kac puan alirim?",
         "tr", 4),
        # R3 arcades 18/10/3, four players ("somos cuatro"): three of us 3 share 1-3: 31 / 3 = 10
        ("final, arcadas, somos cuatro: tres tenemos 3 y el otro 1. yo soy de los de 3, cuanto me llevo?", "es", 10),
        # R2 garden 12/5: two of us 3 share 1-2: 17 / 2 = 8; the other two 1: 0
        ("second scoring, gardens: two of us have 3 each and the other 2 have 1. what do the two of us get?", "en", 8),
    ],
)
def test_numbers_beside_the_counts_and_groups_told_by_size(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # a number of towers asked ("kaç kule daha"), not points; a gap of points ("点差", "diferencia")
        ("ikinci puanlamada kulelerde Ali'nin 3 kulesi var, benim 2. birinci olmak icin kac kule daha almaliyim?",
         "tr"),
        ("final scoring: Ana has 4 towers, I have 2. how many towers do I need to beat her?", "en"),
        ("２回目の得点計算で塔は私が３枚、ケンが２枚。私とケンの点差は何点？", "ja"),
        ("segunda puntuacion, jardines: Leo 3, yo 2. cual es la diferencia de puntos?", "es"),
    ],
)
def test_a_number_of_buildings_or_a_gap_asked_gets_no_points_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R2 pavilion 8/1: Hannah 5 -> 8; Greg 2 and me (so have I) tie 2nd: 1 / 2 = 0 each ("bought loads": history)
        ("Okay so it's the second scoring and we're arguing about pavilions. Hannah, who sits on my left, bought loads "
         "of them, she's got five. Greg has two and so have I. What does each of us get?", "en", [8, 0, 0]),
        # R3 garden 20/12/5: Zoe 4 -> 20; Max 2 and me 2 share 2-3: 17 / 2 = 8
        ("third scoring, gardens: Zoe kept buying them all game, she has 4. Max has 2, and I have 2. points for each?",
         "en", [20, 8, 8]),
        # R2 tower 13/6: Lucía 5 -> 13, Pedro 2 -> 6, me 1 -> 0
        ("segunda puntuacion, torres: Lucia compro todas las que pudo, tiene cinco. Pedro tiene 2 y yo 1. puntos de "
         "cada uno?", "es", [13, 6, 0]),
        # R2 arcades 10/3: Selin 4 -> 10; Ozan 2 and me 2 share 2nd: 3 / 2 = 1
        ("ikinci puanlama, kemerler: Selin hep kemer satin aldi, onun 4 tane var. Ozan 2, ben 2. kim kac puan alir?",
         "tr", [10, 1, 1]),
        # R1 tower 6: Kei 4 -> 6; me 2, Yuna 1 -> 0 ("ずっと買っていて": the count after the word is no price)
        ("１回目の得点計算。塔はケイがずっと買っていて４枚、私は２枚、ユナは１枚。それぞれ何点？", "ja", [6, 0, 0]),
        # a price before the word ("９で買って"): a payment, no majority
        ("１回目の得点計算。塔はケイが９で買って４枚、私は２枚。それぞれ何点？", "ja", None),
        # a purchase supposed ("si compro otra torre"): another situation, no verdict
        ("segunda puntuacion de torres: Ana tiene 3 y yo 2, pero si compro otra torre antes, cuanto saco?", "es", None),
        # a price told with the purchase: a payment, no majority
        ("second scoring, towers: Ana has 3, I bought one for 9 and now have 2. points?", "en", None),
    ],
)
def test_how_the_buildings_were_bought_is_no_payment(q, lang, expected):
    assert answer(q, lang) == expected
