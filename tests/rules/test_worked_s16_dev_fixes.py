"""Worked answers fixed on the s16 blind dev sets (issue 20): a story that contradicts itself gets no verdict, and
the question's own last sentence decides what is asked."""

from __future__ import annotations

import pytest

from tests.asking import worked_answer as _answer


def test_a_payment_told_exact_that_does_not_add_up_gets_no_verdict():
    # alhambra.buy.exact-payment: 5 + 4 = 9 is no exact 8; "exactly" and the sum contradict each other
    assert _answer("I bought the 8 garden and paid it exactly with a green 5 and a green 4, another action?") is None
    # the same told without the word of exactness: an overpayment, no extra action
    assert _answer("I just bought the 8 garden with a green 5 and a green 4, do I get another action?") is False


def test_the_actions_in_all_when_the_last_sentence_asks_the_total():
    # alhambra.turn.actions: 4 exact purchases, the 4th earns a 5th action: 5 in the turn (not "1 more")
    assert _answer("bought four buildings this turn, every one with exact money. i still get one more action "
                   "right? so how many actions is that in total for my turn?") == 5
    assert _answer("I made 3 exact purchases this turn, how many more actions can I take?") == 2


def test_the_one_of_one_factory_counts_factories_not_tiles():
    # azul.pattern-lines.capacity: 3 red onto the empty line 2 (room 2): 1 to the floor; the line held nothing
    assert _answer("I took 3 red tiles from one factory and put them on my empty line 2, how many go to the "
                   "floor?") == 1


@pytest.mark.parametrize("q", [
    "Ortadan 5 siyah aldım, ortadan ilk alan da benim. Boş 2. desen satırıma koyuyorum, zemin çizgim boştu. Zemine "
    "işaret dahil toplam kaç şey gider?",
    "I took 5 black from the centre, first from the centre. I put them on my empty line 2. How many things go to "
    "the floor, marker included?",
])
def test_the_floors_pieces_counted_with_the_marker(q):
    # 5 black onto the empty line 2 (room 2): 3 tiles fall, and the marker taken first from the centre: 4 pieces
    assert _answer(q) == 4


def test_the_tiles_alone_when_the_marker_is_not_counted():
    assert _answer("I took 5 black from the centre. I put them on my empty line 2. How many go to the floor?") == 3


@pytest.mark.parametrize("q", [
    "3. puanlama, kule: Ali'de 4, bende 2, Ece'de 1. Ben ikinciyim, kaç puan alıyorum?",
    "3. puanlama, kule: Ali'de 4, bende 2, Ece'de 1. kac puan aliyorum?",
])
def test_my_share_asked_with_a_verb_of_the_first_person(q):
    # towers, scoring 3 pays 21, 13, 6: I am second with 2: 13
    assert _answer(q) == 13


def test_a_second_question_asking_who_gets_no_verdict():
    assert _answer("Masada 2 ve 3 var, ikisini birden alabilir miyim? Bir de ilk puanlamada kulede Ali'de 2 bende 2 "
                   "var, kim ne alır?") is None
