"""What a tap on the Alhambra board page does (ui/alhambra_entry) and undo/redo (ui/undo): plain functions
the page's component callback calls."""

from ui import alhambra_entry as entry
from ui import undo

TOWER = {"type": "tower", "price": 11, "walls": ""}
GARDEN = {"type": "garden", "price": 10, "walls": ""}


def fresh(players: int = 2) -> dict:
    return {"game": "alhambra", "round": 1, "players": [
        {"name": f"P{i}", "alhambra": [{"x": 0, "y": 0, "fountain": True}], "reserve": [], "hand": []}
        for i in range(players)]}


def cells(pos, who=0):
    return {(c["x"], c["y"]): c.get("type", "fountain") for c in pos["players"][who]["alhambra"]}


def test_a_cell_then_a_tile_places_it_in_two_taps():
    pos, sel = entry.tap(fresh(), 0, None, "cell:1,0")
    assert sel == {"cell": [1, 0]}
    pos, sel = entry.tap(pos, 0, sel, "tile:tower:11:")
    assert sel is None and cells(pos)[(1, 0)] == "tower"


def test_a_tile_then_a_cell_places_it_in_two_taps():
    pos, sel = entry.tap(fresh(), 0, None, "tile:tower:11:")
    assert sel == {"tile": TOWER, "from": "box"}
    pos, sel = entry.tap(pos, 0, sel, "cell:0,1")
    assert sel is None and cells(pos)[(0, 1)] == "tower"


def test_a_tile_already_on_the_table_cannot_be_placed_twice():
    pos, _ = entry.tap(fresh(), 0, {"cell": [1, 0]}, "tile:tower:11:")
    again, sel = entry.tap(pos, 1, {"cell": [1, 0]}, "tile:tower:11:")
    assert cells(again, 1) == {(0, 0): "fountain"} and sel == {"cell": [1, 0]}
    assert dict((entry._key(t), ok) for t, ok in entry.in_box(pos))[("tower", 11, "")] is False


def test_move_to_a_free_cell_and_to_an_occupied_cell_swaps():
    pos, _ = entry.tap(fresh(), 0, {"cell": [1, 0]}, "tile:tower:11:")
    pos, _ = entry.tap(pos, 0, {"cell": [-1, 0]}, "tile:garden:10:")
    pos, sel = entry.tap(pos, 0, {"move": [1, 0]}, "cell:-1,0")
    assert sel is None and cells(pos)[(-1, 0)] == "tower" and cells(pos)[(1, 0)] == "garden"
    pos, _ = entry.tap(pos, 0, {"move": [1, 0]}, "cell:1,1")
    assert (1, 0) not in cells(pos) and cells(pos)[(1, 1)] == "garden"


def test_a_box_tile_tapped_with_a_placed_tile_chosen_replaces_it():
    pos, _ = entry.tap(fresh(), 0, {"cell": [1, 0]}, "tile:tower:11:")
    pos, sel = entry.tap(pos, 0, {"placed": [1, 0]}, "tile:garden:10:")
    assert sel is None and cells(pos)[(1, 0)] == "garden"
    assert dict((entry._key(t), ok) for t, ok in entry.in_box(pos))[("tower", 11, "")] is True


def test_reserve_tile_builds_on_a_cell_and_swaps_with_a_placed_tile():
    pos = fresh()
    pos["players"][0]["reserve"] = [dict(TOWER), dict(GARDEN)]
    pos, sel = entry.tap(pos, 0, None, "reserve:0")
    assert sel == {"tile": TOWER, "from": "reserve", "index": 0}
    pos, sel = entry.tap(pos, 0, sel, "cell:1,0")
    assert cells(pos)[(1, 0)] == "tower" and pos["players"][0]["reserve"] == [GARDEN]
    pos, _ = entry.tap(pos, 0, {"placed": [1, 0]}, "reserve:0")
    assert cells(pos)[(1, 0)] == "garden" and pos["players"][0]["reserve"] == [TOWER]


def test_take_away_and_to_reserve_never_touch_the_fountain():
    pos, _ = entry.tap(fresh(), 0, {"cell": [1, 0]}, "tile:tower:11:")
    assert entry.take_away(pos, 0, {"placed": [0, 0]}) == pos
    assert entry.to_reserve(pos, 0, {"placed": [0, 0]}) == pos
    moved = entry.to_reserve(pos, 0, {"placed": [1, 0]})
    assert (1, 0) not in cells(moved) and moved["players"][0]["reserve"] == [TOWER]
    assert (1, 0) not in cells(entry.take_away(pos, 0, {"placed": [1, 0]}))


def test_dirk_takes_a_box_tile_and_gives_it_back():
    pos = {**fresh(), "dirk": []}
    pos, _ = entry.tap(pos, 2, None, "tile:tower:11:")
    assert pos["dirk"] == [TOWER]
    pos, _ = entry.tap(pos, 2, None, "dirk:0")
    assert pos["dirk"] == []


def test_on_dirks_view_a_market_square_then_a_box_tile_puts_it_on_the_market_not_to_dirk():
    pos = {**fresh(), "dirk": []}
    pos, sel = entry.tap(pos, 2, None, "market:green")
    assert sel == {"market": "green"}
    pos, sel = entry.tap(pos, 2, sel, "tile:tower:11:")
    assert sel is None and pos["market"] == [{"currency": "green", **TOWER}] and pos["dirk"] == []
    pos, sel = entry.tap(pos, 2, None, "tile:garden:10:")  # no square chosen: the tile goes to Dirk
    assert pos["dirk"] == [GARDEN] and len(pos["market"]) == 1


def test_on_dirks_view_a_market_tile_goes_back_to_the_box_and_a_second_tap_lets_go_of_a_square():
    pos = {**fresh(), "dirk": [], "market": [{"currency": "blue", **TOWER}]}
    pos, sel = entry.tap(pos, 2, None, "market:blue")
    assert pos["market"] == [] and sel is None
    _, sel = entry.tap(pos, 2, {"market": "orange"}, "market:orange")
    assert sel is None


def test_a_malformed_reserve_or_dirk_index_from_the_browser_changes_nothing():
    pos = {**fresh(), "dirk": [TOWER]}
    assert entry.tap(pos, 2, None, "dirk:x") == (pos, None)
    assert entry.tap(pos, 0, None, "reserve:-1") == (pos, None)


def test_tapping_the_chosen_cell_again_lets_go():
    pos, sel = entry.tap(fresh(), 0, {"cell": [1, 0]}, "cell:1,0")
    assert sel is None and pos == fresh()


def test_undo_then_redo_restores_each_entry_and_a_new_entry_forgets_the_redo():
    state: dict = {}
    a, b = fresh(), entry.tap(fresh(), 0, {"cell": [1, 0]}, "tile:tower:11:")[0]
    undo.record(state, "alhambra", a)
    assert undo.undo(state, "alhambra", b) == a
    assert undo.redo(state, "alhambra", a) == b
    undo.record(state, "alhambra", b)
    assert not undo.can_redo(state, "alhambra") and undo.can_undo(state, "alhambra")


def test_a_market_square_then_a_tile_of_the_box_puts_it_on_the_market():
    pos, sel = entry.tap(fresh(), 0, None, "market:blue")
    assert sel == {"market": "blue"}
    pos, sel = entry.tap(pos, 0, sel, "tile:tower:11:")
    assert sel is None and pos["market"] == [{"currency": "blue", **TOWER}]
    assert dict((entry._key(t), ok) for t, ok in entry.in_box(pos))[("tower", 11, "")] is False


def test_a_tile_of_the_box_then_an_empty_market_square_puts_it_there():
    pos, sel = entry.tap(fresh(), 1, None, "tile:garden:10:")
    pos, sel = entry.tap(pos, 1, sel, "market:yellow")
    assert sel is None and pos["market"] == [{"currency": "yellow", **GARDEN}]


def test_a_market_tile_tapped_goes_back_to_the_box_and_an_unknown_square_changes_nothing():
    pos, _ = entry.tap(fresh(), 0, {"market": "green"}, "tile:tower:11:")
    again, sel = entry.tap(pos, 0, None, "market:green")
    assert again["market"] == [] and sel is None
    same, sel = entry.tap(pos, 0, {"cell": [1, 0]}, "market:purple")  # not a currency of the game
    assert same == pos and sel == {"cell": [1, 0]}


def test_a_box_tile_for_a_market_square_refuses_a_tile_already_on_the_table():
    pos, _ = entry.tap(fresh(), 0, {"cell": [1, 0]}, "tile:tower:11:")
    again, sel = entry.tap(pos, 0, {"market": "blue"}, "tile:tower:11:")
    assert "market" not in again and sel == {"market": "blue"}
