"""Worked answers read in session 19 (issue 20), each a phrasing players use at the table; the answers computed
by hand from the rules (Azul rulebook, Turkish edition: end bonuses 2 a row, 7 a column, 10 a colour; the game
ends after the round in which a horizontal wall row is completed; a tie goes to the most complete rows)."""

from __future__ import annotations

import pytest

from assistant import api


def _worked(question: str) -> dict | None:
    return api.ask(question)["worked"]


@pytest.mark.parametrize(("question", "answer"), [
    # rows 1 and 3 (2 x 2) + column 1 (7) + all five blue (10) = 21; "game over." told, not asked
    ("game over. I have rows 1 and 3 complete, column 1 complete and all 5 blue tiles on my wall. how much bonus?", 21),
    # 58 + 2 x 2 + 1 x 7 + 1 x 10 = 79: "skorum 58" is the score before, "bonuslarla beraber" asks the final
    ("oyun bitti, skorum 58. duvarda 2 yatay sira tam, 1 dikey sutun tam, 1 renk tam. bonuslarla beraber son "
     "puanim kac?", 79),
    # 横2本 (4) + 縦が1本 (7) + 1色 (10) = 21
    ("ゲーム終了。横列が2本、縦が1本、1色完成。ボーナスは何点？", 21),
])
def test_end_bonuses_told_as_players_tell_them(question: str, answer: int) -> None:
    worked = _worked(question)
    assert worked is not None and worked["rule"] == "azul.end.bonuses" and worked["answer"] == answer


def test_a_count_of_lines_is_no_named_column() -> None:
    """"2列そろった" says two lines are complete, not which: no verdict (rows or columns not told)."""
    assert _worked("ゲーム終了。2列そろった。ボーナスは？") is None


@pytest.mark.parametrize(("question", "answer"), [
    ("Rocio acaba de completar su fila 4 del muro en esta ronda, los demas no. se termina ya la partida?", True),
    ("Burak bu tur 3. sutunu tamamladi. yatayda tamamlanmis sira kimsede yok. oyun bu raunt sonunda biter mi?", False),
    ("ハルカが壁の2段目を横一列そろえました。これでゲーム終了ですか？", True),
])
def test_game_end_trigger_is_a_horizontal_row(question: str, answer: bool) -> None:
    worked = _worked(question)
    assert worked is not None and worked["rule"] == "azul.end.trigger" and worked["answer"] is answer


def test_game_end_others_negation_does_not_hide_another_negation() -> None:
    """"los demás no" is read; the "no" of "no completó" (the row told not completed) is not, and gives no "yes"."""
    worked = _worked("Rocio no completo su fila 4 del muro en esta ronda, los demas no. se termina la partida?")
    assert worked is None or worked["answer"] is False


def test_tie_break_row_word_with_its_one_is_no_count() -> None:
    """横一列 is the word for a row: the counts are ナオ 2 and 私 1, ナオ wins the tie on 71."""
    worked = _worked("私とナオが71点で同点。横一列の完成数はナオ2本、私1本。勝ちはどっち？")
    assert worked is not None and worked["rule"] == "azul.end.tie-break" and worked["answer"] == "ナオ"


@pytest.mark.parametrize(("question", "answer"), [
    # the colour told where it was taken, "o siraya" the line: wall row 2 has red, so line 2 may not take red
    ("duvarin 2. satirinda kirmizi zaten var. 2. desen sirasi bos. fabrikadan 2 kirmizi aldim, o siraya koyabilir "
     "miyim?", False),
    ("Línea 5 con 3 azules. En la fila 5 del muro sólo tengo el amarillo y el rojo. Si cojo 2 azules más de una "
     "fábrica, ¿las puedo poner en esa línea?", True),
])
def test_wall_conflict_colour_told_where_taken(question: str, answer: bool) -> None:
    worked = _worked(question)
    assert worked is not None and worked["rule"] == "azul.pattern-lines.wall-conflict" and worked["answer"] is answer


def test_wall_row_placed_then_lacking_is_read_apart() -> None:
    """"sarı ve kırmızı döşeli, siyah yok": yellow and red placed, black lacking; black may go on line 5."""
    worked = _worked("5. sıramda 3 siyah var. Duvarın 5. satırında sarı ve kırmızı döşeli, siyah yok. Ortadan 2 siyah "
                     "aldım, 5. sıraya koyabilir miyim?")
    assert worked is not None and worked["answer"] is True
    assert "kırmızı ve sarı var" in worked["read"] and "siyah yok" in worked["read"]


@pytest.mark.parametrize(("question", "answer"), [
    # line 5 full: 4 to the lid; line 3 (2 of 3) stays; floor 2 tiles to the lid, the marker never: 4 + 2 = 6
    ("Fin de ronda: la línea 5 está llena de negras, la línea 3 tiene 2 rojas y en el suelo hay 2 fichas más el "
     "marcador de jugador inicial. ¿Cuántas fichas van a la tapa de la caja desde mi tablero?", 6),
    # "完成したのはここだけ" (the only one complete) is no line short of tiles: 4 + 2 = 6
    ("ラウンド終わりの片付け。5段目が黄色5枚で完成（完成したのはここだけ）、床には黒2枚とスタートプレイヤーマーカー。"
     "箱のフタに行くタイルは全部で何枚？", 6),
])
def test_lid_after_the_tiling(question: str, answer: int) -> None:
    worked = _worked(question)
    assert worked is not None and worked["rule"] == "azul.tiling.move" and worked["answer"] == answer


def test_floor_overflow_told_with_the_lid() -> None:
    """9 tiles: the 7 spaces cost 1+1+2+2+2+3+3 = 14, the 2 past them (told: 9 - 7) go to the lid at no cost."""
    worked = _worked("had to dump 9 tiles on my floor, it filled up and 2 went straight in the lid. how much do i lose")
    assert worked is not None and worked["answer"] == 14


def test_floor_overflow_lid_count_that_does_not_fit_gives_no_verdict() -> None:
    """9 tiles and 3 to the lid contradict each other (9 - 7 = 2): no verdict."""
    assert _worked("had to dump 9 tiles on my floor, it filled up and 3 went straight in the lid. how much do i "
                   "lose") is None


def test_first_from_the_centre_told_as_ichiban_nori() -> None:
    """一番乗り from the centre brings the marker: 5 red on empty line 2, 3 over, with the marker 4 on the floor:
    1 + 1 + 2 + 2 = 6."""
    worked = _worked("中央から一番乗りで赤5枚とって、空いてる2段目に入れた。床は最初からっぽ。床で何点失う？")
    assert worked is not None and worked["answer"] == 6


@pytest.mark.parametrize(("question", "answer"), [
    # dealt 6 + 7 + 5 = 18 < 20, + 3 = 21: the deal stops at the 4th card
    ("dealing start money to me, cards came off the deck in this order: 6, 7, 5, 3, 8, 2. how many of those are "
     "mine?", 4),
    # 4 + 7 + 1 + 8 = 20: stops at the 4th card, the 3 is not theirs
    ("el que repartia me fue dando 4, 7, 1, 8 y despues un 3 mas. cuantas cartas me tocaban en realidad?", 4),
])
def test_starting_money_deal_stops_at_twenty(question: str, answer: int) -> None:
    worked = _worked(question)
    assert worked is not None and worked["rule"] == "alhambra.setup.starting-money" and worked["answer"] == answer


@pytest.mark.parametrize(("question", "answer"), [
    # 1 + 1 + 3 = 5 <= 5, all in the display told before "なんですけど、"; colours do not matter
    ("場のお金が 青１・緑１・オレンジ３・黄７ なんですけど、１と１と３を３枚まとめて取るのってアリですか？"
     "色バラバラだけど", True),
    # 4 + 2 = 6 > 5: "agarar" as typed
    ("wey mi primo quiere agarar el 4 y el 2 de los billetes en el mismo turno, se vale?", False),
])
def test_taking_money_several_cards_up_to_five(question: str, answer: bool) -> None:
    worked = _worked(question)
    assert worked is not None and worked["rule"] == "alhambra.money.take" and worked["answer"] is answer


@pytest.mark.parametrize(("question", "answer"), [
    # row 2 (W B Y R K): white, blue and the yellow make 3 across; red above it (row 1, B Y R K W: column 3), nothing
    # below: 2 down; 3 + 2 = 5. "the 2 leftmost spots" are the first two spaces, not column 1
    ("line 2 is full of yellow. on wall row 2 i already have the white and the blue (the 2 leftmost spots) and right "
     "above where the yellow goes theres my red from row 1. nothing below it. how many pts is the yellow worth", 5),
    # row 3 (K W B Y R): black, white, blue, yellow across (the rightmost told empty): 4; yellow above, white below,
    # rows 1 and 5 of that column empty: 3; 4 + 3 = 7. "縦方向は" only heads what follows
    ("3段目のパターンラインが青で埋まったので壁に置きます。3段目の壁は左から黒・白が置いてあって、青の場所（左から3番目）の"
     "すぐ右に黄色があります。一番右は空いています。縦方向は、青の真上（2段目）に黄色、真下（4段目）に白が置いてあって、"
     "1段目と5段目のその列は空きです。この青は何点になりますか？", 7),
    # row 2 (W B Y R K): blue and yellow, nothing else; the red goes beside the yellow: 3 across; black above it
    # (row 1, column 4), nothing below: 2; 3 + 2 = 5
    ("en el muro, fila 2, tengo puestos el azul y el amarillo juntos y nada mas en esa fila. Complete la linea 2 con "
     "rojas asi que el rojo va justo al lado del amarillo. Encima del rojo (fila 1) esta el negro, debajo no hay nada. "
     "Cuantos puntos me da la loseta roja?", 5),
])
def test_tile_points_from_a_wall_scene_told_in_words(question: str, answer: int) -> None:
    worked = _worked(question)
    assert worked is not None and worked["rule"] == "azul.tiling.scoring-lines" and worked["answer"] == answer


def test_a_place_told_empty_that_is_filled_gives_no_verdict() -> None:
    """The black told at the far left of row 3 and the far left told empty: a contradiction, no verdict."""
    assert _worked("3段目の壁は左から黒・白が置いてあって、青はそのすぐ右。一番左は空いています。縦は何もない。"
                   "この青は何点？") is None


def test_exact_payment_restated_as_a_negation_is_read() -> None:
    """"ni un dinar de más" says the payments were exact: 3 exact purchases, at most 5 actions, 2 more."""
    worked = _worked("Llevo tres compras seguidas pagando justo, ni un dinar de más. ¿Cuántas acciones más puedo hacer "
                     "como máximo en este turno?")
    assert worked is not None and worked["rule"] == "alhambra.turn.actions" and worked["answer"] == 2


def test_wall_row_told_free_beside_the_floor_points() -> None:
    """"壁の2段目に赤はまだない" makes the move legal; 5 red on empty line 2, 3 over and the marker (first from the
    centre): 1 + 1 + 2 + 2 = 6."""
    worked = _worked("中央から一番乗りで赤5枚とって、空いてる2段目に入れた（壁の2段目に赤はまだない）。"
                     "床は最初からっぽ。床で何点失う？")
    assert worked is not None and worked["answer"] == 6


@pytest.mark.parametrize(("question", "answer"), [
    # round 2, gardens (r2: 1st 12, 2nd 5 — reference table): 4 / 2 / 0 -> 12, 5, 0; "(緑)" is the garden's colour
    ("2回目の特典計算きた！庭園(緑)は私が4枚、ケンタが2枚、ユイは0枚。それぞれ何点もらえる？", [12, 5, 0]),
])
def test_a_building_types_colour_in_brackets_names_no_currency(question: str, answer: list[int]) -> None:
    worked = _worked(question)
    assert worked is not None and worked["answer"] == answer


def test_the_colour_in_brackets_is_dropped_only_after_a_thing_of_the_game() -> None:
    from assistant.worked.guards import thing_colour_dropped

    assert thing_colour_dropped("庭園(緑)は私が4枚、ディルハム（緑）の5", "ja") == "庭園は私が4枚、ディルハムの5"
    assert thing_colour_dropped("Bahçeler (yeşil): ben 4", "tr") == "Bahçeler: ben 4"
    assert thing_colour_dropped("I paid with my card (green)", "en") == "I paid with my card (green)"
