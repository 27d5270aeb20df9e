"""What a tap on the Azul board page does: plain functions from (position, whose board, selection, tap) to
(new position, new selection), called by the page's component callbacks and by the tests. No streamlit here.

Taps are the `data-target` strings of assistant/render/azul.py: "wall:row,column" (0-based), "line:n,k"
(slot k of pattern line n), "floor:i", and "colour:<colour>" from the swatches. A selection is None,
{"wall": [row, column]} (a grey-wall space waiting for its colour) or {"line": n, "count": k} (a pattern
line waiting for its colour).

One tap a wall tile on the coloured wall (the space's printed colour); a grey-wall space takes two (the
space, then its colour); a filled space is emptied by one tap.
"""

from __future__ import annotations

import copy

from assistant import api

FACTS = api.facts("azul")  # the box and the wall, from the engine (data/azul/components.yaml)
COLOURS, EMPTY, FIRST = tuple(FACTS["colours"]), FACTS["empty"], FACTS["first_player_marker"]
FLOOR_SPACES, LETTER_OF, SIZE = FACTS["floor_spaces"], FACTS["letters"], FACTS["wall_size"]


def pattern_colour(row: int, column: int) -> str:
    """The colour printed on a space of the coloured wall."""
    return FACTS["pattern"][row][column]

Sel = dict | None


def _ints(target: str) -> list[int] | None:
    try:
        return [int(v) for v in target.split(":", 1)[1].split(",")]
    except (IndexError, ValueError):
        return None


def tap(pos: dict, who: int, sel: Sel, target: str) -> tuple[dict, Sel]:
    """The position and selection after tapping `target` on player `who`'s board. `pos` is not changed."""
    pos = copy.deepcopy(pos)
    me = pos["players"][who]
    kind = target.split(":", 1)[0]
    if kind == "colour":
        return pos, _colour(me, sel, target.split(":", 1)[1])
    at = _ints(target)
    if at is None:
        return pos, sel
    if kind == "wall" and len(at) == 2 and all(0 <= v < SIZE for v in at):
        return pos, _wall(me, sel, *at, grey=pos.get("wall_variant") == "grey")
    if kind == "line" and len(at) == 2 and 1 <= at[0] <= SIZE and 1 <= at[1] <= at[0]:
        return pos, _line(me, *at)
    if kind == "floor" and len(at) == 1 and 0 <= at[0] < len(me.get("floor", [])):
        del me["floor"][at[0]]
        return pos, None
    return pos, sel


def _set_space(me: dict, row: int, column: int, letter: str) -> None:
    wall = [list(r) for r in me["wall"]]
    wall[row][column] = letter
    me["wall"] = ["".join(r) for r in wall]


def _wall(me: dict, sel: Sel, row: int, column: int, grey: bool) -> Sel:
    if me["wall"][row][column] != EMPTY:
        _set_space(me, row, column, EMPTY)
        return None
    if not grey:
        _set_space(me, row, column, LETTER_OF[pattern_colour(row, column)])
        return None
    if sel == {"wall": [row, column]}:
        return None  # a second tap lets go of the space
    return {"wall": [row, column]}


def _line(me: dict, n: int, k: int) -> Sel:
    """Slot k of line n: the line holds k tiles (its colour kept, or chosen next); the slot of the last tile
    tapped again empties the line."""
    line = me["pattern_lines"][n - 1]
    colour, count = line.get("colour"), int(line.get("count", 0))
    if colour and count == k:
        me["pattern_lines"][n - 1] = {"count": 0}
        return None
    if colour:
        me["pattern_lines"][n - 1] = {"colour": colour, "count": k}
    return {"line": n, "count": k}


def _colour(me: dict, sel: Sel, colour: str) -> Sel:
    if colour not in (*COLOURS, FIRST):
        return sel
    if sel and "wall" in sel and colour in COLOURS:
        _set_space(me, *sel["wall"], LETTER_OF[colour])
        return None
    if sel and "line" in sel and colour in COLOURS:
        me["pattern_lines"][sel["line"] - 1] = {"colour": colour, "count": sel["count"]}
        return None
    if len(me.get("floor", [])) < FLOOR_SPACES:
        me["floor"] = [*me.get("floor", []), colour]
    return None


def swatch_choices(sel: Sel) -> list[str]:
    """What the swatches offer: the five colours for a space or a line, and the first player marker too for
    the floor."""
    return list(COLOURS) if sel else [*COLOURS, FIRST]
