"""alhambra.scoring.majority / ties (session 8): every player of a majority is read in the order told, when the
count is copied ("so do I", "the same as Ece", "Ahmet kadar", "igual que Lucía", "ユキと同じ"), when the player is
told with none ("Zoe none", "benim hiç yok (0)": one 0, kept in its place), when the question lists who is asked
("points for me, Dirk and Lea?": everyone's, not the speaker's), and no verdict when a second round is told.
Points per scoring (1st/2nd/3rd) from data/alhambra: a tie shares the places it fills, rounded down."""

from __future__ import annotations

import pytest

from assistant import api

CASES = [
    # R1 tower 6 (1st only): Ece 2 and me (the same as Ece) tie 1st: 6 / 2 = 3 each; Can 1 -> 0
    ("en", "First scoring just triggered. For towers Ece has two and Can has one, and I've got the same as Ece. "
           "What does each of us score for towers, Ece, Can and me?", [3, 0, 3]),
    # R2 arcades 10/3: Sam 3 and me (so do I) tie 1st-2nd: (10 + 3) / 2 = 6.5 -> 6; Jo 1 -> 3rd: 0
    ("en", "second scoring round. Sam has 3 arcades and so do I, Jo has just 1 arcade. what does everyone get?",
     [6, 6, 0]),
    # R3 seraglio 17/9/2: Olga 17, Nick 9, Hugo 2, Zoe none -> 0 (kept, fourth as told)
    ("en", "final scoring seraglios: Olga four, Nick two, Hugo one, Zoe none. points?", [17, 9, 2, 0]),
    # R3 pavilion 16/8/1: Can 3 and Ayşe 3 tie 1st-2nd: (16 + 8) / 2 = 12; Mert 2 -> 3rd 1; me none (0) -> 0
    ("tr", "oyun bitti, son sayim. pavyonlarda Can'in 3, Ayse'nin 3, Mert'in 2 pavyonu var, benim hic yok (0). "
           "pavyondan herkes kac puan aliyor?", [12, 12, 1, 0]),
    # R3 tower 21/13/6: Selin 5 -> 21, Hakan 4 -> 13, me 2 -> 6 ("açık ara onde" is "önde", no ten)
    ("tr", "Final puanlamasinda kulelere bakiyoruz. Selin 5 kuleyle acik ara onde, Hakan 4 kuleyle ikinci, ben de 2 "
           "kuleyle ucuncuyum. Ben kuleden kac puan alirim?", 6),
    # R2 seraglio 9/2: Ahmet 4 -> 9; Zeynep 2 and me (Zeynep kadar) tie 2nd: 2 / 2 = 1 each
    ("tr", "ikinci puanlama. saraylarda Ahmet'in dort tane var, Zeynep'in iki, benim de Zeynep kadar. kim kac puan "
           "alir?", [9, 1, 1]),
    # two players + Dirk, R3 chambers 19/11/4: me 5 -> 19; Dirk 2 and Inés 2 tie 2nd-3rd: (11 + 4) / 2 = 7.5 -> 7
    ("es", "Jugamos Ines y yo con Dirk. En la puntuacion final, de camaras Dirk tiene dos, Ines dos y yo cinco. "
           "Cuantos puntos de camaras van para Dirk, para Ines y para mi?", [7, 7, 19]),
    # R2 pavilion 8/1: Mateo 5 -> 8; Lucía 3 and me (igual que Lucía) tie 2nd: 1 / 2 = 0.5 -> 0
    ("es", "vamos por la segunda puntuacion. de pabellones Lucia tiene tres, Mateo cinco y yo igual que Lucia. "
           "cuantos puntos se lleva cada uno?", [0, 8, 0]),
    # R2 garden 12/5: Kenta 3 and me (健太と同じ) tie 1st-2nd: (12 + 5) / 2 = 8.5 -> 8; Misaki 2 -> 3rd: 0
    ("ja", "中間の得点計算です。庭園は美咲が二つ、健太が三つ、私も健太と同じ数です。"
           "庭園の点は美咲、健太、私でどう分けますか？",
     [0, 8, 8]),
    # R2 tower 13/6: Ken 3 -> 13; Yuki 2 and me (ユキと同じ) tie 2nd: 6 / 2 = 3 each
    ("ja", "２回目の得点計算です。塔はケンが３枚、ユキが２枚、私もユキと同じです。それぞれ何点？", [13, 3, 3]),
    # the scoring card told (no money): R1 garden 5: Ayşe 4 -> 5; Mehmet 2, me 3 -> 0
    ("en", "ok so the first scoring card just came out of the money deck. Ayse has four gardens in her alhambra, "
           "Mehmet has two, and I have three gardens. who gets what for the gardens?", [5, 0, 0]),
    # "la primera carta de puntuación": R1 arcades 3: me 4 -> 3; Lucía 2, Pablo none -> 0
    ("es", "Acaba de salir la primera carta de puntuacion. En arcadas Lucia tiene dos, Pablo no tiene ninguna y yo "
           "tengo cuatro. Cuantos puntos se lleva cada uno por las arcadas?", [0, 0, 3]),
    # "得点計算カード": R1 tower 6: Satō 3 -> 6; Tanaka 2, me 1 -> 0
    ("ja", "1回目の得点計算カードが出ました。塔は田中さんが2枚、佐藤さんが3枚、私は1枚です。"
           "塔の得点はそれぞれ何点ですか？",
     [0, 6, 0]),
    # "bir odası" (the article as one) and "puanlama kartı": R1 chambers 4: Emre 3 -> 4; Zeynep 1, me 2 -> 0
    ("tr", "ilk puanlama karti cikti. odalarda durum su: Zeynep'in bir odasi var, Emre'nin uc tane, bende de iki oda "
           "var. odalardan kim kac puan aliyor?", [0, 4, 0]),
    # "arada yapılan puanlama" is the second: R2 tower 13/6: Ahmet 2 and me (Ahmet kadar) tie: 19 / 2 = 9; Elif 1 -> 0
    ("tr", "arada yapilan puanlamada kulelere bakiyoruz. Elif'in bir kulesi var, Ahmet'in iki, benim de Ahmet kadar. "
           "kuleden Elif'e, Ahmet'e ve bana kac puan dusuyor?", [0, 9, 9]),
    # the players' disagreement is no negation of the situation: R2 garden 12/5: Carlos 12; Elena, me tie 2nd: 5/2 = 2
    ("es", "Estamos en la puntuacion del medio y no nos ponemos de acuerdo con los jardines. Carlos tiene cinco "
           "jardines, Elena tres y yo tambien tres. Que le toca a cada uno?", [12, 2, 2]),
    # "each have" after three names: R3 chambers 19/11/4: (19 + 11 + 4) / 3 = 11.33 -> 11 each; me 1 -> 4th: 0
    ("en", "Final scoring, chambers. Rita, Paul and Nora each have two chambers, and I've got one chamber. What does "
           "each of us score for chambers?", [11, 11, 11, 0]),
    # "、" list before ずつ, ゼロ: R3 garden 20/12/5: three tie 1st-3rd: 37 / 3 = 12.33 -> 12; Riku 1, me 0 -> 0
    ("ja", "五人で遊んでいて最終得点計算です。庭園は大和、蓮、結衣が三枚ずつ、陸が一枚、私はゼロです。"
           "庭園の点数は五人それぞれ何点？", [12, 12, 12, 0, 0]),
    # "¿Cómo queda?" asks the split: Dirk game, R3 arcades 18/10/3: Dirk 5 -> 18; me 3, Ana 3 tie: 13 / 2 = 6
    ("es", "Partida a dos con Dirk, puntuación final, arcadas: yo 3, Dirk 5, Ana 3. ¿Cómo queda?", [6, 18, 6]),
    # "so does Carl": R2 garden 12/5: Bea 3 and Carl tie 1st-2nd: 17 / 2 = 8.5 -> 8; me 1 -> 3rd: 0
    ("en", "round two scoring. gardens: Bea has 3, and so does Carl, while I only have one. points?", [8, 8, 0]),
    # "hiç bahçem yok" read as a 0 (the negation read): R3 garden 20/12/5: Mert 4, Ece (Mert kadar) 4: 32 / 2 = 16
    ("tr", "ucuncu puanlama, bahceler: Mert'in 4 bahcesi var, Ece'nin de Mert kadar, benim hic bahcem yok. herkes "
           "kac alir?", [16, 16, 0]),
    # a 、 list after another's count: R2 chambers 11/4: me 3 -> 11; three tie 2nd-4th: (4 + 0 + 0) / 3 = 1.33 -> 1
    ("ja", "２回目の得点計算カードが出た。会館は私が３枚、ソウタ、ハル、リコが１枚ずつ。どうなる？", [11, 1, 1, 1]),
    # the speaker's count told with his place: R3 garden 2nd: 12 (Kerem 6 1st, me 3 2nd, Ali 2 3rd)
    ("en", "We're doing the final scoring. For gardens Kerem is way ahead of everybody with six, then Ali sits third "
           "with two, and I'm second with 3. How many points do I get for my gardens?", 12),
    # "me too (4)": one count, the bracketed one: R2 chambers 11/4: Eve 4, me 4 tie: 15 / 2 = 7; Dan 1 -> 0
    ("en", "scoring round 2, chambers. Dan 1, Eve 4, me too (4). points per player?", [0, 7, 7]),
    # a running score told beside ("I'm on 52 points", above any scoring's points): R3 garden me 2nd: 12
    ("en", "we're at the final scoring and I'm on 52 points. gardens: Sue 3, me 2. how many garden points do i get?",
     12),
    # "seray" (a seraglio as typed): R1 seraglio 2: Ece 2 -> 2; Mert none, me 1 -> 0
    ("tr", "ilk puanlamada seraylarda Mert'in hic yok, Ece'nin 2, benim 1. kim ne alir?", [0, 2, 0]),
    # "somos cinco" tells the players, no count: R3 garden 20/12/5: Eva 20; Rui, Lía tie 2nd-3rd: 17 / 2 = 8
    ("es", "ultima puntuacion, jardines: somos cinco. Eva 4, Rui 3, Lia 3, Teo 1 y yo 0. puntos?", [20, 8, 8, 0, 0]),
    # "tiene los mismos": R1 chambers 4: me 3 and my brother 3 tie 1st: 2 each
    ("es", "primera puntuacion: en aposentos yo tengo 3 y mi hermano tiene los mismos. cuantos puntos para cada uno?",
     [2, 2]),
    # "my brother has the same", "Ece'de de o kadar", "弟も同じ": R2 tower 13/6: two tie 1st-2nd: 19 / 2 = 9; me 1 -> 0
    ("en", "second scoring, towers: Ann has 3, my brother has the same, I have 1. points for each?", [9, 9, 0]),
    ("tr", "ikinci puanlama, kuleler: Ali'nin 3, Ece'de de o kadar, bende 1. kim kac alir?", [9, 9, 0]),
    ("ja", "２回目の得点計算、塔：ケン３枚、弟も同じ、私１枚。それぞれ何点？", [9, 9, 0]),
    # "3人とも同じ数" is all three, no copy: Dirk game, R3 tower: three tie 1st-3rd: 40 / 3 = 13
    ("ja", "すみません、2人プレイでディルク入りです。最終得点計算で、塔は ディルク2枚、私2枚、夫2枚 です。"
           "3人とも同じ数の場合はどうなりますか?各自何点?", [13, 13, 13]),
    # a colour describing the buildings is no money: R3 pavilion 16/8/1: Greta 16; Hugo, Inés tie 2nd-3rd: 9/2 = 4
    ("en", "last scoring of the game, pavilions (the cheap blue ones). Greta has four of them, Hugo has two, Ines has "
           "two as well, and I have one. how do the pavilion points go?", [16, 4, 4, 0]),
    ("es", "tercera puntuacion, pabellones azules: Ana 3, yo 2, Leo 1. puntos?", [16, 8, 1]),
    # a count after "all" is each listed player's (it was read as one player's: [21, 13] for four players):
    # R3 tower 21/13/6: three tie 1st-3rd: 40 / 3 = 13.33 -> 13; Cy 1 -> 4th: 0
    ("en", "final scoring: Ana, Bo and I all have 2 towers, Cy has 1. points?", [13, 13, 13, 0]),
    ("tr", "son puanlama: Ana, Bora ve ben hepimiz 2 kule, Cem 1. puanlar?", [13, 13, 13, 0]),
    ("es", "puntuacion final: Ana, Bea y yo todos con 2 torres, Cris 1. puntos?", [13, 13, 13, 0]),
    ("ja", "最終得点計算：塔はアナ、ボー、私が全員2枚、シー1枚。それぞれ何点？", [13, 13, 13, 0]),
    # R2 seraglio 9/2: Kei 9; Aya, Miho, me tie 2nd-4th: 2 / 3 = 0.67 -> 0 (the list starts after "後宮は")
    ("ja", "２回目の得点計算、後宮はアヤ、ミホ、私が全員１枚、ケイは３枚。それぞれ何点？", [0, 0, 0, 9]),
    # a named player's "too" (it was left out: [13, 6] for three players): R2 tower: two tie 1st-2nd: 9; me 1 -> 0
    ("ja", "２回目、塔：ケン３枚、ユキも、私１枚。何点？", [9, 9, 0]),
    ("es", "segunda puntuacion, torres: Ana tiene 3 y Luis tambien, yo 1. puntos?", [9, 9, 0]),
    ("tr", "ikinci puanlama, kuleler: Ali 3, Veli de oyle, ben 1. puanlar?", [9, 9, 0]),
    # R1 garden 5: three tie 1st: 5 / 3 -> 1 each
    ("en", "first scoring, gardens: Ana has 3, me too, Bo too. points?", [1, 1, 1]),
    # "yo voy primero con cuatro": R2 tower 1st: 13 (Rosa 2, Tomás 1)
    ("es", "Segunda puntuacion. En torres Rosa tiene dos y Tomas una, y yo voy primero con cuatro. Cuantos puntos me "
           "llevo por las torres?", 13),
]

# a place's points with the tie denied in its own part: R2 arcades 2nd 3; R2 pavilion 2nd 1
PLACES = [
    ("tr", "ikinci puanlamada kemerlerde ikinciyim, benimle esit kimse yok. kac puan alirim?", 3),
    ("ja", "２回目の得点計算をしています。別棟は美咲が二位で、同じ枚数の人はいません。"
           "２回目の得点計算で別棟の２位は何点もらえますか？", 1),
]


@pytest.mark.parametrize(("lang", "q", "answer"), PLACES)
def test_a_place_whose_tie_is_denied_gets_the_place_s_points(lang, q, answer):
    worked = api.ask(q)["worked"]
    assert worked is not None and worked["answer"] == answer


@pytest.mark.parametrize(("lang", "q", "answer"), CASES)
def test_every_player_of_a_majority_is_read_in_the_order_told(lang, q, answer):
    worked = api.ask(q)["worked"]
    assert worked is not None and worked["answer"] == answer


@pytest.mark.parametrize(("lang", "q"), [
    # two rounds told ("en la segunda ... y en la tercera"): two situations
    ("es", "en la segunda ronda tengo 3 torres y Luis 2, y en la tercera tendremos 4 contra 4, cuanto saco en "
           "cada una?"),
    # "I'm first with 3" where Kerem has 6: the place told is not the counts' (no verdict)
    ("en", "final scoring, gardens: Kerem has 6, Ali 2, and I'm first with 3. how many points do I get?"),
    # "me too (5)" after Eve's 4: the copy and the bracket disagree
    ("en", "scoring round 2, chambers. Dan 1, Eve 4, me too (5). points per player?"),
    # "benim hiç yok ama rezervimde 2 var": the none and the reserve's 2 are one player's, never a fourth player
    ("tr", "son puanlamada bahcelerde Ece 3, Can 2, benim hic yok ama rezervimde 2 var. puanlar?"),
    # "the same as Bo plus one": told against Bo's count (it was read as Bo's 2 and a fourth player's 1)
    ("en", "final scoring, gardens: Ana 3, Bo 2, and I have the same as Bo plus one. points?"),
    # "the same as Max": Max is told with no count: the copy cannot be read
    ("en", "second scoring, towers: Ann 3, Bob 1, and I have the same as Max. points each?"),
])
def test_a_majority_not_read_in_full_gets_no_verdict(lang, q):
    assert api.ask(q)["worked"] is None


@pytest.mark.parametrize(("lang", "q", "answer"), [
    # alhambra.variant.two-player: after the first scoring Dirk gets 6; "puanları yazdık" tells points, asks none
    ("tr", "Iki kisilik oyunda ilk puanlama az once bitti, puanlari yazdik. Simdi Dirk'e torbadan hemen kac karo daha "
           "veriyoruz?", 6),
    # after the second scoring a third of the bag: 25 // 3 = 8 ("quick one" is no count)
    ("en", "Okay quick one before we carry on: it's just me and my brother plus Dirk, we've just finished the second "
           "scoring and counted twenty-five tiles still in the bag. How many of those does Dirk get now?", 8),
    # 30 // 3 = 10 ("una pregunta" is no count)
    ("es", "una pregunta: jugamos dos con Dirk, acabamos la segunda puntuacion y quedan 30 losetas en la bolsa. "
           "cuantas recibe Dirk ahora?", 10),
    # after the first scoring: 6 ("点数も記録しました": points told, not asked)
    ("ja", "２人プレイです。１回目の得点計算が終わって点数も記録しました。ディルクには今何枚タイルを渡しますか？", 6),
])
def test_dirk_s_share_after_a_scoring_is_read_through_the_chat(lang, q, answer):
    worked = api.ask(q)["worked"]
    assert worked is not None and worked["answer"] == answer
