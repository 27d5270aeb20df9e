"""Reading positions (FORMATS.md, Azul position): unreadable input is one PositionError line naming the field."""

from __future__ import annotations

import copy

import jsonschema
import pytest

from assistant import api
from assistant.azul.table import parse
from assistant.errors import PositionError
from tests.azul.util import lines, player, position

FORMATS_EXAMPLE = {
    "game": "azul",
    "wall_variant": "colored",
    "players": [
        {
            "name": "Kemal",
            "score": 12,
            "pattern_lines": [
                {"colour": "blue", "count": 1},
                {"colour": "red", "count": 1},
                {"count": 0},
                {"colour": "black", "count": 4},
                {"colour": "white", "count": 5},
            ],
            "wall": ["B....", ".B...", ".....", ".....", "....."],
            "floor": ["first", "red"],
            "placements": {"5": 2},
        }
    ],
}


def edited(change) -> dict:
    pos = copy.deepcopy(FORMATS_EXAMPLE)
    change(pos)
    return pos


def p0(pos: dict) -> dict:
    return pos["players"][0]


def test_the_formats_example_parses():
    pos = parse(FORMATS_EXAMPLE)
    assert pos.players[0].pattern_lines[3].colour == "black"
    assert pos.wall_variant == "colored"


def test_optional_fields_have_defaults():
    minimal = {"game": "azul", "players": [{"name": "A", "pattern_lines": [{"count": 0}] * 5, "wall": ["....."] * 5}]}
    pos = parse(minimal)
    assert (pos.wall_variant, pos.players[0].score, pos.players[0].floor) == ("colored", 0, ())  # a tuple: immutable
    assert pos.factories is None and pos.centre is None


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d.update(extra=1), r"extra: unknown field"),
        (lambda d: p0(d).update(colour="red"), r"players\[0\]\.colour: unknown field"),
        (lambda d: p0(d)["pattern_lines"][0].update(tiles=2), r"players\[0\]\.pattern_lines\[0\]\.tiles: unknown"),
        (lambda d: d.update(wall_variant="gray"), r"wall_variant: "),
        (lambda d: p0(d).update(name=""), r"players\[0\]\.name: "),
        (lambda d: p0(d).update(name="x" * 41), r"players\[0\]\.name: "),
        (lambda d: p0(d).update(score=-1), r"players\[0\]\.score: "),
        (lambda d: p0(d).update(score="12"), r"players\[0\]\.score: "),
        (lambda d: p0(d).update(pattern_lines=p0(d)["pattern_lines"][:4]), r"players\[0\]\.pattern_lines: "),
        (lambda d: p0(d)["pattern_lines"][2].update(count=100), r"players\[0\]\.pattern_lines\[2\]\.count: "),
        (lambda d: p0(d)["pattern_lines"][2].update(count=-1), r"players\[0\]\.pattern_lines\[2\]\.count: "),
        (lambda d: p0(d)["pattern_lines"][2].update(count=2), r"players\[0\]\.pattern_lines\[2\]: a line holding"),
        (lambda d: p0(d)["pattern_lines"][0].update(colour="green"), r"players\[0\]\.pattern_lines\[0\]\.colour: "),
        (lambda d: p0(d).update(wall=["....."] * 4), r"players\[0\]\.wall: "),
        (lambda d: p0(d)["wall"].__setitem__(2, "..X.."), r"players\[0\]\.wall\[2\]: expected 5 characters"),
        (lambda d: p0(d)["wall"].__setitem__(2, "......"), r"players\[0\]\.wall\[2\]: expected 5 characters"),
        (lambda d: p0(d).update(floor=["red"] * 21), r"players\[0\]\.floor: "),
        (lambda d: p0(d).update(floor=["marker"]), r"players\[0\]\.floor\[0\]: "),
        (lambda d: p0(d).update(placements={"6": 1}), r"players\[0\]\.placements: '6' is not a pattern line"),
        (lambda d: p0(d).update(placements={"5": 5}), r"players\[0\]\.placements\.5: "),
        (lambda d: p0(d).update(first_player_marker="yes"), r"players\[0\]\.first_player_marker: "),
        (lambda d: d.update(players=[]), r"players: "),
        (lambda d: d.update(players=[dict(p0(d), name=f"P{i}") for i in range(5)]), r"players: "),
        (lambda d: d.update(players=[p0(d), dict(p0(d))]), r"players: two players are named 'Kemal'"),
        (lambda d: d.update(factories=[["red"] * 5]), r"factories\[0\]: "),
        (lambda d: d.update(factories=[["red"]] * 10), r"factories: "),
        (lambda d: d.update(factories=[["first"]]), r"factories\[0\]\[0\]: "),
        (lambda d: d.update(centre=["purple"]), r"centre\[0\]: "),
    ],
)
def test_unreadable_positions_raise_one_line_naming_the_field(change, field):
    with pytest.raises(PositionError, match=rf"^position: {field}") as info:
        api.check(edited(change))
    assert "\n" not in str(info.value)


def test_every_api_door_refuses_the_same_unreadable_position():
    bad = edited(lambda d: d.update(foo=1))
    for call in (api.check, api.score, lambda d: api.move(d, {})):
        with pytest.raises(PositionError, match=r"^position: foo: unknown field"):
            call(bad)


def test_one_player_is_readable_for_checking_a_single_board():
    assert api.check(position(player()))["valid"] is True


def test_count_zero_with_a_colour_is_an_empty_line():
    pos = position(player(pattern=[{"colour": "red", "count": 0}] + lines()[1:]))
    assert api.check(pos)["valid"] is True
    assert parse(pos).to_json()["players"][0]["pattern_lines"][0] == {"count": 0}


def test_schema_describes_the_format_and_rejects_unknown_keys():
    schema = api.schema("azul")
    jsonschema.validate(FORMATS_EXAMPLE, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(edited(lambda d: d.update(extra=1)), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(edited(lambda d: p0(d)["wall"].__setitem__(0, "B....X")), schema)
    player_props = schema["$defs"]["Player"]["properties"]
    assert {"name", "score", "pattern_lines", "wall", "floor", "placements", "first_player_marker"} == set(player_props)
    assert set(schema["properties"]) == {"game", "wall_variant", "players", "factories", "centre"}


def test_canonical_dict_round_trips():
    pos = position(
        player(pattern=lines(l2=("red", 1)), floor=["first"], placements={"2": 3}),
        variant="grey",
        factories=[["red"]],
        centre=["blue"],
    )
    assert parse(pos).to_json() == pos


@pytest.mark.parametrize("line", [{"count": 2}, {"colour": None, "count": 2}])
def test_schema_requires_a_colour_for_a_line_holding_tiles(line):
    # FORMATS.md (Azul position): "`count` 0 means empty and needs no colour", so a line holding tiles needs
    # one; the model refuses such a line, and the exported schema "must describe exactly this".
    schema = api.schema("azul")
    bad = edited(lambda d: p0(d)["pattern_lines"].__setitem__(1, line))
    with pytest.raises(PositionError, match=r"pattern_lines\[1\]: a line holding tiles needs a colour"):
        parse(bad)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)
    fine_lines = (
        {"count": 0},
        {"colour": None, "count": 0},
        {"colour": "red", "count": 0},
        {"colour": "red", "count": 2},
    )
    for fine in fine_lines:
        jsonschema.validate(edited(lambda d, fine=fine: p0(d)["pattern_lines"].__setitem__(1, fine)), schema)
