"""azul.floor.penalties / azul.score.minimum, session s7: the score after a round is the score before, plus the wall's
points, minus the floor (1 1 2 2 2 3 3, the marker takes a space), never below 0. Told with the wall's points as what
the tiles placed were worth, or as none ("no wall points", "koymadım", "no hago puntos"), the floor by its cost, or
the score before the floor ("20 before penalties")."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("I had 7 points, placed 2 tiles worth 1 and 4, and 3 tiles on the floor. score now?", 8),  # 7+5-4=8
        ("I'm on 5, no wall points this round and my floor costs me 4. What's my score now?", 1),  # 5+0-4=1
        ("22 before penalties, floor has the first player marker and 3 tiles. what's my score?", 16),  # 22-6=16
        ("puanim 4, zeminde 2 karo var, duvara bir sey koymadim. puanim kac olur?", 2),  # 4+0-2=2
        ("puanim 6, 2 puanlik bir karo koydum, zeminde 3 karo var. puanim kac olur?", 4),  # 6+2-4=4
        ("Tengo 3 puntos y en el suelo la ficha inicial y 1 azulejo; no hago puntos en el muro. ¿Con cuántos me quedo?",
         1),  # marker + 1 tile: 1+1=2; 3+0-2=1
        ("voy con 1, pongo un azulejo que vale 2 y en el suelo tengo 4 fichas. como queda mi puntuacion?", 0),
        # 1+2-6=-3 -> 0
        ("今6点、床はマーカー＋3枚、壁には何も置けなかった。何点？", 0),  # marker + 3: 1+1+2+2=6; 6-6=0
    ],
)
def test_the_score_after_the_round(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        "I had 5 points, placed 2 tiles worth 3, and 1 tile on the floor. score now?",  # each 3 or 3 in all
        "I'm at 10 points, no wall points this round and my floor costs me 5. What's my score now?",  # 5: no floor
    ],
)
def test_a_wall_or_floor_not_told_for_sure_gives_no_verdict(q):
    assert answer(q) is None
