"""Spanish as players type it: without accents, with Latin-American words, naming Azul in lowercase (issue 12)."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.paths import ROOT
from assistant.rules.evaluate import evaluate, load_questions
from assistant.rules.langdetect import detect
from assistant.rules.scope import games_named


@pytest.mark.parametrize(
    "question",
    [
        "puedo quitar la fuente de mi alhambra al reformar?",  # "de", "mi", "en" are Turkish words too
        "puedo dejar un hueco vacio rodeado de edificios en mi alhambra?",
        "se puede jugar azul en solitario?",
    ],
)
def test_unaccented_spanish_is_not_read_as_turkish(question: str) -> None:
    assert detect(question) == "es"


def test_turkish_present_tense_without_its_letters_is_still_turkish() -> None:
    assert detect("ikimiz oynuyoruz, paradan bazi kartlari kutuya geri mi koyuyoruz") == "tr"


@pytest.mark.parametrize("question", ["empate a puntos en azul, quien gana?", "de que trata el azul y como se gana?"])
def test_lowercase_azul_closing_a_clause_names_the_game(question: str) -> None:
    assert games_named(question, "es") == {"azul"}


def test_paying_in_blue_is_alhambra_money_not_the_game() -> None:
    assert games_named("puedo pagar en azul?", "es") == set()


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("me cayeron 5 fichas al piso, cuantos puntos pierdo?", "azul.floor.penalties"),  # piso: Latin America
        ("puedo agarrar dos cartas de dinero si suman 4?", "alhambra.money.take"),
    ],
)
def test_latin_american_words_reach_their_rule(question: str, rule: str) -> None:
    assert [a["rule"] for a in api.ask(question)["answers"]][:1] == [rule]


def test_spanish_player_questions_top1_stays_above_the_goal() -> None:
    """The Spanish set written before the Spanish pass (0.803 then): the issue's goal is >= 0.88."""
    report = evaluate(load_questions(ROOT / "tests" / "rules" / "dev_questions_es.yaml"))
    assert report.overall.top1_rate >= 0.88
    assert report.overall.top3_rate >= 0.95


@pytest.mark.parametrize("question, rule", [
    ("¿cuántas fichas hay en azul?", "azul.components"),  # "fichas": the tiles, as the issue names them
    ("cuantas fichas hay en Azul", "azul.components"),
    ("¿cuántas fichas caben en la tercera fila?", "azul.pattern-lines.capacity"),  # fitting is capacity
])
def test_fichas_counted_in_the_box_or_fitted_on_a_line(question: str, rule: str) -> None:
    from assistant.rules.answer import ask

    answers = ask(question)["answers"]
    assert answers and answers[0]["rule"] == rule
