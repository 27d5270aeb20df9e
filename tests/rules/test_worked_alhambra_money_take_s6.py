"""Taking money (alhambra.money.take: one card of any value, or several totalling at most 5) when the question first
tells the money row on display and then the cards taken (session s6): the row is the position's money row, the
cards taken are read from the taking clause alone, and must lie in the row; a row told inside the taking, or
cards taken that the row does not show, is no verdict."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # 2 + 3 = 5 <= 5; the 4 shown is not taken (read as all numbers, 2+3+4+2+3 = 14 would say no)
        ("the money on display is 2, 3 and 4. can I take the 2 and the 3?", "en", True),
        ("acikta 2, 3 ve 4 para var. 2 ile 3u alabilir miyim", "tr", True),
        ("a la vista hay cartas de dinero de 2, 3 y 4. puedo coger el 2 y el 3?", "es", True),
        ("場のお金は2、3、4。2と3を取れる？", "ja", True),
        # 4 + 2 = 6 > 5, the row told with each card's currency ("money row", "para sırası": no Azul line)
        ("money row: 1 blue, 4 green, 7 orange, 2 yellow. can I take the 4 and the 2?", "en", False),
        ("para sirasinda 1 mavi, 4 yesil, 7 turuncu ve 2 sari var. 4 ile 2yi alabilir miyim", "tr", False),
        ("hay un 1 azul, un 4 verde, un 7 naranja y un 2 amarillo a la vista. puedo coger el 4 y el 2?", "es", False),
        ("場に青1、緑4、オレンジ7、黄2のお金がある。4と2を取ってもいい？", "ja", False),
        # the display's clause ends at "var," / before "¿": 5 + 1 = 6 > 5; both of the 3s: 3 + 3 = 6 > 5
        ("ortada 5 ile 1 var, ikisini birlikte alsam olur mu", "tr", False),
        ("en la mesa hay 3, 3, 4 y 9. ¿puedo coger los dos 3?", "es", False),
        # the cards shown taken without their values: "both" of two (2 + 4 = 6), "that one card" of one (any value)
        ("In the money row there's a 2 and a 4. Allowed to grab both?", "en", False),
        ("there's a lone 8 on display. am I allowed to take just that one card?", "en", True),
        # 1 + 1 + 3 = 5, told as a sum
        ("ortada 1, 1, 3, 6 var. 1+1+3'u birden alabilir miyim?", "tr", True),
    ],
)
def test_the_cards_taken_from_the_row_shown(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # the row inside the taking's own clause: which numbers are taken is not sure
        ("can I take the 2 and the 3 from the display of 2, 3 and 4?", "en"),
        # a card taken that the row does not show
        ("money on display: 4, 2, 7, 1. can I take the 5?", "en"),
        ("acikta 2, 3 ve 4 var. 6yi alabilir miyim", "tr"),
        ("en la mesa hay 2, 3 y 4. puedo coger el 9?", "es"),
        ("場のお金は2、3、4。8を取れる？", "ja"),
        # "both" of three cards shown: which two is not told
        ("on display: 3 and 4 and 1. can I take both?", "en"),
    ],
)
def test_a_taking_not_apart_from_its_row_or_not_in_it_is_no_verdict(q, lang):
    assert answer(q, lang) is None


def test_the_taking_alone_still_reads_its_cards():
    """The row named only as where the cards come from: the cards told are the cards taken (1 + 2 + 2 = 5)."""
    assert answer("Can I take 1, 2 and 2 from the money row?", "en") is True
    assert answer("para sirasindan 4 ve 3 alabilir miyim?", "tr") is False  # ablative: from the row, 7 > 5


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # 1 + 1 + 3 = 5: three cards; all four total 12
        ("display shows 1, 1, 3 and 7. whats the most cards I can take in one go", "en", 3),
        # 1 + 2 + 2 = 5: three cards
        ("ortada 1, 2, 2 ve 6 var. en fazla kac kart alabilirim?", "tr", 3),
        # 1 + 2 = 3; any three total more than 5
        ("cartas boca arriba: 5, 1, 2 y 8. cuantas cartas puedo coger como maximo de una vez?", "es", 2),
        # any two total more than 5: one card, of any value
        ("場に4、3、7、9が並んでる。一度に最大何枚取れる？", "ja", 1),
    ],
)
def test_the_most_cards_taken_from_the_row_shown(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # no row told: the rule's answer, not a situation
        ("whats the most cards I can take in one go?", "en"),
        ("en fazla kac kart alabilirim?", "tr"),
        # a number beside the question: another situation than the row's most
        ("display shows 1, 1, 3 and 7. whats the most cards I can take if I take the 7?", "en"),
        ("場に4、3、7、9が並んでる。9を取ったら最大何枚？", "ja"),
    ],
)
def test_the_most_cards_without_a_row_told_is_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # 4 + 1 + 1 = 6 > 5; 5 + 1 = 6 > 5 ("のはあり?", "いける?" ask whether it may be done)
        ("資金カードの4と1と1をまとめて取るのはあり?", "ja", False),
        ("5と1をまとめて取りたいんだけど、いける?", "ja", False),
        # "me puedo llevar": 3 + 3 = 6 > 5
        ("me puedo llevar el 3 y el 3?", "es", False),
        # "los dos" counts the two cards told: 2 + 3 = 5
        ("puedo coger el 2 y el 3, los dos?", "es", True),
        ("can I take both the 2 and the 3?", "en", True),
    ],
)
def test_taking_told_as_players_type(q, lang, expected):
    assert answer(q, lang) is expected


def test_both_of_three_cards_told_is_no_verdict():
    """ "both" names two cards: of three told, which two is not sure."""
    assert answer("puedo coger el 2, el 3 y el 4, los dos?", "es") is None


def test_a_row_told_without_its_word_is_no_taking_of_all_its_numbers():
    """ "5 and 9 are out. can I take the 5?": numbers in two sentences and no word of the display: not sure which
    are taken (read whole, 5 + 9 + 5 would be refused); with the word, the row: one card, any value."""
    assert answer("5 and 9 are out. can I take the 5?", "en") is None
    assert answer("display: 5 and 9. can I take the 5?", "en") is True


def test_one_of_the_ones_is_one_card():
    """ "the 4 and one of the 1s": two cards, 4 + 1 = 5 (read as 4, 1, 1 it would be refused)."""
    assert answer("money row shows 4, 1, 1 and 8. am I allowed to take the 4 and one of the 1s?", "en") is True


def test_money_cards_showing_is_the_row():
    """ "money cards showing: 5, 2, 2, 1": the row; the 2, the 2 and the 1 taken: 5."""
    assert answer("money cards showing: 5, 2, 2, 1. can I grab the 2, the 2 and the 1?", "en") is True
