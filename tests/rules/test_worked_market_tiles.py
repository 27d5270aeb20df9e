"""Worked answers for a tile left in the market at the end (alhambra.end.market-tiles): the money told becomes
hands, and api.alhambra_end_market awards the tile; a tie leaves it ("")."""

from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


def test_the_most_money_of_the_squares_currency_takes_the_tile():
    w = ask("At the end a blue tile is left in the market. Ana has 12 in blue and I have 9, who gets it?", "en")
    assert w["rule"] == "alhambra.end.market-tiles" and w["answer"] == "Ana"


def test_a_tie_for_the_most_money_leaves_the_tile():
    q = "A green tile is left in the market at the end: Tom has 8 green, Sue has 8 green. Who gets it?"
    assert ask(q, "en")["answer"] == ""


def test_the_speaker_is_answered_with_the_languages_own_i():
    q = "Oyun sonunda pazarda kalan sarı karo kimin? Ayşe'de 10 sarı para var, bende 14."
    assert ask(q, "tr")["answer"] == "ben"
    q = "Al final queda en el mercado una loseta naranja: Ana tiene 7 en naranja y yo 11. ¿Quién se la lleva?"
    w = ask(q, "es")
    assert w["answer"] == "yo" and w["verdict"].startswith("Tú")


def test_players_not_told_apart_have_no_verdict():
    assert ask("At the end a blue tile is left in the market, who gets it if we have 12 and 9?", "en") is None
