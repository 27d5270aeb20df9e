"""Ties told as players type reach the readers through api.ask (alhambra.scoring.ties: tied players share the
places they fill, rounded down), session s6: Turkish typed without ç ğ ı ö ş ü read as Turkish, Japanese players
told by their names alone ("田中3 佐藤3"), '第' of '第2回' no unknown word; with no round told, no verdict."""

import pytest

from assistant import api
from assistant.rules.langdetect import detect


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    "q",
    [
        "ikinci puanlamada kuleler: ben 4, can 2, ece 2",
        "son puanlamada saraylar: ben 2, ayse 2, fatma 1",
        "ikinci puanlamada bende 3 kule var, ayse'de 3, kim ne alir?",
    ],
)
def test_turkish_without_its_letters_is_turkish(q):
    assert detect(q) == "tr"


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("second scoring, towers: me 3, Ana 3. who gets what?", [9, 9]),  # R2 tower 13/6: 19 // 2
        ("ikinci puanlamada kuleler: ben 4, can 2, ece 2", [13, 3, 3]),  # 13; (6 + 0) // 2
        ("son puanlamada saraylar: ben 2, ayse 2, fatma 1", [13, 13, 2]),  # R3 seraglio 17/9/2: 26 // 2; 2
        ("segunda puntuacion, torres: yo 4, Juan 2, Rosa 2", [13, 3, 3]),
        ("第2回得点計算、塔: 田中3 佐藤3。得点は?", [9, 9]),
        ("第3回得点計算、塔: 田中2 佐藤2 鈴木2", [13, 13, 13]),  # R3 tower 21/13/6: 40 // 3
        ("第1回得点計算、庭園: 田中2 佐藤1。何点?", [5, 0]),  # R1 garden 5, first only
        ("第2回得点計算で塔 山田さん3 鈴木さん3", [9, 9]),  # 第 no name, さん no part of one
        ("第3回得点計算で庭園 田中4 佐藤2 鈴木2", [20, 8, 8]),  # R3 garden 20/12/5: 20; (12 + 5) // 2
    ],
)
def test_a_tie_told_as_players_type_is_decided(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        "towers: me 3, Ana 3. who gets what?",
        "bende 3 kule var, ayse'de 3, kim ne alir?",
        "torres: yo 3, Ana 3, quien gana que?",
        "塔: 田中3 佐藤3、誰が何点?",
    ],
)
def test_a_tie_with_no_round_told_is_no_verdict(q):
    assert answer(q) is None


def test_a_word_no_rule_uses_beside_the_names_is_still_refused():
    assert answer("第2回得点計算、電子レンジ: 田中3 佐藤3。得点は?") is None
