"""Worked answers for Azul pattern lines: overflow to the floor (azul.pattern-lines.capacity) and whether a
colour may go on a line (azul.pattern-lines.one-colour, azul.pattern-lines.wall-conflict), decided by api.move."""

import pytest

from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


@pytest.mark.parametrize(("q", "lang", "floor"), [
    ("I took 4 blue, line 3 already holds 2 blue: how many go to the floor?", "en", 3),  # room 3 - 2 = 1
    ("I took 5 red and put them on line 2 which is empty, how many go to the floor?", "en", 3),  # room 2
    ("4 mavi aldım, 3. sırada zaten 2 mavi var: kaç tanesi zemine gider?", "tr", 3),
    ("Tomo 3 negros y la fila 4 ya tiene 3 negros, ¿cuántos sobran al suelo?", "es", 2),  # room 1
    ("青を4枚取って、既に青が2枚あるライン3に置きました。床に行くのは何枚？", "ja", 3),
])
def test_tiles_that_do_not_fit_the_line_go_to_the_floor(q, lang, floor):
    w = ask(q, lang)
    assert w["rule"] == "azul.pattern-lines.capacity" and w["answer"] == floor


@pytest.mark.parametrize(("q", "lang", "rule"), [
    ("line 2 has red, can I put blue there?", "en", "azul.pattern-lines.one-colour"),
    ("2. sırada kırmızı var, oraya mavi koyabilir miyim?", "tr", "azul.pattern-lines.one-colour"),
    ("My wall already has blue in row 1, can I put blue on line 1?", "en", "azul.pattern-lines.wall-conflict"),
    ("En mi muro la fila 2 ya tiene negro, ¿puedo poner negro en la línea 2?", "es",
     "azul.pattern-lines.wall-conflict"),
    ("壁の1段目に既に黄があります。ライン1に黄を置けますか？", "ja", "azul.pattern-lines.wall-conflict"),
])
def test_a_colour_may_not_go_on_a_line_of_another_colour_or_whose_wall_row_has_it(q, lang, rule):
    w = ask(q, lang)
    assert w["rule"] == rule and w["answer"] is False
