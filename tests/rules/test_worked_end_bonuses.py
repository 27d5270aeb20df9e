"""Worked answers for Azul's end bonuses (azul.end.bonuses) and the factories for a number of players
(azul.setup): a wall with exactly the rows, columns and colours told, counted by the engine."""

import pytest

from assistant.azul.scoring import completed
from assistant.worked import worked
from assistant.worked.azul_end import wall_with


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


@pytest.mark.parametrize(("q", "lang", "bonus"), [
    # row 2, column 7, colour 10 (data/azul/components.yaml bonus)
    ("I have 2 complete rows, 1 complete column and 1 complete colour, how many bonus points?", "en", 21),
    ("End of game: 1 complete row and 2 complete colours, how many bonus points?", "en", 22),
    ("Oyun sonunda 2 tam yatay sıram ve 1 tamamlanmış rengim var. Kaç bonus puan alırım?", "tr", 14),
    ("Al final tengo 1 fila completa, 1 columna completa y 1 color completo: ¿cuánta bonificación?", "es", 19),
    ("ゲーム終了時に横列2本と縦列1本が完成しています。ボーナスは何点？", "ja", 11),
])
def test_end_bonuses_add_up_per_row_column_and_colour(q, lang, bonus):
    w = ask(q, lang)
    assert w["rule"] == "azul.end.bonuses" and w["answer"] == bonus


@pytest.mark.parametrize("counts", [(0, 1, 0), (1, 0, 0), (2, 1, 1), (0, 0, 2), (5, 5, 5), (1, 2, 0)])
def test_the_wall_built_has_exactly_the_counts_told(counts):
    wall = wall_with(*counts)
    done = completed(wall)
    assert (done.rows, done.columns, done.colours) == counts


@pytest.mark.parametrize(("q", "lang", "factories"), [
    ("how many factories with 3 players?", "en", 7), ("3 oyuncuyla kaç fabrika kullanılır?", "tr", 7),
    ("¿Cuántas fábricas hay con 2 jugadores?", "es", 5), ("3人プレイだと工房はいくつ？", "ja", 7),
    ("How many factories do 4 players use?", "en", 9),
])
def test_factories_for_the_number_of_players(q, lang, factories):
    w = ask(q, lang)
    assert w["rule"] == "azul.setup" and w["answer"] == factories
