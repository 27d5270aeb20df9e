"""What a tap on the Azul board page does (ui/azul_entry): plain functions the component's callback calls."""

from ui import azul_entry


def board(variant: str = "colored") -> dict:
    return {"game": "azul", "wall_variant": variant, "players": [
        {"name": "A", "score": 0, "pattern_lines": [{"count": 0}] * 5, "wall": ["....."] * 5, "floor": []}]}


def test_one_tap_puts_the_printed_colour_on_a_coloured_wall_and_a_second_takes_it_away():
    pos, sel = azul_entry.tap(board(), 0, None, "wall:0,0")  # row 1, column 1 is printed blue
    assert sel is None and pos["players"][0]["wall"][0] == "B...."
    pos, _ = azul_entry.tap(pos, 0, None, "wall:0,0")
    assert pos["players"][0]["wall"][0] == "....."


def test_a_grey_wall_space_takes_the_colour_tapped_next_and_a_full_one_empties_in_one_tap():
    pos, sel = azul_entry.tap(board("grey"), 0, None, "wall:2,1")
    pos, sel = azul_entry.tap(pos, 0, sel, "colour:black")
    assert sel is None and pos["players"][0]["wall"][2] == ".K..."
    pos, _ = azul_entry.tap(pos, 0, None, "wall:2,1")
    assert pos["players"][0]["wall"][2] == "....."


def test_a_coloured_line_changes_count_with_one_tap_and_its_last_slot_empties_it():
    pos, sel = azul_entry.tap(board(), 0, None, "line:4,2")
    pos, sel = azul_entry.tap(pos, 0, sel, "colour:white")
    pos, sel = azul_entry.tap(pos, 0, None, "line:4,4")
    assert pos["players"][0]["pattern_lines"][3] == {"colour": "white", "count": 4}
    pos, sel = azul_entry.tap(pos, 0, sel, "line:4,4")
    assert sel is None and pos["players"][0]["pattern_lines"][3] == {"count": 0}


def test_a_slot_beyond_its_line_or_a_colour_that_does_not_exist_changes_nothing():
    assert azul_entry.tap(board(), 0, None, "line:2,3") == (board(), None)
    assert azul_entry.tap(board(), 0, None, "colour:purple") == (board(), None)


def test_the_floor_takes_seven_tiles_at_most():
    pos = board()
    for _ in range(9):
        pos, _ = azul_entry.tap(pos, 0, None, "colour:red")
    assert pos["players"][0]["floor"] == ["red"] * 7
