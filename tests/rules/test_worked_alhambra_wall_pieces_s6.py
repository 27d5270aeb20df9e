"""Wall points told with several pieces (alhambra.scoring.wall: a point per wall side of the longest outer wall
only), session s6: inner walls set aside, each further outer piece told apart from the one before; a number
that is neither, or pieces not told apart, is no verdict."""

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    worked, _ = decide(q, lang, lang, "alhambra")
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "lang", "expected"),
    [
        ("my longest outer wall runs 8 segments and there's a separate bit of 5. how many wall points?", "en", 8),
        ("en uzun dış duvarım 11 kenar, ayrı bir parça 3 kenar, bir de 2 iç duvar var. duvar puanım?", "tr", 11),
        ("mi muralla exterior: un tramo de 6 y otro tramo separado de 8, más 3 muros interiores. puntos?", "es", 8),
        ("外側の城壁が10辺つながってて、別のところに4辺、内側の城壁が2つ。城壁の点は？", "ja", 10),
    ],
)
def test_only_the_longest_outer_piece_scores(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(
    ("q", "lang"),
    [
        ("my outer wall is 8 sides, if I add a tile with 3 walls how many points?", "en"),
        ("my outer wall has 8 sides and 5 sides. points?", "en"),  # two lengths, neither told apart
        ("dış duvarım 7 kenar, 4 kenar. puan?", "tr"),
        ("mi muralla exterior: un tramo de 6 y de 8. puntos?", "es"),
        ("外側の城壁が10辺、4辺。何点？", "ja"),
    ],
)
def test_pieces_not_told_apart_are_no_verdict(q, lang):
    assert answer(q, lang) is None
