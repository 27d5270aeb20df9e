"""azul.pattern-lines.capacity, session s6 (second round): pattern line n holds n tiles, the rest falls to the floor
(seeds 003/004), a line told holding tiles with には (2段目には黒1枚); Spanish "luego" alone orders one situation
("la línea 4 tiene 2, luego cojo 3"), while "y luego", as English "and then", may tell a second one: no verdict."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


def test_luego_orders_one_situation():
    # line 4 holds 2: room 2; 3 taken, 1 to the floor
    q = "la linea 4 tiene 2 amarillas, luego cojo 3 amarillas de una fabrica para ella. cuantas van al suelo?"
    assert answer(q) == 1


@pytest.mark.parametrize(
    "q",
    [
        "la linea 4 tiene 2 amarillas y luego cojo 3 amarillas de una fabrica para ella. cuantas van al suelo?",
        "line 4 holds 2 yellow and then I take 3 yellow from a factory for it. how many go to the floor?",
    ],
)
def test_and_then_may_tell_a_second_situation(q):
    assert answer(q) is None


def test_a_line_told_holding_tiles_with_niwa():
    # 2段目には黒1枚: line 2 holds 1 black, room 1; 4 black moved there, 3 overflow
    assert answer("黒4枚を2段目に置きたい、2段目には黒1枚。何枚あふれる？") == 3


def test_another_line_told_holding_tiles_gives_no_verdict():
    # 3段目には黒1枚: another line's tiles, what line 2 holds is not told
    assert answer("黒4枚を2段目に置きたい、3段目には黒1枚。何枚あふれる？") is None
