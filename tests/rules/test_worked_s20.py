"""Session 20 readings of worked answers, each named after the rule it decides. Golden numbers carry their
derivation: floor penalties 1, 1, 2, 2, 2, 3, 3 (7 spaces, data/azul/game.yaml); Alhambra's third scoring pays
chambers 19 / 11 / 4 (data/alhambra/game.yaml)."""

import pytest

from assistant import api


def worked(q: str, lang: str) -> dict | None:
    return api.ask(q, lang=lang)["worked"]


def answer(q: str, lang: str):
    out = worked(q, lang)
    return None if out is None else out["answer"]


def test_floor_penalties_no_first_player_tile_told_in_brackets_is_no_marker():
    # 5 tiles, no marker: 1+1+2+2+2 = 8; 12 - 8 = 4 (the marker read as present took 11 and gave 1)
    q = "ugh had 5 tiles on my floor line this round (no first player tile). i was on 12, whats my score now?"
    assert answer(q, "en") == 4


def test_floor_penalties_the_starting_player_tile_named_so_is_the_marker():
    # 3 tiles and the marker: 4 pieces, 1+1+2+2 = 6
    assert answer("3 tiles and the starting player tile on my floor, how many points do i lose", "en") == 6


def test_floor_full_with_tiles_past_it_and_the_new_score_asked():
    # a full floor loses 14 whatever else falls (the 2 go to the lid); 20 - 14 = 6
    q = ("disaster turn, my floor is full (all 7 spaces) and i still had 2 more tiles that didnt fit. score was 20, "
         "what is it now")
    out = worked(q, "en")
    assert out is not None and out["answer"] == 6 and "lid" in out["verdict"]


def test_floor_told_in_two_parts_adds_the_tiles_that_came_after():
    # marker + 6 tiles, then 2 more: 9 pieces, 7 spaces = 14; 20 + 0 - 14 = 6
    q = ("Puanım 20. Zemin sıramda başlangıç işareti ve 6 karo vardı, sonra 2 karo daha zemine gitmek zorunda kaldı. "
         "Bu raunt duvara hiç karo koymadım. Raunt sonunda puanım kaç olur?")
    assert answer(q, "tr") == 6


def test_floor_penalties_new_score_asked_as_ikutsu_with_no_wall_line():
    # 3 tiles, no marker: 1+1+2 = 4; 10 - 4 = 6
    q = "いま10点。今回は壁に置けるラインなし、床にタイルが３枚（スタートプレイヤーマーカーはなし）。点数いくつになる？"
    assert answer(q, "ja") == 6


def test_score_minimum_only_three_points_is_no_negation_of_the_marker():
    # "3点しかない" is "only 3"; 6 pieces with the marker: 1+1+2+2+2+3 = 11; 3 - 11 < 0, so 0
    out = worked("俺まだ3点しかないのに、ゆかにマーカー込みで６個ある。壁の得点はなし。何点になる？", "ja")
    assert out is not None and out["answer"] == 0 and out["rule"] == "azul.score.minimum"
    assert "5枚" in out["read"] and "マーカーなし" not in out["read"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    ("complete la linea 4 con 4 negras. cuantas fichas van a la tapa?", "es", 3),  # 4 - 1 on the wall
    ("5段目のラインが黄色5枚でいっぱいになった。壁に1枚置いたら、箱のフタに行くのは何枚？", "ja", 4),  # 5 - 1
])
def test_tiling_move_a_full_line_told_with_its_own_count(q, lang, expected):
    assert answer(q, lang) == expected


def test_tiling_move_a_count_that_is_not_the_lines_size_gives_no_verdict():
    assert worked("my line 5 is full with 4 blue, how many go in the lid", "en") is None


def test_pattern_lines_capacity_mou_with_a_state_is_already_not_more():
    # line 3 holds 1 red: 2 spaces free; 4 red taken: 2 to the floor
    assert answer("赤を４枚取って、もう赤が1枚入ってる3段目のラインに置きたい。床に行くのは何枚？", "ja") == 2


def test_floor_full_tiles_taken_on_top_of_those_there_already():
    # 5 there + 4 taken = 9 pieces, 7 spaces: 2 do not fit
    q = "床ラインにもうタイルが５枚ある状態で、取った4枚を全部床に置くことにした。床に入りきらない分は何枚？"
    assert answer(q, "ja") == 2


def test_money_take_the_most_cards_asked_as_como_mucho():
    # 2, 3, 6, 1 shown: two cards at most (2+3 = 5, 1+2 = 3; any three total 6 or more)
    q = ("las cartas de dinero a la vista son un 2 azul, un 3 verde, un 6 amarillo y un 1 naranja. cuantas cartas "
         "puedo llevarme como mucho de una vez?")
    assert answer(q, "es") == 2


def test_money_take_sira_bende_is_the_turn_not_a_pattern_line():
    # 3 + 2 + 1 = 6 > 5: not allowed
    assert answer("ortada mavi 3, sari 2 ve yesil 1 var. sira bende, ucunu birden alabilir miyim?", "tr") is False


def test_scoring_ties_salones_at_the_end_of_the_game_each_share_asked():
    # third scoring, chambers 5/3/3/1: 19; the tied two share places 2+3: (11 + 4) / 2 = 7.5 -> 7; 4th gets 0
    q = "Final de partida, recuento de salones: Ana tiene 5, Beto 3, Carla 3 y Dani 1. Cuánto le toca a cada uno?"
    assert answer(q, "es") == [19, 7, 7, 0]


def test_money_take_these_two_cards_in_one_go_are_the_two_shown():
    # "この2枚を1回で": both cards shown (4 and 2), the 1 of "1回" no card: 4 + 2 = 6 > 5, not allowed
    assert answer("広場に4のクローネと2のディルハムが出てる。この2枚をまとめて1回で取っていいよね？", "ja") is False


@pytest.mark.parametrize(("q", "expected"), [
    # row 3: columns 1, 2, 4 filled, 3 empty; the tile in column 5 joins column 4: 2; above and below empty
    ("3. satirda 1., 2. ve 4. sutunlarda karo var, 3. sutun bos. simdi 5. sutuna karo koydum, ustu alti bos. "
     "kac puan alirim?", 2),
    # bottom row: columns 1, 2, 5 filled, 4 empty; the tile in column 3 joins 1-2: 3; nothing above (none below)
    ("5. satırımda 1., 2. ve 5. sütunlarda karo var, 4. sütun boş. 3. sütuna karo koydum, üstünde karo yok. "
     "Bu karodan kaç puan alırım?", 3),
])
def test_tiling_scoring_lines_a_row_told_then_a_column_keeps_the_row(q, expected):
    assert answer(q, "tr") == expected


def test_floor_full_with_the_marker_told_as_one_of_its_tiles():
    # 7 spaces, one the marker: 14 lost all the same; 30 - 14 = 16
    q = "my floor line is full, all 7 spots (one is the first player marker). score was 30, what is it now"
    out = worked(q, "en")
    assert out is not None and out["answer"] == 16 and "6 tiles" in out["read"]


def test_score_minimum_only_four_points_five_tiles_fallen():
    # 5 tiles: 1+1+2+2+2 = 8; 4 - 8 < 0, so 0
    assert answer("今４点しかないのに床に５枚落ちた…。床の減点したあと俺の点数っていくつ？", "ja") == 0
