"""azul.end.bonuses, session s8 (second pass): at the game's end each complete horizontal row scores 2, each
complete column 7, each colour with all 5 tiles 10 (seeds). The score before the bonuses told in one clause with
the rest ("and", "y", "ve"), "all five of one colour" / "los 5 de un color", a count not carried across a comma
or a "no" ("1 colour, no full columns": no column)."""

import pytest

from assistant import api


def answer(q: str, lang: str):
    worked = api.ask(q, game="azul", lang=lang)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("lang", "q", "expected"),
    [
        # 2 x 2 + 1 x 7 + 1 x 10 = 21
        ("en", "end of game: I have 2 full rows, 1 full column and all five of one colour. total bonus?", 21),
        # 1 x 2 + 0 columns + 1 x 10 = 12 (not 9: the 1 is the colour's)
        ("en", "I have 1 full row and all 5 tiles of one colour, no full columns. how much bonus do I get?", 12),
        # 58 + 3 x 2 + 1 x 10 = 74
        ("en", "game over: 58 before bonuses and 3 full rows, no columns, all five of one colour. final score?", 74),
        # 45 + 2 x 2 = 49
        ("es", "termine con 45 antes de bonificaciones y tengo 2 filas completas, ninguna columna ni color. "
         "puntuacion final?", 49),
        # 2 x 7 + 1 x 10 = 24
        ("es", "tengo 2 columnas completas y los 5 de un color. cuantos puntos de bonus me tocan?", 24),
        # 50 + 2 x 2 = 54
        ("tr", "Bonuslardan once 50 puanim vardi ve 2 yatay sira tamamladim, hic sutun yok, hic renk yok. Son "
         "puanim kac?", 54),
        # 40 + 2 x 2 = 44
        ("ja", "ボーナス前は40点で、横の列が2つ完成、縦の列はなし、色もなし。最終得点は？", 44),
    ],
)
def test_the_bonuses_add_to_the_score_told(lang, q, expected):
    assert answer(q, lang) == expected
