"""The Azul board page: enter boards, see problems, end the round tile by tile, bonuses and the winner."""

import copy
import json

import pytest

from tests.app.util import ROOT, boards, page, shown, texts
from ui import azul_entry, azul_setup


def example(name: str) -> dict:
    return json.loads((ROOT / "examples" / f"{name}.json").read_text(encoding="utf-8"))


MIDGAME, ENDGAME, GREY = example("azul-midgame-2p"), example("azul-endgame-4p"), example("azul-grey-wall")
EMPTY_LINES = [{"count": 0}] * 5


def svgs(at) -> list[str]:
    """The player boards drawn, the tappable one first (the factories' drawing, when shown, is not one)."""
    drawn = [*boards(at).values(), *texts(at, "markdown")]
    return [m for m in drawn if m.startswith("<svg") and 'class="wall-space"' in m]


def ed(at, name: str) -> str:
    """Key of an editor widget: it carries the position's fingerprint (ui/azul_board_ui.py, ek)."""
    return f"azb:ed:{at.session_state['azb:fp'][:10]}:{name}"


def setup(at, name: str) -> str:
    """Key of a setup widget: it carries the variant and the names, not the whole position (ui/azul_setup)."""
    return f"azb:set:{at.session_state['azb:setup']}:{name}"


def name_box(at, i: int):
    """Player i's name box: its key is its place, for good (ui/azul_setup.name_key)."""
    return at.text_input(key=azul_setup.name_key(i))


def stored(at) -> dict:
    return at.session_state["position:azul"]


def end_round(at):
    at.button(key="azb:end").click().run()
    assert not at.exception
    return at


def seven_point_position() -> dict:
    # Publisher's rulebook example (data/rules/azul.tiling.scoring-lines.yaml): a row of 4 and a column of 3
    # meet at the new tile = 7 points. Row 3 holds columns 1, 2 and 4; column 3 holds rows 4 and 5; line 3 is
    # full of blue, the printed colour of row 3, column 3.
    wall = [".....", ".....", "KW.Y.", "..W..", "..K.."]
    lines = [{"count": 0}, {"count": 0}, {"colour": "blue", "count": 3}, {"count": 0}, {"count": 0}]
    return {"game": "azul", "wall_variant": "colored", "players": [
        {"name": "Ayşe", "score": 10, "pattern_lines": lines, "wall": wall, "floor": []},
        {"name": "Kemal", "score": 0, "pattern_lines": EMPTY_LINES, "wall": ["....."] * 5, "floor": []}]}


def test_new_session_starts_an_empty_two_player_coloured_game():
    at = page("azul_board").run()
    assert not at.exception
    pos = stored(at)
    assert pos["wall_variant"] == "colored" and len(pos["players"]) == 2
    assert all(p["score"] == 0 and p["wall"] == ["....."] * 5 for p in pos["players"])
    assert len(svgs(at)) == 2


def test_every_example_is_drawn_and_checks_clean():
    for pos in (MIDGAME, ENDGAME, GREY):
        at = page("azul_board", position__azul=pos).run()
        assert not at.exception
        drawn = svgs(at)
        assert len(drawn) == len(pos["players"])
        assert all(d.count('class="wall-space"') == 25 and 'class="problem"' not in d for d in drawn)
        assert not texts(at, "error")
        assert sum("obeys every rule" in s for s in texts(at, "success")) == len(pos["players"])


def test_loading_an_example_from_the_selectbox():
    at = page("azul_board").run()
    at.selectbox(key="azb:example").set_value("azul-endgame-4p").run()
    at.button(key="azb:load-example").click().run()
    assert stored(at) == ENDGAME
    assert name_box(at, 3).value == "Lucía"  # the editor shows the loaded position


def test_over_full_pattern_line_is_outlined_and_names_the_capacity_rule():
    pos = copy.deepcopy(MIDGAME)
    pos["players"][0]["pattern_lines"][2] = {"colour": "red", "count": 5}
    at = page("azul_board", position__azul=pos).run()
    assert not at.exception
    assert any("azul.pattern-lines.capacity" in e and "Pattern line 3 holds 5 tiles" in e for e in texts(at, "error"))
    assert 'class="problem"' in svgs(at)[0]


def test_table_problems_are_shown_at_the_top():
    pos = copy.deepcopy(MIDGAME)
    pos["players"][0]["floor"] = ["first"]  # Ayşe holds the marker too
    at = page("azul_board", position__azul=pos).run()
    assert any("azul.offer.first-player-marker" in e for e in texts(at, "error"))


def test_end_the_round_on_the_last_round_shows_bonuses_and_the_winner():
    at = end_round(page("azul_board", position__azul=ENDGAME).run())
    summary = at.dataframe[0].value
    # examples/azul-endgame-4p.json, score before + tiling + floor + bonus:
    # Kemal 58 + 11 - 2 + 19 = 86 (derived in tests/azul/test_examples.py);
    # Ayşe 61 + (9 + 5 + 3) - 1 (blue on the floor) + 2 (row 1 complete) = 79;
    # Deniz 49 + (4 + 2 + 2) - (1 + 1 + 2) (red, red, white on the floor) + 0 = 53;
    # Lucía 63 + (7 + 1) - 0 + 10 (all five blues) = 81.
    assert list(summary["New score"]) == [86, 79, 53, 81]
    bonus = at.dataframe[1].value
    kemal = bonus[bonus["Player"] == "Kemal"].iloc[0]
    assert (kemal["Rows (+2 each)"], kemal["Columns (+7 each)"], kemal["Colours (+10 each)"]) == (2, 7, 10)
    assert any("Kemal wins with 86 points" in s for s in texts(at, "success"))
    assert at.button(key="azb:apply").disabled  # no next round after the last one


def finished(*players: tuple[str, int, list[str]]) -> dict:
    """A game ending this round: (name, score, wall) each, no tiles left to place."""
    return {"game": "azul", "wall_variant": "colored", "players": [
        {"name": n, "score": s, "pattern_lines": EMPTY_LINES, "wall": w, "floor": []} for n, s, w in players]}


def test_tie_goes_to_more_complete_rows():
    one_row = ["BYRKW", ".....", ".....", ".....", "....."]  # +2
    two_rows = ["BYRKW", "WBYRK", ".....", ".....", "....."]  # +4
    at = end_round(page("azul_board", position__azul=finished(("Ayşe", 12, one_row), ("Kemal", 10, two_rows))).run())
    win = " ".join(texts(at, "success"))
    assert "Ayşe and Kemal are tied on 14 points" in win
    assert "The tie goes to more complete rows (Ayşe 1, Kemal 2): Kemal wins" in win


def test_tie_with_as_many_complete_rows_is_a_shared_victory():
    one_row = ["BYRKW", ".....", ".....", ".....", "....."]
    at = end_round(page("azul_board", position__azul=finished(("Ayşe", 12, one_row), ("Kemal", 12, one_row))).run())
    assert any("Ayşe and Kemal share the victory" in s for s in texts(at, "success"))


@pytest.mark.parametrize(("lang", "tied"), [
    ("en", "Ayşe, Deniz and Lucía are tied on 12 points."), ("tr", "Ayşe, Deniz ve Lucía 12 puanla berabere."),
    ("es", "Ayşe, Deniz y Lucía empatan a 12 puntos."), ("ja", "Ayşe、DenizとLucíaが12点で同点です。")])
def test_tied_names_are_joined_with_the_languages_and(lang, tied):
    """Issue 16: "Deniz, Lucía are tied" read as a list only by its comma; the last two names take the
    language's "and" (data/i18n/common.yaml, list.*)."""
    one_row = ["BYRKW", ".....", ".....", ".....", "....."]
    pos = finished(("Ayşe", 10, one_row), ("Deniz", 10, one_row), ("Lucía", 10, one_row))
    at = end_round(page("azul_board", lang=lang, position__azul=pos).run())
    assert any(tied in s for s in texts(at, "success")), texts(at, "success")


def test_replay_explains_each_tile_the_rulebook_four_plus_three_is_seven():
    at = end_round(page("azul_board", position__azul=seven_point_position()).run())
    assert any("Line 3: blue to column 3: row run 4 + column run 3 = 7 points" in i for i in texts(at, "info"))
    svg = svgs(at)[-1]
    assert 'class="highlight"' in svg and ">+7</text>" in svg and svg.count('class="run"') == 2
    assert any("Score: 10 + 7 − 0 = 17" in m for m in texts(at, "markdown"))


def test_replay_steps_through_every_placed_tile():
    at = end_round(page("azul_board", position__azul=ENDGAME).run())
    slider = at.slider[0]
    assert (slider.min, slider.max) == (1, 10)
    slider.set_value(2).run()
    assert any("tile 2 of 10: Line 2: yellow to column 3: row run 3 + column run 3 = 6 points" in i
               for i in texts(at, "info"))


@pytest.mark.parametrize(("lang", "shown"), [("en", "tile %d of 10"), ("ja", "10枚中%d枚目"), ("tr", "%d/10. karo")])
def test_the_replay_slider_says_how_many_steps_there_are(lang, shown):
    """Issue 16: the slider showed the step and no end; its value now reads "tile 3 of 10"."""
    at = end_round(page("azul_board", lang=lang, position__azul=ENDGAME).run())
    assert at.slider[0].proto.format == shown


def test_apply_stores_the_position_after_tiling():
    at = end_round(page("azul_board", position__azul=MIDGAME).run())
    at.button(key="azb:apply").click().run()
    assert not at.exception
    ayse = stored(at)["players"][1]
    assert ayse["wall"][0] == ".YR.." and ayse["floor"] == [] and ayse["score"] == 11
    assert ayse["pattern_lines"][0] == {"count": 0} and ayse["pattern_lines"][4] == {"colour": "black", "count": 4}
    assert "factories" not in stored(at)
    assert any("Ayşe holds the first player marker" in s for s in texts(at, "success"))


def test_grey_wall_offers_the_legal_columns_and_the_suggestion():
    at = page("azul_board", position__azul=GREY, azb__who=1).run()  # Kemal
    line1 = next(r for r in at.radio if r.label.startswith("Line 1"))
    assert line1.options == ["column 1 (+1) ★ suggested", "column 2 (+3)"] and line1.value == 1
    assert any("Line 5" in w and "no legal space" in w for w in texts(at, "warning"))
    assert any("Suggested: line 1 → column 1, line 3 → column 4, line 5 → column 2" in i for i in texts(at, "info"))
    at.button(key="azb:grey-apply:1").click().run()
    assert stored(at)["players"][1]["placements"] == {"1": 0, "3": 3, "5": 1}


def test_grey_line_without_a_column_cannot_end_the_round_and_nothing_is_lost():
    # The check calls a full grey line with no column chosen a problem (azul.variant.grey-wall): the round
    # cannot end until a column is chosen (before, the button scored and failed with "cannot be scored yet").
    pos = copy.deepcopy(GREY)
    del pos["players"][1]["placements"]["3"]
    at = page("azul_board", position__azul=pos).run()
    assert at.button(key="azb:end").disabled
    assert any("`azul.variant.grey-wall`" in w for w in texts(at, "warning"))
    assert stored(at) == pos


def test_three_first_player_markers_disable_end_the_round_and_the_reason_names_the_rule():
    # Every player holds a first player marker: the game has one (azul.offer.first-player-marker). Ending the
    # round went ahead and named one of them as the next start player.
    pos = copy.deepcopy(MIDGAME)
    for p in pos["players"]:
        p["first_player_marker"] = True
    at = page("azul_board", position__azul=pos).run()
    assert not at.exception
    assert at.button(key="azb:end").disabled
    assert "azb:apply" not in [b.key for b in at.button]  # no result, no next round to apply
    # 4 problems, 2 a player: holding some of the 3 markers, and keeping one beside a floor line with room
    assert any("4 problems above" in w and "`azul.offer.first-player-marker`" in w for w in texts(at, "warning"))
    assert stored(at) == pos


def test_the_reason_end_the_round_is_disabled_reads_in_every_language():
    pos = copy.deepcopy(MIDGAME)
    pos["players"][0]["floor"] = ["first"]  # Kemal's floor holds a marker as Ayşe's does: two, one problem each
    for lang, words in (("tr", "Henüz olmaz"), ("es", "Todavía no"), ("ja", "まだ終了できません")):
        at = page("azul_board", lang=lang, position__azul=pos).run()
        assert at.button(key="azb:end").disabled
        assert any(words in w and "azul.offer.first-player-marker" in w for w in texts(at, "warning")), lang


def test_a_legal_position_can_still_end_the_round():
    at = page("azul_board", position__azul=MIDGAME).run()
    assert not at.button(key="azb:end").disabled
    assert not texts(end_round(at), "warning")
    assert "azb:apply" in [b.key for b in at.button]


def test_tapping_a_pattern_slot_then_a_colour_fills_the_line_and_one_tap_puts_a_wall_tile():
    # AppTest cannot tap the component: the taps go through ui/azul_entry, as the component's callback does
    pos, sel = azul_entry.tap(MIDGAME, 0, None, "line:3,3")
    assert sel == {"line": 3, "count": 3}
    pos, sel = azul_entry.tap(pos, 0, sel, "colour:red")
    assert sel is None and pos["players"][0]["pattern_lines"][2] == {"colour": "red", "count": 3}
    pos, _ = azul_entry.tap(pos, 0, None, "wall:4,4")  # row 5, column 5: printed blue
    assert pos["players"][0]["wall"][4] == "....B"
    at = page("azul_board", position__azul=pos).run()
    assert not at.exception
    svg = boards(at)["azb:board:0"]
    assert 'data-target="wall:4,4"' in svg and 'data-target="line:5,5"' in svg


def test_the_hint_for_a_one_tile_pattern_line_is_singular():
    # "Pattern line 1 with 1 tiles" after tapping the only slot of line 1.
    at = page("azul_board", position__azul=MIDGAME, **{"azb:sel:0": {"line": 1, "count": 1}}).run()
    assert "Pattern line 1 with 1 tile: tap its colour below." in texts(at, "caption")
    at = page("azul_board", lang="es", position__azul=MIDGAME, **{"azb:sel:0": {"line": 3, "count": 2}}).run()
    assert "Línea de patrón 3 con 2 azulejos: toca su color abajo." in texts(at, "caption")


def test_a_grey_space_waits_for_its_colour_from_the_swatches():
    grey = copy.deepcopy(MIDGAME)
    grey["wall_variant"] = "grey"
    pos, sel = azul_entry.tap(grey, 0, None, "wall:4,4")
    assert sel == {"wall": [4, 4]} and pos == grey
    at = page("azul_board", position__azul=pos, **{"azb:sel:0": sel}).run()
    assert any("Row 5, column 5" in c for c in texts(at, "caption"))
    swatches = boards(at)["azb:swatches:0"]
    assert swatches.count('data-target="colour:') == 5 and "yellow" in swatches
    pos, sel = azul_entry.tap(pos, 0, sel, "colour:yellow")
    assert sel is None and pos["players"][0]["wall"][4] == "....Y"


def test_floor_swatches_add_and_a_tapped_floor_tile_goes():
    pos, _ = azul_entry.tap(MIDGAME, 0, None, "colour:first")
    assert pos["players"][0]["floor"] == ["first"]
    at = page("azul_board", position__azul=pos).run()
    assert 'data-target="floor:0"' in boards(at)["azb:board:0"]
    pos, _ = azul_entry.tap(pos, 0, None, "floor:0")
    assert pos["players"][0]["floor"] == []


def test_a_taken_name_is_refused_beside_the_input_and_the_old_one_kept():
    at = page("azul_board", position__azul=MIDGAME).run()
    name_box(at, 1).input("Kemal").run()
    assert any("already has this name" in e for e in texts(at, "error"))
    assert stored(at)["players"][1]["name"] == "Ayşe"


def test_renaming_a_player_keeps_the_other_name_boxes_so_text_typed_there_is_not_lost():
    # Typing a name, Tab, typing the next: the first name's rerun must not replace the second box (a new
    # widget key), or what was typed in it is dropped (seen in Chromium before the fix).
    at = page("azul_board", position__azul=MIDGAME).run()
    second = name_box(at, 1).key
    name_box(at, 0).input("Ana").run()
    assert stored(at)["players"][0]["name"] == "Ana"
    assert name_box(at, 1).key == second
    name_box(at, 1).input("Bora").run()
    assert [p["name"] for p in stored(at)["players"]] == ["Ana", "Bora"]


def test_player_count_adds_empty_boards():
    at = page("azul_board", position__azul=MIDGAME).run()
    at.number_input(key=setup(at, "count")).set_value(3).run()
    assert [p["name"] for p in stored(at)["players"]] == ["Kemal", "Ayşe", "Player 3"]
    assert len(svgs(at)) == 3


def test_player_names_are_escaped_in_drawings_and_text():
    pos = copy.deepcopy(MIDGAME)
    pos["players"][0]["name"] = "<script>alert(1)</script>"
    at = end_round(page("azul_board", position__azul=pos).run())
    assert not at.exception
    assert all("<script>" not in s for s in svgs(at)) and "&lt;script&gt;" in svgs(at)[0]


def test_turkish_interface_has_no_traceback():
    at = page("azul_board", lang="tr", position__azul=ENDGAME).run()
    assert not at.exception and at.title[0].value == "Azul tahtası"
    at = end_round(at)
    assert any("86 puanla kazanır" in s for s in texts(at, "success"))
    assert any("yatayda" in i for i in texts(at, "info"))
    at = end_round(page("azul_board", lang="tr", position__azul=GREY).run())
    assert not at.exception


def test_an_unreadable_position_in_the_session_is_explained_not_a_traceback():
    bad = {"game": "azul", "players": [{"name": "x" * 50, "pattern_lines": [], "wall": []}]}
    at = page("azul_board", position__azul=bad).run()
    assert not at.exception
    assert any("cannot be read" in e and "players[0].name" in e for e in shown(at, "error"))
    at.button(key="azb:reset").click().run()
    assert len(stored(at)["players"]) == 2


def test_start_over_empties_the_boards_and_keeps_the_players_names():
    at = page("azul_board", position__azul=copy.deepcopy(ENDGAME)).run()
    names = [p["name"] for p in ENDGAME["players"]]
    at.button(key="azb:new").click().run()
    assert not at.exception
    pos = stored(at)
    assert [p["name"] for p in pos["players"]] == names and pos["wall_variant"] == ENDGAME["wall_variant"]
    assert all(p["wall"] == ["....."] * 5 and p["pattern_lines"] == EMPTY_LINES and not p["floor"] and p["score"] == 0
               for p in pos["players"])


def test_the_score_typed_beside_the_board_is_kept_and_undo_takes_it_back():
    at = page("azul_board", position__azul=MIDGAME).run()
    before = stored(at)["players"][0]["score"]
    at.number_input(key="azb:score:0").set_value(before + 17).run()
    assert stored(at)["players"][0]["score"] == before + 17
    at.button(key="azb:undo").click().run()
    assert stored(at)["players"][0]["score"] == before
    assert at.number_input(key="azb:score:0").value == before  # the input shows the position, not what was typed
