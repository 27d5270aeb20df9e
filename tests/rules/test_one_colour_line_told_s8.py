"""azul.pattern-lines.one-colour: a line told by the colour it holds and another colour asked for ("my line 3 has 2
red, can I add a blue", 「3段目に赤が1枚ある。そこに黒を置ける？」) is the one-colour rule, not the rule of
unfinished lines carried over that the line's count alone would suggest (session 8)."""

import pytest

from assistant import api


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "my second line holds one yellow, can I put 1 black there?"),
    ("es", "mi linea 2 tiene 1 amarillo, puedo poner 1 negro ahi?"),
    ("tr", "ikinci siramda 1 sari var, oraya siyah koyabilir miyim"),
    ("ja", "2段目に黄が1枚ある。そこに白を置ける？"),
    ("ja", "4段目に青が3枚入ってる。赤を1枚足していい？"),
])
def test_another_colour_on_a_line_that_holds_one_is_the_one_colour_rule(lang, question) -> None:
    assert api.ask(question)["answers"][0]["rule"] == "azul.pattern-lines.one-colour"
