"""Paying for a building (alhambra.buy.exact-payment, alhambra.buy.no-change, alhambra.buy.currency), told as players
type (session s6): the price right after the building's name ("tower 11", "oda 7'ydi", "塔(9)"), the cards as a sum
("5+4"), "is it enough?" asked, change only granted ("even tho no change") or asked as an amount (0: no change is
given, the engine's hand after the purchase holds none), "a single 9" one card."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # exact: 5 + 4 = 9 = the price told after "garden"; 3 + 5 = 8 after 会館; 2 + 2 + 3 = 7 after "oda"
        ("garden 9 on yellow, paying yellow 5+4. do I get another action??", "en", True),
        ("橙のマスの会館8を橙3+5で払った。追加アクションある？", "ja", True),
        ("turuncu 2+2+3 verdim, turuncu karedeki oda 7'ydi. bir hamle daha yapar miyim?", "tr", True),
        ("クローネの場の塔(9)をクローネ4+5で払った。もう1回アクションできる?", "ja", True),
        # over: 9 + 5 = 14 > 13, no other action
        ("青の塔13に青9と5を出した。もう1回動ける？", "ja", False),
        ("pague la torre 8 de la casilla verde con un 5 y un 4 verdes, tengo otra accion?", "es", False),
        # is it enough: 4 + 5 = 9 < 10 (short); 3 + 4 = 7 < 8
        ("jardin de 10 en la casilla verde y tengo 4+5 en verde. me llega para comprarlo?", "es", False),
        ("tower 10 on the blue square, I hold blue 4 and blue 5. is it enough?", "en", False),
        ("yeşil karede 8'lik seraglio var, elimde yeşil 3+4 var, yeter mi?", "tr", False),
        # change only granted: the question asks whether the purchase may be made (6 + 6 = 12 >= 11; 4 + 4 = 8 >= 7)
        ("tower 11 on the orange spot, I've got orange 6 + orange 6. can I buy it even tho no change?", "en", True),
        ("黄色のマスの後宮7を黄色の4と4で買える？おつりは出ないけど", "ja", True),
        (
            "turuncu karedeki 10'luk kule için turuncu 9 + turuncu 4 verebilir miyim? para ustu yok biliyorum",
            "tr",
            True,
        ),
        # a single card of 8 for an 8: exact (read as 1 + 8 = 9 it would be overpaid)
        ("I paid a single 8 for the 8 tower, do I get another action?", "en", True),
    ],
)
def test_a_purchase_told_as_players_type(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # 10 paid for 7, 12 for 11, 9 for 8: the change handed back is 0
        ("I paid 10 for a 7 tile, how much change do I get back?", "en"),
        ("11'lik odaya 12 ödedim, kaç para üstü alırım?", "tr"),
        ("pague 10 por una loseta de 7, cuanto cambio me devuelven?", "es"),
        ("8の建物に9払ったんだけど、お釣りはいくらもらえる?", "ja"),
    ],
)
def test_the_change_asked_as_an_amount_is_none_given(q, lang):
    assert answer(q, lang) == 0


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # short (5 < 7): no purchase, so no change to count
        ("I paid 5 for a 7 tile, how much change do I get back?", "en"),
        # the price not told, only the cards
        ("I hold blue 4 and blue 5, is it enough?", "en"),
        ("elimde yesil 3+4 var, yeter mi?", "tr"),
        ("tengo 4+5 en verde, me llega?", "es"),
        ("緑の4と5で足りる？", "ja"),
    ],
)
def test_a_purchase_not_told_whole_is_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # 6 + 4 = 10 > 9: overpaid; 8 = 8: exact
        ("bought the 9 chambers with a 6 and a 4 (both the right colour). extra action or not?", "en", False),
        ("pague 8 por la torre de 8, tengo otra accion o no?", "es", True),
        # a negation inside the situation still keeps the verdict back
        ("I did not pay 9 for the 8 tower, extra action or not?", "en", None),
    ],
)
def test_or_not_closing_the_question_is_no_negation(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # the cards' currency another than the square's, their values untold: refused for the currency alone
        ("can I pay the tower on the orange square with blue cards?", "en"),
        ("yeşil karedeki bahçeyi mavi kartlarla ödeyebilir miyim, mavilerim fiyatı tutuyor", "tr"),
        ("puedo pagar la torre de la casilla verde con cartas amarillas?", "es"),
        ("緑のマスにある10の庭園、青のカードで払ってもいい？", "ja"),
        # no type nor price told: any tile of the square, refused for the money's currency alone
        ("黄色のマスの建物を青のカードで買える？", "ja"),
        ("sari karedeki binayi yesil paralarla alabilir miyim?", "tr"),
        # mixed: each card's currency beside its value ("緑4と青3"; "un verde de 3 ... un amarillo de 1")
        ("緑のマスの建物(価格7)、緑4と青3を混ぜて払える？", "ja"),
        ("serrallo de 6 en la casilla verde; pago con un verde de 3, un verde de 2 y un amarillo de 1, vale?", "es"),
    ],
)
def test_another_currency_than_the_squares_is_refused(q, lang):
    assert answer(q, lang) is False


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # the cards' currency told after them is theirs; the building's own colour is no currency (4 + 3 = 7 exact)
        (
            "el jardin esta en la casilla naranja y cuesta 7. lo pago con un 4 y un 3 naranjas aunque el edificio sea "
            "verde, vale?",
            "es",
            True,
        ),
        # the square's own currency, values untold: how much is needed, no verdict
        ("can I pay the tower on the orange square with orange cards?", "en", None),
        # "kuleyi 3+4": the cards after the building's name, not its price (fiyatı 7: exact)
        ("fiyatı 7 olan kuleyi 3+4 turuncuyla ödedim, kare de turuncu. bir aksiyon daha yapabilir miyim?", "tr", True),
    ],
)
def test_the_cards_currency_as_told(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # action 4's exact payment earns action 5 ("fourth action": its ordinal word)
        ("I paid 4 for a 4 pavilion in my fourth action, can I do another action?", "en", True),
        ("dördüncü eylemde 4'lük pavyon için 4 ödedim, bir eylem daha yapabilir miyim?", "tr", True),
        # the cards held apart from those paid: which are paid is not sure
        ("the tower on the blue square costs 7, I have 9 green. can I buy it with my blue 7?", "en", None),
    ],
)
def test_the_action_told_by_its_ordinal_and_cards_held_apart(q, lang, expected):
    assert answer(q, lang) is expected


def test_the_change_asked_before_its_word_is_no_card():
    """ "2 para üstü alır mıyım": the 2 is the change asked about, not a card paid (9 for 7: none is given)."""
    assert answer("mavi karedeki 7lik binayi mavi 9 ile aldim. 2 para ustu alir miyim?", "tr") is False


def test_priced_and_taking_an_action_told_as_players_type():
    """ "a seraglio priced 7" tells the price; "take another action" takes no money: 8 > 7, no other action."""
    assert answer("I paid 8 for a seraglio priced 7, can I still take another action?", "en") is False
