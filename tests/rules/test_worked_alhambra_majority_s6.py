"""Majorities told as counts (alhambra.scoring.majority, alhambra.scoring.ties), read as players type (session s6):
"no one else has any" (the others hold none: no count, and no player who could place), the players asked about
last ("points for each of the three?", "puntos de los tres?": the group, no count), a count told for several
players with the building's name before "each" ("3 arcadas cada uno"), the speaker's share inside such a group
(equal counts share equal points), and the words that ask the scoring ("que saco yo", "dağılım nasıl")."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R1 tower 6, first only: a tie of two shares places 1-2: (6 + 0) / 2 = 3 each
        ("1st scoring - Olga and I are tied 2-2 on towers, no one else has any. what do we each get?", "en", [3, 3]),
        # R1 chambers 4: (4 + 0) / 2 = 2, mine
        (
            "round one scoring and Ben and me both have 2 chambers, no one else has any. how many points for me?",
            "en",
            2,
        ),
        # R1 pavilion 1: (1 + 0) / 2 = 0.5 -> 0
        ("ilk puanlamada pavyon: ben 1, Ece 1, baskasinda yok. bana kac puan?", "tr", 0),
        # R1 arcades 3: (3 + 0) / 2 = 1.5 -> 1, mine (Jorge and I hold 3 each)
        (
            "en la primera puntuación empatamos Jorge y yo con 3 arcadas cada uno y nadie más tiene. ¿cuántos puntos "
            "me tocan?",
            "es",
            1,
        ),
        # R3 seraglio 17/9/2 with Dirk: Dirk 17, me 9, Amir 2
        (
            "two-player game, last scoring, seraglios: Dirk 3, me 2, Amir 1. points for each of the three?",
            "en",
            [17, 9, 2],
        ),
        # R1 garden 5, first only: Dirk 5
        ("a dos jugadores, primera puntuación, jardines: yo 1, Dirk 3, Tomás 2. puntos de los tres?", "es", [0, 5, 0]),
        # R2 garden 12/5 with Dirk 5, me 3, Carla 1: mine 5
        ("partida a 2 con Dirk, segunda puntuacion, jardines: Dirk 5, yo 3, Carla 1. que saco yo?", "es", 5),
        # R2 seraglio 9/2: Umut and I 2 each share 1-2: (9 + 2) / 2 = 5; Berk 3rd, unpaid
        ("2. puanlama seraglio: Umut ile ben 2'şer, Berk 1. dağılım nasıl?", "tr", [5, 5, 0]),
    ],
)
def test_a_majority_told_as_players_type(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # four players asked about, three counts told
        ("second scoring, towers: me 3, Ana 2, Bo 1. points for each of the four?", "en"),
        # someone else has more than told: not plain counts
        ("first scoring, towers: me 2, Ana 2, nobody else has more than 1. what do I get?", "en"),
        # 10 arcades for one player, the box holds 9 (session 7: a table of 4 + 4 + 2 = 10 is scored as told)
        ("iki kisilik oynuyoruz, son puanlama, kemer: ben 10, Dirk 4, esim 2", "tr"),
        # the round not told
        ("torres: yo 3, Ana 2. puntos de los dos?", "es"),
    ],
)
def test_a_majority_not_told_whole_is_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R2 chambers 11/4 with Dirk: Dirk 11, me 4; the friend with none places nowhere
        ("2 kişilik oyun, 2. puanlama, oda: Dirk 3, ben 1, arkadaşımda hiç yok. bana kaç puan?", "tr", 4),
        # R2 tower 13/6 with Dirk: Dirk 13, me 6
        (
            "two-player game, second scoring, towers: Dirk 3, me 2, my wife has none. how many tower points do I get?",
            "en",
            6,
        ),
        # R2 seraglio 9/2: me 9, Ana 2, Carla 0
        ("segunda ronda, serrallos: yo 2, Ana 1, Carla no tiene. cuanto me toca?", "es", 9),
    ],
)
def test_a_player_told_with_none_holds_0(q, lang, expected):
    assert answer(q, lang) == expected


def test_none_beside_a_number_is_no_count_of_0():
    """ "no tiene más de 2": a bound, not none held (and not plain counts)."""
    assert answer("segunda ronda, serrallos: yo 2, Ana 1, Carla no tiene más de 2. cuanto me toca?", "es") is None


def test_a_turkish_name_holding_el_is_no_round_and_ucumuz_is_the_group_asked():
    """ "Elif" holds "el" (a round in Turkish) and "üçümüz" (the three of us) is who is asked: R1 tower 6 with Dirk,
    ben 2 and Dirk 2 share (6 + 0) / 2 = 3, Elif 0."""
    q = "iki kişilik oynuyoruz (Dirk var). 1. puanlama kule: ben 2, Elif 1, Dirk 2. üçümüz kaç puan alır?"
    assert answer(q, "tr") == [3, 0, 3]
    # a round told with "el" still is one: "ilk elde" (the first round) names round 1
    assert answer("ilk elde kulede ben 2, Elif 1. kac puan?", "tr") == [6, 0]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # R2 garden 12/5: アキ and 私 3 each tie first (12 + 5) / 2 = 8; "1位タイ" agrees with the counts
        ("2回目の得点計算、庭園でアキと私が3枚ずつ1位タイ、ソウタは2枚。点数は？", "ja", [8, 8, 0]),
        # a place told that the counts do not give (3 each is first, not second)
        ("2回目の得点計算、庭園でアキと私が3枚ずつ2位タイ、ソウタは2枚。点数は？", "ja", None),
        # a tie told, the counts read give none (one 2 read for 私とトモ): no verdict, not 8
        ("最終で別棟、1位はサキ(4枚)、私とトモが2枚で2位タイ。私は何点?", "ja", None),
        # R3 seraglio 17/9/2: the two tied first share (17 + 9) / 2 = 13 ("もう1人": one player, no group)
        ("最終で後宮、2人が3枚で1位タイ、もう1人が1枚。1位の2人は何点ずつ?", "ja", 13),
    ],
)
def test_a_place_or_tie_told_must_agree_with_the_counts(q, lang, expected):
    assert answer(q, lang) == expected


def test_a_tie_told_with_its_count_spreads_over_the_players_named():
    """ "Mia and I are tied for first with 3, Raj has 1": R3 tower 21/13/6, the two share (21 + 13) / 2 = 17, Raj
    6; the places reader takes no count that only equals the round (3) or a place (1) by chance."""
    assert answer("third scoring, towers: Mia and I are tied for first with 3, Raj has 1. points?", "en") == [17, 17, 6]


def test_final_opening_a_spanish_question_is_the_last_scoring():
    """ "final: ..." names the game's last scoring: R3 pavilion 16/8/1, the two tied share (16 + 8) / 2 = 12."""
    q = "final: Raul y yo empatados en primero con 3 pabellones, Eva tiene 1. cuanto Raul, yo y Eva?"
    assert answer(q, "es") == [12, 12, 1]
