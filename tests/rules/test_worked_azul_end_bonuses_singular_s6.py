"""azul.end.bonuses, session s6 (second round): each complete row scores 2, each column 7, each colour with all
five tiles 10 (seeds 003/004), with a row counted in the singular ("1 row", "a complete row", "ninguna fila"); a row
named by its number ("row 1") is which row, not how many: no verdict."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("end of game bonus: 1 row, 1 column, 1 colour. total?", 19),  # 2 + 7 + 10
        ("at the end I have 1 complete row and nothing else. bonus?", 2),  # 1 x 2
        ("fin de partida: ninguna fila, 1 columna y 3 colores completos. cuantos puntos extra?", 37),  # 7 + 3 x 10
        ("bonificacion final: dos columnas y dos colores completos, ninguna fila. cuanto?", 34),  # 2 x 7 + 2 x 10
        ("al final tengo 1 fila completa y 1 color completo. bonificacion?", 12),  # 2 + 10
        ("oyun sonu: 1 satir ve 1 sutun tamam. bonus kac?", 9),  # 2 + 7
        ("ゲーム終了：横列1本、色1つ完成。ボーナスは？", 12),  # 2 + 10
    ],
)
def test_end_bonuses_add_up_rows_columns_and_colours(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        "end bonus: row 1 and 1 column. total?",  # row 1: which row, not a count
        "end of game bonus: a row, some columns. total?",  # the columns not counted
        "bonificacion final: la fila 2 y 1 columna. cuanto?",  # la fila 2: which row
        "oyun sonu bonusu: 1. satir ve 1 sutun. kac?",  # 1. satır: the first row, not a count
    ],
)
def test_a_row_named_or_a_count_untold_gives_no_verdict(q):
    assert answer(q) is None
