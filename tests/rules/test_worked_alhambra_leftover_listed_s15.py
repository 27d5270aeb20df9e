"""A market tile left at the end of the game (alhambra.end.market-tiles: the player with the most money of its
currency takes it) with each player's cards told one by one, parted by commas or ・ (s15, issue 20): the cards of
one player are summed before the totals are compared, and "8一枚" is one card of 8, not 81 cards."""

from __future__ import annotations

import pytest

from assistant.worked.reading import digits
from tests.asking import worked_answer as _answer


@pytest.mark.parametrize(("q", "answer"), [
    # Ana 3+5+2 = 10, Ben 9, Cy 0: Ana's 10 is the most (each card alone is less than Ben's 9)
    ("end of game, one tile left on blue. Ana has blue 3, 5 and 2, Ben has a single blue 9, Cy has no blue. "
     "whose tile?", "Ana"),
    # Kim 6+3 = 9, Lou 8: Kim
    ("last round the green square still has a garden. green: Kim 6, 3; Lou 8. who gets the garden?", "Kim"),
    # Rosa 4+4+1 = 9, Tito 8, Luz 2+5 = 7: Rosa
    ("Al final sobra un edificio en la casilla verde; dinero verde: Rosa 4, 4 y 1, Tito un 8, Luz 2 y 5. "
     "¿Para quién es?", "Rosa"),
    # アキ 2+2+5 = 9, ハル one card of 8: アキ
    ("最後に青のマスに建物が残った。青のカードはアキが2・2・5、ハルが8一枚。建物は誰に?", "アキ"),
    # Deniz 3+5 = 8, Ali 9: Ali
    ("Oyun sonunda mavi karede bir bina kaldı. Mavi kartlar: Deniz'de 3 ve 5, Ali'de 9. Bina kimin?", "Ali"),
])
def test_the_most_money_of_the_currency_summed_card_by_card_takes_the_tile(q, answer):
    assert _answer(q) == answer


def test_a_kanji_count_after_a_value_is_a_count_of_that_value():
    assert "81" not in digits("ハルが8一枚", "ja")
    assert "1枚" in digits("ハルが8一枚", "ja")
