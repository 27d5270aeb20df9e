"""A tie told as one count for a group of players (alhambra.scoring.ties: the tied players add the places they fill
and split them, rounded down), session s6: "los cuatro tenemos 2", "4 kişi 1'er taneyle eşitiz", "4人とも1枚ずつ",
"three of us have 2 gardens each and the 4th player has none"; the answer is the group's one share. A group whose
count the box cannot hold, or told beside another count, is no verdict."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R2 arcades 10/3, four tied: (10 + 3 + 0 + 0) / 4 = 3.25 -> 3
        ("2a puntuacion, arcadas: los cuatro tenemos 2. cuanto cada uno?", "es", 3),
        # R3 pavilion 16/8/1, four tied: 25 / 4 = 6.25 -> 6
        ("puntuacion final de pabellones: los cuatro tenemos uno cada uno. cuanto me dan?", "es", 6),
        # R3 garden 20/12/5, three tied: 37 / 3 = 12.33 -> 12 (the fourth with none places nowhere)
        (
            "final count, three of us have 2 gardens each and the 4th player has none. how much do I get (I'm one of "
            "the three)?",
            "en",
            12,
        ),
        # R3 tower 21/13/6, four tied: 40 / 4 = 10; the fifth with 0 scores nothing
        (
            "5 player game, final scoring, four of us have 2 towers each and the fifth has zero. what's my tower score",
            "en",
            10,
        ),
        # R2 pavilion 8/1, four tied: 9 / 4 = 2.25 -> 2
        ("2. puanlamada 4 kişi pavyonda 1'er taneyle eşitiz. bana düşen?", "tr", 2),
        # R1 tower 6, three tied: 6 / 3 = 2
        ("ilk puanlamada kulede 3 kisi 2şer taneyle esitiz, ben de onlardan biriyim. kac puan alirim", "tr", 2),
        # R3 garden, four tied: 37 / 4 = 9.25 -> 9
        ("最終、庭園が4人とも1枚ずつ。1人何点?", "ja", 9),
        # R2 tower 13/6, three tied: 19 / 3 = 6.33 -> 6 ("3人プレイ、2回目": the second scoring)
        ("3人プレイ、2回目の塔は3人とも2枚で並んでる。私の得点は？", "ja", 6),
    ],
)
def test_the_groups_one_share(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # 8 seraglios each, the box holds 7 (session 7: 4 x 2 = 8 in all is scored as told)
        ("final puanlamasi, seraglio dört kişide de 8şer tane. kisi basi kac?", "tr"),
        # a second count beside the group's: not one count for all
        ("2a puntuacion, arcadas: los cuatro tenemos 2 y Ana 3. cuanto cada uno?", "es"),
        # the round not told
        ("los cuatro tenemos 2 arcadas. cuanto cada uno?", "es"),
        ("庭園が4人とも1枚ずつ。1人何点?", "ja"),
    ],
)
def test_a_group_not_told_whole_is_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R2 tower 13/6: the two tied first share (13 + 6) / 2 = 9.5 -> 9; Sam third, unpaid
        ("2nd scoring, towers: two of us are tied for first with 3, Sam is behind with 1. what do I get?", "en", 9),
        # R3 arcades 18/10/3: (18 + 10) / 2 = 14; the next one third
        (
            "final round: two of us are first in arcades with 3 apiece, next guy has 2. what do the two of us get "
            "each?",
            "en",
            14,
        ),
        # R2 garden 12/5: ikimiz (two of us) 3 each share (12 + 5) / 2 = 8.5 -> 8; Ece third, unpaid
        ("2. puanlamada bahçede ikimiz birinciyiz (3er tane), Ece'de 2 var. ikimiz kacar puan aliyoruz?", "tr", 8),
        # R1 garden 5: three tied first share (5 + 0 + 0) / 3 = 1.67 -> 1; the 4th with 0 nothing
        ("1回目の得点計算、庭園1枚ずつで3人が同数1位（4人目は0枚）。私は何点？", "ja", 1),
    ],
)
def test_a_group_beside_single_players(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # a named player's share asked, not the group's
        (
            "última puntuación, cámaras: somos dos primeros con 4 cada uno y Nico va detrás con 2. ¿cuánto saca Nico?",
            "es",
        ),
        # 10 chambers for Arda, the box holds 9 (session 7: 5 + 3 x 2 = 11 in all is scored as told)
        ("2. puanlama oda: Arda 10 tane, geri kalan ucumuz 2ser. ikinci olan ucumuz kacar alir?", "tr"),
        # more players told than the group and the others make
        ("5 player game, second scoring, towers: two of us have 3 each, Sam has 1. what do I get?", "en"),
    ],
)
def test_a_group_beside_others_not_told_whole_is_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # a count told against another ("1 más"): not plain counts ("los 3" tells the players, no count)
        ("segunda puntuacion, torres: los 3 tenemos 2 y yo tengo 1 mas. cuanto me toca?", "es"),
        # the speaker told apart from the group: the group's share is not the speaker's
        ("son puanlamada kulelerde 3 kisi 2ser tane, ben 4. ben kac alirim?", "tr"),
        # all three told with 2, then the speaker with 3: not one table
        ("2回目の得点計算、塔は3人とも2枚、でも私は3枚。私は何点？", "ja"),
    ],
)
def test_a_group_told_against_itself_is_no_verdict(q, lang):
    assert answer(q, lang) is None
