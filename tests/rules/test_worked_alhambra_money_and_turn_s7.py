"""Alhambra money and turn told as players tell them (session s7): a payment's total told with its cards, currency
names as the rule text gives them (alhambra.components ruling: Dinar blue, Dirham green, Ducat orange, Krone
yellow), a number of cards that is no card's value, a market tile's holder with several cards, the start player
from cards told once, cards alone or one hand for two, the deal told with repeats, a turn ended by an overpaid
purchase."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        # alhambra.buy.exact-payment: 5 + 3 = 8 paid for 8, exact -> another action (the 8 told is their total)
        ("paid exactly 8 dinar for an 8 tile on the dinar square (a 5 and a 3), do i get another action?", "en", True),
        ("8'lik binaya 5+3 ile tam 8 ödedim, bir aksiyon daha yapabilir miyim?", "tr", True),
        # 6 + 6 = 12 > 10: no other action
        ("10'luk binaya dogru renkten 6+6 = 12 odedim, ekstra hamle kazanir miyim?", "tr", False),
        # ducat = orange: 4 + 6 = 10 on the orange square for 10 -> another action
        ("橙のマスにある値段10の塔を、ドゥカート4と6で払った。もう1アクションできる？", "ja", True),
        # alhambra.buy.currency: dirham = green, dinar = blue: mixed -> not allowed
        ("緑（ディルハム）のマスの庭園が8。ディルハム5とディナール3で払える？", "ja", False),
        # a reason with a negation tells no other purchase: 5 > 4 -> no other action
        ("pabellon de 4 en amarillo y pago con un 5 amarillo xq no tengo otro. accion extra?", "es", False),
        # alhambra.money.take: 2 + 3 = 5 of different colours -> allowed
        ("hay un 2 y un 3 de colores distintos, me los puedo llevar los dos?", "es", True),
        # the row 1, 1, 2, 5 ("4枚" counts them); 1 + 1 + 2 = 4 -> allowed
        ("場のお金が1、1、2、5の4枚。1と1と2をまとめて取れますか？", "ja", True),
        # alhambra.end.market-tiles: Rob 4 + 6 = 10 > Sue 9 > me 3 -> Rob
        ("Game over, a seraglio is left on the yellow square. Yellow in hand: Rob has 4+6, Sue 9, me 3. who gets it?",
         "en", "Rob"),
        # Ozan 6, Pelin 2 + 4 = 6: a tie -> the tile stays ("")
        ("oyun sonu yesil karede kule kaldi. Ozan'da yesil 6, Pelin'de yesil 2 ve 4 var, baskasinda yesil yok. kule "
         "kimin?", "tr", ""),
        # alhambra.setup.start-player: fewest cards 4 -> 鈴木 (the totals decide nothing)
        ("初期手札は佐藤5枚、鈴木4枚、田中6枚。スタートプレイヤーは誰？", "ja", "鈴木"),
        # Iker and Vera 3 cards (25) each, Vera 19 < Iker 30 -> Vera
        ("Rosa tiene 4 cartas (22), Iker 3 (25) y Vera 3 (25). Iker tiene 30 años y Vera 19. quien empieza?", "es",
         "Vera"),
        # one hand for two (3 cards, 22); Kate 29 < me 34 -> Kate
        ("Me and Kate both ended up with 3 cards totalling 22. I'm 34, Kate is 29. who goes first?", "en", "Kate"),
        # alhambra.setup.starting-money: 5 + 5 + 5 = 15 (< 20), then 6: 21 -> 4 cards
        ("初期資金を配ってて5を3枚引いて15、次に6が出た。これで何枚で止まる？", "ja", 4),
        # 9 + 9 = 18, then 3: 21 -> 3 cards ("y luego" is the deal's order)
        ("reparto inicial: me salen 9, 9 y luego 3. con cuantas cartas me quedo?", "es", 3),
        # alhambra.turn.actions: 3 exact purchases, the 4th overpaid ends the turn -> 4 actions
        ("ぴったり払いを3回続けて、4回目の購入は払いすぎた。この手番で何アクションした？", "ja", 4),
        # 2 exact purchases so far; 5 at most -> 3 more
        ("I've already bought 2 buildings this turn, both with exact money. How many more actions can I take at most?",
         "en", 3),
    ],
)
def test_alhambra_money_and_turn_read_as_told(q, lang, expected):
    got = answer(q, lang)
    assert got == expected and type(got) is type(expected)


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        # how many cards, not which: no card's value told
        ("can I take these two money cards?", "en"),
        ("¿Puedo coger esas dos cartas de dinero?", "es"),
        ("bu iki para kartını alabilir miyim?", "tr"),
        ("このお金2枚を取ってもいい？", "ja"),
        # the cards alone, two hold the fewest: their totals (untold) decide
        ("初期手札はユキ4枚、ソウ4枚、レン5枚。スタートプレイヤーは誰？", "ja"),
    ],
)
def test_alhambra_money_near_misses_give_no_verdict(q, lang):
    assert answer(q, lang) is None
