"""azul.tiling.scoring-lines and scoring-isolated, session s6: full pattern lines tiled onto an empty colour wall, top
to bottom, each tile scoring its runs with those placed before it (seeds 003/004). Colour wall row 1 = blue yellow
red black white, each row one to the right: blue sits in column 1 of row 1, column 2 of row 2."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # row 1 blue col 1, row 2 white col 1: touching, 1 + 2 = 3
        ("my wall is still empty. this round lines 1 (blue) and 2 (white) are full. total tiling points?", 3),
        # row 1 red col 3, row 2 red col 4: not touching, 1 + 1 = 2
        ("duvarım bomboş. bu tur 1. sıra (kırmızı) ve 2. sıra (kırmızı) doldu. toplam kaç puan?", 2),
        # row 1 yellow col 2, row 2 blue col 2, row 3 white col 2: 1 + 2 + 3 = 6
        ("muro vacío; esta ronda se llenan la línea 1 (amarillo), la 2 (azul) y la 3 (blanco). ¿cuántos puntos?", 6),
        # row 1 black col 4, row 3 black col 1: 1 + 1 = 2
        ("壁はまだ空。今回1段目(黒)と3段目(黒)が完成。合計何点？", 2),
    ],
)
def test_full_lines_on_an_empty_wall_score_in_order(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # the wall not told empty: tiles already there would join the runs
        "this round lines 1 (blue) and 2 (white) are full. total tiling points?",
        # a line's colour not told
        "my wall is still empty. this round lines 1 and 2 are full. total tiling points?",
        # a number that is no line
        "my wall is still empty, I have 12 points. lines 1 (blue) and 2 (white) are full. total tiling points?",
    ],
)
def test_an_empty_wall_not_told_whole_gives_no_verdict(q):
    assert answer(q) is None
