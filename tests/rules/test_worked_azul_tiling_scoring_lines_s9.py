"""Worked answers of Azul's wall as players tell them (issue 20, session 9; rules azul.tiling.scoring-lines,
azul.tiling.scoring-isolated, azul.pattern-lines.wall-conflict): the causes fixed, each in four languages with its
hand derivation. Facts: a tile alone scores 1; else its horizontal run (when 2 or more, itself counted) plus its
vertical run (when 2 or more); a colour may not go on pattern line N when row N of the wall already holds it.
Coordinates are (row, column)."""

from __future__ import annotations

import pytest

from assistant.worked import decide


def worked(q: str, lang: str):
    return decide(q, lang, lang, "azul")[0]


def answer(q: str, lang: str):
    w = worked(q, lang)
    return None if w is None else w["answer"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # (3,2) (3,3) (4,4) from two rounds ago; new (3,4): row 3 cols 2-4 = 3, col 4 rows 3-4 = 2 -> 5
    ("Mia's wall: she's got row three column two and row three column three, plus row four column four from two "
     "rounds ago. She's placing at row three column four now. What does she score for it?", "en", 5),
    # (2,2) filled last round; new (3,2): col 2 rows 2-3 = 2 -> 2
    ("gecen tur 2. satir 2. sutun doldu, baska karo yok. simdi 3. satir 2. sutuna koyuyorum. kac puan?", "tr", 2),
    # (4,4) held 3 rounds; new (4,5): row 4 cols 4-5 = 2 -> 2
    ("hace 3 rondas ya tenia la fila 4 columna 4; nada mas en el muro. ahora coloco en la fila 4 columna 5. "
     "cuantos puntos?", "es", 2),
    # (3,3) two rounds ago; new (3,4): row 3 cols 3-4 = 2 -> 2
    ("２ラウンド前に３行目３列目を埋めた。他は空。今は３行目４列目に置く。何点？", "ja", 2),
])
def test_tile_points_a_time_told_is_no_count_of_the_wall(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # listed (2,1) (2,2) (1,3) (3,3); new (2,3): row 2 cols 1-3 = 3, col 3 rows 1-3 = 3 -> 6
    ("My wall has row 2 col 1, row 2 col 2, row 1 col 3 and row 3 col 3. I tile row 2 col 3 now. How many "
     "points?", "en", 6),
    # listed (2,4) (3,4) (1,1); new (4,4): col 4 rows 2-4 = 3, row 4 alone -> 3
    ("Ayse'nin duvarinda 2. satir 4. sutun ve 3. satir 4. sutun dolu, bir de 1. satir 1. sutun. O simdi 4. satir "
     "4. sutuna koyuyor. Kac puan alir?", "tr", 3),
    # listed (1,4) (2,5); new (1,5): row 1 cols 4-5 = 2, col 5 rows 1-2 = 2 -> 4
    ("en mi muro estan la fila 1 columna 4 y la fila 2 columna 5. pongo en la fila 1 columna 5. puntos?", "es", 4),
    # listed (1,2) (2,2) (2,3); new (2,1): row 2 cols 1-3 = 3, col 1 alone -> 3
    ("ユキの壁は（行,列）で（１,２）（２,２）（２,３）が埋まっている。彼女は今（２,１）に置く。何点？", "ja", 3),
])
def test_tile_points_a_wall_listed_leaves_the_rest_empty(q, lang, expected):
    assert answer(q, lang) == expected


def test_tile_points_a_wall_listed_with_a_hedge_is_no_verdict():
    # "a few more I forget": not every tile told
    assert answer("my wall has row 1 col 1 and row 1 col 2, and a few more I forget. placing row 1 col 3, points?",
                  "en") is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # row run 3, "the vertical one" 2 long -> 5
    ("The tile I placed is part of a horizontal line that's 3 tiles long, and a vertical one that's 2 long, both "
     "including it. Points?", "en", 5),
    # "dizi" is a run: row run 5, alone vertically -> 5
    ("kendisi dahil yatay dizi 5 karo oldu, dikeyde ise yalniz. kac puan?", "tr", 5),
    # row run 2 and column run 5 counting it -> 7
    ("contandola, hace una horizontal de 2 y una vertical de 5. cuantos puntos?", "es", 7),
    # "どちらも自分を含む": row run 2, column run 4 -> 6
    ("横に2枚、縦に4枚の並び（どちらも自分を含む）になるタイル。得点は？", "ja", 6),
])
def test_tile_points_runs_told_with_their_lengths(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # one above, one to the left -> 2 + 2 -> 4
    ("my new tile has a single tile right above it and one to its left, nothing else. points?", "en", 4),
    # two right, none left, "bir tane" above -> row 3 + col 2 -> 5 (it read 3 once: "yok" taken for the side after it)
    ("esim ve ben oynuyoruz. mavi karoyu koydum, sagina bitisik iki karo var, solunda yok, ustunde bir tane var, "
     "altinda bos. kac puan?", "tr", 5),
    # "solunda bir sağında bir karo": row run 3, nothing above or below -> 3
    ("sari karoyu duvara koydum, solunda bir sağında bir karo var, ustu alti bos. kac puan?", "tr", 3),
    # one right, another above -> 4
    ("la ficha que puse tiene una a la derecha y otra encima, nada mas. cuantos puntos?", "es", 4),
    # one left, one below -> 4
    ("置いたタイルの左に一枚、下に一枚くっついている。他にはない。何点？", "ja", 4),
])
def test_tile_points_one_neighbour_told_by_its_article(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang"), [
    ("I put my black tile on the wall and it doesn't touch any other tile. points?", "en"),
    ("siyah karoyu duvara koydum, hicbir karoya degmiyor. kac puan?", "tr"),
    ("coloque una amarilla en el muro y no toca ninguna otra. cuantos puntos?", "es"),
    ("置いたタイルはどのタイルとも接していない。何点？", "ja"),
])
def test_tile_points_touching_no_tile_is_alone(q, lang):
    w = worked(q, lang)
    assert w is not None and w["answer"] == 1 and w["rule"] == "azul.tiling.scoring-isolated"


def test_tile_points_touching_none_in_its_row_only_is_no_verdict():
    # the column not told
    assert answer("la nueva no toca ninguna en su fila. cuantos puntos?", "es") is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "if": the wall row 2 has red -> red may not go on line 2
    ("puedo poner rojas en la linea 2 si la fila 2 de mi muro ya tiene el rojo?", "es", False),
    # "the top row" is row 1, it has white -> false
    ("line 1 is empty but the white spot in the top row of my wall is already filled. can i put a white on line 1?",
     "en", False),
    # "en üst satır" is row 1, it has blue -> false
    ("duvarin en ust satirinda mavi zaten var. 1. siraya mavi koyabilir miyim?", "tr", False),
    # "一番上の行" is row 1, it has red -> false
    ("壁の一番上の行に赤がもうある。１段目に赤を置ける？", "ja", False),
    # black reached wall row 2 from line 2 last round -> false ("línea 2" in that clause is no wall row)
    ("la ronda pasada complete la linea 2 con negras y la negra paso a la fila 2 del muro. puedo volver a poner "
     "negras en la linea 2?", "es", False),
    # two rounds ago: wall row 3 has black -> false
    ("iki tur once duvarimin 3. satirina siyah koymustum. simdi 3. siraya siyah koyabilir miyim?", "tr", False),
    # row 3 lacks yellow, line 3 empty -> true
    ("la linea 3 esta vacia. puedo meter amarillas en la linea 3 si en la fila 3 del muro no hay amarillo?", "es",
     True),
])
def test_wall_conflict_told_with_a_condition_an_edge_row_or_a_time(q, lang, expected):
    w = worked(q, lang)
    assert w is not None and w["answer"] is expected and w["rule"] == "azul.pattern-lines.wall-conflict"


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # left empty, two beyond the gap; one right above -> col run 2 -> 2
    ("the space to the left of my new tile is empty and past the gap there are two tiles. one tile right above it, "
     "nothing else. points?", "en", 2),
    # left empty, two beyond; one touching on the right -> row run 2 -> 2
    ("koydugum karonun hemen solu bos, o boslugun solunda iki karo var. saginda bitisik bir karo var. ustu alti bos. "
     "puan?", "tr", 2),
    # "un hueco" below is no tile; one on the right -> row run 2 -> 2
    ("debajo de mi ficha hay un hueco, y despues del hueco otra ficha. a la derecha tiene una pegada, nada mas. "
     "puntos?", "es", 2),
    # "一マス" is the gap's size, no count: nothing touches -> 1
    ("置いたタイルの左は一マス空いていて、その先にタイルがある。上下右にはタイルがない。何点？", "ja", 1),
])
def test_tile_points_tiles_beyond_a_gap_score_nothing(q, lang, expected):
    assert answer(q, lang) == expected


def test_tile_points_tiles_far_away_without_the_gap_told_is_no_verdict():
    assert answer("there's a tile two to the left of my new one and another one beyond it. points?", "en") is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # row run 2, column run 4 -> 6
    ("new tile: a row of 2 and a column of 4, itself counted. score?", "en", 6),
    # row run 4, column run 2 -> 6
    ("kendisi dahil yatayda 4'lu, dikeyde 2'li. puani?", "tr", 6),
    # row run 3, column run 3 -> 6
    ("el azulejo nuevo queda en una fila de 3 y una columna de 3, contandolo. Puntuacion?", "es", 6),
    # row run 3, alone vertically -> 3
    ("横に自分込みで３つ、縦は自分だけ。得点は？", "ja", 3),
])
def test_tile_points_asked_by_score_or_puntuacion(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # the wall named with row 1's columns 1-3; new (1,4): row run 4 -> 4
    ("Wall: row 1 has tiles in columns 1, 2 and 3. I add a tile to row 1 column 4. Points?", "en", 4),
    # "başka hiçbir yer dolu değil"; new (2,4) beside (2,2) (2,3): row run 3 -> 3
    ("(2,2) ve (2,3) dolu, baska hicbir yer dolu degil. (2,4)'e koyarsam kac puan?", "tr", 3),
    # "ninguna otra casilla" (read "0 otra"); new (1,3) beside (1,1) (1,2): row run 3 -> 3
    ("ocupadas (1,1) y (1,2), ninguna otra casilla. pongo en (1,3). puntos?", "es", 3),
    # "ほかのマスは空"; new (3,5) below (1,5) (2,5): column run 3 -> 3
    ("（１,５）と（２,５）が埋まっていて、ほかのマスは空。（３,５）に置くと何点？", "ja", 3),
])
def test_tile_points_the_rest_of_the_wall_told_empty_in_other_words(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "acabo de poner" is no line completed: alone -> 1
    ("la ficha que acabo de poner esta aislada, sin vecinas. puntos?", "es", 1),
    # "acabo de colocar": two on the left -> row run 3 -> 3
    ("acabo de colocar un azulejo con dos a su izquierda y nada mas alrededor. cuantos puntos?", "es", 3),
    # "隣り合っていない": alone -> 1
    ("どのタイルとも隣り合っていない場所に置いた。何点？", "ja", 1),
    # "他のタイルと隣接していない": the other tiles are those it does not touch -> 1
    ("ケンが置いた青タイルは他のタイルと隣接していない。彼の得点は？", "ja", 1),
])
def test_tile_points_just_placed_and_not_adjacent(q, lang, expected):
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang"), [
    ("my tile finishes both its row and its column, five each. how many points?", "en"),
    ("karo hem satirini hem sutununu tamamliyor, ikisi de 5 karo. kac puan?", "tr"),
    ("la ficha completa su fila y su columna, ambas de 5. cuantos puntos?", "es"),
    ("このタイルで横も縦も完成、どちらも５枚。何点？", "ja"),
])
def test_tile_points_both_lines_completed_told_by_one_count(q, lang):
    # a row of 5 and a column of 5 -> 5 + 5 = 10
    assert answer(q, lang) == 10


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # right 2, below 1 -> 3 + 2 = 5; the 23 points and round four decide nothing
    ("We're on round four and I have 23 points. I'm placing a tile with two tiles touching it on its right and one "
     "touching it below. How many points does the tile give?", "en", 5),
    # left 2 -> 3
    ("23 puanim var. bu karo kac puan getirir? solunda 2 karo var, baska komsusu yok.", "tr", 3),
    # one above -> 2
    ("tengo 30 puntos. cuanto vale la ficha si tiene una encima y nada mas?", "es", 2),
    # right 2 -> 3
    ("今23点です。このタイルは右に2枚つながっていて、他は何もない。何点？", "ja", 3),
])
def test_tile_points_a_score_told_beside_the_tiles_own_points(q, lang, expected):
    assert answer(q, lang) == expected


def test_tile_points_a_score_told_with_the_total_asked_is_no_verdict():
    # "what's my total now": the total (23 + 3) is not what the tile's reader says
    assert answer("I have 23 points and my new tile has 2 tiles to its left. what's my total now?", "en") is None


@pytest.mark.parametrize(("q", "lang"), [
    # "iki yanında" holds the 2 of "both sides": one each side -> row run 3
    ("karo koydugum yerin iki yaninda birer karo var, ustu ve alti bos. kac puan?", "tr"),
    # "entre dos fichas de su fila": row run 3
    ("la ficha queda entre dos fichas de su fila y no tiene nada arriba ni abajo. puntos?", "es"),
    # between two of its column: col run 3
    ("my tile sits between two tiles of its column, nothing to the left or right. points?", "en"),
    # one each on left and right: row run 3
    ("置いたタイルの左右に１枚ずつタイルがある。上下には何もない。何点？", "ja"),
])
def test_tile_points_between_two_or_one_each_side(q, lang):
    assert answer(q, lang) == 3


@pytest.mark.parametrize(("q", "lang"), [
    ("yeni karonun tek komsusu hemen ustundeki karo. kac puan?", "tr"),
    ("su unica vecina es la ficha de justo encima. cuantos puntos?", "es"),
    ("Priya's new tile has a single neighbour, on its right. How many points does she get?", "en"),
    ("置いたタイルの唯一の隣は左のタイル。何点？", "ja"),
])
def test_tile_points_an_only_neighbour_makes_a_run_of_two(q, lang):
    # one side 1, the others 0 -> a run of 2 -> 2
    assert answer(q, lang) == 2


def test_tile_points_an_only_neighbour_with_more_tiles_told_is_no_verdict():
    assert answer("the only neighbour is above and there are 2 tiles below. points?", "en") is None
