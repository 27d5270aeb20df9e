"""Worked answers of Alhambra told as players tell them (issue 20, session 11, s11-alh): the causes fixed, each in
four languages with its hand derivation. Facts (data/alhambra): round 1 pays first only (pavilion 1 .. tower 6);
round 2 first 8..13, second 1..6; round 3 first 16..21, second 8..13, third 1..6. The start player holds the fewest
starting cards, then the lowest total. Several money cards may be taken when they total at most 5. An exact
payment earns another action. A market tile left at the end goes to the most money of its currency (a tie: "")."""

from __future__ import annotations

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    w = decide(q, lang, lang, "alhambra")[0]
    return None if w is None else w["answer"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "alone in second" (words between the verb and the place): R3 towers second -> 13
    ("In the last scoring I ended up alone in second on towers. What is that worth?", "en", 13),
    # "clear second": R2 pavilions second -> 1
    ("middle scoring, I finished clear second on pavilions, how many points is that", "en", 1),
    # the misspelt "segudo", "sin empatar con nadie": R2 gardens second -> 5
    ("Segunda ronda de puntuacion, quede segudo en jardines sin empatar con nadie. Cuantos puntos me llevo?", "es", 5),
    # "quede yo solo primero": R1 towers first -> 6
    ("En la primera puntuacion quede yo solo primero en torres. Cuantos puntos?", "es", 6),
    # "単独2位だったら": a conditional framing the one place told; R3 chambers (会館) second -> 11
    ("3回目の得点計算で会館が単独2位だったら何点？", "ja", 11),
    # "だとしたら": R3 arcades third -> 3
    ("最終得点計算でアーケードが単独３位だとしたら何点もらえる？", "ja", 3),
    # "the runner-up": R3 gardens second -> 12
    ("final scoring and I'm the runner-up in gardens, nobody tied. how many points?", "en", 12),
    # "the second most": R2 towers second -> 6
    ("Round 2 scoring: I have the second most towers, no ties. What do I get?", "en", 6),
    # "2番目に多いのが私だけ": alone in second, not alone with the type; R3 gardens second -> 12
    ("最終得点計算で庭園の２番目に多いのが私だけ。何点？", "ja", 12),
    # "tek basima ikinci": R3 towers second -> 13
    ("Ucuncu puanlamada kulelerde tek basima ikinci oldum. Kac puan alirim?", "tr", 13),
])
def test_scoring_table_a_place_told_alone(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang"), [
    # the round is told by "third", not a place: "get in the third scoring" is no "got third"
    ("How many points does second place in towers get in the third scoring?", "en"),
])
def test_scoring_table_a_round_ordinal_is_no_place(q, lang):
    assert answer(q, lang) == 13  # R3 towers second


@pytest.mark.parametrize(("q", "lang"), [
    ("I'm second in towers, all alone. points?", "en"),  # the round untold
    ("quede segundo en jardines sin empatar. cuantos puntos?", "es"),  # the round untold
])
def test_scoring_table_no_round_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # fewest 4: Javi 21, Nuria 20 -> Nuria (Carmen's 5 cards, told without a total, are not the fewest)
    ("Reparto inicial: Javi 4 cartas que suman 21, Nuria 4 cartas que suman 20, Carmen 5 cartas. ¿Quién empieza?",
     "es", "Nuria"),
    # "yo tengo 4" (a count below the deal's 20): fewest 3: Lola 24, Pepe 22 -> Pepe
    ("Ya repartimos el dinero: Lola tiene 3 cartas (suman 24), Pepe 3 cartas que suman 22 y yo tengo 4. Quien sale "
     "primero?", "es", "Pepe"),
    # a total in the clause after the cards ("Tom has four, adding up to 22"): fewest 4: Tom 22, Lena 21 -> Lena
    ("Starting money's dealt. Priya ended up with five cards. Tom has four, adding up to 22, and Lena also has four "
     "but hers add to 21. Who goes first?", "en", "Lena"),
    # fewest 4: Mia 23, Ben 20 -> Ben
    ("Dealt the starting cash. Mia has four cards, 23 in total. Ben has four too, 20 altogether, and Zoe has six. "
     "Who starts?", "en", "Ben"),
    # a hiragana name holding と right before its number: fewest 4: ゆうと 22, あおい 24 -> ゆうと
    ("初期資金：ゆうと４枚で合計２２、あおい４枚で合計２４、私は５枚。誰が最初？", "ja", "ゆうと"),
    # fewest 3: さくら 25, けんた 21 -> けんた
    ("初期資金を配り終わった。さくらは3枚で合計25、けんたも3枚で合計21、私は4枚。スタートプレイヤーは誰？", "ja",
     "けんた"),
    # fewest 4: Ece 22, Mert 21 -> Mert
    ("Baslangic parasi: Ece 4 kart toplam 22, Mert 4 kart toplam 21, ben 5 kart. Kim baslar?", "tr", "Mert"),
])
def test_start_player_fewest_cards_then_lowest_total(q, lang, expected):
    assert answer(q, lang) == expected


def test_start_player_fewest_tied_without_totals_no_verdict():
    # ゆき and かな both 4 cards, their totals untold: who starts is not told
    assert answer("ゆき４枚、かな４枚、私は５枚。誰が最初？", "ja") is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "bought the 7 garden ... an extra go": 5 + 3 = 8 > 7 -> no other action
    ("bought the 7 garden on orange with an orange 5 and an orange 3. do I get an extra go?", "en", False),
    # "picked up the pavilion" (a building taken is bought): 3 + 2 + 4 = 9 > 8 -> no other action
    ("Picked up the pavilion on the blue spot, price 8. Paid 3 blue, 2 blue and 4 blue. Do I get to keep going?",
     "en", False),
    # "grabbed the 9 tower", "bonus go": 4 + 5 = 9 -> another action
    ("grabbed the 9 tower off the green square and handed over a green 4 and a green 5. bonus go for me?", "en", True),
    # "Cogi la torre de 8", "una accion mas": 6 + 3 = 9 > 8 -> no
    ("Cogi la torre de 8 de la casilla azul y pague con un 6 azul y un 3 azul. Tengo una accion mas?", "es", False),
    # "もう一手": 5 + 3 = 8 -> another action
    ("緑のマスの塔（８）を緑の５と緑の３で買った。もう一手できる？", "ja", True),
    # 2 + 4 = 6 -> another action
    ("Turuncu karedeki 6'lik kemeri turuncu 2 ve turuncu 4 ile aldim. Bir hamle daha yapabilir miyim?", "tr", True),
])
def test_exact_payment_another_action(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the display named as where the cards come from ("場の資金カードの4と1"): 4 + 1 = 5 -> allowed
    ("場の資金カードの4と1、2枚まとめて取ってもいい？", "ja", True),
    # 4 + 2 = 6 > 5 -> not allowed
    ("場にある４と２を一緒に取れる？", "ja", False),
    # 2 + 3 = 5 -> allowed
    ("場のお金の２と３、まとめて取ってもいい？", "ja", True),
    # 4 + 1 = 5 -> allowed
    ("from the money on display, can I take the 4 and the 1 together?", "en", True),
    # 4 + 2 = 6 > 5 -> not allowed
    ("del dinero a la vista, me puedo llevar el 4 y el 2 juntos?", "es", False),
    # 4 + 1 = 5 -> allowed
    ("Ortada 4, 1 ve 6 var. 4 ile 1'i birlikte alabilir miyim?", "tr", True),
])
def test_take_money_two_cards_told_from_the_display(q, lang, expected):
    assert answer(q, lang) is expected


@pytest.mark.parametrize(("q", "lang"), [
    ("場のカードは4、1、6で、どれを取れる？", "ja"),  # which cards, asked: no yes-or-no (was read as all three)
    ("the display shows 4, 1 and 6. which ones can I take?", "en"),
])
def test_take_money_which_cards_asked_no_verdict(q, lang):
    assert answer(q, lang) is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "the blue spot still has a chamber": me 7, Ravi 7 tie for the most -> nobody
    ("Game end. The blue spot still has a chamber on it. In blue money I hold 7, Ravi holds 7 too, Sue has 3. Who "
     "takes it?", "en", ""),
    # green: Nils 9 the most -> Nils
    ("End of the game and the green square still has a tower. Green in hand: Nils 9, me 6, Ada 4. Who gets the "
     "tower?", "en", "Nils"),
    # "todavia tiene un jardin": Rosa 8, yo 8 tie -> nobody
    ("Termino la partida y la casilla amarilla todavia tiene un jardin. En amarillo Rosa tiene 8, yo 8 y Dani 2. "
     "Para quien es?", "es", ""),
    # "a garden still sits on the orange square": Kai 12 the most -> Kai
    ("game over, a garden still sits on the orange square. orange money: Kai 12, me 9. who gets it?", "en", "Kai"),
    # blue: あきら 10 the most -> あきら
    ("ゲーム終了で青のマスに塔が残った。青のお金はあきら１０、私７、みく３。塔は誰のもの？", "ja", "あきら"),
])
def test_end_market_tile_left_goes_to_the_most_money(q, lang, expected):
    assert answer(q, lang) == expected
