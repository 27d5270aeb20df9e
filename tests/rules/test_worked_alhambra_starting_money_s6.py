"""Starting money (alhambra.setup.starting-money: cards are dealt one by one until the total is at least 20) told as
players type (session s6): how many cards the deal stops at and how much money it starts with, the cards dealt in
order (api.alhambra_setup_money on a deck that starts with them); "the next one" and a card told again are no
cards; the Dirk variant's tiles "oyunun başında"."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # 8 + 4 + 5 = 17 < 20, + 6 = 23: 4 cards (the 2 after them is not dealt)
        ("baslangic parasi dagitiyoruz, sirayla 8, 4, 5, 6, 2 geliyor. kac kartla dururum?", "tr", 4),
        # 9 + 8 = 17, + 7 = 24: 3 cards
        ("starting money: I was dealt 9, 8 and 7. how many cards do I start with?", "en", 3),
        # 3 + 5 + 4 + 2 + 1 = 15, + 6 = 21: 6 cards
        (
            "repartiendo el dinero inicial me salieron un 3, un 5, un 4, un 2, un 1 y un 6. con cuantas cartas me "
            "quedo al final?",
            "es",
            6,
        ),
        # 5 + 6 + 7 = 18, + 8 = 26: 4 cards
        ("初期資金で5、6、7、8が配られた。何枚で止まる？", "ja", 4),
        # the money: 3 + 4 + 2 + 8 = 17, + 5 = 22
        ("dinero inicial, me van saliendo 3, 4, 2, 8 y ahora un 5. con cuanto dinero empiezo?", "es", 22),
    ],
)
def test_where_the_deal_stops(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # 8 + 5 + 6 = 19 < 20: dealt on ("dealing start money")
        ("dealing start money, I've got 8 + 5 + 6 so far. do I get another card?", "en", True),
        # 6 + 5 + 3 + 4 = 18 < 20; "the next one" and "after the 4" tell no other card
        (
            "dealing my start money: 6, 5, 3 so far and the next one is a 4. do i get another card after the 4?",
            "en",
            True,
        ),
        # Dirk is dealt 6 tiles at the start
        ("oyunun basinda Dirk kac karo alir", "tr", 6),
    ],
)
def test_the_deal_told_as_players_type(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # 9 + 2 = 11 < 20 after every card told: where it stops is not told
        ("starting money: I was dealt 9 and 2. how many cards do I end up with?", "en"),
        ("baslangic parasi 4, 5 geldi. kac kartla dururum?", "tr"),
        ("dinero inicial: me salieron 3 y 4. con cuantas cartas me quedo?", "es"),
        ("初期資金で3、4が配られた。何枚で止まる？", "ja"),
    ],
)
def test_a_deal_that_goes_on_past_the_cards_told_is_no_verdict(q, lang):
    assert answer(q, lang) is None
