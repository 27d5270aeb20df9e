"""Worked answers that name players: Azul's tie-break (azul.end.tie-break, decided by api.ranking) and Alhambra's
start player (alhambra.setup.start-player: fewest cards, then the smallest total)."""

from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


def test_a_tie_on_points_goes_to_the_most_complete_rows():
    w = ask("We both finished with 62 points; I have 3 complete rows and Ana has 2. Who wins?", "en")
    assert w["rule"] == "azul.end.tie-break" and w["answer"] == "I"
    q = "Oyun sonunda 58 puanla berabereyiz, bende 2 tam sıra var, Ayşe'de 3. Kim kazanır?"
    assert ask(q, "tr")["answer"] == "Ayşe"


def test_equal_rows_too_share_the_victory_and_name_no_one():
    assert ask("Tie at the end: Tom has 2 complete rows, Sue has 2. Who wins?", "en") is None


def test_the_fewest_cards_start():
    w = ask("Starting money: Ana got 4 cards worth 21, I got 3 cards worth 23. Who starts?", "en")
    assert w["rule"] == "alhambra.setup.start-player" and w["answer"] == "I"


def test_equal_cards_the_smallest_total_starts():
    q = "Dinero inicial: Ana tiene 4 cartas que suman 21 y yo 4 cartas que suman 22. ¿Quién empieza?"
    assert ask(q, "es")["answer"] == "Ana"


def test_a_hand_that_cannot_exist_has_no_verdict():
    # 2 cards cannot add up to 25 (the highest card is 9)
    assert ask("Starting money: Ana got 2 cards worth 25, I got 3 cards worth 23. Who starts?", "en") is None
