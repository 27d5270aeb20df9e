"""Issue 20, items 2-4 (session 7): the situations the blind sets' misses showed, read by their general cause in four
languages, and nonsense made of the games' words refused with its word. Each question is answered by the rule the
situation asks, not by the one whose words it merely shares (data/lexicon/concepts.yaml: floor-full, overflow,
zero, floor-count, majority-tie, take-values; other_games.yaml: absurd). None of these questions is in a set."""

from __future__ import annotations

import pytest

from assistant.rules import answer


def _first(question: str) -> str | None:
    out = answer.ask(question)
    return out["answers"][0]["rule"] if out["answers"] else None


@pytest.mark.parametrize("question", [
    "on my floor: the first player marker and 1 white. penalty?",
    "zeminimde ilk oyuncu işaretçisi ve 1 beyaz var, ceza ne kadar",
    "en el suelo tengo la ficha del jugador inicial y 2 blancas, ¿cuánto pierdo?",
    "床にスタートプレイヤーマーカーと白1枚。失点は？",
])
def test_the_marker_with_tiles_on_the_floor_is_a_penalty_count(question: str) -> None:
    assert _first(question) == "azul.floor.penalties"


@pytest.mark.parametrize("question", [
    "my floor line is already full and 4 more tiles come, what do they cost?",
    "zemin sıram doldu, 4 karo daha geliyor, onlar da ceza mı",
    "mi linea de suelo ya esta llena y me llegan 4 azulejos mas, ¿restan?",
    "床ラインはもういっぱい。さらに4枚来たら失点は？",
])
def test_tiles_beyond_a_full_floor_line_ask_the_full_floor_rule(question: str) -> None:
    assert _first(question) == "azul.floor.full"


@pytest.mark.parametrize("question", [
    "I'm on 4 and the floor takes 7, so my score is -3 now?",
    "4 puanım var, zemin 7 götürüyor, -3 mü olurum",
    "tengo 4 puntos y el suelo me quita 7, ¿me quedo en -3?",
    "4点なのに床で7点失点、-3点になる？",
])
def test_a_total_told_below_zero_asks_the_minimum_score(question: str) -> None:
    assert _first(question) == "azul.score.minimum"


@pytest.mark.parametrize("question", [
    "took 4 white, line 3 has 1 white, how many end up on the floor?",
    "4 beyaz aldım, 3. sıramda 1 beyaz var, kaç tanesi zemine gider",
    "cogí 4 blancas y la linea 3 tiene 1 blanca, ¿cuántas van al suelo?",
    "白を4枚取って、3段目に白が1枚ある。何枚あふれる？",
])
def test_how_many_tiles_go_to_the_floor_is_the_one_line_rule(question: str) -> None:
    assert _first(question) == "azul.pattern-lines.all-to-one-line"


@pytest.mark.parametrize("question", [
    "first scoring, arcades: Ada and me have 2 each, Bo has 1. points?",
    "ilk puanlamada kemerlerde eşitiz, ikimizin de 2 tane var, puanlar ne",
    "en la primera puntuacion tenemos los dos 2 arcadas, ¿cuántos puntos?",
    "1回目の得点計算、アーケードは私とアキ2枚ずつ。何点？",
])
def test_a_tie_told_without_the_word_is_the_tie_rule(question: str) -> None:
    assert _first(question) == "alhambra.scoring.ties"


@pytest.mark.parametrize("question", [
    "may I take 1+2+2 in money in one action?",
    "2 ve 2 lik iki para kartini ayni anda alabilir miyim",
    "hay cartas de 2, 1 y 1, ¿las cojo todas?",
    "お金カードの2と2を一度に取れる？",
])
def test_money_taken_told_by_its_values_is_the_taking_rule(question: str) -> None:
    assert _first(question) == "alhambra.money.take"


def test_turkish_tam_sira_is_a_complete_row_not_an_exact_payment() -> None:
    out = answer.ask("puanlar esit, ikimizin de 3 tam yatay sirasi var, kim kazanir")
    assert [a["game"] for a in out["answers"]][:1] == ["azul"]
    assert out["answers"][0]["rule"] == "azul.end.tie-break"


@pytest.mark.parametrize("question, lang, word", [
    ("how many calories does a factory have", "en", "calories"),
    ("fabrikanın kalorisi kaç", "tr", "kalorisi"),
    ("¿cuántas calorías tiene una fábrica?", "es", "calorías"),
    ("工場のカロリーは？", "ja", "カロリー"),
    ("can the first player marker vote", "en", "vote"),
    ("dirk seçimde oy verebilir mi", "tr", "seçimde"),
    ("¿la fuente puede votar?", "es", "votar"),
    ("噴水は投票できる？", "ja", "投票"),
])
def test_a_real_world_property_of_a_game_thing_is_refused_with_its_word(question: str, lang: str, word: str) -> None:
    out = answer.ask(question)
    assert out["answers"] == []
    assert out["lang"] == lang
    assert out["reason"].startswith(word)
    assert out["reason"] in out["message"]


@pytest.mark.parametrize("question", [
    "does the wall dance with the factory on fridays",
    "duvar cuma günleri fabrikayla dans eder mi",
    "¿el muro baila con la fábrica los viernes?",
    "壁は金曜日に工場と踊る？",
])
def test_two_absurd_words_among_rule_words_are_nonsense(question: str) -> None:
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question, rule", [
    ("my floor has 3 tiles, how much do I lose?", "azul.floor.penalties"),
    ("zeminimde 3 karo var, kaç puan kaybederim", "azul.floor.penalties"),
    ("my favourite move is dumping tiles on the floor on purpose, is that allowed?",
     "azul.pattern-lines.all-to-one-line"),  # "favourite" alone is no nonsense; that entry allows dumping on purpose
    ("la escalera de lineas de patron: cuantas fichas caben en la linea 3?", "azul.pattern-lines.capacity"),
])
def test_rule_questions_near_the_new_words_stay_answered(question: str, rule: str) -> None:
    assert _first(question) == rule


@pytest.mark.parametrize("question, lang, word", [
    ("what's the weather in Boston tomorrow?", "en", "weather"),
    ("Yarın Konya'da hava durumu nasıl?", "tr", "hava durumu"),
    ("¿Qué tiempo hará mañana en Sevilla?", "es", "tiempo hará"),
    ("明日の札幌の天気は？", "ja", "天気"),
])
def test_everyday_talk_with_a_place_name_is_refused_as_everyday_not_as_another_game(question: str, lang: str,
                                                                                      word: str) -> None:
    out = answer.ask(question)
    assert out["answers"] == []
    assert out["lang"] == lang
    assert "out_of_scope" not in out
    assert out["off_topic"] is True
    assert out["reason"].lower() == word
