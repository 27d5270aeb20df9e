"""The concept layer (data/lexicon): questions and entries meet on game concepts across languages, and
questions told as situations with counts and rounds are read by their subject."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.rules import concepts, knowledge


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("We have the same number of towers, how is that scored?", "en"),
        ("İki oyuncunun da kulesi eşit, ne olur?", "tr"),
        ("Empatamos en torres, ¿qué pasa?", "es"),
        ("塔が同点だったら？", "ja"),
        ("建物の数が同じプレイヤーがいる場合", "ja"),
    ],
)
def test_tie_concept_is_found_in_every_language(question: str, lang: str) -> None:
    assert "tie" in concepts.concepts_in(question, lang)


def test_longest_phrase_wins_floor_line_is_the_floor_not_a_pattern_line() -> None:
    found = concepts.concepts_in("my floor line is full", "en")
    assert "floor" in found and "pattern-line" not in found


def test_first_player_marker_is_the_marker_not_the_start_player() -> None:
    found = concepts.concepts_in("who takes the first player marker?", "en")
    assert "first-player-marker" in found and "start-player" not in found


def test_edition_title_is_the_azul_series_not_a_building() -> None:
    assert concepts.concepts_in("Azul: Pabellón de verano", "es") == ["azul-edition"]
    assert concepts.concepts_in("サマーパビリオンのルール", "ja")[0] == "azul-edition"


def test_spanish_fichas_and_azulejos_are_tiles() -> None:
    assert "tile" in concepts.concepts_in("las fichas", "es")
    assert "tile" in concepts.concepts_in("los azulejos", "es")


def test_every_entry_has_curated_concepts_from_the_lexicon() -> None:
    curated = concepts.curated()
    assert set(curated) == set(knowledge.entries())
    assert all(curated[rule_id] for rule_id in curated)


@pytest.mark.parametrize(
    "question",
    [
        # Issue 12's examples of natural Japanese that got the start-player or tie-break rule. (Its third,
        # 「同じ数の建物で並んだら得点はどう分けますか？」, still gets the game-winner rule first.)
        "建物の数が同じプレイヤーがいる場合、得点はどうなりますか？",
        "タワーの数が同点のとき、得点はどう分けますか？",
    ],
)
def test_natural_japanese_tie_questions_get_the_ties_rule(question: str) -> None:
    assert api.ask(question)["answers"][0]["rule"] == "alhambra.scoring.ties"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("In the third scoring two of us have 4 gardens each, what does each get?", "en"),
        ("3. puanlamada ikimizin de 4 bahçesi var, kim kaç puan alır?", "tr"),
        ("En la tercera puntuación los dos tenemos 4 jardines, ¿cuánto recibe cada uno?", "es"),
        ("3回目の得点計算で庭園が2人とも4枚、それぞれ何点？", "ja"),
    ],
)
def test_a_tie_told_with_counts_and_a_round_is_a_tie_question_not_the_points_table(question, lang) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert out["answers"][0]["rule"] == "alhambra.scoring.ties"
    assert "tie" in [c["id"] for c in out["concepts"]]


def test_answer_names_the_concepts_it_matched_in_the_answer_language() -> None:
    out = api.ask("How many points do tiles on the floor line cost?", lang="tr")
    assert out["answers"][0]["rule"] == "azul.floor.penalties"
    labels = {c["id"]: c["label"] for c in out["concepts"]}
    assert labels["floor"] == concepts.lexicon()["floor"].label("tr") == "zemin sırası"


def test_ask_output_only_adds_fields_to_the_formats_contract() -> None:
    out = api.ask("when does the game end?")
    assert {"lang", "answers"} <= set(out)
    assert all({"rule", "title", "text", "source"} <= set(a) for a in out["answers"])


def test_how_many_points_for_second_place_asks_the_table_not_who_scores() -> None:
    """points-table overrides majority-rank: "second most" alone asks who scores, with "how many points" the amount."""
    from assistant.rules import answer

    amount = "how many points does the second most towers get in round 2?"
    assert "majority-rank" not in concepts.concepts_in(amount, "en")
    assert "majority-rank" in concepts.concepts_in("does the second most towers get anything in round 2?", "en")
    assert answer.ask(amount)["answers"][0]["rule"] == "alhambra.scoring.table"


@pytest.mark.parametrize("question, lang", [
    ("can I pay with dinars and ducats together?", "en"),  # the editions' names of the currencies
    ("dirhem ve florini karıştırarak ödeyebilir miyim", "tr"),
    ("puedo pagar con ducados y florines juntos?", "es"),
    ("ディルハムとフローリンを混ぜて払えますか", "ja"),
])
def test_the_editions_currency_names_are_currencies(question: str, lang: str) -> None:
    assert "currency" in concepts.concepts_in(question, lang)


@pytest.mark.parametrize("question, lang", [
    ("can I turn my building 90 degrees before placing it?", "en"),
    ("binayı 90 derece döndürüp koyabilir miyim", "tr"),
    ("¿puedo poner el edificio girado 90 grados?", "es"),
])
def test_ninety_degrees_is_orientation(question: str, lang: str) -> None:
    assert "orientation" in concepts.concepts_in(question, lang)
