"""Floor penalties, the 0 floor, end of game, bonuses and the tie-break (seed 003_b353cfdd82d0d743.txt)."""

from __future__ import annotations

from assistant import api
from assistant.azul.floor import add_marker, add_tiles, penalty
from assistant.azul.scoring import winners
from tests.azul.util import lines, player, position, printed

ALL = [(x, y) for x in range(5) for y in range(5)]


def row(y: int, skip: int | None = None) -> list[tuple[int, int]]:
    return [(x, y) for x in range(5) if x != skip]


def column(x: int, skip: int | None = None) -> list[tuple[int, int]]:
    return [(x, y) for y in range(5) if y != skip]


def test_score_output_has_exactly_the_formats_keys_first():
    out = api.score(position(player(pattern=lines(l1="blue"), floor=["red"], score=4)))
    assert list(out)[:4] == ["game", "players", "game_over", "winners"]
    p = out["players"][0]
    assert list(p)[:6] == ["name", "placed", "tiling", "floor", "bonus", "score"]
    assert list(p["placed"][0])[:4] == ["line", "column", "colour", "points"]
    assert (p["tiling"], p["floor"], p["bonus"], p["score"]) == (1, -1, 0, 4)
    assert out["game"] == "azul" and out["game_over"] is False and out["winners"] == []


def test_floor_penalties_are_1_1_2_2_2_3_3():
    # running sums of the spaces' penalties 1, 1, 2, 2, 2, 3, 3: 0, 1, 1+1, +2, +2, +2, +3, +3
    assert [penalty(n) for n in range(8)] == [0, 1, 2, 4, 6, 8, 11, 14]


def test_four_floor_tiles_plus_the_first_player_marker_cost_eight():
    pos = position(player(floor=["first", "red", "red", "blue", "blue"], score=20))
    p = api.score(pos)["players"][0]
    assert p["floor"] == -8
    assert p["score"] == 12
    assert [e["penalty"] for e in p["floor_line"]] == [-1, -1, -2, -2, -2]


def test_score_never_drops_below_zero():
    pos = position(player(floor=["red"] * 7, score=5, pattern=lines(l1="blue")))
    p = api.score(pos)["players"][0]
    assert (p["tiling"], p["floor"], p["score"]) == (1, -14, 0)


def test_floor_entries_beyond_the_seventh_cost_nothing():
    p = api.score(position(player(floor=["red"] * 9, score=30)))["players"][0]
    assert p["floor"] == -14
    assert p["floor_overflow"] == 2
    assert p["score"] == 16


def test_first_player_marker_kept_beside_a_full_floor_costs_nothing():
    full = ["red"] * 7
    p = api.score(position(player(floor=full, score=30, first_player_marker=True)))["players"][0]
    assert p["floor"] == -14
    out = api.score(position(player(floor=full, first_player_marker=True)))
    assert out["first_player"] == "Ayşe"


def test_add_tiles_fills_free_floor_spaces_and_sends_the_rest_to_the_lid():
    assert add_tiles(["first"], ["red"] * 8) == (["first"] + ["red"] * 6, 2)
    assert add_marker(["red"] * 7) == (["red"] * 7, True)
    assert add_marker([]) == (["first"], False)


def test_game_is_not_over_without_a_complete_row_and_no_bonus_is_paid():
    # A complete column and a complete colour but no complete row: no end, no bonus.
    cells = column(0) + [(x, (x + 2) % 5) for x in range(1, 5)]
    out = api.score(position(player(wall=printed(*cells), score=10)))
    p = out["players"][0]
    assert out["game_over"] is False and out["winners"] == []
    assert p["complete"]["columns"] == 1 and p["complete"]["colours"] == 1 and p["complete"]["rows"] == 0
    assert p["bonus"] == 0 and p["score"] == 10


def test_completing_a_row_in_the_tiling_phase_ends_the_game():
    pos = position(player(wall=printed(*row(0, skip=4)), pattern=lines(l1="white"), score=10))
    out = api.score(pos)
    p = out["players"][0]
    assert out["game_over"] is True
    assert p["placed"][0]["points"] == 5
    assert p["bonus"] == 2
    assert p["score"] == 10 + 5 + 2
    assert out["winners"] == ["Ayşe"]


def test_a_row_complete_before_tiling_ends_the_game_too():
    out = api.score(position(player(wall=printed(*row(3)))))
    assert out["game_over"] is True


def test_end_bonuses_two_per_row_seven_per_column_ten_per_colour():
    # Full wall: 5 rows, 5 columns, 5 colours.
    out = api.score(position(player(wall=printed(*ALL), score=0)))
    p = out["players"][0]
    assert p["complete"] == {"rows": 5, "columns": 5, "colours": 5}
    assert p["bonus_detail"] == {"rows": 10, "columns": 35, "colours": 50}
    assert p["bonus"] == 95 and p["score"] == 95


def test_every_player_gets_bonuses_when_anyone_ends_the_game():
    ender = player("Ender", wall=printed(*row(0)))
    other = player("Other", wall=printed(*column(2)), score=3)
    out = api.score(position(ender, other))
    assert out["game_over"] is True
    assert [p["bonus"] for p in out["players"]] == [2, 7]
    assert out["winners"] == ["Other"]


def test_bonus_is_added_after_the_clamp_at_zero():
    pos = position(player(wall=printed(*row(0)), floor=["red"] * 7, score=3))
    p = api.score(pos)["players"][0]
    assert p["score"] == 0 + 2


def test_highest_score_wins():
    assert winners([("A", 30, 1), ("B", 41, 0), ("C", 12, 3)]) == ["B"]


def test_tie_goes_to_more_complete_rows():
    assert winners([("A", 40, 1), ("B", 40, 2)]) == ["B"]


def test_tie_break_counts_rows_among_the_tied_leaders_only():
    # C has the most rows but is not among the leaders: it changes nothing.
    assert winners([("A", 40, 1), ("B", 40, 1), ("C", 20, 4)]) == ["A", "B"]
    assert winners([("A", 40, 1), ("B", 40, 2), ("C", 20, 4)]) == ["B"]


def test_still_tied_means_a_shared_victory():
    assert winners([("A", 40, 2), ("B", 40, 2), ("C", 39, 3)]) == ["A", "B"]


def test_tie_break_through_the_api_lists_every_winner():
    a = player("A", wall=printed(*row(0)), score=20)
    b = player("B", wall=printed(*row(1)), score=20)
    c = player("C", wall=printed(*row(2), *row(3)), score=0)
    out = api.score(position(a, b, c))
    assert [p["score"] for p in out["players"]] == [22, 22, 4]
    assert out["winners"] == ["A", "B"]


def test_tie_break_through_the_api_prefers_more_rows():
    a = player("A", wall=printed(*row(0), *row(1)), score=18)  # 18 + 4 = 22
    b = player("B", wall=printed(*row(2)), score=20)  # 20 + 2 = 22
    out = api.score(position(a, b))
    assert out["winners"] == ["A"]


def test_each_floor_space_costs_its_own_penalty_and_nothing_beyond_the_seventh():
    from assistant.azul.floor import space_penalty

    # the seven spaces as printed (-1 -1 -2 -2 -2 -3 -3), then the lid: free
    assert [space_penalty(i) for i in range(9)] == [1, 1, 2, 2, 2, 3, 3, 0, 0]


def test_tiles_that_fit_on_the_floor_send_nothing_to_the_lid():
    assert add_tiles(["red"], ["blue", "blue"]) == (["red", "blue", "blue"], 0)
    # 5 on the floor, 4 more: 2 fill spaces 6 and 7, the other 2 go to the lid
    assert add_tiles(["red"] * 5, ["blue"] * 4) == (["red"] * 5 + ["blue"] * 2, 2)
