"""Issue 17 item 4: an engine call never changes its input. Every call of both games (check, score, move,
notation, next round, grey help, place, end of game) on random positions, broken ones included, leaves the
position dict it was given and the engine value made of it exactly as they were."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant import api
from assistant.alhambra import generate
from assistant.alhambra.game import GAME as ALHAMBRA
from assistant.azul.game import GAME as AZUL
from assistant.errors import PositionError

LETTERS = "BYRKW."
COLOURS = ["blue", "yellow", "red", "black", "white"]


@st.composite
def azul_positions(draw) -> dict:
    """A dealt round with boards drawn at random: many break rules (that is what `check` is for)."""
    pos = api.setup("azul", draw(st.integers(2, 4)), seed=draw(st.integers(0, 10**6)))
    pos["wall_variant"] = draw(st.sampled_from(["colored", "grey"]))
    for p in pos["players"]:
        p["wall"] = ["".join(draw(st.sampled_from(LETTERS)) for _ in range(5)) for _ in range(5)]
        p["pattern_lines"] = [draw(st.sampled_from([{"count": 0}, {"colour": draw(st.sampled_from(COLOURS)),
                                                                   "count": draw(st.integers(1, 6))}]))
                              for _ in range(5)]
        p["floor"] = draw(st.lists(st.sampled_from([*COLOURS, "first"]), max_size=9))
        p["score"] = draw(st.integers(0, 60))
        if draw(st.booleans()):
            p["placements"] = {str(line): draw(st.integers(0, 4)) for line in draw(st.sets(st.integers(1, 5)))}
    return pos


def _call(fn, *args):
    try:
        return fn(*args)
    except PositionError:
        return None  # a position the call refuses (unscorable grey wall, a game that is over): still untouched


@settings(max_examples=80, deadline=None)
@given(azul_positions(), st.data())
def test_no_azul_engine_call_changes_its_input(pos, data):
    before = copy.deepcopy(pos)
    table = AZUL.parse(pos)
    fresh = AZUL.parse(copy.deepcopy(pos))
    name = pos["players"][0]["name"]
    move = {"action": "take", "player": name, "colour": data.draw(st.sampled_from(COLOURS)),
            "from": data.draw(st.sampled_from([*range(len(pos["factories"]) + 1), "centre"])),
            "line": data.draw(st.sampled_from([1, 2, 3, 4, 5, "floor"]))}
    moved = copy.deepcopy(move)
    AZUL.check(table)
    _call(AZUL.score, table)
    AZUL.move(table, move)
    AZUL.to_notation(table)
    for call in (api.check, api.score, api.to_notation, api.azul_next_round):
        _call(call, pos)
    _call(api.move, pos, move)
    _call(api.azul_grey_help, pos, name)
    assert pos == before and move == moved
    assert table == fresh and hash(table) == hash(fresh)  # a value: equal and hashable, as it was


@st.composite
def alhambra_positions(draw) -> dict:
    """A dealt table whose players have built at random from the bag by legal placements, with some tiles in
    their reserves."""
    n, seed = draw(st.integers(2, 6)), draw(st.integers(0, 10**6))
    pos = api.alhambra_setup(n, seed=seed)["position"]
    rng = random.Random(seed)
    bag = generate.shuffled_box(rng)
    for i, p in enumerate(pos["players"]):
        p["alhambra"], p["reserve"] = generate.grow(rng, bag[i::n][:draw(st.integers(0, 9))])
    pos["round"] = draw(st.sampled_from([1, 2, 3]))
    return pos


def _alhambra_moves(pos: dict, data) -> list[dict]:
    me = pos["players"][0]
    cells = [[c["x"], c["y"]] for c in me["alhambra"]]
    near = [[x + dx, y + dy] for x, y in cells for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1))]
    tile = data.draw(st.sampled_from(me["reserve"] or [pos["market"][0]]))
    tile = {k: tile[k] for k in ("type", "price", "walls")}
    square = pos["market"][0]
    return [
        {"action": "take", "player": me["name"], "cards": [pos["money_row"][0]]},
        {"action": "buy", "player": me["name"], "square": square["currency"], "pay": me["hand"][:2], "to": "alhambra",
         "at": data.draw(st.sampled_from(near))},
        {"action": "buy", "player": me["name"], "square": square["currency"], "pay": me["hand"][:3], "to": "reserve"},
        {"action": "remove", "player": me["name"], "at": data.draw(st.sampled_from(cells))},
        {"action": "add", "player": me["name"], "tile": tile, "at": data.draw(st.sampled_from(near))},
        {"action": "swap", "player": me["name"], "tile": tile, "at": data.draw(st.sampled_from(cells))},
    ]


@settings(max_examples=60, deadline=None)
@given(alhambra_positions(), st.data())
def test_no_alhambra_engine_call_changes_its_input(pos, data):
    before = copy.deepcopy(pos)
    table = ALHAMBRA.parse(pos)
    fresh = ALHAMBRA.parse(copy.deepcopy(pos))
    layouts = [p.layout for p in table.players]
    moves = _alhambra_moves(pos, data)
    given_moves = copy.deepcopy(moves)
    ALHAMBRA.check(table)
    ALHAMBRA.score(table)
    ALHAMBRA.to_notation(table)
    ALHAMBRA.place(table, pos["players"][0]["name"], moves[-1]["tile"])
    ALHAMBRA.end_market(table)
    for move in moves:
        ALHAMBRA.move(table, move)
        _call(api.move, pos, move)
    for call in (api.check, api.score, api.to_notation, api.alhambra_end_market):
        _call(call, pos)
    assert pos == before and moves == given_moves
    assert table == fresh and [p.layout for p in table.players] == layouts == [p.layout for p in fresh.players]
