"""Worked answers for an Azul tile's points from its runs (azul.tiling.scoring-lines,
azul.tiling.scoring-isolated): the neighbours told become a wall that api.score tiles."""

import pytest

from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


@pytest.mark.parametrize(("q", "lang", "points"), [
    ("I place a tile with 2 tiles to its left and 1 below, how many points?", "en", 5),  # row 3 + column 2
    ("The tile I place has 3 tiles to its right and 2 above. How many points?", "en", 7),  # 4 + 3
    ("How many points is a tile with 1 tile to its left worth?", "en", 2),  # one run of 2
    ("Yerleştirdiğim taşın solunda 2, altında 2 taş var. Kaç puan alırım?", "tr", 6),  # 3 + 3
    ("Coloco un azulejo con 1 a la izquierda, 1 a la derecha y 2 arriba. ¿Cuántos puntos?", "es", 6),  # 3 + 3
    ("左に2枚、上に1枚タイルがあるマスに置くと何点？", "ja", 5),
])
def test_a_tile_scores_its_row_run_and_its_column_run(q, lang, points):
    w = ask(q, lang)
    assert w["rule"] == "azul.tiling.scoring-lines" and w["answer"] == points


@pytest.mark.parametrize(("q", "lang"), [
    ("how many points for a tile with no neighbours?", "en"), ("Hiç komşusu olmayan bir taş kaç puan getirir?", "tr"),
    ("¿Cuántos puntos vale un azulejo sin vecinos?", "es"), ("隣に何もないタイルは何点？", "ja"),
])
def test_a_tile_touching_nothing_scores_one(q, lang):
    w = ask(q, lang)
    assert w["rule"] == "azul.tiling.scoring-isolated" and w["answer"] == 1


def test_more_neighbours_than_the_wall_holds_have_no_verdict():
    assert ask("I place a tile with 4 tiles to its left and 2 to its right, how many points?", "en") is None
