"""The start player (alhambra.setup.start-player: fewest cards starts; tie: smallest total) told by the cards each
player drew, one by one (s15, issue 20): "Olu drew 6, 9, 7", "a Diego le salieron 5,5,5,5", "リンは5・6・9". A
value the reading cannot see ("5,5", a decimal) leaves Alhambra undecided rather than a player left out."""

from __future__ import annotations

import pytest

from assistant.worked.reading import Text
from tests.asking import worked_answer as _answer


@pytest.mark.parametrize(("q", "answer"), [
    # 3 cards 22, 5 cards 22, 3 cards 20: the fewest (3) tie, the smaller total (20) starts
    ("Olu drew 6, 9, 7. Greta drew 2, 4, 5, 3, 8. Marco drew 8, 8, 4. Who starts the game?", "Marco"),
    # 3 cards 20, 3 cards 22, 4 cards 22: Selin with 20
    ("Selin'e 9, 2, 9 geldi; Hakan'a 7, 7, 8; Oya'ya 3, 4, 6, 9. Başlangıç oyuncusu kim olur?", "Selin"),
    # 4 cards 20, 3 cards 22, 4 cards 23: Valentina, the only one with 3
    ("a Diego le salieron 5,5,5,5, a Valentina 9, 9 y 4, a Javi 8, 6, 2, 7. quien arranca?", "Valentina"),
    # 3 cards 20, 5 cards 22, 3 cards 24: リン with 20
    ("最初のお金、リンは5・6・9、ケンは3・3・4・5・7、ミホは8・9・7だった。誰から始める?", "リン"),
])
def test_the_fewest_cards_drawn_start_then_the_smallest_total(q, answer):
    assert _answer(q) == answer


def test_a_value_not_read_leaves_the_start_player_undecided():
    # "5,5" reads as a decimal, no cards: Diego's hand is not read, so no verdict (not Valentina by default)
    assert _answer("a Diego le salieron 5,5, a Valentina 9, 9 y 4, a Javi 8, 6, 2, 7. quien arranca?") is None


def test_a_list_of_single_values_is_read_as_numbers_a_decimal_is_not():
    assert [n.value for n in Text("5,5,5,5, y 4", "es").numbers] == [5, 5, 5, 5, 4]
    assert [n.value for n in Text("pagué 5,5", "es").numbers] == []
