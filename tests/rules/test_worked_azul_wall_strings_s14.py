"""An Azul tile's points told by its wall rows as strings of spaces (assistant/worked/azul_wall_strings.py, s14):
"row 2 is 'W B . . .'", 「2段目は「W B . . .」」, "row 3 reads black white empty empty empty", other rows told empty.

The rule (azul.tiling.scoring-lines / scoring-isolated): a tile alone scores 1; otherwise the length of its row run
(if 2 or more) plus that of its column run (if 2 or more). The property test phrases random coloured walls and checks
the answer against runs counted here, by hand, not by the engine.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_colour, pattern_column
from tests.asking import worked_answer as _answer

NAMES = {"blue": "blue", "yellow": "yellow", "red": "red", "black": "black", "white": "white"}


def _runs(filled: set[tuple[int, int]], row: int, column: int) -> int:
    def run(dr: int, dc: int) -> int:
        n, r, c = 0, row + dr, column + dc
        while (r, c) in filled:
            n, r, c = n + 1, r + dr, c + dc
        return n
    h = 1 + run(0, -1) + run(0, 1)
    v = 1 + run(-1, 0) + run(1, 0)
    return 1 if h == 1 and v == 1 else (h if h > 1 else 0) + (v if v > 1 else 0)


@settings(deadline=None, max_examples=60)
@given(st.sets(st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)), max_size=14),
       st.integers(0, SIZE - 1), st.sampled_from(sorted(NAMES)))
def test_a_tile_told_by_every_wall_row_scores_its_row_run_plus_its_column_run(filled, row, colour):
    column = pattern_column(row, colour)
    filled = {cell for cell in filled if cell != (row, column)}
    rows = ["".join(LETTER_OF[pattern_colour(r, c)] if (r, c) in filled else "." for c in range(SIZE))
            for r in range(SIZE)]
    told = ", ".join(f"row {r + 1} is '{' '.join(rows[r])}'" for r in range(SIZE))
    q = f"coloured wall: {told}. I place {NAMES[colour]} in row {row + 1}. how many points?"
    assert _answer(q) == _runs(filled, row, column), q


def test_the_row_next_to_the_tile_untold_gives_no_verdict():
    # white in row 4 goes to column 3; row 3 (told) has blue there, row 5 is not told at all
    assert _answer("row 4 is 'R K . . .', row 3 is '. . B . .'. I place white in row 4. points?") is None
    assert _answer("row 4 is 'R K . . .', row 3 is '. . B . .', row 5 is empty. I place white in row 4. points?") == 5


def test_a_letter_on_another_colours_space_is_no_coloured_wall():
    # row 2 of the coloured wall is W B Y R K: a B in its first space is not where blue goes
    assert _answer("row 2 is 'B . . . .', rows 1 and 3 are empty. I put white in row 2. points?") is None


def test_the_placed_colours_space_already_filled_gives_no_verdict():
    assert _answer("row 1 is 'B Y . . .', row 2 is empty. I put yellow in row 1. points?") is None


def test_rows_told_in_words_in_each_language():
    # row 3 is K W B Y R: black and white in its first two spaces, blue goes third: a run of 3, nothing above/below
    assert _answer("row 3 reads black white empty empty empty, rows 2 and 4 are empty. "
                   "I place blue on row 3, how many points") == 3
    assert _answer("duvarimin 3. satiri siyah beyaz bos bos bos, 2. ve 4. satirlar bos. "
                   "3. satira mavi koyarsam kac puan alirim") == 3
    assert _answer("en el muro la fila 1 esta azul amarillo vacio vacio vacio y la fila 2 vacia. "
                   "coloco el rojo en la fila 1. puntos?") == 3
    assert _answer("壁の4段目が「. . . B Y」、3段目と5段目は空っぽ。4段目に白を置いたら何点？") == 3


def test_a_japanese_wall_row_told_from_the_top_and_by_its_colours():
    # 上から3番目 = row 3 (K W B Y R): black and white in spaces 1 and 2; blue goes in space 3 (a run of 3), red in
    # space 5 (alone: 1); nothing in the column (縦には何もない)
    assert _answer("上から3番目の段に青を置く。その段には黒と白がある。縦には何もない。何点？") == 3
    assert _answer("上から3番目の段に赤を置く。その段には黒と白がある。縦には何もない。何点？") == 1
