"""Alhambra situations told with players grouped (s15, issue 20): one starting hand for a pair beside the others'
(alhambra.setup.start-player: fewest cards, then the smaller total, then the youngest), a count shared by a pair
beside another player's count (alhambra.scoring.ties), a payment told with its total (alhambra.buy.exact-payment),
a place's points asked alone (alhambra.scoring.table), and the words that name no other player ("nobody else has
one", "I (Sam)")."""

from __future__ import annotations

import pytest

from tests.asking import worked_answer as _answer


@pytest.mark.parametrize(("q", "answer"), [
    # Ben and Kate 4 cards (21) each, Jo 4 cards (25): the fewest cards tie at 4, the smaller total (21) ties too,
    # so the youngest of the two starts: Kate
    ("Ben and Kate both have 4 cards totalling 21, Jo has 4 cards worth 25. Kate is the youngest. Who starts?",
     "Kate"),
    # Mía and I 3 cards (22) each, Lucas 5: Mía and I tie, Mía is the youngest (an accented name as written)
    ("Mía y yo tenemos 3 cartas y 22 cada una, Lucas 5 cartas. Mía es la más joven. ¿Quién empieza?", "Mía"),
    # Ali and Veli 3 cards (23) each, Ece 4: "en küçüğümüz" (our youngest), typed with or without its letters
    ("Ali ile Veli ikisi de 3 kart 23, Ece 4 kart. Veli en küçüğümüz. Kim başlar?", "Veli"),
    ("Ali ile Veli ikisi de 3 kart 23, Ece 4 kart. Veli en kucugumuz. Kim baslar?", "Veli"),
    # ユイ and ケン 4 cards (21) each, ミホ 5: the youngest told after the word ("一番年下はユイ")
    ("ユイとケンは2人とも4枚で合計21、ミホは5枚。一番年下はユイ。スタートは?", "ユイ"),
])
def test_a_pair_told_with_one_hand_ties_and_the_youngest_starts(q, answer):
    assert _answer(q) == answer


@pytest.mark.parametrize(("q", "answer"), [
    # towers, scoring 3 pays 21, 13, 6: ミキ and リョウ tie for 1st with 3, (21 + 13) / 2 = 17 each; me 3rd: 6
    ("最終得点計算、塔はミキとリョウが同じ3枚で、私は1枚。点数は?", [17, 17, 6]),
    # gardens, scoring 3 pays 20, 12, 5: Oya 5 first, 20; Cem and I tie with 3, (12 + 5) / 2 = 8.5, 8 each. The
    # list of "Cem ile benim" stops at the part that holds Oya's count (was four players, [20, 8, 8, 8])
    ("3. puanlamada bahçede Oya'nın 5'i var, Cem ile benim 3'er. Puanlar?", [20, 8, 8]),
    ("final scoring, towers: Ana 3, Ben and me 2 each. points?", [21, 9, 9]),  # (13 + 6) / 2 = 9.5, 9 each
    # gardens, scoring 3: Mo and I tie for 1st with 2, (20 + 12) / 2 = 16 each; "nobody else has one" is no count
    ("Round 3, Mo and I both have two gardens, nobody else has one. Who gets what?", [16, 16]),
])
def test_a_count_shared_by_a_pair_beside_another_players(q, answer):
    assert _answer(q) == answer


@pytest.mark.parametrize(("q", "answer"), [
    ("緑の9の建物、5と4で9払った。もう一度アクションできる?", True),  # 5 + 4 = 9, the 9 told after で is the total
    ("pagué 4+4 por uno de 8, ¿tengo otra acción?", True),  # "uno de 8": the tile of 8; 8 paid, exact
    ("pagué 5+4 por uno de 8, ¿tengo otra acción?", False),  # 9 > 8: no extra action
])
def test_a_payment_told_with_its_total_or_its_tile_by_price(q, answer):
    assert _answer(q) is answer


@pytest.mark.parametrize(("q", "answer"), [
    ("how much is 2nd in arcades worth in the second scoring?", 3),  # arcades, scoring 2: 10, 3
    ("segundo puesto en torres, puntuación final?", 13),  # towers, scoring 3: 21, 13, 6
])
def test_a_places_points_asked_alone(q, answer):
    assert _answer(q) == answer


def test_a_place_with_no_round_told_gets_no_verdict():
    assert _answer("tercer lugar en serrallo?") is None


def test_the_speakers_own_name_in_brackets_is_no_other_player():
    # pavilions, scoring 1 pays 1: Eva 3 takes it, me ("I (Tom)") 0; two players, not three
    assert _answer("first scoring, pavilions: Eva 3, I (Tom) have 1. points?") == [1, 0]
