"""alhambra.end.market-tiles and alhambra.buy.currency told by colours: a market square named by its colour ("the
green square", "la casilla amarilla") and money cards told by colour and value ("blue 4 and 3", "un 4 verde") are
Alhambra's, not Azul's coloured wall; a building left on a square at the end, and who gets it, is the leftover
tiles rule (session 8: concepts colour-square, colour-money, leftover-tile)."""

import pytest

from assistant import api

LEFTOVER = [
    ("en", "the game ended with a tower still on the green square. my green cards are 5 and 2, Ben has green 6. "
           "who gets it?"),
    ("tr", "oyun bitti, mavi karede bir kule kaldi. bende mavi 5 ve 4 var, Ayse'de mavi 7. kule kimin olur"),
    ("es", "se acabo la partida y queda una torre en la casilla naranja. tengo naranja 3 y 4, Leo un 8 naranja. "
           "para quien es"),
    ("ja", "ゲーム終了時に緑のマスに残った建物は誰のもの？私は緑の5と2、ユキは緑の6。"),
]
CURRENCY = [
    ("en", "the arcade sits on the yellow square for 7, can I pay with yellow 4 and orange 3?"),
    ("tr", "bina yesil karede 6 ediyor, yesil 4 ve mavi 2 ile odeyebilir miyim"),
    ("es", "el jardin esta en la casilla morada y vale 5, lo pago con un 3 morado y un 2 verde?"),
    ("ja", "黄色のマスの建物が7。黄色の4とオレンジの3で払える？"),
]


@pytest.mark.parametrize(("lang", "question"), LEFTOVER)
def test_a_building_left_on_a_coloured_square_is_the_leftover_tiles_rule(lang, question) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert out["answers"][0]["rule"] == "alhambra.end.market-tiles"
    assert {a["game"] for a in out["answers"]} == {"alhambra"}


@pytest.mark.parametrize(("lang", "question"), CURRENCY)
def test_a_coloured_square_paid_with_two_colours_is_the_currency_rule(lang, question) -> None:
    out = api.ask(question)
    assert out["answers"][0]["rule"] == "alhambra.buy.currency"
    assert {a["game"] for a in out["answers"]} == {"alhambra"}


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "can I put 3 yellow tiles on my second line?"),
    ("es", "puedo poner 2 amarillas en la fila 3?"),
    ("tr", "3 mavi tasi ikinci siraya koyabilir miyim"),
    ("ja", "青3枚を2段目に置ける？"),
])
def test_azul_tiles_counted_before_their_colour_stay_azul(lang, question) -> None:
    assert api.ask(question)["answers"][0]["game"] == "azul"
