"""Two wrong verdicts of blind set 12 (spent), mended as kinds (s14, issue 20):

- "one" after "that", "which", "each" (es "cada uno") is a pronoun, no count of 1: "take just that one" of a single
  9 card is taking one card, which is always allowed (alhambra.money.take), not a 9 and a 1 (10 > 5: false).
- A group told by one count beside another player, asked for everyone ("who gets what", "cada uno de los dos
  primeros y el tercero"), gets every player's points in the order told, not the group's one share
  (alhambra.scoring.ties): round 2 seraglios 4, 4, 1 -> (9 + 2) / 2 = 5 each, the third 0 (round 2 pays no third).
"""

from __future__ import annotations

import pytest

from assistant.worked.reading import digits
from tests.asking import worked_answer as _answer


@pytest.mark.parametrize("q", [
    "the only card i want is a 9 dirham, am i allowed to take just that one",
    "there's a 7 ducat card in the row, can i take only that one",
])
def test_one_card_told_by_that_one_may_always_be_taken(q):
    assert _answer(q) is True


def test_one_after_a_determiner_stays_a_word_but_a_count_is_read():
    assert digits("just that one", "en") == "just that one"
    assert digits("cada uno de los dos", "es") == "cada uno de los 2"
    assert digits("i have one tower", "en") == "i have 1 tower"


def test_another_one_is_a_count_of_one_not_a_pronoun():
    # s15: "a three, a one and another one" are three cards, 3 + 1 + 1 = 5 <= 5: all may be taken
    assert digits("and another one below it", "en") == "and another 1 below it"
    assert _answer("there's a three, a one and another one lying out. can I scoop all three cards at once?") is True
    # a row of 3 + the tile = 4, a column of the tile + 1 below = 2: 4 + 2 = 6
    assert _answer("my blue goes in with 3 tiles to its left all touching it, and another one right below it. "
                   "nothing above or to the right. score?") == 6


def test_a_group_and_another_player_asked_for_everyone_get_a_list_in_the_order_told():
    # round 2 gardens 3, 3, 1: (12 + 5) / 2 = 8 each for the two, 0 for the third
    assert _answer("round 2 gardens: sam has 1, two of us are tied with 3. who gets what") == [0, 8, 8]
    assert _answer("2ª puntuación, serrallos: dos de nosotros empatados arriba con 4 y el tercero tiene 1. "
                   "¿qué recibe cada uno de los dos primeros y el tercero?") == [5, 5, 0]


def test_a_share_per_head_stays_one_value():
    # seraglios in round 2 (9 first, 2 second, no third), four players with 2 each: (9 + 2 + 0 + 0) / 4 = 2.75 -> 2
    assert _answer("seraglio dört kişide de 2şer, ikinci puanlama. kişi başı kaç?") == 2
