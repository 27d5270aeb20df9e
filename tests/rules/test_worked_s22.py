"""Session 22 readings of worked answers, each named after the rule it decides. Golden numbers carry their
derivation: floor penalties 1, 1, 2, 2, 2, 3, 3 (7 spaces, data/azul/game.yaml); pavilions pay 16 / 8 / 1 in the
third scoring, seraglios 12 / 5 in the second (data/alhambra/game.yaml); the starting money is dealt to 20 or more;
a tile with no neighbour scores 1."""

import pytest

from assistant import api


def worked(q: str, lang: str) -> dict | None:
    return api.ask(q, lang=lang)["worked"]


def answer(q: str, lang: str):
    out = worked(q, lang)
    return None if out is None else out["answer"]


def test_market_tiles_a_count_of_cards_before_their_values_in_brackets_is_no_card():
    # Clara's three yellows are 3 + 3 + 2 = 8 (the "tres" counts them), Juan's 9 is more: Juan takes the tower
    q = ("Se acabó la partida y queda una torre en la casilla amarilla. Juan tiene un 9 amarillo, Clara tres "
         "amarillas (3, 3 y 2) y Mateo ninguna. Pa quién es la torre?")
    assert answer(q, "es") == "Juan"


def test_starting_money_the_count_of_cards_asked_last_is_the_answer():
    # 7 + 3 + 5 = 15 < 20, + 6 = 21 >= 20: the deal stops with 4 cards (asked last, after "do I go on?")
    q = ("Repartiendo el dinero inicial me salieron un 7, un 3, un 5 y luego un 6. ¿Sigo robando o paro? "
         "¿Con cuántas cartas me quedo?")
    assert answer(q, "es") == 4


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # round 3, pavilions, the whole table tied on 2: (16 + 8 + 1) / 3 = 8.33 -> 8 each, one value a player
    ("oyun bitti 3. puanlamayi yapiyoruz, pavyonlarda ucumuzun de 2'ser tane var. her birimiz kac puan aliyor?",
     "tr", [8, 8, 8]),
    # a fourth player told beside the group ("dorduncu oyuncuda hic yok"): the three's one share, 8
    ("oyun sonu pavyon: ucumuzde de 1er tane var, dorduncu oyuncuda hic yok. her birimiz kac puan alir?", "tr", 8),
])
def test_scoring_ties_each_of_us_asked_of_the_whole_table_is_every_players_points(q, lang, expected):
    assert answer(q, lang) == expected


def test_wall_tile_scoring_two_sides_denied_after_one_ne_is_a_lone_tile():
    q = "duvara koydugum karonun hic komsusu yok, ne sagda solda ne altta ustte. kac puan yazayim?"
    assert answer(q, "tr") == 1


@pytest.mark.parametrize(("q", "expected"), [
    # 12 before, a lone tile (+1), an empty floor: 13
    ("今12てん。このラウンドは壁に置けたのが1枚だけで、上下左右どこにも隣のタイルがない。床は０枚。今のスコアは？", 13),
    # 10 before, nothing on the wall, three floor tiles: 1 + 1 + 2 = 4 lost: 6 (the 枚 of the floor is told, not asked)
    ("スコア10点で、このラウンドは壁に何も置けなかった。床ラインに３枚（スタートプレイヤーマーカーはなし）。"
     "スコアいくつになりますか？", 6),
])
def test_floor_penalties_the_new_score_asked_as_a_score_in_katakana(q, expected):
    assert answer(q, "ja") == expected


@pytest.mark.parametrize(("q", "lang"), [
    ("Kai just filled a whole column this round but none of his rows is complete. is the game over after this round?",
     "en"),
    ("Esta ronda he completado una columna entera del muro pero ninguna fila. ¿Se acaba la partida?", "es"),
])
def test_end_trigger_a_column_without_a_row_does_not_end_the_game(q, lang):
    assert answer(q, lang) is False


def test_end_trigger_a_row_completed_ends_the_game_whatever_the_columns():
    q = "Kai filled a row this round but none of us filled a column. is the game over?"
    assert answer(q, "en") is True


def test_tie_break_two_players_told_with_de_da_before_one_score_are_tied():
    # "Selin de Murat da 62": both on 62; Selin's 2 complete rows beat Murat's 1
    q = "Selin de Murat da 62 puanla bitirdi. Selin'in 2 tam yatay sırası var, Murat'ın 1. Kim kazandı?"
    assert answer(q, "tr") == "Selin"


def test_carry_over_the_tiles_missing_told_beside_the_line_are_no_tiles_held():
    # line 5 holds 4 ("one short" is the fifth space): not full, so the 4 stay for the next round
    q = "round is ending and my line 5 has 4 reds, one short. do those 4 stay there for next round?"
    assert answer(q, "en") is True


def test_carry_over_a_gap_that_does_not_fit_the_line_is_not_read():
    # 5 - 4 is 1, not 2: the "2 short" is not this line's gap, so no verdict
    q = "round is ending and my line 5 has 4 reds, 2 short. do those 4 stay there for next round?"
    assert answer(q, "en") is None


def test_tiling_lid_several_lines_told_full_by_one_plural_word():
    # lines 2 and 4 full: one tile of each to the wall, (2 - 1) + (4 - 1) = 4 to the lid; the floor is empty
    q = "Al alicatar tengo completas la línea 2 y la línea 4, y el suelo vacío. ¿Cuántos azulejos van a la tapa?"
    assert answer(q, "es") == 4


def test_majority_the_reserve_told_after_mas_counts_in_no_majority_and_is_said():
    # round 2 arcades: my 2 built (the 2 on the reserve do not count), Pedro 3, Iván 1: Pedro first 10, me second 3,
    # Iván third: round 2 pays two places, 0
    q = ("Segunda puntuación, arcadas: yo tengo 2 en mi Alhambra y 2 más en la reserva, Pedro 3 y Iván 1. "
         "¿Cuántos puntos nos llevamos yo, Pedro e Iván?")
    out = worked(q, "es")
    assert out["answer"] == [3, 10, 0]
    assert "Pedro tiene 3" in out["read"] and "reserva no cuentan" in out["read"]
