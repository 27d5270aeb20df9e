"""Out of scope means out of scope: other games (named, or by their own words), unknown games, nonsense;
our own games named in the players' words; "Did you mean…" when the best two are close."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.rules import answer
from assistant.rules.scope import games_named, other_game


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("In Splendor, do gems of one colour go together?", "en"),
        ("Sagrada: can I put two dice of the same colour in a row?", "en"),
        ("Monopoly'de aynı renkteki bütün arsaları alırsam ne olur?", "tr"),
        ("Carcassonne'da şehir kaç puan?", "tr"),
        ("En Catán, ¿cuántos puntos da la ruta comercial más larga?", "es"),
        ("¿Cómo se enroca en ajedrez?", "es"),
        ("カルカソンヌで道は何点になりますか？", "ja"),
        ("スプレンダーで同じ色の宝石を2つ取れますか？", "ja"),
    ],
)
def test_other_game_questions_are_refused_in_every_language(question: str, lang: str) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert out["answers"] == [] and out["out_of_scope"]
    assert out["message"] == answer.message("other_game", lang, game=out["out_of_scope_name"])


@pytest.mark.parametrize(
    ("question", "lang", "name"),
    [
        ("In the game Moonfarm, how many points is a full row worth?", "en", "Moonfarm"),
        ("Deniz Feneri oyununda beraberlik nasıl bozulur?", "tr", "Deniz Feneri"),
        ("En el juego Lunaria, ¿quién empieza?", "es", "Lunaria"),
        ("「月の畑」というゲームで、同点のときは？", "ja", "月の畑"),
    ],
)
def test_an_unknown_game_name_is_a_refusal(question: str, lang: str, name: str) -> None:
    assert other_game(question, lang) == name
    assert api.ask(question)["answers"] == []


@pytest.mark.parametrize("question", ["what's a good name for a cat?", "¿Qué hora es en Tokio?", "Kahve mi çay mı?"])
def test_everyday_questions_are_refused(question: str) -> None:
    assert api.ask(question)["answers"] == []


def test_naming_azul_keeps_a_question_with_other_game_words_in_scope() -> None:
    assert other_game("In Azul, can a pattern line hold tiles of one colour only?", "en") is None


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("when does the game of azul end?", "en"),
        ("azul'da oyun ne zaman biter?", "tr"),
        ("¿cuándo termina una partida de azul?", "es"),
        ("en azul, ¿cuándo termina la partida?", "es"),
    ],
)
def test_lowercase_azul_names_the_game(question: str, lang: str) -> None:
    assert games_named(question, lang) == {"azul"}
    assert api.ask(question)["answers"][0]["rule"] == "azul.end.trigger"


def test_spanish_azul_as_a_colour_of_money_does_not_name_the_game() -> None:
    assert games_named("¿puedo pagar en azul y en verde a la vez?", "es") == set()


@pytest.mark.parametrize(
    ("title", "lang"),
    [("Summer Pavilion", "en"), ("Yaz Köşkü", "tr"), ("Pabellón de verano", "es"), ("サマーパビリオン", "ja")],
)
def test_edition_titles_name_azul(title: str, lang: str) -> None:
    assert games_named(f"{title}?", lang) == {"azul"}


def test_did_you_mean_offers_both_games_when_no_game_is_chosen() -> None:
    out = api.ask("when does the game end?")
    assert [d["rule"] for d in out["did_you_mean"]] == ["alhambra.end.trigger", "azul.end.trigger"]
    assert "did_you_mean" not in api.ask("when does the game end?", game="azul")


def test_did_you_mean_when_the_best_two_are_within_the_margin() -> None:
    close = [("a.x", 0.50, 0.5), ("a.y", 0.50 - answer.DID_YOU_MEAN_MARGIN / 2, 0.4)]
    far = [("a.x", 0.50, 0.5), ("a.y", 0.50 - answer.DID_YOU_MEAN_MARGIN * 2, 0.4)]
    assert answer.did_you_mean(close, game_open=False) == ("a.x", "a.y")
    assert answer.did_you_mean(far, game_open=False) is None
