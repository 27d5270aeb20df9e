"""azul.pattern-lines.all-to-one-line: a line told by its count and a take told by its count ("my line has 2 and I
took 3 more") asks where the extra tiles go, not how a factory is drafted; azul.end.bonuses: "what extra do I get
for that row" at the end is the bonus, not the excess of a line (session 8)."""

import pytest

from assistant import api

OVERFLOW = [
    ("en", "my fourth row already holds 3 reds and I took 2 more red from a factory. what happens to the extra one?"),
    ("es", "mi linea 3 tiene 2 azules y cojo 3 azules de una fabrica, que pasa con las que sobran?"),
    ("tr", "ucuncu siramda 2 mavi var, fabrikadan 3 mavi daha aldim, fazlasi nereye"),
    ("ja", "3段目に青が2枚ある。工房から青を3枚取ったら余りはどうなる？"),
]
BONUS = [
    # Known limit: "game over" with a complete row is the end trigger's own wording, which still outranks the bonus.
    pytest.param("en", "game over and my second row on the wall is complete. what extra do I get for that row?",
                 marks=pytest.mark.xfail(reason="end-trigger wording outranks the bonus", strict=True)),
    ("en", "my top row on the wall has all 5 tiles. what extra do I get for that row at the end?"),
    ("es", "al final tengo una fila completa en el muro, cuantos puntos extra me da?"),
    ("tr", "oyun sonunda duvarda tam bir yatay sira var, ekstra kac puan"),
    ("ja", "ゲーム終了時に壁の横1列が完成している。追加で何点？"),
]


@pytest.mark.parametrize(("lang", "question"), OVERFLOW)
def test_a_line_count_and_a_take_count_ask_for_the_overflow(lang, question) -> None:
    assert api.ask(question)["answers"][0]["rule"] == "azul.pattern-lines.all-to-one-line"


@pytest.mark.parametrize(("lang", "question"), BONUS)
def test_what_extra_a_full_row_gets_at_the_end_is_the_bonus(lang, question) -> None:
    assert api.ask(question)["answers"][0]["rule"] == "azul.end.bonuses"
