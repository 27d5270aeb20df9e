"""Cells named in a player's words (assistant/places.py), in all four languages, and counted texts' plurals."""

from __future__ import annotations

import pytest

from assistant.i18n import plural_category, t
from assistant.places import CORNER, Anchor, anchor_of, cell_words, cells_words, join_words

F = Anchor((0, 0))  # a fountain at (0, 0); x grows to the right, y downwards (FORMATS.md)


@pytest.mark.parametrize(("cell", "lang", "words"), [
    ((0, 0), "en", "at the fountain"),
    ((1, 0), "en", "just right of the fountain"),
    ((-1, 0), "en", "just left of the fountain"),
    ((0, -1), "en", "just above the fountain"),
    ((0, 1), "en", "just below the fountain"),
    ((3, 0), "en", "3 to the right of the fountain"),
    ((0, -2), "en", "2 above the fountain"),
    ((2, 1), "en", "2 right and 1 down from the fountain"),
    ((-1, -4), "en", "1 left and 4 up from the fountain"),
    ((-40, 25), "en", "40 left and 25 down from the fountain"),
    ((0, 0), "tr", "çeşmenin yerinde"),
    ((1, 0), "tr", "çeşmenin hemen sağında"),
    ((0, -1), "tr", "çeşmenin hemen üstünde"),
    ((-3, 0), "tr", "çeşmenin 3 solunda"),
    ((2, 1), "tr", "çeşmenin 2 sağında ve 1 altında"),
    ((0, 0), "es", "en la casilla de la fuente"),
    ((-1, 0), "es", "justo a la izquierda de la fuente"),
    ((0, 1), "es", "justo debajo de la fuente"),
    ((0, 3), "es", "3 por debajo de la fuente"),
    ((2, 1), "es", "2 a la derecha y 1 abajo de la fuente"),
    ((0, 0), "ja", "噴水"),
    ((0, -1), "ja", "噴水のすぐ上"),
    ((5, 0), "ja", "噴水から右に5"),
    ((2, 1), "ja", "噴水から右に2、下に1"),
    ((-2, -3), "ja", "噴水から左に2、上に3"),
])
def test_alhambra_cells_are_named_from_the_fountain(cell, lang, words):
    assert cell_words("alhambra", cell, lang, F) == words


def test_the_fountain_need_not_stand_at_the_origin():
    assert cell_words("alhambra", (4, -2), "en", Anchor((3, -3))) == "1 right and 1 down from the fountain"


def test_without_a_single_fountain_cells_are_counted_from_the_top_left_corner():
    anchor = anchor_of([(0, 0), (2, 1)], [(0, 0), (1, 0), (2, 1), (-1, 1)])
    assert anchor == Anchor((-1, 0), CORNER)
    assert cell_words("alhambra", (2, 1), "en", anchor) == "3 right and 1 down from the top-left corner of the Alhambra"
    assert cell_words("alhambra", (-1, 0), "tr", anchor) == "Alhambra'nın sol üst köşesinde"
    assert anchor_of([], []) is None


@pytest.mark.parametrize(("cell", "lang", "words"), [
    ((2, 1), "en", "row 2, column 3 of the wall"),
    ((-1, 3), "en", "pattern line 4"),
    ((6, 5), "en", "the floor line"),
    ((2, 1), "tr", "duvarın 2. satır, 3. sütunu"),
    ((-1, 3), "tr", "4. Plaket sırası"),
    ((0, 5), "tr", "zemin sırası"),
    ((2, 1), "es", "la fila 2, columna 3 del muro"),
    ((-1, 3), "es", "la línea de patrón 4"),
    ((0, 5), "es", "la línea de suelo"),
    ((2, 1), "ja", "壁の2行3列"),
    ((-1, 3), "ja", "4段目のパターンライン"),
    ((0, 5), "ja", "床ライン"),
])
def test_azul_cells_are_named_by_the_part_of_the_board(cell, lang, words):
    assert cell_words("azul", cell, lang) == words


def test_a_list_of_places_is_joined_naturally_in_each_language():
    cells = [(1, 0), (0, 1), (2, 1)]
    # in a list a diagonal place drops its own "and", which would blur where one place ends
    assert cells_words("alhambra", cells, "en", F) == (
        "just right of the fountain, just below the fountain and 2 right, 1 down from the fountain")
    assert cells_words("alhambra", cells[1:], "tr", F) == "çeşmenin hemen altında ve çeşmenin 2 sağında, 1 altında"
    assert cells_words("alhambra", cells[:2], "tr", F) == "çeşmenin hemen sağında ve çeşmenin hemen altında"
    assert cells_words("alhambra", cells[:2], "es", F) == "justo a la derecha de la fuente y justo debajo de la fuente"
    assert cells_words("alhambra", cells[:2], "ja", F) == "噴水のすぐ右と噴水のすぐ下"
    assert join_words(["A"], "en") == "A" and join_words([], "en") == ""


def test_the_floor_line_is_named_once_however_many_of_its_spaces():
    assert cells_words("azul", [(7, 5), (8, 5)], "en") == "the floor line"


def test_a_long_list_names_five_places_and_counts_the_rest_with_the_right_plural():
    cells = [(x, 0) for x in range(1, 9)]  # 8 cells: 5 named, "3 more"
    assert cells_words("alhambra", cells, "en", F).endswith("5 to the right of the fountain and 3 more cells")
    assert cells_words("alhambra", cells[:7], "es", F).endswith("y 2 casillas más")
    assert cells_words("alhambra", cells[:6], "en", F).count("fountain") == 6  # one over the limit: all named
    assert cells_words("alhambra", cells, "en", F, limit=None).count("fountain") == 8


@pytest.mark.parametrize(("n", "lang", "category"), [
    (1, "en", "one"), (0, "en", "other"), (2, "en", "other"), (1, "es", "one"), (21, "es", "other"),
    (1, "tr", "one"), (1, "ja", "other"), (None, "en", "other"), (1.5, "en", "other"),
])
def test_plural_category_follows_the_language(n, lang, category):
    assert plural_category(n, lang) == category


@pytest.mark.parametrize(("n", "lang", "text"), [
    (1, "en", "1 legal cell:"), (2, "en", "2 legal cells:"), (0, "en", "0 legal cells:"),
    (1, "es", "1 casilla válida:"), (3, "es", "3 casillas válidas:"),
    (1, "tr", "Kurala uygun 1 hücre:"), (1, "ja", "置けるマス（1か所）："),
])
def test_counted_ui_strings_use_the_singular_for_one(n, lang, text):
    assert t("alh.legal_cells", lang, n=n) == text


def test_a_plural_form_can_be_chosen_by_a_named_count():
    assert t("azb.win.single", "en", name="Ayşe", score=1) == "Ayşe wins with 1 point."
    assert t("azb.win.single", "en", name="Ayşe", score=31) == "Ayşe wins with 31 points."


def test_a_games_cells_are_said_the_way_the_phrases_under_its_prefix_say_whatever_its_id():
    """The registration's `cell_words` prefix picks the words, not the game's id: a game said with the board-part
    phrases names a board part, a game with no prefix gets neutral words (never another game's, as a toy game
    once lay "at the top-left corner of the Alhambra")."""
    from assistant import places

    try:
        places.say_cells_with("parts", "place.azul")
        places.say_cells_with("plain", None)
        assert cell_words("parts", (-1, 3), "en") == "pattern line 4"
        assert cell_words("plain", (0, 0), "en") == "the cell at column 1, row 1"
        assert cell_words("plain", (2, 1), "ja", F) == "3列2行"
    finally:
        places.forget("parts")
        places.forget("plain")
