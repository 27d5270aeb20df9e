"""Worked answers read the same situation told in the ways players tell it (data/worked/words.yaml): counts as
"both 3", "3 each" or a list of names, a place as "came second", a side told empty, a colour with all five tiles,
a payment without the word "pay", Turkish typed without its letters. Answers by hand from data/ (Alhambra points
table; Azul floor -1 -1 -2 -2 -2 -3 -3; bonuses row 2 / column 7 / colour 10)."""

import pytest

from assistant.worked import worked


def ask(q: str, lang: str):
    w = worked(q, lang, lang)
    return None if w is None else w["answer"]


@pytest.mark.parametrize("q, lang", [
    ("round 2 towers: both 3, points?", "en"),
    ("round 2 towers: I have 3 and she has 3, points?", "en"),
    ("segunda ronda torres: somos 2 jugadores, tenemos 3 cada uno, puntos?", "es"),
    ("2人で2回目の得点計算、塔は3枚ずつ。何点？", "ja"),
    ("ikinci puanlamada ikimizin de 3 kulesi var kim kac puan alir", "tr"),
])
def test_a_tie_for_first_in_round_2_told_many_ways_splits_13_and_6(q, lang):
    assert ask(q, lang) == [9, 9]  # (13 + 6) / 2 = 9.5 -> 9


def test_a_count_for_each_needs_the_number_of_players():
    assert ask("round 2 towers: 3 each, points?", "en") is None  # how many players is not told
    # three tied in round 2: (13 + 6 + 0) / 3 = 6.3 -> 6; the listed players count
    assert ask("round 2: me, Tom and Ana have 3 towers each, points?", "en") == [6, 6, 6]
    assert ask("ikinci puanlamada 3 kişiyiz, 3'er kulemiz var, kim kaç puan?", "tr") == [6, 6, 6]


def test_two_players_said_to_share_a_count_are_two_counts():
    # round 2: (13 + 6) / 2 = 9 each; third place pays nothing in round 2
    assert ask("second scoring: me and Sam both have 3 towers, Lena has 1. points?", "en") == [9, 9, 0]


def test_dirks_count_is_the_one_beside_his_name_in_a_two_player_game():
    # round 2 seraglios 9 / 2: Dirk 3 first, me 2 second, my wife 1 unpaid
    q = "2 player game w/ Dirk, second scoring. seraglios: me 2, my wife 1, Dirk 3. what does everyone get?"
    assert ask(q, "en") == [2, 0, 9]


@pytest.mark.parametrize("q, lang", [
    ("came second in towers at the 2nd scoring, how many pts is that for me", "en"),
    ("ikinci puanlamada kulede ikinci oldum, beraberlik yok. kaç puan alırım?", "tr"),
])
def test_a_place_told_as_came_second_is_the_tables_second_place(q, lang):
    assert ask(q, lang) == 6  # round 2 towers, second place


def test_a_place_with_a_tie_told_is_not_the_place_alone():
    assert ask("came second in towers at the 2nd scoring, tied with Raj. how many pts?", "en") is None


@pytest.mark.parametrize("q, lang, points", [
    ("there are 2 tiles right next to it on its left and 1 tile directly above it (nothing below). how many points?",
     "en", 5),
    ("Yeni karonun sağında bitişik 3 karo var, üstünde ve altında hiç karo yok. Kaç puan?", "tr", 4),
    ("Completé la fila 3 con la última ficha: a su izquierda hay 4 seguidas, arriba y abajo está vacío. ¿Cuántos "
     "puntos me da?", "es", 5),
])
def test_a_tiles_sides_told_empty_count_nothing(q, lang, points):
    assert ask(q, lang) == points


@pytest.mark.parametrize("q, lang, bonus", [
    ("end of game: I've got 2 complete rows, 1 full column and all five blues on the wall. how much bonus?", "en", 21),
    ("ゲーム終了。黄色5枚全部壁に置けた。ほかに完成した横列も縦列もなし。ボーナスは？", "ja", 10),
    ("oyun bitti, ben bir dikey sütunu tamamen doldurdum, başka tamamlanan satır ya da renk yok. kaç bonus?", "tr", 7),
])
def test_end_bonuses_told_as_whole_colours_or_one_column(q, lang, bonus):
    assert ask(q, lang) == bonus


def test_a_purchase_told_without_the_word_pay_is_a_purchase():
    # 5 + 3 = 8 in orange for a 9: short, no change is given and no other currency helps
    assert ask("turuncu karede 9 luk bina var, elimde turuncu 5 ve turuncu 3 var. alabilir miyim?", "tr") is False


def test_only_the_first_player_marker_on_the_floor_loses_one_point():
    assert ask("床にはスタートプレイヤーマーカーだけ。何点マイナス？", "ja") == 1


def test_a_sum_told_beside_the_dealt_cards_is_no_card():
    # 9 + 9 = 18 < 20: another card
    assert ask("repartiendo el dinero inicial: me salieron un 9 y otro 9, 18 en total. me toca otra carta?",
               "es") is True


@pytest.mark.parametrize("q, lang, name", [
    ("a blue tile is left, ana has 12 in blue and i have 9, who gets it?", "en", "ana"),
    ("oyun sonunda mavi karo kaldi, ayse'nin 12 mavisi var, bende 9, kim alir?", "tr", "ayse"),
    ("al final queda una loseta azul, ana tiene 12 en azul y yo 9, quien se la lleva?", "es", "ana"),
])
def test_a_player_named_in_lower_case_is_still_a_player(q, lang, name):
    assert ask(q, lang) == name  # the most money of the tile's currency takes it: 12 > 9


def test_a_count_told_for_each_of_several_listed_players_is_each_ones():
    # round 2 towers: 13 for me; Ana and Ben tie for second, (6 + 0) / 2 = 3 each
    assert ask("in round 2 I have 3 towers, Ana and Ben have 2 each, points?", "en") == [13, 3, 3]
    assert ask("round 2 towers: me 4, Ana 2 each, points?", "en") is None  # "each" of one player: misread
