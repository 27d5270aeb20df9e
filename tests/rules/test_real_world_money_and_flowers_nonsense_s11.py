"""Nonsense made of the games' own words (session 11): a real-world bill or rent of a game's thing, or the flowers
of its garden, is refused as no rule question, in four languages; the rule questions beside them are answered."""

import pytest

from assistant import api


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "how much rent does the fountain pay each month"),
    ("en", "what is the water bill of the fountain"),
    ("tr", "cesmenin su faturasi ne kadar"),
    ("tr", "kulenin kira bedeli ne kadar"),
    ("es", "cuanto paga de alquiler la torre"),
    ("es", "que flores crecen en el jardin"),
    ("ja", "噴水の水道代はいくら？"),
    ("ja", "塔の家賃はいくら？"),
])
def test_a_real_world_bill_of_a_game_thing_is_refused(lang, question) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    assert not out["answers"], [a["rule"] for a in out["answers"]]
    assert out.get("off_topic") is True


@pytest.mark.parametrize(("lang", "question", "rule"), [
    ("en", "can i move my fountain to the reserve", "alhambra.redesign.fountain"),
    ("tr", "cesmeyi yedek tahtaya koyabilir miyim", "alhambra.redesign.fountain"),
    ("es", "cuanto cuesta un jardin en el mercado", None),
    ("ja", "噴水は動かせる？", "alhambra.redesign.fountain"),
])
def test_the_fountain_and_prices_as_rules_are_still_answered(lang, question, rule) -> None:
    out = api.ask(question)
    assert out["answers"], out.get("message")
    if rule:
        assert out["answers"][0]["rule"] == rule, [a["rule"] for a in out["answers"]]


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "what does the fountain smell like"),
    ("tr", "cesmenin kokusu nasil"),
    ("es", "a que huele la fuente"),
    ("ja", "噴水はどんな匂い？"),
])
def test_the_smell_of_a_game_thing_is_refused(lang, question) -> None:
    out = api.ask(question)
    assert not out["answers"], [a["rule"] for a in out["answers"]]
