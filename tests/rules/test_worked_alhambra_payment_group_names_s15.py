"""Alhambra situations read in session 15 (issue 20), each a kind, not one question:

- the tile bought told by its price in "uno de 7" (es) or "bought a 7" (en): the price, no card of 7;
- "keep my turn" asks for the extra action of an exact payment (alhambra.buy.exact-payment);
- a group told by its size beside another player ("two of us have 3 towers and Ana has 1") is that many players,
  not one (alhambra.scoring.ties: round 2 towers (13 + 6) / 2 = 9.5 -> 9 each); every player's points are the
  answer, in the order told, unless one share is asked ("por cabeza", "what do we get", "what do I get");
- a majority's verdict names the players as the question does, a count spread over the players listed before it
  included ("me and Ken 3 each, Yumi 1"), never "player 1" where names are told.
"""

from __future__ import annotations

import pytest

from assistant import api
from tests.asking import worked_answer as _answer


@pytest.mark.parametrize(("q", "answer"), [
    ("compré uno de 7 pagando 3+5, tengo otra acción?", False),  # 3 + 5 = 8 > 7: not exact
    ("compré uno de 8 pagando 3+5, tengo otra acción?", True),  # 3 + 5 = 8 = 8
    ("I bought a 7 paying 3+4, do I get another action?", True),  # 3 + 4 = 7
    ("bought a 7 with a 4 and a 4, extra action?", False),  # 8 > 7
    ("the tile costs 7, I pay with orange 4 + orange 3. do I keep my turn?", True),  # 7 = 7, one currency
])
def test_a_payment_told_as_a_sum_earns_the_extra_action_only_when_exact(q, answer):
    assert _answer(q) is answer


def test_the_price_told_as_one_of_a_price_is_no_card():
    verdict = api.ask("compré uno de 7 pagando 3+5, tengo otra acción?")["worked"]["verdict"]
    assert "8 > 7" in verdict and "15" not in verdict


@pytest.mark.parametrize(("q", "answer"), [
    ("two of us have 3 towers and Ana has 1, second scoring, how much each?", [9, 9, 0]),
    ("dos de nosotros tenemos 3 torres y Ana 1, en la segunda puntuación, ¿cuánto por cabeza?", 9),
    ("two of us have 3 towers and Ana has 1, second scoring. what do we get?", 9),
])
def test_a_group_told_by_its_size_is_that_many_players(q, answer):
    # round 2 towers: two tied with 3 share 1st and 2nd: (13 + 6) / 2 = 9.5 -> 9 each (Ana 3rd: round 2 pays none);
    # every player's points unless one share is asked (per head, "we")
    assert _answer(q) == answer


def test_the_number_of_players_in_its_own_sentence_is_no_group():
    # five players; final gardens (round 3: 20 / 12 / 5) 3, 3, 3 tie for 1st-3rd: (20 + 12 + 5) / 3 = 12.33 -> 12
    # each; 1 garden is 4th (round 3 pays no 4th): 0; none: 0
    q = ("五人で遊んでいて最終得点計算です。庭園は大和、蓮、結衣が三枚ずつ、陸が一枚、私はゼロです。"
         "庭園の点数は五人それぞれ何点？")
    assert _answer(q) == [12, 12, 12, 0, 0]


@pytest.mark.parametrize(("q", "names"), [
    ("round 2 towers: me and Ken 3 each, Yumi 1. points?", ["you have 3", "Ken has 3", "Yumi has 1"]),
    ("segunda puntuación, torres: Ken y yo 3 cada uno, Yumi 1. ¿puntos?", ["Ken tiene 3", "tú tienes 3", "Yumi"]),
    ("2回目の得点計算で、塔は私とケンが3枚ずつ、ユミが1枚。それぞれ何点？",
     ["あなた（3枚）", "ケン（3枚）", "ユミ（1枚）"]),
])
def test_a_majority_verdict_names_the_players_told(q, names):
    worked = api.ask(q)["worked"]
    assert worked["answer"] == [9, 9, 0]
    assert all(n in worked["read"] for n in names)
    assert not any(label in worked["read"] + worked["verdict"] for label in ("player 1", "jugador 1", "プレイヤー1"))


@pytest.mark.parametrize(("q", "answer"), [
    # round 2 towers 13 / 6: Ken 3 first 13, me 2 second 6, Yumi 1 third: round 2 pays no third, 0
    ("round 2 towers: Ken 3, Yumi 1, me 2. how many points does Yumi get?", 0),
    ("round 2 towers: Ken 3, Yumi 1, me 2. who gets what?", [13, 0, 6]),
    # two-player game, round 1 towers (6 to the first only): Dirk 3 first, 6
    ("2 kişilik oyun, 1. puanlama, kuleler: Dirk'te 3, bende 2, Ahmet'te 1 var. Dirk kaç puan alıyor?", 6),
    # round 3 towers 21 / 13 / 6: Dirk 4 first, 21
    ("2人戦の最終得点計算で塔がDirk 4枚、私 3枚、ユウタ 3枚。Dirkは何点?", 21),
    # round 3 seraglios 17 / 9 / 2: every player's, Zoe's 0 told as "none" is no player asked
    ("final scoring seraglios: Olga four, Nick two, Hugo one, Zoe none. points?", [17, 9, 2, 0]),
])
def test_the_points_of_the_one_player_the_question_asks_about(q, answer):
    assert _answer(q) == answer


@pytest.mark.parametrize(("q", "answer"), [
    # round 3 arcades 18 / 10 / 3: two tied with 3 share (18 + 10) / 2 = 14 each, Farah third 3
    ("last scoring, arcades: two of us have 3 and Farah has 1. points?", [14, 14, 3]),
    # round 3 towers 21 / 13 / 6: (21 + 13) / 2 = 17 each, Ana third 6
    ("tercera puntuacion, torres: dos de nosotros tenemos 3 y Ana 1. cuanto le toca a cada uno?", [17, 17, 6]),
])
def test_a_group_beside_another_player_gets_everyones_points(q, answer):
    assert _answer(q) == answer
