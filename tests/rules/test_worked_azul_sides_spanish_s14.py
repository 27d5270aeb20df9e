"""A placed Azul tile's neighbour told in Spanish with the article and the masculine "lado" (s14, issue 20): "tiene una
al lado izquierdo y nada más" is one tile on the left (2 points: a row run of 2, azul.tiling.scoring-lines), never a
tile alone (1 point), which is what the reader said before it knew "izquierdo" and "una al ..."."""

from __future__ import annotations

import pytest

from assistant import api


@pytest.mark.parametrize("q", [
    "la ficha que pongo tiene una al lado izquierdo y nada mas. cuantos puntos",
    "la ficha que pongo tiene una a la derecha y nada mas. cuantos puntos",
    "la ficha que pongo tiene una a la izquierda, nada mas. cuantos puntos",
])
def test_one_neighbour_told_with_the_article_scores_a_run_of_two(q):
    worked = api.ask(q)["worked"]
    assert worked is not None and worked["answer"] == 2, worked
