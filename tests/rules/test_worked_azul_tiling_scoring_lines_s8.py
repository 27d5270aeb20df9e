"""azul.tiling.scoring-lines and scoring-isolated, session s8: a placed tile scores its horizontal run plus its
vertical run (each counted only when 2 or more, itself included), 1 when alone (seeds 003/004), told as players
tell it: a list of filled wall spaces and the placed one ("row 3 col 2", "(3,3)", "fila 2 columna 1", "2. satır 4.
sütun", "1行目3列"), run lengths ("a run of 4 counting it, alone in its column"), neighbours clause by clause.
Coordinates are (row, column), rows 1-5 top to bottom, columns 1-5 left to right."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # filled r3c2 r3c3 r2c4 r4c4; new r3c4: row 3 cols 2-4 = 3; col 4 rows 2-4 = 3 -> 6
        ("wall has tiles at row 3 col 2, row 3 col 3, row 2 col 4 and row 4 col 4, nothing else. I'm placing row 3 "
         "col 4. how many points?", 6),
        # filled (1,1) (1,2) (2,1); new (1,3): row 1 cols 1-3 = 3; (2,3) empty: no column run -> 3
        ("my wall (row,col): only (1,1) (1,2) (2,1) are filled, nothing else. new tile lands on (1,3). score for it?",
         3),
        # bottom row cols 1, 2, 4, 5 + new col 3: row run 5; col 3: r4 filled, r3 empty -> 2; 5 + 2 = 7
        ("bottom row of my wall has columns 1, 2, 4 and 5 filled, I'm putting the tile in column 3. above it row 4 "
         "col 3 is filled but row 3 col 3 is empty. how many points do i get", 7),
        # filled (2,2) (2,3) (1,4); new (2,4): row 2 cols 2-4 = 3; col 4 rows 1-2 = 2 -> 5
        ("duvarimda sadece 2. satir 2. sutun, 2. satir 3. sutun ve 1. satir 4. sutun dolu. 2. satir 4. sutuna "
         "koyuyorum, kac puan?", 5),
        # column 1 rows 1-4 ("satır 1,2,3,4": the word first) + new (5,1): column run 5; row 5 empty -> 5
        ("1. sutunda satir 1,2,3,4 dolu. 5. satir 1. sutuna koyuyorum, 5. satirda baska karo yok. puan?", 5),
        # filled (3,3) (4,3) (5,3) (2,2); new (2,3): col 3 rows 2-5 = 4; row 2 cols 2-3 = 2 -> 6
        ("muro (fila, columna): ocupadas (3,3), (4,3), (5,3) y (2,2), el resto vacio. coloco en (2,3). puntos?", 6),
        # column 4 rows 1-3 + new (4,4): column run 4; row 4 nothing else -> 4
        ("en la columna 4 ya tengo las filas 1, 2 y 3; coloco en la fila 4 columna 4 y en la fila 4 no hay nada mas. "
         "puntos?", 4),
        # (4,2) (3,2) filled, (2,2) empty, (5,3) filled; new (5,2): col 2 rows 3-5 = 3; row 5 cols 2-3 = 2 -> 5
        ("5行目の2列目に置く。4行目2列目と3行目2列目が埋まってて、2行目2列目は空。"
         "5行目は他に3列目だけある。点数は？", 5),
        # (2,5) (1,4) (3,4) (4,4); new (2,4): row 2 cols 4-5 = 2; col 4 rows 1-4 = 4 -> 6
        ("2行目4列目に置きます。壁には2行目5列目、1行目4列目、3行目4列目、4行目4列目に"
         "タイルがあります(他は空)。何点ですか？", 6),
    ],
)
def test_a_tile_told_by_filled_spaces_scores_its_runs(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # row run 4 counting it, alone in its column -> 4
        ("after it goes in, the row it sits in is a run of 4 touching tiles counting it, and in its column it's "
         "alone. points?", 4),
        # column run 5 + row run 2 (a pair) -> 7
        ("this tile completes a vertical line of five in its column, and in its row it's part of a pair (2 touching). "
         "how much does it score?", 7),
        # row run 5 ("yatay sıra 5": no pattern line), alone vertically -> 5
        ("bu karoyla yatay sira 5 oldu (tamamlandi), dikeyde ise yalnizca kendisi var. puan kac?", 5),
        # row run 2, column run 5, itself counted -> 7
        ("yeni karo yatayda kendisiyle beraber iki karoluk, dikeyde de bes karoluk bir sira yapiyor. kac puan eder?",
         7),
        # row 5 complete and column 5 complete -> 10
        ("esta ficha completa la fila (5) y la columna tambien queda completa (5). cuanto vale?", 10),
        # column complete (5), alone in its row: the 5 is the column's -> 5
        ("con esta ficha la columna queda completa (cinco) y en la fila esta solita. cuanto vale?", 5),
        # column of 5, alone in its row -> 5 (not 10)
        ("このタイルで縦が５枚そろった。横は自分だけ。何点？", 5),
        # row run 3 with itself, alone vertically -> 3
        ("置いた結果、横は自分を入れて3枚並び、縦は自分だけ。何点？", 3),
    ],
)
def test_a_tile_told_by_its_run_lengths_scores_them(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 2 stacked above -> column run 3; 1 to its right -> row run 2 -> 5
        ("Azul: my tile goes in with 2 tiles straight above it (touching, one on top of the other) and 1 tile to its "
         "right, and that's it. how many points?", 5),
        # 2 to its left -> row run 3; right, above, below listed then told empty -> 3
        ("duvara koydugum karonun solunda yan yana 2 karo var, saginda, ustunde ve altinda hic yok. kac puan?", 3),
        # 1 right -> row 2; 1 above + 1 below -> column 3; "beyond them empty" ends the runs -> 5
        ("yeni karonun hemen ustunde 1, hemen altinda 1 karo var, bir de saginda 1 tane. onlarin otesinde bos. "
         "puani ne", 5),
        # 2 left + 1 right -> row 4; 1 above and "otro" below -> column 3 -> 7
        ("Coloco un azulejo en el muro que tiene a la izquierda dos seguidos y a la derecha uno, y ademas uno justo "
         "encima y otro justo debajo. Cuantos puntos hace?", 7),
        # 4 to the left -> row 5; 1 below -> column 2; "cuánto vale la ficha" asks its points -> 7
        ("a la izquierda tiene cuatro fichas seguidas y debajo una. cuanto vale la ficha nueva?", 7),
        # 2 left -> row 3; 3 above ("縦に": the same line told) -> column 4 -> 7
        ("壁に置くタイルの左に二枚つながっていて、上には三枚縦につながっています。"
         "右と下には何もありません。何点ですか？", 7),
        # 2 left (touching it: no other side) -> row 3; 1 below -> column 2; "the red one" is the tile -> 5
        ("I'm moving a red tile over to my wall. To its left there are two tiles right next to each other touching "
         "it, and directly below it there's one tile. Nothing to the right and nothing above. How many points does "
         "the red one score?", 5),
    ],
)
def test_a_tile_told_by_its_neighbours_clause_by_clause(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # the tile's column never told: its vertical run unknown
        "tile goes to row 2 column 3. row 2 has only cols 1 and 2. score?",
        # "some": no count
        "my wall has row 2 col 2 and some others in column 3. placing at row 2 col 3. points?",
        # the tile's row 1 never told
        "1行目2列に置く。2列目は2行目と3行目が埋まってる。何点？",
        # "fichas arriba": how many, not told
        "coloco en la fila 3 columna 3, la columna 3 tiene fichas arriba. cuantos puntos?",
        # two counts for one line
        "yatayda 3lu ve 4lu iki sira var, dikeyde tek. puan?",
    ],
)
def test_a_wall_not_told_whole_gives_no_verdict(q):
    assert answer(q) is None


@pytest.mark.parametrize(
    ("q", "right"),
    [
        # the space just left is empty, a tile lies beyond it: no neighbour, alone -> 1 (once read as 2)
        ("koydugum karonun hemen solu bos, onun da solunda bir karo var. ustunde ve altinda hic karo yok. kac puan?",
         1),
        # a row run of 4 and alone vertically (once read as alone: 1) -> 4
        ("yeni karo yatayda kendisiyle beraber dortlu bir sira yapiyor, dikeyde ise tek basina. kac puan eder", 4),
        # 2 right + 1 below ("una justo debajo", then "nada más": no side's nothing) -> 3 + 2 = 5 (once read as 3)
        ("la ficha nueva tiene dos pegadas a la derecha y una justo debajo, nada mas. cuantos puntos da?", 5),
    ],
)
def test_a_tile_once_misread_gets_no_wrong_verdict(q, right):
    assert answer(q) in (None, right)


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # "ninguna" reads as the number 0 inside "sin ninguna vecina": the tile alone -> 1
        ("pongo una ficha en el muro sin ninguna vecina, cuanto vale?", 1),
        # "no tiene ninguna vecina": the negation is the tile's being alone, read -> 1
        ("puse la ficha en el muro y no tiene ninguna vecina. cuanto vale?", 1),
        ("my new tile has no neighbours at all on the wall. points?", 1),
        ("置いたタイルの周りには何もない。何点？", 1),
    ],
)
def test_a_tile_with_no_neighbour_scores_one(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        # "not alone": how many neighbours, not told (once read as alone: 1)
        "my tile is not alone, points?",
        "la ficha no esta sola en el muro, cuanto vale?",
        "karom yalniz degil, kac puan",
        "置いたタイルは孤立ではない。何点？",
    ],
)
def test_a_tile_told_not_alone_gives_no_verdict(q):
    assert answer(q) is None
