"""azul.score.minimum and azul.floor.penalties, session s6: the score after a round told with the wall's points,
score before + the wall's points - the floor's penalty (1 1 2 2 2 3 3, the marker takes a space), never below 0
(seeds 003/004)."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 11 + 4 = 15; 3 tiles 1+1+2 = 4; 15 - 4 = 11
        ("I had 11 points, scored 4 on my wall this round, and have 3 tiles on my floor. what's my score now?", 11),
        # 3 + 2 = 5; marker + 3 tiles = 4 spaces, 6; 5 - 6 < 0: 0
        ("on 3 points, my wall gave me 2 this round, floor: the marker and 3 tiles. new score?", 0),
        # nothing on the wall: 6 - (5 tiles: 8) < 0: 0
        ("I'm at 6 points, nothing went on my wall, 5 tiles on the floor. score now?", 0),
        # 10 + 3 = 13; 2 tiles: 2; 11
        ("puanım 10, bu tur duvardan 3 puan aldım, zeminde 2 karo var. yeni puanım kaç?", 11),
        # 4 + 0 - (işaretçi + 2 = 3 spaces: 4) = 0
        ("puanim 4, duvara bir sey koyamadim, zeminde isaretci ve 2 karo var. puanim kac olur?", 0),
        # 12 + 6 = 18; 4 tiles: 6; 12
        ("tenia 12 puntos, esta ronda hice 6 en el muro y tengo 4 azulejos en el suelo. con cuantos me quedo?", 12),
        # 2 + 0 - (3 tiles: 4) < 0: 0
        ("voy con 2 puntos, no puse nada en el muro y en el suelo tengo 3 fichas. cuantos puntos tengo ahora?", 0),
        # 9 + 5 = 14; 1 tile: 1; 13
        ("今9点、このラウンド壁で5点取って、床に1枚。今何点？", 13),
        # 1 + 0 - (marker + 1 = 2 spaces: 2) < 0: 0
        ("今1点、壁には何も置けず、床はマーカー＋1枚。ラウンド後は何点？", 0),
    ],
)
def test_the_score_after_a_round_never_falls_below_0(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # another player's score beside mine: whose is not one board
        "Ana had 5 points and I had 3, I scored 2 on my wall and have 2 floor tiles. my score now?",
        # (s11: "scored 3 and 2 on my wall" is two tiles' points, 8 + 5 - 1 = 12, issue 20's worked answers read
        # them so (w9-ja-az-14 "2点と3点"): checked in test_worked_azul_round_score_s11.py)
        # the wall's points told vaguely
        "puanım 6, duvardan birkaç puan aldım, zeminde 2 karo var. yeni puanım kaç?",
        # the score after the end bonuses asked: they are not told
        "score 10, wall gave 4, floor 3 tiles, what's my score after the bonus?",
        # two floor counts
        "tenia 9 puntos, sume 2 en el muro, en el suelo 3 fichas o 4. puntos ahora?",
    ],
)
def test_a_round_not_told_as_one_board_gives_no_verdict(q):
    assert answer(q) is None
