"""Ranking by what a situation ASKS (session 10): the question words tell the rule among its neighbours.

- azul.pattern-lines.all-to-one-line: a take put on a named line and "what happens to the rest" / "how many fall to
  the floor" asks the overflow, not how a factory is drafted.
- azul.tiling.move: a line told complete and "the rest" asks the tiling move (the rest to the lid), not the overflow.
- azul.floor.penalties: a floor told by its tiles (seven included, the marker beside them) asks the penalties; the
  full floor's rule is for tiles beyond it.
- alhambra.turn.refill: when the market gets its new building, even after an exact payment.
- alhambra.buy.no-change: a price, a bigger payment and "do I get it back".
- alhambra.turn.actions: money taken this turn and a second action asked for.
- alhambra.redesign: a building moved from or to the reserve, asked whether it is an action.
- alhambra.buy.exact-payment: "do I keep going" after a purchase, and the most actions in one turn.
- alhambra.scoring.ties: a tie told by "N each" or "A and I both N".
- azul.tiling.scoring-lines: tiles counted beside the placed one.
"""

import pytest

from assistant import api

CASES = {
    "azul.pattern-lines.all-to-one-line": [
        ("en", "took 3 black and put them on line 1, what happens to the rest?"),
        ("tr", "merkezden 4 kirmizi aldim, 2. siraya koydum. kaci zemine duser"),
        ("es", "cojo 3 rojos y los pongo en la linea 2, que pasa con el resto?"),
        ("ja", "赤を4枚取って2段目に置いたら残りはどうなる?"),
    ],
    "azul.tiling.move": [
        ("en", "my line 2 is complete, what happens to the other one?"),
        ("tr", "3. sira doldu, duvara bir karo gider, kalanlar ne olur"),
        ("es", "la linea 4 esta completa, que pasa con las otras tres?"),
        ("ja", "3段目が揃った。残りの2枚はどうなる?"),
    ],
    "azul.floor.penalties": [
        ("en", "seven tiles on my floor line, how much do I lose?"),
        ("tr", "zeminde 7 karo var, kac puan kaybederim"),
        ("es", "tengo 3 azulejos y la ficha de jugador inicial en el suelo, cuanto pierdo?"),
        ("ja", "床に7枚あると何点減る?"),
    ],
    "alhambra.turn.refill": [
        ("en", "I paid exact for a tower. does a new building get drawn for that square before my extra action?"),
        ("tr", "tam parayla aldim, pazara yeni bina hemen konur mu"),
        ("es", "despues de pagar justo, se rellena el mercado antes de mi otra accion?"),
        ("ja", "ちょうどで買った後、新しい建物はすぐ補充される?"),
    ],
    "alhambra.buy.no-change": [
        ("en", "I paid 9 for an 8 tile, do I get 1 back?"),
        ("tr", "fiyati 6 olan binaya 8 verdim, 2 geri alir miyim?"),
        ("es", "pague 10 por un edificio de 7, me devuelven 3?"),
        ("ja", "8の建物に10を払った。おつりはもらえる?"),
    ],
    "alhambra.turn.actions": [
        ("en", "I took money this turn, can I also buy a building?"),
        ("tr", "bu tur para aldim, bir de bina alabilir miyim?"),
        ("es", "ya cogi dinero este turno, puedo comprar tambien?"),
        ("ja", "お金を取った手番に建物も買える?"),
    ],
    "alhambra.redesign": [
        ("en", "does putting a building from my reserve into my alhambra count as my action?"),
        ("tr", "yedekteki binayi alhambraya koymak bir hamle mi"),
        ("es", "poner un edificio de la reserva en mi alhambra cuenta como accion?"),
        ("ja", "予備の建物をアルハンブラに置くのは1アクション?"),
    ],
    "alhambra.buy.exact-payment": [
        ("en", "how many actions can I take at most in one turn?"),
        ("tr", "fiyat 8, sari 5 + sari 3 verdim. bir hamle daha var mi"),
        ("es", "compre un jardin de 9 con verde 4+5 en la casilla verde, sigo jugando?"),
        ("ja", "1手番で最大何回行動できる?"),
    ],
    "alhambra.scoring.ties": [
        ("en", "final count of towers: Ana 4, and Ben and I 2 each. what do we get?"),
        ("tr", "ikinci puanlamada bende ve Mert de 2 kule var, puanlar nasil"),
        ("es", "recuento de torres: Ana 4, y Pablo y yo 2 cada uno. cuanto nos toca?"),
        ("ja", "最後の計算で庭園: ケンが4枚、私とユキが2枚ずつ。私たちは何点?"),
    ],
    "azul.tiling.scoring-lines": [
        ("en", "the tile I placed on my wall has 2 tiles to its right and 1 above it, how many points?"),
        ("tr", "duvara koydugum karonun sol tarafinda 2 karo var, kac puan"),
        ("es", "pongo un azulejo en el muro con 2 seguidos a la izquierda, cuantos puntos?"),
        ("ja", "壁に置いたタイルの横に3枚並んでいる。何点?"),
    ],
}


@pytest.mark.parametrize(("rule", "lang", "question"),
                         [(rule, lang, q) for rule, items in CASES.items() for lang, q in items])
def test_the_rule_the_situation_asks_comes_first(rule, lang, question) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert out["answers"] and out["answers"][0]["rule"] == rule, [a["rule"] for a in out["answers"]]


def test_ranking_and_confidence_share_one_similarity_per_question(monkeypatch) -> None:
    """The views' weighted sum is computed once per question (ranking and confidence both read it), and is the
    same sum as computed afresh."""
    from assistant.rules import answer, retrieval

    found = retrieval.score_all("how many points for a tie?", retrieval.index("en"))
    calls = []
    weighted = retrieval.Scores._weighted
    monkeypatch.setattr(retrieval.Scores, "_weighted", lambda self, w: calls.append(1) or weighted(self, w))
    answer.ranking(found)
    answer.confidence(found)
    assert len(calls) == 1
    assert found.similarity() == weighted(found, retrieval.WEIGHTS)
    assert found.similarity({"alias": 1.0}) == found.views["alias"]
