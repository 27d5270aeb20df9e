"""The Azul player board drawn as SVG: the real board's spaces, tiles, marks, and escaped names."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

from assistant import api
from assistant.azul.components import COLOURS, LETTER_OF
from assistant.learn.examples import azul_run
from assistant.paths import LANGS, ROOT
from assistant.render.azul import azul_board_svg, look, table_svg, tile_marks

MIDGAME = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
KEMAL = MIDGAME["players"][0]  # 6 tiles on pattern lines, 5 on the wall, empty floor


def count(svg: str, cls: str) -> int:
    return len(re.findall(rf'class="{cls}[ "]', svg))


def board(**player) -> dict:
    return {"name": "Ayşe", "score": 3, "pattern_lines": [{"count": 0}] * 5, "wall": ["....."] * 5, "floor": [],
            **player}


def test_board_has_25_wall_spaces_15_pattern_spaces_and_7_floor_spaces():
    svg = azul_board_svg(KEMAL)
    assert count(svg, "wall-space") == 25
    assert count(svg, "pattern-space") == 15
    assert count(svg, "floor-space") == 7
    ET.fromstring(svg)  # well-formed


def test_tiles_of_pattern_lines_wall_and_floor_are_drawn():
    assert count(azul_board_svg(KEMAL), "tile") == 6 + 5
    assert count(azul_board_svg(board(floor=["red", "first"])), "tile") == 2


def test_floor_penalties_are_printed_under_the_seven_spaces():
    svg = azul_board_svg(board())
    assert re.findall(r'class="penalty"[^>]*>(-\d)<', svg) == ["-1", "-1", "-2", "-2", "-2", "-3", "-3"]


def test_coloured_wall_shows_printed_colours_faintly_and_grey_wall_is_plain():
    lk = look()
    coloured = azul_board_svg(board())
    grey = azul_board_svg(board(), "grey")
    spaces = re.findall(r'<rect class="wall-space"[^>]*fill="([^"]+)" fill-opacity="([^"]+)"', coloured)
    # row 1 reads blue, yellow, red, black, white; row 2 is shifted one step right
    assert [f for f, _ in spaces[:6]] == [lk["tiles"][c]["fill"] for c in
                                           ("blue", "yellow", "red", "black", "white", "white")]
    assert all(float(o) < 1 for _, o in spaces)
    assert set(re.findall(r'<rect class="wall-space"[^>]*fill="([^"]+)"', grey)) == {lk["grey_space"]}


def test_white_tiles_have_a_visible_edge():
    svg = azul_board_svg(board(wall=["....W"] + ["....."] * 4))
    white = re.search(r'<rect class="tile tile-white"[^>]*>', svg).group(0)
    assert f'stroke="{look()["tiles"]["white"]["edge"]}"' in white


def test_first_player_marker_is_a_tile_marked_1():
    svg = azul_board_svg(board(floor=["first", "blue"]))
    assert re.search(r'<g class="tile first-marker">.*?>1</text></g>', svg)
    beside = azul_board_svg(board(floor=["red"] * 7, first_player_marker=True))
    assert 'class="tile beside first-marker"' in beside


def test_problem_cells_follow_the_cell_convention_and_are_outlined():
    svg = azul_board_svg(KEMAL, problems=[(-1, 2), (3, 1), (0, 5)])
    assert count(svg, "problem") == 3
    assert count(azul_board_svg(KEMAL, problems=[(9, 9), (-1, 7)]), "problem") == 0  # off the board: ignored


def test_pattern_line_problem_outlines_the_whole_line():
    svg = azul_board_svg(KEMAL, problems=[(-1, 0)], size=30)
    line1 = re.search(r'<rect class="problem"[^>]* width="([\d.]+)"', svg)
    svg3 = azul_board_svg(KEMAL, problems=[(-1, 2)], size=30)
    line3 = re.search(r'<rect class="problem"[^>]* width="([\d.]+)"', svg3)
    assert float(line3.group(1)) > 2.5 * float(line1.group(1))


def test_floor_entries_beyond_seven_are_drawn_on_the_lid_and_can_be_outlined():
    svg = azul_board_svg(board(floor=["red"] * 9), problems=[(7, 5), (8, 5)])
    assert count(svg, "floor-space") == 7
    assert count(svg, "tile floor-overflow") == 2
    assert count(svg, "problem") == 2


def test_over_full_pattern_line_shows_the_extra_tiles():
    svg = azul_board_svg(board(pattern_lines=[{"count": 0}, {"colour": "red", "count": 4}] + [{"count": 0}] * 3))
    assert count(svg, "tile") == 2 and ">+2</text>" in svg


def test_replay_step_highlights_the_tile_and_draws_its_runs_and_points():
    # rulebook example: a row of 4 and a column of 3 meet at the new tile (2, 2)
    wall = [".....", ".....", "KWBY.", "..W..", "..K.."]
    step = {"line": 3, "row": 2, "column": 2, "colour": "blue", "horizontal": 4, "vertical": 3, "points": 7,
            "row_run": [0, 3], "column_run": [2, 4]}
    svg = azul_board_svg(board(wall=wall), placed_step=step)
    assert count(svg, "highlight") == 1
    assert count(svg, "run") == 2
    assert ">+7</text>" in svg


def run_boxes(svg: str) -> list[tuple[str, str, str, str]]:
    return re.findall(r'class="run" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', svg)


def test_the_runs_drawn_are_the_runs_the_engine_scored():
    # the learn example: blue from line 3 lands at (2, 2) between K W and Y -> row run columns 0-3 (4 tiles), and
    # between Y above and W below -> column run rows 1-3 (3 tiles): 4 + 3 = 7
    pos = azul_run("Kemal")
    placed = api.score(pos)["players"][0]["placed"][0]
    assert (placed["row_run"], placed["column_run"], placed["points"]) == ([0, 3], [1, 3], 7)
    after = {**pos["players"][0], "wall": api.score(pos)["players"][0]["wall_after"]}
    drawn = run_boxes(azul_board_svg(after, placed_step=placed))
    # the renderer draws what the report says, not what it finds: a report naming other spans moves the boxes
    moved = run_boxes(azul_board_svg(after, placed_step={**placed, "row_run": [1, 3], "column_run": [2, 3]}))
    assert len(drawn) == len(moved) == 2
    (rx, _, rw, _), (_, cy, _, ch) = drawn
    (mrx, _, mrw, _), (_, mcy, _, mch) = moved
    assert float(mrx) > float(rx) and float(mrw) < float(rw)  # the row box starts one column later
    assert float(mcy) > float(cy) and float(mch) < float(ch)  # the column box starts one row lower


def test_highlighted_cells_are_outlined():
    assert count(azul_board_svg(KEMAL, highlight=[(1, 1), (-1, 4)]), "highlight") == 2


def test_player_names_and_labels_are_escaped():
    svg = azul_board_svg(board(name='<script>alert("x")</script>'), labels={"score": "<b>Puan</b>"})
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    assert "<b>" not in svg and "&lt;b&gt;Puan" in svg
    ET.fromstring(svg)


def test_score_is_shown():
    assert re.search(r'class="score"[^>]*>Score: <tspan[^>]*>14</tspan>', azul_board_svg(KEMAL))


def test_factories_and_centre():
    svg = table_svg(MIDGAME["factories"], MIDGAME["centre"])
    assert count(svg, "factory") == 5
    assert count(svg, "tile") == 12 + 4
    ET.fromstring(svg)


def test_names_cannot_start_markdown_inside_the_drawing():
    # st.markdown shows the SVG: "*Ali*" would become <em>, which ends an SVG in the HTML parser
    svg = azul_board_svg(board(name="*Ali* _x_ `c` $a$ [l](u) :red[z]"))
    name = re.search(r'class="name"[^>]*>([^<]*)<', svg).group(1)
    assert not set(name) & set("*_`$[]:")
    assert "&#42;Ali&#42;" in name


# --- the letter on a tile: the colour's initial in the page's language (a colour-blind aid) ---------------------


def marks_drawn(svg: str) -> list[str]:
    return re.findall(r'<text class="mark"[^>]*>([^<]*)</text>', svg)


def test_every_language_marks_its_five_colours_with_five_different_letters():
    for lang in LANGS:
        marks = tile_marks(lang)
        assert set(marks) == set(COLOURS), lang
        assert len(set(marks.values())) == len(COLOURS), f"{lang}: {marks}"  # told apart without the colour
        assert all(0 < len(m) <= 2 for m in marks.values()), f"{lang}: {marks}"  # fits on a tile


def test_a_marks_initial_is_the_colours_name_in_that_language():
    """The mark begins the colour's word (es "Az" on azul, never the English "B"); ja draws the colour's kanji."""
    names = api.facts("azul")["colour_names"]
    for lang in LANGS:
        for colour, mark in tile_marks(lang).items():
            name = names[colour][lang]
            assert name.lower().startswith(mark.lower()) or (colour == "black" and lang == "en"), (lang, colour)


def test_the_drawing_uses_the_marks_it_is_given_and_the_notation_letters_by_default():
    # a wall of row 1 full (B Y R K W in the notation) and a blue tile on pattern line 1
    player = board(wall=["BYRKW"] + ["....."] * 4, pattern_lines=[{"count": 1, "colour": "blue"}] + [{"count": 0}] * 4)
    es = tile_marks("es")
    assert marks_drawn(azul_board_svg(player, marks=es)) == ["Az", "Az", "Am", "R", "N", "B"]
    assert marks_drawn(azul_board_svg(player)) == ["B", "B", "Y", "R", "K", "W"]  # no language: the notation's
    assert marks_drawn(azul_board_svg(player, marks=tile_marks("ja"), letters=False)) == []
    assert "青" in azul_board_svg(player, marks=tile_marks("ja"))
    assert LETTER_OF == {"blue": "B", "yellow": "Y", "red": "R", "black": "K", "white": "W"}  # notation unchanged
