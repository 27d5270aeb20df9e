"""Worked answers of Alhambra money and turn as players tell them (issue 20, session 8): the causes fixed, each in
four languages with its hand derivation. Facts: one money card of any value, or several totalling at most 5; a
purchase is paid in the square's currency, at least the price, no change; an exact payment earns another action;
a market tile left at the end goes to the most money of its currency (a tie: nobody, ""); the start player has the
fewest cards, then the smallest total, then is the youngest; starting money is dealt until 20 or more."""

from __future__ import annotations

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    w = decide(q, lang, lang, "alhambra")[0]
    return None if w is None else w["answer"]


def rule(q: str, lang: str):
    w = decide(q, lang, lang, "alhambra")[0]
    return None if w is None else w["rule"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # someone's claim and the limit recalled are dropped: the 9 alone, one card of any value -> allowed
    ("Zoe says I can't take the 9 on its own because it's over 5. is it ok to take just the 9 by itself?", "en", True),
    # the limit recalled after the question: the one 9 shown, "o tek karti" -> allowed
    ("ortada yesil bir 9'luk kart duruyor. sadece o tek karti alabilir miyim, 5'i gecmiyor muydu sinir?", "tr", True),
    # the cousin's claim dropped: the 7 alone -> allowed
    ("Mi prima dice que no se puede coger una carta de mas de 5. puedo coger el 7 yo solo?", "es", True),
    # the brother's claim dropped: the 9 alone -> allowed
    ("兄が「5を超えるカードは取れない」と言っています。９のカードを１枚だけ取ってもいいですか？", "ja", True),
])
def test_take_money_reads_past_a_claim_or_the_limit_recalled(q, lang, expected):
    assert answer(q, lang) is expected


def test_take_money_an_aside_with_a_number_of_its_own_is_no_verdict():
    # "he took a 3 earlier": a number the taking does not tell again, perhaps another situation
    assert answer("Tom says he took a 3 earlier. can I take the 4 and the 2?", "en") is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the row told by "there are": 1 + 3 = 4 <= 5 -> allowed
    ("there are a 1, a 3 and a 9 face up. can I take the 1 and the 3?", "en", True),
    # "acik paralarda ... var": 1 + 1 + 3 = 5 -> allowed
    ("acik paralarda 1, 1, 3 ve 7 var. 1+1+3 u beraber alabilir miyim?", "tr", True),
    # "hay": 5 + 1 = 6 > 5 -> not allowed
    ("en el dinero visible hay 5 verde, 1 azul, 2 naranja y 7 amarillo. me puedo llevar el 5 y el 1 a la vez?",
     "es", False),
    # the taking action as the frame, "2のカードを2枚": 2 + 2 = 4 -> allowed
    ("お金を取るアクションで、２のカードを２枚まとめて取れますか？", "ja", True),
])
def test_take_money_a_row_told_as_what_is_there(q, lang, expected):
    assert answer(q, lang) is expected


def test_take_money_a_one_left_a_word_in_a_list_is_no_verdict():
    # "3, bir ve 4": the 1 is no digit; read without it the cards would be short
    assert answer("ortada 3, bir ve 4 var. 3 ile biri alabilir miyim?", "tr") is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "two orange cards, a four and a five": 2 counts the cards; 4 + 5 = 9 < 10 -> not enough
    ("So the garden on the orange square costs ten. I only have two orange cards, a four and a five. "
     "Is that enough to buy the garden?", "en", False),
    # "ustu verilmiyor biliyorum" grants no change; 6 + 5 = 11 >= 9 in yellow -> allowed
    ("sari karede 9 luk bir bahce var, elimde sari 6 ile sari 5 var. bunlari verip bahceyi alabilir miyim? "
     "ustu verilmiyor biliyorum", "tr", True),
    # "paid 9 (two blue cards, 5 and 4)": the total with its cards; 9 > 8 -> paid, no other action
    ("paid 9 (two blue cards, 5 and 4) for an 8 pavilion on the blue square. do I get to go again?", "en", False),
    # "un verde de 10, bueno, un 6 y un 4": the total corrected into its cards; 10 > 9 -> no other action
    ("Compre el jardin de la casilla verde que costaba nueve. Como no tenia nada mejor pague con un verde de diez, "
     "bueno, un 6 y un 4 verdes. Tengo turno extra o no?", "es", False),
])
def test_buy_no_change_counts_and_totals_told_with_the_cards(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "put down", "twelve on the nose", "or is it Ben's turn": 9 + 3 = 12 = 12 -> another action
    ("Ok so the arcade on the blue square costs twelve. I put down a blue nine and a blue three, twelve on the "
     "nose. do I keep going or is it Ben's turn?", "en", True),
    # "yoksa sira Mert'e mi gecti": 5 + 3 = 8 = 8 -> another action
    ("Yesil karedeki odanin fiyati sekiz. Ben yesil bes ve yesil uc verdim, tam sekiz etti. Bir aksiyon daha "
     "yapabilir miyim yoksa sira Mert'e mi gecti?", "tr", True),
    # "o le toca a Marta": 4 + 4 = 8 = 8 -> another action
    ("pague la torre de 8 de la casilla verde con un 4 y un 4 verdes. tengo otra accion o le toca a Marta?", "es",
     True),
    # kanji digits alone, "出して": 4 + 4 = 8 > 7 -> no other action
    ("緑のマスの塔が七。ディルハムの四を二枚出して八払った。続けて行動できる？", "ja", False),
])
def test_buy_exact_payment_with_the_turns_other_way_asked(q, lang, expected):
    assert answer(q, lang) is expected
    assert rule(q, lang) == "alhambra.buy.exact-payment"


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # Mia 7, Leo 4 + 3 = 7, me 5: a tie for the most -> nobody
    ("Game's over and a tower is left on the orange square of the market. Orange money in hand: Mia has a single "
     "7, Leo has a 4 and a 3, and I have a 5. Who gets the tower?", "en", ""),
    # me 8, Ece 6, Cem 5 + 4 = 9 -> Cem
    ("Oyun bitti, pazarda mavi karede bir seraglio kaldi. Elimizdeki mavi paralar: bende 8, Ece'de 6, Cem'de bir "
     "5 bir 4. Seraglio kime gider?", "tr", "Cem"),
    # Nuria 9, Ivan 4 x 2 = 8, me 2 x 3 = 6 -> Nuria
    ("Se acabo la partida y queda un jardin en la casilla amarilla. De amarillo Nuria tiene un 9, Ivan cuatro "
     "cartas de 2 y yo dos de 3. Para quien es el jardin?", "es", "Nuria"),
    # Ola 3 + 6 = 9, Pete one 9 card = 9, me 8: a tie -> nobody
    ("end of game, a chamber is still on the green square. green cash: Ola holds a 3 and a 6, Pete has one 9 card, "
     "and I have an 8. who gets the chamber?", "en", ""),
])
def test_end_market_tiles_a_players_cards_told_one_by_one(q, lang, expected):
    assert answer(q, lang) == expected


def test_end_market_tiles_all_of_a_players_money_is_still_no_currency():
    assert answer("a blue tile is left in the market; Ana has 12 money and I have 9, who gets it?", "en") is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the most actions of a turn, every purchase exact: 5 ("hep tam odersem", "precio justo", "毎回ぴったり")
    ("bir turda en fazla kac aksiyon yapilabilir, hep tam odersem?", "tr", 5),
    ("si pago siempre el precio justo, cuantas acciones como maximo puedo hacer en un turno?", "es", 5),
    ("毎回ぴったり払ったら、一手番で最大何アクションできますか？", "ja", 5),
])
def test_turn_max_actions_when_always_paying_exactly(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # Marta 3 (22), Javi 3 (22) tie on cards and totals; "Javi es el mas joven" -> Javi
    ("al empezar Marta tiene 3 cartas (suman 22), Javi 3 cartas (suman 22) y Pablo 4 cartas (20). Javi es el mas "
     "joven. quien empieza?", "es", "Javi"),
    # Ana 3 (21), Luis 3 (21) tie; "Luis es el mas joven" -> Luis
    ("al empezar Ana tiene 3 cartas (suman 21), Luis 3 cartas (suman 21) y Eva 4 cartas (20). Luis es el mas "
     "joven. quien empieza?", "es", "Luis"),
])
def test_setup_start_player_the_youngest_told_with_its_article(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # 6 + 5 + 8 = 19 < 20 -> keep dealing
    ("dealing out starting money, I've got a 6, a 5 and an 8 in front of me so far. does the dealer keep giving "
     "me cards?", "en", True),
    # 7 + 9 + 2 = 18 < 20 -> keep dealing
    ("handing out starting cash: I have a seven, then a nine, then a two so far. do I get one more card?", "en",
     True),
])
def test_setup_starting_money_told_chattily(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the hand told, then the same cards paid: 9 > 7 once (not 9 + 9) -> paid, no other action
    ("The blue square has a pavilion for seven and all I had in blue was a nine, so I paid the nine, fine, no "
     "change. My question is whether I get another action after that or if my turn is over?", "en", False),
    # "elimde mavi 4 ve 4 vardi, 4 ve 4 ile odedim": 4 + 4 = 8 > 7 -> no other action
    ("mavi karede 7'lik kule var. elimde mavi 4 ve 4 vardi, 4 ve 4 ile odedim. bir hamle daha var mi?", "tr", False),
    # "tenia un 3 y un 2 verdes, y pague con el 3 y el 2": 3 + 2 = 5 = 5 -> another action
    ("en la casilla verde hay un pabellon de 5. tenia un 3 y un 2 verdes, y pague con el 3 y el 2. tengo otra "
     "accion?", "es", True),
    # "手札のクローネは5と4。その5と4で払いました": 5 + 4 = 9 > 8 -> no other action
    ("黄色のマスの庭園は値段8。手札のクローネは5と4。その5と4で払いました。"
     "もう一回アクションできますか？", "ja", False),
])
def test_buy_exact_payment_the_hand_told_then_the_same_cards_paid(q, lang, expected):
    assert answer(q, lang) is expected


def test_buy_exact_payment_two_cards_of_one_value_are_not_one_told_twice():
    # "a 4, a 4": two cards; 4 + 4 = 8 = 8 -> another action (read as one 4 it would be short)
    assert answer("paid a 4, a 4 for the 8 tower on the blue square. another action?", "en") is True


@pytest.mark.parametrize(("q", "lang"), [
    # a claim without numbers beside the most actions of a turn: 5
    ("my cousin claims you can go forever. if I always pay exactly, what's the maximum number of actions in one "
     "turn?", "en"),
    ("友達が「ぴったり払えば無限に続けられる」と言っています。"
     "毎回ちょうどの金額で払い続けたら、一手番で最大何アクションできますか？", "ja"),
])
def test_turn_max_actions_past_a_claim(q, lang):
    assert answer(q, lang) == 5


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "the dirham one" no card; dirham 5 + a yellow 3 "which makes eight" on the green square -> not allowed
    ("There's a tower for 8 sitting on the green square, the dirham one. I have a dirham 5 (green) and a yellow 3, "
     "which makes eight. Can I pay for the tower with those two cards?", "en", False),
    # "tres cartas azules de dos, o sea seis justos": 2 + 2 + 2 = 6 = 6 -> another action
    ("En la casilla azul hay una arcada que cuesta seis. La he pagado con tres cartas azules de dos, o sea seis "
     "justos. Sigo jugando y puedo hacer otra accion?", "es", True),
    # "合わせて10": krone 6 + ducat 4 on the krone square -> not allowed
    ("クローネの場に庭園（10）があります。手札はクローネの６とドゥカートの４で、合わせて10です。"
     "これで買えますか？", "ja", False),
    # "5を二枚出して…10払ったことに": 5 + 5 = 10 > 9 -> no other action
    ("オレンジの場の会館は９でした。オレンジの５を二枚出して買ったので１０払ったことになります。"
     "お釣りが出ないのは分かってますが、もう一回手番できますか？", "ja", False),
])
def test_buy_the_total_said_after_its_cards(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(("q", "expected"), [
    # ゆい 5 (23), はると 5 (20), me 6: fewest 5 tie; smaller total はると 20 -> はると
    ("初期資金を配り終えました。ゆいは５枚で合計２３、はるとは５枚で合計２０、私は６枚で合計２０です。"
     "スタートプレイヤーは誰？", "はると"),
    # はるか 4 (22), みと 4 (21), me 5: fewest 4 tie; smaller total みと 21 -> みと
    ("初期資金を配りました。はるかは４枚で合計２２、みとは４枚で合計２１、私は５枚で合計２０です。誰が最初？", "みと"),
    # dinar: ひな 5 + 4 = 9, ゆうと 9, みお 3: a tie for the most -> nobody
    ("ゲーム終了時、青のマスに塔が残った。手札のディナールは ひな 5+4、ゆうと 9、みお 3。誰がもらう？", ""),
    # ducat: ことね 3 + 3 = 6, まこと 7, me 2 -> まこと
    ("ゲーム終了時、オレンジのマスに庭園が残った。手札のドゥカートは ことね 3+3、まこと 7、私 2。"
     "誰がもらう？", "まこと"),
])
def test_setup_start_player_and_market_tiles_japanese_names_with_to_and_ha(q, expected):
    assert answer(q, "ja") == expected


@pytest.mark.parametrize(("q", "expected"), [
    # さくら 4 (22), けん 4 (21), あおい 5 (20): fewest 4 tie; smaller total けん -> けん
    ("初期資金：さくらは四枚で合計二十二、けんは四枚で合計二十一、あおいは五枚で合計二十。誰から始める？", "けん"),
    # 健 3 (25), 由美 3 (21), 翔 4 (20): fewest 3 tie; smaller total 由美 -> 由美
    ("初期資金は、健が三枚で合計二十五、由美が三枚で合計二十一、翔が四枚で合計二十。スタートプレイヤーは？", "由美"),
])
def test_setup_start_player_a_total_in_kanji(q, expected):
    assert answer(q, "ja") == expected
