"""A turn's actions (alhambra.turn.actions: each exact payment earns another action, at most 5 in a turn, 4 exact
purchases and one more) told with the exact purchases already made (session s6): how many more at most, whether one
more may follow, how many in all after the one that ended the turn, and the most "if I keep paying exact"."""

import pytest

from assistant.worked import decide
from assistant.worked.alhambra_turn import earns_another, most_actions


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


def test_the_most_actions_are_the_engines():
    """Action 4's exact payment earns action 5, action 5's none: 5 at most (the seeds: 4 exact payments + 1)."""
    assert earns_another(4) and not earns_another(5) and most_actions() == 5


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # how many more: 5 - 2 = 3, 5 - 3 = 2
        ("I've paid exact 3 times this turn, how many more actions can I take at most?", "en", 2),
        ("bu turda 2 kez tam ödeme yaptım, en fazla kaç aksiyon daha yapabilirim?", "tr", 3),
        ("llevo 2 compras con pago exacto este turno, cuantas acciones mas puedo hacer como maximo?", "es", 3),
        ("この手番でぴったり払いを3回続けた。あと最大何回アクションできる?", "ja", 2),
        # one more after 4 exact purchases: action 4's exact payment earns action 5
        ("llevo 4 compras con pago exacto este turno. ¿puedo hacer una acción más?", "es", True),
        ("I made 4 exact payments this turn, can I do one more action?", "en", True),
        # after 5: action 5 is the last of a turn
        ("arka arkaya beş kez tam ödeme yapıp altıncı bir aksiyon yapabilir miyim?", "tr", False),
        # in all: 3 exact purchases, then money taken: 3 + 1 = 4
        ("bu turda üst üste üç kere tam ödeme yaptım, sonra para aldım. toplam kaç aksiyon yaptım?", "tr", 4),
        # the most if every payment is exact: 5
        ("if i keep paying exact every single time, whats the max number of actions in one turn", "en", 5),
        ("ぴったり払いを続けたら1手番で最大何回アクションできる？", "ja", 5),
    ],
)
def test_the_actions_after_the_exact_purchases_told(q, lang, expected):
    assert answer(q, lang) == expected and type(answer(q, lang)) is type(expected)


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # the purchases not counted: how many is not told (two told one by one are counted: worked_dev_s7_alhmoney)
        ("my turn went: bought tiles paying exact a few times, then took money. how many actions was that in total?",
         "en"),
        # Azul's tiles, no actions nor purchases
        ("I took exactly 3 tiles, how many more fit on line 4?", "en"),
        # a price beside the purchases: another situation
        ("pagué exacto 2 veces y luego 9 por una torre de 8, cuantas acciones mas?", "es"),
        # six exact purchases cannot be made in a turn
        ("この手番でぴったり払いを6回した。あと何回アクションできる？", "ja"),
    ],
)
def test_a_turn_not_told_whole_is_no_verdict(q, lang):
    assert answer(q, lang) is None


def test_the_actions_left_are_no_turns_total():
    """ "kaç aksiyon hakkım kaldı en fazla": the actions left (5 - 3 = 2); "en fazla" (at most) asks no total."""
    assert answer("arka arkaya 3 kez tam odeme yaptim, kac aksiyon hakkim kaldi en fazla?", "tr") == 2
    assert answer("bu turda 4 kere ust uste tam odeme yaptim. turda toplam kac aksiyon yapabilirim?", "tr") == 5


def test_twice_counts_the_exact_purchases():
    """ "paid exactly twice": two exact purchases, 5 - 2 = 3 more at most."""
    q = "how many more actions can I take this turn if I've already paid exactly twice?"
    assert answer(q, "en") == 3
