"""azul.tiling.scoring-lines and scoring-isolated, session s6 (second round): a tile told by its colour, its wall
row and the colours already in that row, its column told empty. On the printed wall row 1 reads blue yellow red
black white and each row below shifts one to the right (seeds 003/004); the tile scores its unbroken row run, 1
alone. A colour told outside the row, a row told by what it lacks, or the column untold: no verdict."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # row 1: blue 1, yellow 2, red 3: red beside both, run 3
        (
            "I place red on row 1 of my wall; row 1 already has blue and yellow, the rest of the row is empty, "
            "and nothing else is in that column. points?",
            3,
        ),
        # row 1: blue 1, yellow 2, red 3, black 4: run 4
        ("I place red on row 1; row 1 has blue, yellow and black, nothing in that column. points?", 4),
        # row 1: blue 1, red 3, black 4: red and black, run 2
        ("I place red on row 1 of my wall; row 1 already has blue and black, nothing in that column. points?", 2),
        # row 2 reads white blue yellow red black: yellow 3 beside white 1 and blue 2: run 3
        (
            "duvarin 2. satirina sari koyuyorum; satirda sadece beyaz ve mavi var, sutununda baska karo yok. kac puan?",
            3,
        ),
        # row 3 reads black white blue yellow red: red 5, black 1 and white 2 not beside it: alone, 1
        ("pongo rojo en la fila 3; en la fila solo hay negro y blanco, nada en su columna. puntos?", 1),
        # row 1: red 3 beside blue 1 and yellow 2: run 3
        ("1行目に赤を置く。1行目には青と黄がある。縦には何もない。何点？", 3),
    ],
)
def test_a_tile_scores_its_run_among_the_colours_of_its_row(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # the column not told
        "I place red on row 1 of my wall; row 1 already has blue and yellow. points?",
        # the row told by what it lacks
        "I place red on row 1; row 1 has blue but not yellow, nothing in that column. points?",
        # the colour placed already in the row
        "I place red on row 1; row 1 has red and yellow, nothing in that column. points?",
        # two rows named for the tile
        "pongo rojo en la fila 3 o en la fila 2; en la fila solo hay negro, nada en su columna. puntos?",
    ],
)
def test_a_row_not_told_whole_gives_no_verdict(q):
    assert answer(q) is None


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # row 2 cols 2-4 with the tile in 4: run 3; column 4 rows 1-2: run 2; 3 + 2 = 5
        (
            "I place a tile in my 2nd row, column 4. row 2 has tiles in columns 2 and 3 only, "
            "column 4 has row 1 only. points?",
            5,
        ),
        # the same with Turkish ordinals each with its dot: row cols 1-3 = 3, column rows 1-2 = 2: 5
        (
            "2. satir 3. sutuna koyuyorum. 2. satirda sadece 1. ve 2. sutunlar dolu, 3. sutunda sadece 1. satir dolu. "
            "kac puan?",
            5,
        ),
        # the space told across a comma: row 3 cols 2-4 = 3, column 2 rows 2-3 = 2: 5
        (
            "coloco en la fila 3, columna 2. en la fila 3 solo estan las columnas 3 y 4, "
            "en la columna 2 solo la fila 2. puntos?",
            5,
        ),
    ],
)
def test_a_tile_told_by_its_space_with_an_ordinal_or_a_comma(q, expected):
    assert answer(q) == expected


def test_a_space_with_its_column_untold_gives_no_verdict():
    assert answer("I place a tile in my 2nd row, column 4. row 2 has tiles in columns 2 and 3 only. points?") is None


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # the one row named is the tile's: row 2 cols 4-5 = 2, its column told empty: 2
        (
            "my 2nd row has tiles in columns 1, 2 and 4. I'm placing one in column 5, nothing above or below it. "
            "how many points",
            2,
        ),
        # row 3 cols 1 and 3, the tile in 5 (4 empty): alone, 1
        ("row 3 has tiles in columns 1 and 3, I'm placing column 5. nothing above or below col 5. how many pts?", 1),
    ],
)
def test_a_tile_told_by_its_column_in_the_one_row_named(q, expected):
    assert answer(q) == expected


def test_a_column_placed_with_two_rows_named_gives_no_verdict():
    q = "row 3 has tiles in columns 1 and 3, row 2 has column 5. I'm placing column 5. nothing above or below. pts?"
    assert answer(q) is None


def test_a_colour_of_another_row_away_from_the_tile_leaves_its_runs_as_told():
    # s17 (azul_wall_scene): row 1 is B Y R . . with the red placed at column 3 -> a row run of 3; its column is told
    # empty; row 2's white lies at column 1 (the printed wall), touching neither run: 3 points
    q = "I place red on row 1; row 1 has blue and yellow, nothing in that column, and row 2 has white. points?"
    assert answer(q) == 3
