"""The factory offer as the `take` move (seed 003_b353cfdd82d0d743.txt, Faz 1: Fabrika Teklifi)."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.errors import PositionError
from tests.azul.util import lines, player, position, printed

FACTORIES = [["red", "red", "blue", "white"], ["black", "black", "black", "yellow"], ["blue"] * 4]


def table(*players: dict, factories=None, centre=None, **extra) -> dict:
    pos = position(*(players or (player("Kemal"), player("Ayşe"))), **extra)
    pos["factories"] = [list(f) for f in (FACTORIES if factories is None else factories)]
    pos["centre"] = ["first"] if centre is None else list(centre)
    return pos


def take(pos: dict, source, colour: str, line, who: str = "Kemal") -> dict:
    return api.move(pos, {"action": "take", "player": who, "from": source, "colour": colour, "line": line})


def me(out: dict, who: str = "Kemal") -> dict:
    return next(p for p in out["after"]["players"] if p["name"] == who)


def rules_of(out: dict) -> list[str]:
    return [p["rule"] for p in out["problems"]]


def test_take_from_a_factory_moves_the_rest_to_the_centre():
    out = take(table(), 0, "red", 3)
    assert out["legal"] is True and out["problems"] == [] and out["extra_action"] is False
    assert me(out)["pattern_lines"][2] == {"colour": "red", "count": 2}
    assert out["after"]["factories"][0] == []
    assert out["after"]["centre"] == ["first", "blue", "white"]
    assert me(out)["floor"] == []


def test_take_leaves_the_other_factories_and_players_alone():
    pos = table()
    out = take(pos, 1, "black", 4)
    assert out["after"]["factories"][2] == FACTORIES[2]
    assert me(out, "Ayşe") == pos["players"][1]


def test_first_to_take_from_the_centre_also_takes_the_marker_to_the_floor():
    out = take(table(centre=["first", "blue", "red", "blue"]), "centre", "blue", 2)
    assert me(out)["pattern_lines"][1] == {"colour": "blue", "count": 2}
    assert me(out)["floor"] == ["first"]
    assert out["after"]["centre"] == ["red"]


def test_later_takes_from_the_centre_leave_the_floor_alone():
    out = take(table(centre=["blue", "red"]), "centre", "red", 1)
    assert me(out)["floor"] == []
    assert out["after"]["centre"] == ["blue"]


def test_tiles_that_do_not_fit_the_line_go_to_the_floor():
    out = take(table(factories=[["yellow"] * 4]), 0, "yellow", 2)
    assert me(out)["pattern_lines"][1] == {"colour": "yellow", "count": 2}
    assert me(out)["floor"] == ["yellow", "yellow"]


def test_tiles_add_to_a_line_of_the_same_colour():
    pos = table(player("Kemal", pattern=lines(l3=("red", 1))))
    out = take(pos, 0, "red", 3)
    assert me(out)["pattern_lines"][2] == {"colour": "red", "count": 3}
    assert me(out)["floor"] == []


def test_marker_comes_first_then_the_overflow_on_the_floor():
    out = take(table(centre=["first", "red", "red", "red"]), "centre", "red", 1)
    assert me(out)["floor"] == ["first", "red", "red"]


def test_taking_to_the_floor_puts_every_tile_on_the_floor_line():
    out = take(table(), 2, "blue", "floor")
    assert me(out)["floor"] == ["blue"] * 4
    assert all(ln == {"count": 0} for ln in me(out)["pattern_lines"])


def test_tiles_beyond_the_seventh_floor_space_go_to_the_lid():
    pos = table(player("Kemal", floor=["black"] * 6))
    out = take(pos, 2, "blue", "floor")
    assert me(out)["floor"] == ["black"] * 6 + ["blue"]
    assert api.score(out["after"])["players"][0]["floor"] == -14


def test_marker_takes_the_last_floor_space_and_the_tiles_go_to_the_lid():
    pos = table(player("Kemal", floor=["black"] * 6), centre=["first", "red", "red"])
    out = take(pos, "centre", "red", "floor")
    assert me(out)["floor"] == ["black"] * 6 + ["first"]
    assert "first_player_marker" not in me(out)


def test_marker_is_kept_beside_a_full_floor_line_at_no_cost():
    pos = table(player("Kemal", floor=["black"] * 7, score=20), centre=["first", "red"])
    out = take(pos, "centre", "red", "floor")
    assert me(out)["floor"] == ["black"] * 7
    assert me(out)["first_player_marker"] is True
    assert "first" not in out["after"]["centre"]
    assert api.check(out["after"])["valid"] is True
    assert api.score(out["after"])["players"][0]["floor"] == -14


def test_a_full_line_sends_every_tile_to_the_floor():
    pos = table(player("Kemal", pattern=lines(l2="red")))
    out = take(pos, 0, "red", 2)
    assert me(out)["pattern_lines"][1] == {"colour": "red", "count": 2}
    assert me(out)["floor"] == ["red", "red"]


def test_after_is_a_valid_position_in_the_same_format():
    pos = table(player("Kemal", wall=printed((0, 0)), score=5), player("Ayşe"))
    out = take(pos, 0, "white", 5)
    assert api.check(out["after"])["valid"] is True
    assert set(out["after"]) == {"game", "wall_variant", "players", "factories", "centre"}


def test_a_line_holding_another_colour_cannot_take_the_tiles():
    pos = table(player("Kemal", pattern=lines(l3=("blue", 1))))
    out = take(pos, 0, "red", 3)
    assert out["legal"] is False and out["after"] is None
    assert rules_of(out) == ["azul.pattern-lines.one-colour"]
    assert out["problems"][0]["cells"] == [[-1, 2]]
    assert "already holds blue tiles, so red tiles cannot go there" in out["problems"][0]["message"]


def test_a_line_whose_wall_row_has_the_colour_cannot_take_the_tiles():
    pos = table(player("Kemal", wall=printed((3, 1))))  # wall row 2 reads W B Y R K: red in column 4
    out = take(pos, 0, "red", 2)
    assert rules_of(out) == ["azul.pattern-lines.wall-conflict"]
    assert out["problems"][0]["cells"] == [[-1, 1], [3, 1]]


def test_grey_wall_row_with_the_colour_anywhere_blocks_the_line():
    pos = table(player("Kemal", wall=[".....", "....R", ".....", ".....", "....."]), variant="grey")
    assert rules_of(take(pos, 0, "red", 2)) == ["azul.pattern-lines.wall-conflict"]
    assert take(pos, 0, "red", 3)["legal"] is True


def test_a_colour_absent_from_the_factory_is_an_offer_problem():
    out = take(table(), 1, "red", 1)
    assert rules_of(out) == ["azul.offer.factory"]
    assert out["problems"][0]["message"].endswith("Factory 1 holds no red tiles.")


def test_a_missing_factory_is_an_offer_problem():
    out = take(table(), 3, "red", 1)
    assert rules_of(out) == ["azul.offer.factory"]
    assert "There is no factory 3" in out["problems"][0]["message"]
    no_factories = position(player("Kemal"))
    assert rules_of(take(no_factories, 0, "red", 1)) == ["azul.offer.factory"]


def test_a_colour_absent_from_the_centre_is_an_offer_problem():
    out = take(table(centre=["first", "blue"]), "centre", "red", 1)
    assert rules_of(out) == ["azul.offer.centre"]
    assert rules_of(take(position(player("Kemal")), "centre", "red", 1)) == ["azul.offer.centre"]


def test_an_illegal_take_reports_every_problem():
    pos = table(player("Kemal", pattern=lines(l2=("blue", 1)), wall=printed((3, 1))))
    out = take(pos, 1, "red", 2)
    assert sorted(rules_of(out)) == [
        "azul.offer.factory",
        "azul.pattern-lines.one-colour",
        "azul.pattern-lines.wall-conflict",
    ]


@pytest.mark.parametrize(
    "move, field",
    [
        ({"action": "buy", "player": "Kemal", "from": 0, "colour": "red", "line": 1}, "action"),
        ({"action": "take", "player": "Kemal", "from": "0", "colour": "red", "line": 1}, "from"),
        ({"action": "take", "player": "Kemal", "from": True, "colour": "red", "line": 1}, "from"),
        ({"action": "take", "player": "Kemal", "from": 0, "colour": "green", "line": 1}, "colour"),
        ({"action": "take", "player": "Kemal", "from": 0, "colour": "red", "line": 6}, "line"),
        ({"action": "take", "player": "Kemal", "from": 0, "colour": "red", "line": "wall"}, "line"),
        ({"action": "take", "player": "Kemal", "from": 0, "colour": "red", "line": 1, "to": 2}, "to"),
        ({"action": "take", "player": "Kemal", "colour": "red", "line": 1}, "from"),
        ({"action": "take", "player": "Nobody", "from": 0, "colour": "red", "line": 1}, "player"),
    ],
)
def test_unreadable_moves_raise_position_error_naming_the_field(move, field):
    with pytest.raises(PositionError, match=rf"^move: {field}: "):
        api.move(table(), move)


def test_a_move_that_is_not_an_object_is_unreadable():
    with pytest.raises(PositionError):
        api.move(table(), ["take"])


@pytest.mark.parametrize("lang", ["en", "tr", "es", "ja"])
def test_move_problems_render_in_every_language(lang):
    pos = table(player("Kemal", pattern=lines(l2=("blue", 1)), wall=printed((3, 1))))
    for source in (1, 7, "centre"):
        out = api.move(
            pos, {"action": "take", "player": "Kemal", "from": source, "colour": "red", "line": 2}, lang=lang
        )
        assert out["problems"]
        assert all("{" not in p["message"] and ": " in p["message"] for p in out["problems"])
