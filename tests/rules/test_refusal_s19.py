"""Nonsense made of rule words, refused (issue 20, item 4), session 19: work and pay, chemistry, the bin, the law,
health and a spilt drink are no rule's business, whatever game words surround them. Each kind is paired with a
rule question that shares its game words, so a test fails both when the refusal is lost and when it spreads."""

from __future__ import annotations

import pytest

from assistant.rules import answer


@pytest.mark.parametrize("question", [
    "do the factory workers in azul get a lunch break?",
    "is the glaze on the black tiles toxic if my kid licks one?",
    "can I recycle the box lid with the paper or is it general waste",
    "my friend kept the 3 florins, can I sue him for them?",
    "fabrikadaki işçiler sendikalı mı",
    "kule karosunun üstüne çay döktüm, zehirli olur mu?",
    "si me corto con una carta de dinero, que desinfectante uso?",
    "el serrallo que compre por 9 ducados, tengo que declararlo a Hacienda?",
    "床ラインのタイルの釉薬って有毒？",
    "得点計算カードで指を切ったので病院に行くべき？",
])
def test_real_life_asked_with_rule_words_is_refused(question: str) -> None:
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question, rule", [
    ("how many factories are there with 3 players?", "azul.setup"),
    ("do the black tiles on the floor line cost points?", "azul.floor.penalties"),
    ("do leftover tiles go to the box lid at the end of the round?", "azul.tiling.move"),
    ("my friend kept the change when he paid 9 florins for a 7, is that allowed?", "alhambra.buy.no-change"),
    ("3 kişiyle kaç fabrika var?", "azul.setup"),
    ("si pago el serrallo con 9 ducados exactos, tengo otra accion?", "alhambra.buy.exact-payment"),
    ("オレンジのマスの建物を青のお金で払える？", "alhambra.buy.currency"),
    ("床ラインのタイルは何点マイナス？", "azul.floor.penalties"),
])
def test_rule_questions_with_the_same_game_words_stay_answered(question: str, rule: str) -> None:
    rules = [a["rule"] for a in answer.ask(question)["answers"]]
    assert rules and rule in rules[:3], rules


@pytest.mark.parametrize("question", [
    "which football club would my 4 towers cheer for?",
    "is the first player marker a gemini or a scorpio?",
    "can I play Azul on the bus if the factories slide around, or should we take the train?",
    "burcum ikizler, başlangıç oyuncusu işaretini ben mi almalıyım?",
    "borsada hisse alır gibi florin biriktirsem bitcoin kadar kazanır mıyım?",
    "¿qué canción de Beethoven suena mejor mientras hago la puntuación de las torres?",
    "si llevo un amuleto, ¿las fichas caen menos al suelo?",
    "首相が代わったら塔の得点は変わる？",
    "筋トレしながら手番をやってもいい？床ラインの数だけ腕立てする？",
])
def test_other_worlds_asked_with_rule_words_are_refused(question: str) -> None:
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question, rule", [
    ("when the bag is empty, where do the tiles come from?", "azul.round.next"),
    ("does the game end when someone completes a horizontal row?", "azul.end.trigger"),
    ("oyun sonunda pazarda kalan binalar kime gider?", "alhambra.end.market-tiles"),
    ("¿cuántas acciones puedo hacer en un turno si pago justo?", "alhambra.turn.actions"),
])
def test_rule_questions_beside_the_new_words_stay_answered(question: str, rule: str) -> None:
    rules = [a["rule"] for a in answer.ask(question)["answers"]]
    assert rules and rule in rules[:3], rules


@pytest.mark.parametrize("question", [
    "2nd scoring, me and Dave both got three gardens, Sue got one. who gets what",
    "Ahmet ile Burcu 58de berabere kaldi. Ahmetin 3 tam satiri var, Burcunun 1. kazanan kim?",
    "Noel ile ben 3'er kuleyle berabereyiz, 2. puanlamada kim kaç puan alır?",
])
def test_a_players_name_that_is_also_a_word_of_real_life_is_no_refusal(question: str) -> None:
    """Sue (to sue), Burcu (burcu, a star sign), Noel (Christmas) are players here: the question is answered."""
    assert answer.ask(question)["answers"] != []


@pytest.mark.parametrize(("q", "lang"), [
    ("beyaz karoyu maviye boyarsam artık mavi sayılır mı?", "tr"),
    ("si lavo la línea de suelo porque las fichas están sucias, ¿me restan menos puntos?", "es"),
    ("白いタイルをマジックで黒に塗ったら、黒として壁に置いていい？", "ja"),
    ("can i paint a white tile blue so it counts as blue on my wall", "en"),
])
def test_painting_or_washing_a_piece_is_decided_by_no_rule_s20(q, lang):
    # s20: no rule paints or washes a piece, whatever rule words are around it (absurd_asked)
    assert answer.ask(q, lang=lang)["answers"] == []
