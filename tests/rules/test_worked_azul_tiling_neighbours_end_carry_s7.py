"""azul.tiling.scoring-lines / -isolated, azul.end.trigger, azul.pattern-lines.carry-over (session 7): a placed
tile scores its horizontal run plus its vertical run (each when 2 or more, itself counted), 1 alone; its
neighbours told clause by clause as players tell them (counts in words, "nothing", a tile touched, colours listed,
nothing around, diagonal only, the first tile), the row told bounding them. Only a complete horizontal row ends the
game after the round's tiling; a pattern line that is not full keeps its tiles. Coloured wall rows: 1 blue yellow red
black white; 2 white blue yellow red black; 3 black white blue yellow red."""

import pytest

from assistant import api


def answer(q: str):
    worked = api.ask(q)["worked"]
    return None if worked is None else worked["answer"]


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # 3 left (words: "three"), nothing else: row run 4 -> 4
        ("My red goes into row 2. The three spaces to its left are all filled, the space to its right is empty, "
         "nothing above or below. How many points?", 4),
        # row 1 + 1 = 2 (right), column 2 + 1 + 1 = 4 (above 2, below 1): 2 + 4 = 6
        ("black tile going into row 3. next to it on the right there's 1 tile, on the left nothing; above it 2 tiles "
         "in the column, below it 1. how much does it score?", 6),
        # nothing around it: 1
        ("Duvarda 4. satira kirmizi koyuyorum, etrafinda hic karo yok. kac puan?", 1),
        # colours listed: 1 left (mavi), 2 right (kırmızı, siyah): row run 4 -> 4
        ("1. satıra sarıyı koyuyorum: solunda mavi, sağında kırmızı ve siyah var, altındaki hane boş. Kaç puan alırım?",
         4),
        # "altı boş": its underside, not six; 2 right + 1 left: row run 4 -> 4
        ("karonun sağında 2, solunda 1 karo var; üstü altı boş. puan?", 4),
        # "ningún" at the side, "ni arriba ni abajo": alone -> 1
        ("Coloco un azulejo negro en la fila 2 del muro y no tiene ninguno al lado, ni arriba ni abajo. ¿Cuántos "
         "puntos?", 1),
        # touched only below: column run 2 -> 2
        ("mi ficha nueva solo toca la de abajo. cuantos puntos?", 2),
        # 2 to its right ("続いていて"), nothing above or below ("何もありません"): row run 3 -> 3
        ("2段目に白を置きます。右隣に2枚続いていて、上下には何もありません。何点ですか？", 3),
        # only a corner touches: 1
        ("mi azulejo nuevo solo toca a otro por la esquina, en diagonal. cuantos puntos?", 1),
        # the first tile on an empty wall: 1
        ("first tile on my empty wall, how many points?", 1),
    ],
)
def test_a_tile_scores_the_runs_its_neighbours_make(q, expected):
    assert answer(q) == expected


@pytest.mark.parametrize(
    "q",
    [
        "I put red in row 1 with 2 tiles above it. points?",  # row 1 has nothing above it
        "pongo una ficha en la fila 1 con 2 arriba y 1 a la izquierda. puntos?",  # the same in Spanish
        "placing a tile with some tiles to its left, how many points?",  # no count
        "karonun sağında birkaç karo var, kaç puan?",  # no count
        # spaces told by their rows, not neighbours (spent s5-ja-z04 once got 1)
        "1段目に赤を置く。同じ列の2段目と3段目にタイルがあって、4段目は空き、5段目にはある。左右は何もなし。何点？",
        "setting up a 2-player game - how many tiles does Dirk get right at the start?",  # "right" is no side
    ],
)
def test_no_tile_verdict_when_the_neighbours_are_not_told_whole(q):
    worked = api.ask(q)["worked"]
    assert worked is None or worked["rule"] not in ("azul.tiling.scoring-lines", "azul.tiling.scoring-isolated")


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        # a complete horizontal row ends the game after this round
        ("Pat completed a horizontal row on his wall during tiling this round. Does the game end after this round?",
         True),
        # a column, no row: the game goes on
        ("Bu tur bir dikey sütunu tamamladım ama kimse yatay sıra tamamlamadı. Oyun bu turdan sonra biter mi?", False),
        ("Ana completó una columna entera, nadie tiene una fila completa. ¿Termina la partida?", False),
        # once read as the end bonus (2): the game ends
        ("このラウンドの壁タイル配置でトモが横一列を完成させた。このラウンドでゲーム終了？", True),
    ],
)
def test_only_a_complete_horizontal_row_ends_the_game(q, expected):
    worked = api.ask(q)["worked"]
    assert worked is not None and worked["rule"] == "azul.end.trigger" and worked["answer"] is expected


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("line 5 has 4 yellow when the round ends. do those 4 stay there for next round?", True),  # 4 of 5: kept
        ("Mi línea 3 tiene 2 de 3 fichas al acabar la ronda. ¿Pierdo esas fichas?", False),  # 2 of 3: not lost
        ("Tur sonunda 5. sıramda 3 sarı var, sıra dolmadı. Bunları kaybeder miyim?", False),  # 3 of 5: not lost
        ("ラウンド終了時、5段目のラインに黒が3枚。次のラウンドまで残る？", True),  # 3 of 5: kept
    ],
)
def test_a_line_not_full_keeps_its_tiles_for_the_next_round(q, expected):
    worked = api.ask(q)["worked"]
    assert worked is not None and worked["rule"] == "azul.pattern-lines.carry-over" and worked["answer"] is expected


def test_a_rule_question_about_the_end_gets_no_verdict():
    assert api.ask("When does a game of Azul actually end?")["worked"] is None
    assert api.ask("do incomplete pattern lines stay for next round or get cleared?")["worked"] is None
