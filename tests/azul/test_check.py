"""The whole-position check: every broken rule at once, with the FORMATS.md rule ids and the cell convention."""

from __future__ import annotations

import re

import pytest

from assistant import api
from assistant.paths import LANGS
from tests.azul.util import lines, player, position, printed


def problems(pos: dict, lang: str | None = None) -> list[dict]:
    return api.check(pos, lang=lang)["problems"]


def only(pos: dict) -> dict:
    found = problems(pos)
    assert len(found) == 1, found
    return found[0]


def test_a_realistic_position_is_valid():
    pos = position(
        player(
            "Kemal",
            wall=printed((0, 0), (1, 1), (2, 1)),
            pattern=lines(l2=("red", 1), l4="black"),
            floor=["first", "red"],
            score=12,
        ),
        player("Ayşe", wall=printed((3, 0)), pattern=lines(l1="blue", l5=("white", 3)), score=7),
        factories=[["red", "red", "blue", "white"], []],
        centre=["yellow"],
    )
    assert api.check(pos) == {"valid": True, "problems": []}


def test_line_over_capacity_is_reported_on_the_pattern_line_cell():
    p = only(position(player(pattern=lines(l3=("red", 4)))))
    assert (p["rule"], p["player"], p["cells"]) == ("azul.pattern-lines.capacity", "Ayşe", [[-1, 2]])
    assert p["message"].endswith("Pattern line 3 holds 4 tiles but has room for 3.")


def test_line_colour_already_in_its_wall_row_is_a_wall_conflict():
    p = only(position(player(wall=printed((2, 1)), pattern=lines(l2=("yellow", 1)))))
    assert (p["rule"], p["cells"]) == ("azul.pattern-lines.wall-conflict", [[-1, 1], [2, 1]])
    assert "row 2 of the wall already has a yellow tile" in p["message"]


def test_coloured_wall_tile_on_a_space_of_another_colour_is_a_wall_pattern_problem():
    p = only(position(player(wall=["Y....", ".....", ".....", ".....", "....."])))
    assert (p["rule"], p["cells"]) == ("azul.wall-pattern", [[0, 0]])
    assert p["message"].endswith("Row 1, column 1 of the wall holds a yellow tile, but that space is printed blue.")


def test_each_misplaced_wall_tile_is_reported():
    found = problems(position(player(wall=["YB...", ".....", ".....", ".....", "....."])))
    assert [(p["rule"], p["cells"]) for p in found] == [
        ("azul.wall-pattern", [[0, 0]]),
        ("azul.wall-pattern", [[1, 0]]),
    ]


def test_more_than_seven_floor_entries_is_floor_full_on_the_extra_spaces():
    p = only(position(player(floor=["red"] * 9)))
    assert (p["rule"], p["cells"]) == ("azul.floor.full", [[7, 5], [8, 5]])
    assert "9 pieces but has only 7 spaces" in p["message"]


def test_floor_full_never_sends_the_first_player_marker_to_the_lid():
    # Project ruling (data/rules/azul.floor.full.yaml, azul.offer.first-player-marker.yaml): the marker is never
    # discarded; with a full floor line it stands beside the board (`first_player_marker`) at no cost.
    p = only(position(player(floor=["red"] * 7 + ["first", "blue"])))
    assert (p["rule"], p["cells"]) == ("azul.floor.full", [[7, 5], [8, 5]])
    assert "stands beside the board" in p["message"] and p["message"].endswith("Extra tiles for the lid: 1.")
    p = only(position(player(floor=["red"] * 7 + ["first"])))
    assert "stands beside the board" in p["message"] and p["message"].endswith("Extra tiles for the lid: 0.")
    assert "beside" not in only(position(player(floor=["red"] * 9)))["message"]


def test_seven_floor_entries_are_fine():
    assert api.check(position(player(floor=["red"] * 6 + ["first"])))["valid"] is True


def test_two_first_player_markers_are_reported_for_each_holder():
    pos = position(player("A", floor=["first"]), player("B", floor=["red", "first"]))
    found = problems(pos)
    assert [(p["rule"], p["player"], p["cells"]) for p in found] == [
        ("azul.offer.first-player-marker", "A", [[0, 5]]),
        ("azul.offer.first-player-marker", "B", [[1, 5]]),
    ]
    assert found[0]["message"].endswith("A holds 1 of the 2 first player markers on the table; the game has only one.")


def test_marker_in_the_centre_and_on_a_floor_is_two_markers():
    found = problems(position(player(floor=["first"]), centre=["first", "red"]))
    assert sorted((p["player"] or "", p["cells"] == []) for p in found) == [("", True), ("Ayşe", False)]
    assert all(p["rule"] == "azul.offer.first-player-marker" for p in found)


def test_marker_kept_beside_the_board_counts_as_a_marker():
    pos = position(player(floor=["red"] * 7, first_player_marker=True), centre=["first"])
    assert {p["rule"] for p in problems(pos)} == {"azul.offer.first-player-marker"}


def test_marker_kept_beside_a_floor_line_with_room_is_a_problem():
    p = only(position(player(floor=["red"] * 3, first_player_marker=True)))
    assert (p["rule"], p["cells"]) == ("azul.offer.first-player-marker", [[3, 5]])
    assert "still has room" in p["message"]


def test_more_than_twenty_tiles_of_a_colour_is_a_components_problem():
    pos = position(
        player("A", pattern=lines(l5=("red", 5), l4=("red", 4)), floor=["red"] * 7),
        player("B", wall=printed((2, 0))),
        factories=[["red"] * 4],
        centre=["red"],
    )  # 5 + 4 + 7 + 1 + 4 + 1 = 22
    p = only(pos)
    assert (p["rule"], p["player"], p["cells"]) == ("azul.components", None, [])
    assert p["message"].endswith("The table holds 22 red tiles; the game has only 20 of each colour.")


def test_twenty_tiles_of_a_colour_are_fine():
    pos = position(player(pattern=lines(l5=("red", 5), l4=("red", 4))), factories=[["red"] * 4] * 2, centre=["red"] * 3)
    assert api.check(pos)["valid"] is True


def test_check_reports_every_broken_rule_at_once():
    pos = position(
        player(
            "A",
            wall=["Y....", ".....", ".....", ".....", "....."],
            pattern=lines(l1=("yellow", 2)),
            floor=["first"] * 8,
        ),
    )
    rules = {p["rule"] for p in problems(pos)}
    assert rules == {
        "azul.wall-pattern",
        "azul.pattern-lines.capacity",
        "azul.pattern-lines.wall-conflict",
        "azul.floor.full",
        "azul.offer.first-player-marker",
    }


BROKEN = position(
    player(
        "A",
        wall=["Y....", ".....", ".....", ".....", "....."],
        pattern=lines(l1=("yellow", 2)),
        floor=["first"] * 9,
        first_player_marker=True,
    ),
    player("B", floor=["red"] * 2, first_player_marker=True),
    factories=[["red"] * 4] * 4,
    centre=["first"] + ["red"] * 8,
)
GREY_BROKEN = position(
    player(
        "G",
        wall=["RR...", "R....", ".....", ".....", "....."],
        pattern=lines(l2="blue", l3="blue"),
        placements={"3": 0},
    ),
    variant="grey",
)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("pos", [BROKEN, GREY_BROKEN], ids=["coloured", "grey"])
def test_every_problem_renders_in_every_language(pos, lang):
    found = problems(pos, lang)
    assert found
    for p in found:
        assert ": " in p["message"]
        assert not re.search(r"\{\w+\}", p["message"]), p["message"]
        assert "None" not in p["message"]
    if lang != "en":
        english = [p["message"] for p in problems(pos, "en")]
        assert [p["message"] for p in found] != english
