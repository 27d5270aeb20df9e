"""Worked answers read from phrasings added for worked_dev_9 (issue 20), each by the structure it tells, not by its
words: a count written as the article ("ben bir", "yo una"), a round told with "number", all players told at once,
players joined by "ile", a Japanese question that only asks the scoring, prices before any building word, a line
word inside another word (値段), the market as Alhambra's, the speaker before a verb, hiragana names, the new score
asked after the scoring, and players' own words for taking, playing again, the most actions, the start player."""

import pytest

from assistant import api
from assistant.worked.reading import digits


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(("q", "expected"), [
    ("ikinci puanlamada kule: Emre 3, ben bir. kac puan?", [13, 6]),  # R2 tower 13/6
    ("tercera puntuacion, torres: Ana 2, yo una. puntos?", [21, 13]),  # R3 tower 21/13/6
])
def test_the_article_where_a_count_stands_is_one(q, expected):
    assert answer(q) == expected


def test_the_article_before_a_noun_stays_an_article():
    assert digits("bir bina aldim, bir hamle daha", "tr") == "bir bina aldim, bir hamle daha"
    assert digits("compre un serrallo de 4", "es") == "compre un serrallo de 4"


def test_a_round_told_with_number_is_read():
    assert answer("Scoring number two, towers: Lisa 3, me 1. points?") == [13, 6]


def test_all_players_told_at_once_each_have_the_count():
    # R2 garden 12/5: three tie first, (12 + 5 + 0) / 3 = 5.67 -> 5 each
    assert answer("second scoring, all three of us have 2 gardens, points each?") == [5, 5, 5]


def test_players_joined_by_ile_share_the_count_told_each():
    # R3 tower 21/13/6: Ayse and ben 3 each tie first, (21 + 13) / 2 = 17; Can third 6
    assert answer("3. puanlamada kule: Ayse ile ben ucer tane, Can bir tane. puanlar") == [17, 17, 6]


def test_a_japanese_question_asking_the_scoring_asks_the_points():
    # R1 tower 6, first only: Dirk 6; わたし and 夫 0
    assert answer("ダークは塔3枚、わたしは2枚、夫は1枚。1回目の得点計算は？") == [6, 0, 0]


def test_a_japanese_price_before_any_building_word():
    assert answer("緑のマスの7のタワーを緑の3と緑の4で払った。もう一度アクションできる？") is True


def test_a_line_word_inside_another_word_is_no_line():
    # 値段 (price) holds 段 (an Azul line): the payment is read, 9 = 9 exact
    assert answer("値段9の庭園に青の9を出した。追加のアクションは？") is True


def test_the_market_names_alhambra_though_a_colour_is_azul():
    assert answer("al final sobra una ficha azul en el mercado; yo tengo 4 en azul y Marta 8 en azul, para quien es?") \
        == "Marta"


def test_a_mixed_payment_asked_with_can_a():
    assert answer("Can a yellow 4 and a green 4 pay for an 8 tile on the yellow square?") is False


def test_the_speaker_before_a_verb_is_the_player_not_the_verb():
    assert answer("A blue tile is left in the market. I hold 9 in blue, Kim holds 4 in blue. Who gets it?") == "I"


def test_hiragana_names_and_the_thing_told_first():
    assert answer("ゲーム終了、ゆいと私が同じ75点。横列の完成はゆい1つ、私2つ。勝者は？") == "私"
    assert answer("はじめのお金：ゆいは4枚で合計22、けんは3枚で合計24。スタートは誰？") == "けん"


def test_the_new_score_asked_after_the_scoring():
    assert answer("いま8点、床に2枚あって先手マーカーはない。得点計算後は何点？") == 6  # 8 - (1 + 1)
    assert answer("skorum 5, zeminde 3 tas var, ilk oyuncu isareti yok. yeni skorum ne olur?") == 1  # 5 - 4


@pytest.mark.parametrize(("q", "expected"), [
    ("me llevo un 2 y un 2 del dinero, se puede?", True),
    ("pague una torre de 8 con un verde 8 en la casilla verde, sigo jugando?", True),
    ("bir sirada en cok kac kez hamle yapilir", 5),
    ("how much is first place in towers at the middle scoring?", 13),
])
def test_players_own_words_for_the_situation(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(("q", "expected"), [
    ("pulled 4 red onto my third line, which is empty. how many go to the floor?", 1),  # line 3 holds 3
    ("ikinci siramda 1 kirmizi var, 3 kirmizi aldim, kaci zemine duser?", 2),  # line 2: room 1, 3 - 1
])
def test_a_pattern_line_told_by_its_ordinal_word(q, expected):
    assert answer(q) == expected


def test_a_place_told_by_the_article_and_its_ordinal():
    # R2 garden 12/5: the second 5
    assert answer("cuanto se lleva el segundo en jardines en la segunda puntuacion?") == 5


@pytest.mark.parametrize(("q", "expected"), [
    ("I place a tile between 2 tiles in its column, how many points?", 3),  # column run 3 alone
    ("coloco un azulejo entre dos fichas en su fila y 1 arriba, cuantos puntos?", 5),  # row 3 + column 2
    ("yeni tasi satirda 2 tasin arasina koydum, ustunde 1 tas var. kac puan?", 5),
    ("置いたタイルは横に2枚の間に挟まれ、上に1枚。何点？", 5),
    ("a tile between two tiles, points?", None),  # along its row or its column: not told
])
def test_a_tile_between_two_tiles_of_its_row_or_column(q, expected):
    assert answer(q) == expected


def test_right_before_under_is_no_side():
    # "right under it": one below, nothing to the right; between two in its row: row run 3 + column run 2
    assert answer("New tile goes between 2 tiles in its row, and there's one tile right under it. Score?") == 5
