"""azul.end.bonuses, session s6: each complete row 2, column 7, colour (all five of its tiles) 10 (seeds 003/004);
a colour told by its five tiles, and a Japanese 列 read as a row or a column only beside 横 or 縦."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("end of game: 1 complete row, no columns, and 2 colours with all five tiles. bonus?", 22),  # 2 + 20
        ("final bonus: two full columns and one colour with all 5 on the wall. how many points?", 24),  # 14 + 10
        ("oyun sonu: 2 tam satır, 1 tam sütun, renk yok. bonus kaç?", 11),  # 4 + 7
        ("bonificacion final: 1 fila completa y 1 color completo (los 5), ninguna columna. cuanto?", 12),  # 2 + 10
        ("ゲーム終了。横が2列そろって、縦1列、色はなし。ボーナスは？", 11),  # 横が2列: rows 4 + 7
        ("終了ボーナス: 横1列、5枚そろった色が1色。何点？", 12),  # 2 + 10
    ],
)
def test_end_bonuses_from_complete_rows_columns_and_colours(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # a bare 列: a row or a column, not told
        "ゲーム終了。2列そろった。ボーナスは？",
        # a colour told without its count
        "end of game: 2 complete rows and colours with all five. bonus?",
        # another player's wall beside mine
        "end of game: I have 1 complete row, Ana has 2 colours. my bonus?",
    ],
)
def test_bonuses_not_told_whole_give_no_verdict(q):
    assert answer(q) is None
