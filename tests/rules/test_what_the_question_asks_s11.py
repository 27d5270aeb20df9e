"""Ranking by what the question ASKS and which game's things it names (session 11, issue 20 item 2).

- alhambra.buy.currency: one payment told in two currencies ("4 orange plus 3 green") asks whether currencies mix,
  not whether the sum is exact (concept mixed-currency).
- alhambra.turn.refill: "does a new card come out" after taking money asks the refill, not how money is taken.
- alhambra.end.market-tiles: a building left on a square at the end and "who takes it".
- alhambra.buy.exact-payment: "do I play again" after a purchase, even when the payment told could be read as change.
- azul.tiling.move: a completed line and "do all its tiles go to the wall".
- azul.tiling.scoring-lines: tiles beside the placed one told as "one ... and another".
- alhambra.scoring.ties: equal counts told with the building's name as the Turkish texts write it ("4er seraglio").
- alhambra.variant.two-player / azul.variant.solo: the variants asked without their names (a fake third player,
  playing alone), never refused.
"""

import pytest

from assistant import api
from assistant.rules import concepts

CASES = {
    "alhambra.buy.currency": [
        ("en", "the arcade on the green square costs 9, may I hand over 6 green plus 3 orange"),
        ("tr", "yesil karedeki bahce 8, 5 yesil ve 3 turuncu ile odeyebilir miyim"),
        ("es", "el jardin de la casilla verde vale 8, puedo pagar con un 5 verde y un 3 naranja"),
        ("ja", "緑のマスの庭園は8、緑の5とオレンジの3で払ってもいい？"),
    ],
    "alhambra.turn.refill": [
        ("en", "when I take a money card, is a new card put out right away?"),
        ("tr", "para kartini aldiktan sonra yerine yeni kart hemen aciliyor mu"),
        ("es", "si cojo una carta de dinero, sale otra nueva al momento?"),
        ("ja", "お金カードを取ったら新しいカードはすぐに出てくる？"),
    ],
    "alhambra.end.market-tiles": [
        ("en", "game ended with a tower left on the green spot, who takes it"),
        ("tr", "oyun bitti, yesil karede bir kule kaldi, kim alir"),
        ("es", "termino la partida y queda una torre en la casilla verde, quien se la lleva"),
        ("ja", "ゲーム終了時、緑のマスに残った塔は誰がもらう？"),
    ],
    "alhambra.buy.exact-payment": [
        ("en", "spent exactly 8 on the 8 arcade, do i get another go"),
        ("tr", "8lik kemeri tam 8 ile aldim, sira yine bende mi"),
        ("es", "pago la torre de 8 con un 5 y un 3 azules, me toca otra vez?"),
        ("ja", "8の建物をぴったり8で買った。もう一度行動できる？"),
    ],
    "azul.tiling.move": [
        ("en", "my line 3 is complete, do all three tiles go onto the wall"),
        ("tr", "4. sira doldu, 4 karonun hepsi duvara mi gecer"),
        ("es", "mi linea 2 esta completa, van todos los azulejos al muro?"),
        ("ja", "2段目が揃った。2枚とも壁に置くの？"),
    ],
    "azul.tiling.scoring-lines": [
        ("en", "the tile i put has one to its right and another below, how many points"),
        ("tr", "koydugum karonun solunda 1 karo ve altinda 1 karo var, kac puan"),
        ("es", "mi azulejo tiene uno a la izquierda y otro encima, cuantos puntos"),
        ("ja", "置いたタイルの左に1枚、上に1枚ある。何点？"),
    ],
    "alhambra.scoring.ties": [
        ("en", "second scoring, Ece and I have 3 seraglios each, Can has 1. points?"),
        ("tr", "ikinci puanlamada Ece ile ben 3er seraglio, Can 1 seraglio. kim kac puan alir"),
        ("es", "segunda puntuacion: Ana y yo tenemos 3 serrallos cada uno, Luis 1. cuantos puntos"),
        ("ja", "2回目の得点計算で私とエミが後宮3枚ずつ、ケンが1枚。何点？"),
    ],
    "alhambra.variant.two-player": [
        ("en", "just 2 of us, how do we handle the imaginary third player"),
        ("tr", "iki kisiyiz, sahte ucuncu oyuncu nasil oynuyor"),
        ("es", "somos solo dos, como va el jugador fantasma"),
        ("ja", "二人だけなんだけど、架空の3人目はどう扱う？"),
    ],
    "azul.variant.solo": [
        ("en", "is there a way to play azul by yourself"),
        ("tr", "azulu tek basima oynayabilir miyim"),
        ("es", "se puede jugar al azul una persona sola, en modo solo?"),
        ("ja", "アズールに一人用ルールはある？"),
    ],
}


@pytest.mark.parametrize(("rule", "lang", "question"),
                         [(rule, lang, q) for rule, items in CASES.items() for lang, q in items])
def test_the_rule_the_question_asks_comes_first(rule, lang, question) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert out["answers"] and out["answers"][0]["rule"] == rule, [a["rule"] for a in out["answers"]]


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "can I pay 4 orange plus 3 green"),
    ("tr", "5 turuncu ve 4 mavi verebilir miyim"),
    ("es", "puedo pagar con un 5 verde y un 3 azul"),
    ("ja", "オレンジの4と緑の3で払える？"),
])
def test_a_payment_in_two_currencies_is_the_mixed_currency_situation(lang, question) -> None:
    assert "mixed-currency" in concepts.concepts_in(question, lang)


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "took 2 blue and 1 yellow from a factory, where do they go"),  # Azul's tiles, not money
    ("en", "paid 5 green and 3 green for the 8 tower"),  # one currency
    ("tr", "fabrikadan 2 mavi ve 1 sari aldim"),
    ("es", "pague con un 5 y un 3 verdes"),
    ("ja", "青2枚と黄1枚を取った"),
])
def test_one_currency_or_azul_tiles_are_no_mixed_payment(lang, question) -> None:
    assert "mixed-currency" not in concepts.concepts_in(question, lang)


@pytest.mark.parametrize(("lang", "question", "rule"), [
    ("en", "i overpaid by 2, do i get change", "alhambra.buy.no-change"),  # the lexicon's overpa*
    ("es", "si pago de mas por un edificio me devuelven lo que sobra?", "alhambra.buy.no-change"),
    ("tr", "fazladan odersem para ustu alir miyim", "alhambra.buy.no-change"),
    ("ja", "払いすぎたらおつりはもらえる？", "alhambra.buy.no-change"),
])
def test_a_word_of_a_lexicon_stem_is_no_odd_word(lang, question, rule) -> None:
    out = api.ask(question)
    assert out["answers"] and out["answers"][0]["rule"] == rule, out.get("message")


@pytest.mark.parametrize(("lang", "question", "rule"), [
    ("en", "whats alhambra about", "alhambra.overview"),
    ("tr", "alhambra oyunu ne hakkinda, amaci ne", "alhambra.overview"),
    ("es", "de que va el azul", "azul.overview"),
    ("ja", "アズールってどんなゲーム？", "azul.overview"),
])
def test_what_a_named_game_is_about_is_its_overview(lang, question, rule) -> None:
    out = api.ask(question)
    assert out["answers"] and out["answers"][0]["rule"] == rule, out.get("message")


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "at the end of the round, what do I do with a full line"),
    ("tr", "tur sonunda dolu siradaki karolar nereye gider"),
    ("es", "al final de la ronda que hago con una linea completa"),
    ("ja", "ラウンドの終わりに、揃ったラインのタイルはどうする？"),
])
def test_what_becomes_of_a_completed_line_is_the_tiling_move(lang, question) -> None:
    out = api.ask(question)
    assert out["answers"] and out["answers"][0]["rule"] == "azul.tiling.move", [a["rule"] for a in out["answers"]]


@pytest.mark.parametrize(("lang", "question", "rule"), [
    ("en", "in the first scoring does the 2nd player get anything", "alhambra.scoring.majority"),
    ("tr", "ilk puanlamada ikinci olan puan alir mi", "alhambra.scoring.majority"),
    ("es", "en la primera puntuacion el segundo recibe algo?", "alhambra.scoring.majority"),
    ("ja", "1回目の得点計算で2位にも点は入る？", "alhambra.scoring.majority"),
    ("en", "how many points does second place get for towers in round 2", "alhambra.scoring.table"),  # asks the table
])
def test_whether_second_place_scores_is_the_majority_rule(lang, question, rule) -> None:
    out = api.ask(question)
    assert out["answers"] and out["answers"][0]["rule"] == rule, [a["rule"] for a in out["answers"]]
