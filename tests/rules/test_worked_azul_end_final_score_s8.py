"""azul.end.bonuses, session s8: the final score is the score before the bonuses plus the bonuses (row 2, column 7,
colour 10), when the score before the bonuses is told in a part of its own and the final score asked; Japanese
"横一列が三つ" counts three rows (一列 is the word for a line, the count follows it), "一色を五枚そろえた" one
colour."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 61 + 2 rows 4 + 1 column 7 + 1 colour 10 = 82
        ("Game ended. Before bonuses I had 61 points. I completed two horizontal rows, one column, and all five "
         "blues. What's my final score?", 82),
        # 48 + 2 columns 14 + 1 row 2 = 64
        ("oyun bitti, puanim bonuslardan once 48. iki tam sutunum ve bir yatay siram var, renk yok. son puanim kac?",
         64),
        # 55 + 1 row 2 + 3 columns 21 = 78
        ("Se acabo la partida. Sin contar bonus tengo 55. Complete una fila, ningun color, y tres columnas. "
         "Puntuacion final?", 78),
        # 50 + 2 rows 4 + 1 column 7 = 61
        ("ゲーム終了。ボーナス前は５０点で、横一列が二つ、縦一列が一つ完成しました。"
         "色はそろっていません。最終得点は？", 61),
        # bonus only: 3 rows 6 + 2 columns 14 + 1 colour 10 = 30
        ("ゲーム終了です。横一列が三つ、縦一列が二つ、そして一色を五枚そろえました。ボーナスは合計何点？", 30),
    ],
)
def test_the_final_score_is_the_score_before_plus_the_bonuses(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # two scores before the bonuses in one part: which is not sure
        "Game over. Before bonuses I had 61 or 62 points, and 1 complete row. What's my final score?",
        # another player's score told: whose wall is not sure
        "Game over. Before bonuses Ana had 40 points and I had 50. I completed 1 row. What's my final score?",
    ],
)
def test_no_final_score_when_the_score_before_is_not_sure(q):
    assert answer(q) is None
