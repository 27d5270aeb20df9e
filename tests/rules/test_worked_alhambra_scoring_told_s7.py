"""alhambra.scoring.majority / ties / reserve, session 7: majorities told as players tell them: a table with more
of a type in all than the box holds (scored as told, one player beyond the box is a misread), buildings on the
reserve board (in no majority), Turkish "birer" (one each), one share asked per head, "cuenta final", and players'
names that are also words ("Cat") right before their counts. Facts: data/alhambra (points per scoring)."""

from __future__ import annotations

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # R3 chambers 19/11/4: Anna 19; Ben and Carl tie 2nd-3rd (11 + 4) / 2 = 7.5 -> 7; Dora 0 (12 told, box 9)
        ("Final scoring for chambers: Anna has 5, Ben 3, Carl 3 and Dora 1. What does everybody score?",
         [19, 7, 7, 0]),
        # R3 pavilion 16/8/1: Selin 16; ben and Okan tie 2nd-3rd (8 + 1) / 2 = 4 (13 told, box 7)
        ("son puanlamada pavyon: Selin 5, ben 4, Okan 4. kim kac puan alir?", [16, 4, 4]),
        # R2 chambers 11/4: Marta 11; yo and Luis tie 2nd-3rd (4 + 0) / 2 = 2 (16 told, box 9)
        ("segunda puntuacion, aposentos: Marta 6, yo 5, Luis 5. cuantos puntos cada uno?", [11, 2, 2]),
        # R2 arcades 10/3: Ken and me tie (10 + 3) / 2 = 6; Yumi 0 (13 told, box 9)
        ("2回目の得点計算、拱廊：ケン5枚、私5枚、ユミ3枚。それぞれ何点？", [6, 6, 0]),
    ],
)
def test_a_table_told_beyond_the_box_is_scored_as_told(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        "third scoring, pavilions: me 8, Ann 2. points?",  # 8 pavilions for one player, the box holds 7
        "puntuacion final de aposentos: Anabel 10, yo 3. que se lleva cada uno?",  # 10 chambers, the box holds 9
        "round 2: my longest outer wall is 9 sides and I have 3 towers, how many points?",  # a wall, no count
    ],
)
def test_one_player_beyond_the_box_or_a_wall_is_no_majority(q):
    assert answer(q) is None


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # R1 pavilion 1: Sam 3 -> 1; me 2 in the Alhambra -> 0 (the 2 in the reserve do not count)
        ("round 1, pavilions: I have 2 in my alhambra and 2 more on my reserve board, Sam has 3 in his alhambra. "
         "points for each of us?", [0, 1]),
        # R1 tower 6: me 2 -> 6, Mert 1 -> 0 (the 3 "yedekte" do not count)
        ("ilk puanlamada kule: Alhambra'mda 2 kule var ve yedekte 3 tane, Mert'in Alhambra'sinda 1 kule var. "
         "puanlar?", [6, 0]),
        # R3 tower 21/13/6: Ana 4 -> 21, me 3 -> 13, Pepe 1 -> 6
        ("tercera puntuacion, torres: Ana tiene 4 en su Alhambra y 2 en la reserva, yo tengo 3 en mi Alhambra y "
         "Pepe 1. puntos?", [21, 13, 6]),
        # R1 tower 6: Hana 3 -> 6, me 2 -> 0
        ("1回目の得点計算、塔：私はアルハンブラに2枚と予備に2枚、ハナはアルハンブラに3枚。何点？", [0, 6]),
    ],
)
def test_the_reserve_counts_in_no_majority(q, expected):
    assert answer(q) == expected


def test_a_reserve_told_inside_a_total_is_not_read():
    # 3 towers, 1 of them in the reserve: not told as the Alhambra's count, no verdict
    assert answer("round 2, towers: I have 3 towers, 1 of them on my reserve board, Ana has 2. points?") is None


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # "birer": one each. R3 arcades 18/10/3: 18, 10, then Elif and Deniz tie 3rd-4th (3 + 0) / 2 = 1
        ("son puanlamada kemerlerde durum soyle: bende bes tane var, Can'da uc, Elif ile Deniz'de birer tane. "
         "kim ne aliyor?", [18, 10, 1, 1]),
        # per head: R3 seraglio 17/9/2, four tied (17 + 9 + 2) / 4 = 7
        ("final puanlamasi, seraglio dört kişide de 2şer tane. kisi basi kac?", 7),
        # per head: R3 tower, three tied (21 + 13 + 6) / 3 = 13
        ("最終の塔、3人とも2枚ずつ。1人あたり何点？", 13),
        # "cuenta final": the last scoring. R3 garden 20/12/5: 20; two tied (12 + 5) / 2 = 8; 0
        ("cuenta final de jardines: yo 6, Ines 4, Tomas 4, Alba 2. reparto?", [20, 8, 8, 0]),
        # "Cat" is a name before its count: R3 arcades three tied (18 + 10 + 3) / 3 = 10; Dan 0
        ("3rd scoring, arcades - Ann 2, Bob 2, Cat 2, Dan 1. points each?", [10, 10, 10, 0]),
        # names the part-by-part reading misses: R3 arcades 18; two tied (10 + 3) / 2 = 6; 0
        ("最終得点計算で拱廊がアキラ3、私2、サクラ2、ミホ1。みんな何点もらえる？", [18, 6, 6, 0]),
    ],
)
def test_majorities_told_as_players_type_them(q, expected):
    assert answer(q) == expected


def test_money_in_a_currency_is_the_leftover_tile_not_a_majority():
    # green in hand: Bill and Cora tie on 9, so the tower stays on the market (no one takes it)
    assert answer("game over, a tower is left on the green square. green in hand: Ada 7, Bill 9, Cora 9. "
                  "who gets it?") == ""
