"""The Alhambra board page: the drawn board is the input. AppTest cannot tap a custom component, so these
tests make the taps with the same functions the component's callback calls (ui/alhambra_entry), put the
result in the session as the callback does, and check what the page then draws and says."""

import json

from tests.app.util import ROOT, boards, page, page_order, texts
from ui import alhambra_entry as entry

SAMPLE = json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))


def test_sample_board_is_drawn_clickable_and_declared_valid():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    assert not at.exception
    svg = boards(at)["alh:board:0"]
    assert "Ay" in svg and svg.count('class="outer-wall"') == 3
    assert 'data-target="cell:2,0"' in svg  # the free cell east of Ayşe's tower is a place to tap
    assert any("obeys every building rule" in s for s in texts(at, "success"))


def test_the_palette_shows_every_tile_of_the_box_and_only_free_ones_can_be_tapped():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    palette = boards(at)["alh:box:0"]
    on_table = sum(entry.on_table(SAMPLE).values())
    assert palette.count('class="box-tile"') == 54 - on_table
    assert palette.count('class="used-tile"') == on_table


def test_tapping_a_cell_then_a_tile_that_breaks_a_rule_outlines_it_and_names_the_rule():
    # the empty cell (2, 0) east of Ayşe's NES tower, then a garden without walls: its west side is open
    pos, sel = entry.tap(SAMPLE, 0, None, "cell:2,0")
    pos, sel = entry.tap(pos, 0, sel, "tile:garden:10:")
    assert sel is None
    at = page("alhambra_board", position__alhambra=pos).run()
    assert not at.exception
    assert any("alhambra.build.walls-match" in e for e in texts(at, "error"))
    assert 'class="problem"' in boards(at)["alh:board:0"]


def test_a_broken_building_rule_is_explained_right_under_the_drawing_before_the_box_of_tiles():
    # On a phone the columns stack: the sentence saying why a cell is outlined in red came after the whole box of
    # tiles and the market (~1000 px below the board). Page order is the phone's order, top to bottom.
    pos, sel = entry.tap(SAMPLE, 0, None, "cell:2,0")
    pos, _ = entry.tap(pos, 0, sel, "tile:garden:10:")  # open west side against Ayşe's walled tower
    at = page("alhambra_board", position__alhambra=pos).run()
    order = page_order(at)
    board = order.index("board:alh:board:0")
    why = next(i for i, e in enumerate(order) if e.startswith("error:") and "alhambra.build.walls-match" in e)
    assert board < why < order.index("board:alh:box:0") < order.index("board:alh:market:0")


def test_dirks_problems_come_before_the_box_of_tiles():
    pos = {**json.loads(json.dumps(SAMPLE)), "dirk": [{"type": "garden", "price": 10, "walls": ""}] * 2}
    pos["players"] = pos["players"][:2]  # Dirk plays only in the two-player game; two copies of one tile: a problem
    at = page("alhambra_board", position__alhambra=pos, **{"alh:who": 2}).run()
    order = page_order(at)
    errors = [i for i, e in enumerate(order) if e.startswith("error:") and "Dirk" in e]
    assert errors and max(errors) < order.index("board:alh:dirk-box")


def test_a_chosen_tile_lights_up_the_cells_where_it_may_go():
    tile = {"type": "garden", "price": 10, "walls": ""}
    at = page("alhambra_board", position__alhambra=SAMPLE, **{"alh:sel:0": {"tile": tile, "from": "box"}}).run()
    svg = boards(at)["alh:board:0"]
    n = svg.count('class="legal"')
    lit = "the lit cell" if n == 1 else f"{n} lit cells"
    assert n > 0 and any(lit in c for c in texts(at, "caption"))


def test_player_names_are_escaped_in_the_drawing():
    pos = json.loads(json.dumps(SAMPLE))
    pos["players"][0]["name"] = '<script>alert(1)</script>'
    at = page("alhambra_board", position__alhambra=pos).run()
    svg = boards(at)["alh:board:0"]
    assert "<script>" not in svg and "&lt;script&gt;" in svg


def test_removing_a_tile_by_redesign_is_checked_then_applied():
    at = page("alhambra_board", position__alhambra=SAMPLE, **{"alh:sel:0": {"placed": [0, 1]}}).run()
    at.button(key="alh:rd-check").click().run()
    assert any("Legal" in s for s in texts(at, "success"))
    at.button(key="alh:rd-apply").click().run()
    pos = at.session_state["position:alhambra"]
    assert all((c["x"], c["y"]) != (0, 1) for c in pos["players"][0]["alhambra"])
    assert len(pos["players"][0]["reserve"]) == 2


def test_take_away_button_puts_the_chosen_tile_back_in_the_box_and_undo_brings_it_back():
    at = page("alhambra_board", position__alhambra=SAMPLE, **{"alh:sel:0": {"placed": [0, 1]}}).run()
    at.button(key="alh:take").click().run()
    assert all((c["x"], c["y"]) != (0, 1) for c in at.session_state["position:alhambra"]["players"][0]["alhambra"])
    at.button(key="alh:undo").click().run()
    assert at.session_state["position:alhambra"] == SAMPLE
    at.button(key="alh:redo").click().run()
    assert len(at.session_state["position:alhambra"]["players"][0]["alhambra"]) == len(
        SAMPLE["players"][0]["alhambra"]) - 1


def test_turkish_interface():
    at = page("alhambra_board", lang="tr", position__alhambra=SAMPLE).run()
    assert not at.exception
    assert at.title[0].value == "Alhambra tahtası"


def test_start_over_empties_the_boards_and_keeps_the_players_names():
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    names = [p["name"] for p in SAMPLE["players"]]
    at.button(key="alh:new").click().run()
    assert not at.exception
    pos = at.session_state["position:alhambra"]
    assert [p["name"] for p in pos["players"]] == names
    assert all(p["alhambra"] == [{"x": 0, "y": 0, "fountain": True}] and not p["reserve"] for p in pos["players"])


def test_the_market_is_drawn_one_square_a_currency_with_its_tile():
    pos = json.loads(json.dumps(SAMPLE))
    pos["market"] = [{"currency": "orange", "type": "chambers", "price": 9, "walls": "N"}]  # SAMPLE's yellow one gone
    at = page("alhambra_board", position__alhambra=pos).run()
    assert not at.exception
    market = boards(at)["alh:market:0"]
    assert all(f'data-target="market:{c}"' in market for c in ("blue", "green", "orange", "yellow"))
    assert market.count('class="free"') == 3  # three empty squares drawn as places to tap; orange holds a tile
    assert 'data-target="tile:chambers:9:N"' not in boards(at)["alh:box:0"]  # on the market, not in the box
    assert 'data-target="tile:chambers:9:S"' in boards(at)["alh:box:0"]  # back in the box


def test_dirks_view_shows_the_same_market_with_a_square_to_tap_first():
    pos = {**json.loads(json.dumps(SAMPLE)), "dirk": [], "market": [{"currency": "orange", "type": "chambers",
                                                                      "price": 9, "walls": "N"}]}
    pos["players"] = pos["players"][:2]  # Dirk plays only in the two-player game
    at = page("alhambra_board", position__alhambra=pos, **{"alh:who": 2, "alh:sel:2": {"market": "blue"}}).run()
    assert not at.exception
    market = boards(at)["alh:market:2"]  # Dirk's view (one past the last player) has the market too
    assert all(f'data-target="market:{c}"' in market for c in ("blue", "green", "orange", "yellow"))
    assert market.count('class="free"') == 3
    assert any("Market square blue chosen" in c for c in texts(at, "caption"))
    assert any("then its tile in the box;" in c for c in texts(at, "caption"))


def test_a_refused_redesign_move_outlines_its_cell_on_the_drawing():
    # adding the reserve pavilion at (2, 0), east of Ayşe's tower whose east side is a wall: unreachable
    state = {"alh:sel:0": {"cell": [2, 0]}, "alh:rd-kind": "add"}
    at = page("alhambra_board", position__alhambra=SAMPLE, **state).run()
    assert 'class="problem"' not in boards(at)["alh:board:0"]
    at.button(key="alh:rd-check").click().run()
    assert any("alhambra.build.reachable" in e for e in texts(at, "error"))
    assert boards(at)["alh:board:0"].count('class="problem"') == 1


def test_changing_the_language_renames_default_players_and_keeps_typed_names():
    # Started in English, switched to Spanish: "Player 1" stayed in every Spanish sentence ("Player 1 queda en
    # el 1.º puesto"). A default name follows the language; a typed one ("Ana") never changes.
    at = page("alhambra_board").run()
    names = [p["name"] for p in at.session_state["position:alhambra"]["players"]]
    assert names == ["Player 1", "Player 2"]
    at.session_state["position:alhambra"]["players"][1]["name"] = "Ana"
    at.selectbox(key="lang-picker").set_value("es").run()
    assert not at.exception
    assert [p["name"] for p in at.session_state["position:alhambra"]["players"]] == ["Jugador 1", "Ana"]


def test_a_tile_with_one_legal_cell_is_hinted_in_the_singular_and_in_gender_neutral_spanish():
    # On a bare fountain a pavilion walled top, right and left fits only above it (its one open side must face
    # the fountain): "tap one of the 1 lit cells" / "Pabellón 2 … elegida" (pabellón is masculine) before.
    tile = {"type": "pavilion", "price": 2, "walls": "NEW"}
    at = page("alhambra_board", **{"alh:sel:0": {"tile": tile, "from": "box"}}).run()
    assert "pavilion 2 (walls: top, right, left) chosen: tap the lit cell where it may go (or any free cell)." \
        in texts(at, "caption")
    at = page("alhambra_board", lang="es", **{"alh:sel:0": {"tile": tile, "from": "box"}}).run()
    assert any(c.startswith("Loseta elegida, ") and "toca la casilla iluminada" in c for c in texts(at, "caption"))


def test_a_renamed_players_name_box_stays_one_widget_under_one_key():
    # A key that followed the name made the rename's rerun show the old box and the new one together: the
    # board jumped down ~84 px for a moment and a tap then missed its cell (audit 2026-11-30, item 1).
    at = page("alhambra_board", position__alhambra=SAMPLE).run()
    at.text_input(key="alh:name:0").input("Ana").run()
    assert not at.exception
    assert at.session_state["position:alhambra"]["players"][0]["name"] == "Ana"
    boxes = [w.key for w in at.text_input if str(w.key).startswith("alh:name:")]
    assert boxes == ["alh:name:0", "alh:name:1"] and at.text_input(key="alh:name:0").value == "Ana"


def test_a_new_players_default_name_is_free_as_a_name_not_only_as_a_string():
    """assistant.names: "player 3" and "Player 3" are one name, so the third player is called Player 4 (the page
    gave "Player 3", which made the position unreadable)."""
    pos = {**SAMPLE, "players": [SAMPLE["players"][0], {**SAMPLE["players"][1], "name": "player 3"}]}
    at = page("alhambra_board", position__alhambra=pos).run()
    at.number_input(key="alh:count").set_value(3).run()
    assert not at.exception
    assert [p["name"] for p in at.session_state["position:alhambra"]["players"]] == ["Ayşe", "player 3", "Player 4"]
