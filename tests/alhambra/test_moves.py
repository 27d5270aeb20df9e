"""Turn actions as moves: take money, buy, and the three redesigns (alhambra.money.*, alhambra.buy.*,
alhambra.redesign.*)."""

import pytest

from assistant import api
from tests.alhambra.util import Box, cell, fountain, position


def card(currency, value):
    return {"currency": currency, "value": value}


def table(**extra):
    box = Box()
    alh = [fountain(), cell(1, 0, box.take("NE")), cell(0, 1, box.take(""))]
    pos = position(("Ayşe", alh), ("Kemal", [fountain()]), **extra)
    pos["players"][0]["hand"] = [card("orange", 4), card("orange", 2), card("blue", 9), card("orange", 5)]
    pos["players"][0]["reserve"] = [box.take("S")]
    pos["money_row"] = [card("blue", 1), card("green", 2), card("yellow", 2), card("orange", 9)]
    pos["market"] = [{"currency": "orange", "type": "garden", "price": 6, "walls": "ESW"},
                     {"currency": "blue", "type": "tower", "price": 8, "walls": "NES"}]
    return pos


def rules(out):
    return sorted(p["rule"] for p in out["problems"])


# --- take money --------------------------------------------------------------------------------------

def test_take_one_card_of_any_value():
    out = api.move(table(), {"action": "take", "player": "Ayşe", "cards": [card("orange", 9)]})
    assert out["legal"] and not out["extra_action"]
    assert card("orange", 9) in out["after"]["players"][0]["hand"]
    assert card("orange", 9) not in out["after"]["money_row"]


def test_take_several_cards_totalling_at_most_five_any_currency():
    # seed 000 FAQ: 1 + 2 + 2 = 5 is allowed
    mv = {"action": "take", "player": "Kemal", "cards": [card("blue", 1), card("green", 2), card("yellow", 2)]}
    out = api.move(table(), mv)
    assert out["legal"]
    assert len(out["after"]["money_row"]) == 1  # the row is refilled only after the turn


def test_take_several_cards_over_five_is_illegal():
    # seed 000 FAQ: 3 + 3 = 6 is not allowed; here 2 + 9
    out = api.move(table(), {"action": "take", "player": "Ayşe", "cards": [card("green", 2), card("orange", 9)]})
    assert not out["legal"] and rules(out) == ["alhambra.money.take"] and out["after"] is None


def test_take_a_card_that_is_not_face_up_is_illegal():
    out = api.move(table(), {"action": "take", "player": "Ayşe", "cards": [card("green", 7)]})
    assert rules(out) == ["alhambra.money.take"]
    assert "green 7" in out["problems"][0]["message"]


# --- buy -----------------------------------------------------------------------------------------------

def test_exact_payment_earns_another_action():
    # seed 000: a building priced 6 on the orange square, paid with orange 4 + 2: another action
    mv = {"action": "buy", "player": "Ayşe", "square": "orange", "pay": [card("orange", 4), card("orange", 2)],
          "to": "reserve"}
    out = api.move(table(), mv)
    assert out["legal"] and out["extra_action"]
    after = out["after"]
    assert [m["currency"] for m in after["market"]] == ["blue"]   # not refilled during the turn
    assert card("orange", 4) not in after["players"][0]["hand"]
    assert {"type": "garden", "price": 6, "walls": "ESW"} in after["players"][0]["reserve"]


def test_overpaying_is_legal_but_gives_no_change_and_no_extra_action():
    mv = {"action": "buy", "player": "Ayşe", "square": "orange", "pay": [card("orange", 5), card("orange", 2)],
          "to": "reserve"}
    out = api.move(table(), mv)
    assert out["legal"] and not out["extra_action"]


def test_paying_less_than_the_price_is_illegal():
    mv = {"action": "buy", "player": "Ayşe", "square": "orange", "pay": [card("orange", 5)], "to": "reserve"}
    assert rules(api.move(table(), mv)) == ["alhambra.buy.no-change"]


def test_paying_in_another_currency_is_illegal():
    mv = {"action": "buy", "player": "Ayşe", "square": "orange", "pay": [card("blue", 9)], "to": "reserve"}
    assert rules(api.move(table(), mv)) == ["alhambra.buy.currency"]


def test_paying_with_cards_not_in_hand_is_illegal():
    mv = {"action": "buy", "player": "Ayşe", "square": "blue", "pay": [card("blue", 8)], "to": "reserve"}
    assert "alhambra.buy.currency" in rules(api.move(table(), mv))


def test_exact_payment_chain_stops_at_five_actions():
    base = {"action": "buy", "player": "Ayşe", "square": "orange", "pay": [card("orange", 4), card("orange", 2)],
            "to": "reserve"}
    assert api.move(table(), {**base, "action_number": 4})["extra_action"]
    # seeds 000 and 004: "4 exact payments in a row + one last action (take money or redesign)"
    fifth = api.move(table(), {**base, "action_number": 5})
    assert not fifth["legal"] and rules(fifth) == ["alhambra.buy.exact-payment"]
    assert "cannot be a purchase" in fifth["problems"][0]["message"]
    assert rules(api.move(table(), {**base, "action_number": 6})) == ["alhambra.buy.exact-payment"]


def test_bought_tile_placed_in_the_alhambra_is_checked():
    good = {"action": "buy", "player": "Ayşe", "square": "orange", "pay": [card("orange", 4), card("orange", 2)],
            "to": "alhambra", "at": [0, 2]}
    out = api.move(table(), good)
    assert out["legal"]
    assert {"x": 0, "y": 2, "type": "garden", "price": 6, "walls": "ESW"} in out["after"]["players"][0]["alhambra"]
    # at (1, 1) the garden's west wall would face the open east side of the tile at (0, 1)
    out = api.move(table(), {**good, "at": [1, 1]})
    assert not out["legal"] and rules(out) == ["alhambra.build.walls-match"]
    assert out["problems"][0]["cells"] == [[0, 1], [1, 1]]


def test_only_the_two_player_game_can_give_a_tile_to_dirk():
    mv = {"action": "buy", "player": "Ayşe", "square": "blue", "pay": [card("blue", 9)], "to": "dirk"}
    assert rules(api.move(table(), mv)) == ["alhambra.variant.two-player"]
    out = api.move(table(dirk=[]), mv)
    assert out["legal"] and out["after"]["dirk"] == [{"type": "tower", "price": 8, "walls": "NES"}]


def test_buying_from_an_empty_square_is_illegal():
    mv = {"action": "buy", "player": "Ayşe", "square": "green", "pay": [card("blue", 9)], "to": "reserve"}
    assert "alhambra.buy.currency" in rules(api.move(table(), mv))


# --- redesign -------------------------------------------------------------------------------------------

def test_remove_moves_a_tile_to_the_reserve():
    out = api.move(table(), {"action": "remove", "player": "Ayşe", "at": [0, 1]})
    assert out["legal"]
    me = out["after"]["players"][0]
    assert all((c["x"], c["y"]) != (0, 1) for c in me["alhambra"]) and len(me["reserve"]) == 2


def test_the_fountain_can_never_be_removed_or_swapped():
    assert rules(api.move(table(), {"action": "remove", "player": "Ayşe", "at": [0, 0]})) == [
        "alhambra.redesign.fountain"]
    reserve_tile = table()["players"][0]["reserve"][0]
    out = api.move(table(), {"action": "swap", "player": "Ayşe", "tile": reserve_tile, "at": [0, 0]})
    assert rules(out) == ["alhambra.redesign.fountain"]


def test_removing_a_tile_that_would_leave_a_hole_is_illegal():
    # ring_3x3 with the middle filled by the fountain: remove a ring tile next to... instead build a plus
    box = Box()
    cells = [fountain(), cell(1, 0, box.take("")), cell(2, 0, box.take("")), cell(0, 1, box.take("")),
             cell(1, 1, box.take("")), cell(2, 1, box.take("")), cell(0, 2, box.take("")), cell(1, 2, box.take("")),
             cell(2, 2, box.take(""))]
    pos = position(("Ayşe", cells))
    out = api.move(pos, {"action": "remove", "player": "Ayşe", "at": [1, 1]})
    assert rules(out) == ["alhambra.build.no-holes"]
    assert out["problems"][0]["cells"] == [[1, 1]]


def test_removing_a_tile_that_joins_others_is_illegal():
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(1, 0, box.take("")), cell(2, 0, box.take(""))]))
    out = api.move(pos, {"action": "remove", "player": "Ayşe", "at": [1, 0]})
    assert rules(out) == ["alhambra.build.adjacent"]


def test_add_puts_a_reserve_tile_into_the_alhambra_under_the_building_rules():
    pos = table()
    tile = pos["players"][0]["reserve"][0]  # walls S
    assert api.move(pos, {"action": "add", "player": "Ayşe", "tile": tile, "at": [-1, 0]})["legal"]
    out = api.move(pos, {"action": "add", "player": "Ayşe", "tile": tile, "at": [1, 1]})
    assert out["legal"]
    out = api.move(pos, {"action": "add", "player": "Ayşe", "tile": tile, "at": [0, 0]})
    assert rules(out) == ["alhambra.build.grid"]


def test_an_added_tile_lands_on_the_cell_named_and_leaves_the_reserve():
    pos = table()
    tile = pos["players"][0]["reserve"][0]
    after = api.move(pos, {"action": "add", "player": "Ayşe", "tile": tile, "at": [-1, 0]})["after"]["players"][0]
    assert {"x": -1, "y": 0, **tile} in after["alhambra"] and after["reserve"] == []
    assert not any(c["x"] == 0 and c["y"] == 0 and not c.get("fountain") for c in after["alhambra"])


def test_the_action_of_a_turn_counts_from_one():
    buy = {"action": "buy", "player": "Ayşe", "square": "orange", "pay": [card("orange", 4), card("orange", 2)],
           "to": "reserve"}
    assert api.move(table(), {**buy, "action_number": 1})["legal"]
    with pytest.raises(api.PositionError, match="action_number"):
        api.move(table(), {**buy, "action_number": 0})


def test_add_needs_the_tile_on_the_reserve_board():
    out = api.move(table(), {"action": "add", "player": "Ayşe",
                             "tile": {"type": "tower", "price": 13, "walls": "E"}, "at": [-1, 0]})
    assert rules(out) == ["alhambra.redesign"]


def test_swap_puts_the_reserve_tile_exactly_where_the_removed_one_was():
    pos = table()
    tile = pos["players"][0]["reserve"][0]  # walls S, goes to (0,1) in place of the open tile
    out = api.move(pos, {"action": "swap", "player": "Ayşe", "tile": tile, "at": [0, 1]})
    assert out["legal"]
    me = out["after"]["players"][0]
    assert {"x": 0, "y": 1, **tile} in me["alhambra"]
    assert tile not in me["reserve"] and len(me["reserve"]) == 1


def test_swap_whose_walls_do_not_fit_is_illegal():
    pos = table()
    pos["players"][0]["reserve"] = [{"type": "pavilion", "price": 2, "walls": "NEW"}]
    out = api.move(pos, {"action": "swap", "player": "Ayşe",
                         "tile": {"type": "pavilion", "price": 2, "walls": "NEW"}, "at": [0, 1]})
    assert not out["legal"] and "alhambra.build.walls-match" in rules(out)


def test_redesign_keeps_problems_the_alhambra_already_had_out_of_the_verdict():
    # The Alhambra already breaks two rules far from the tile taken away: (1, 0) has a wall on its east side
    # and (2, 0) none on its west (walls-match), so (2, 0) cannot be walked to (reachable). Removing the
    # unrelated open tile at (0, 1) creates no new problem, so the redesign is legal: the old ones are not its
    # fault. (Judging the whole Alhambra after the move would call it illegal.)
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(1, 0, box.take("E")), cell(2, 0, box.take("")),
                             cell(0, 1, box.take(""))]))
    before = {p["rule"] for p in api.check(pos)["problems"]}
    assert {"alhambra.build.walls-match", "alhambra.build.reachable"} <= before
    out = api.move(pos, {"action": "remove", "player": "Ayşe", "at": [0, 1]})
    assert out["legal"], out["problems"]
    assert out["problems"] == []


def test_unreadable_moves_are_position_errors():
    with pytest.raises(api.PositionError, match="move"):
        api.move(table(), {"action": "dance", "player": "Ayşe"})
    with pytest.raises(api.PositionError, match="no player named"):
        api.move(table(), {"action": "remove", "player": "Zeynep", "at": [0, 0]})
    with pytest.raises(api.PositionError, match="unknown field"):
        api.move(table(), {"action": "remove", "player": "Ayşe", "at": [0, 0], "why": 1})
    with pytest.raises(api.PositionError, match="at"):
        api.move(table(), {"action": "buy", "player": "Ayşe", "square": "orange",
                           "pay": [card("orange", 4), card("orange", 2)], "to": "alhambra"})


def test_a_swapped_in_tile_must_fit_even_where_the_old_one_did_not():
    # seed 004 (Rediseñando): "aún debes seguir las reglas de construcción"; alhambra.redesign.swap-position:
    # the new building must fit that space. The tile at (1, 0) already clashes with (2, 0) (walled east side
    # against an open west side); swapping in another tile with the same clash is not a legal placement.
    box = Box()
    clash = box.take("E")
    pos = position(("Ayşe", [fountain(), cell(1, 0, clash), cell(2, 0, box.take(""))]))
    new = box.take("E")
    pos["players"][0]["reserve"] = [new]
    out = api.move(pos, {"action": "swap", "player": "Ayşe", "tile": new, "at": [1, 0]})
    assert not out["legal"] and rules(out) == ["alhambra.build.walls-match"]
    assert out["problems"][0]["cells"] == [[1, 0], [2, 0]]
    # a tile that fits there mends the Alhambra and is a legal swap
    fits = box.take("")
    pos["players"][0]["reserve"] = [fits]
    assert api.move(pos, {"action": "swap", "player": "Ayşe", "tile": fits, "at": [1, 0]})["legal"]


def test_a_swapped_in_tile_must_be_reachable_even_where_the_old_one_was_not():
    # seed 002 例1: [A] [B|] [|C]: C is joined to B only by walls back to back, so it cannot be reached on foot.
    # A tile swapped in at C's space must be reachable like any tile added (alhambra.build.reachable), even
    # though C was not reachable either.
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(1, 0, box.take("E")), cell(2, 0, box.take("W"))]))
    new = box.take("W")
    pos["players"][0]["reserve"] = [new]
    out = api.move(pos, {"action": "swap", "player": "Ayşe", "tile": new, "at": [2, 0]})
    assert not out["legal"] and rules(out) == ["alhambra.build.reachable"]


def test_removing_part_of_an_already_broken_group_is_not_blamed_for_the_rest():
    # alhambra.redesign: a removal must not break a building rule; problems the Alhambra already had are not
    # its fault. (3, 0) and (4, 0) are already detached; taking (4, 0) away leaves (3, 0) detached as before,
    # a smaller part of the same problem, not a new one.
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(1, 0, box.take("")), cell(3, 0, box.take("")), cell(4, 0, box.take(""))]))
    assert api.move(pos, {"action": "remove", "player": "Ayşe", "at": [4, 0]})["legal"]
    # the same for tiles already cut off by a wall (seed 002 例1: [A] [B|] [|C] and one more tile beyond C)
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(1, 0, box.take("E")), cell(2, 0, box.take("W")),
                             cell(3, 0, box.take(""))]))
    assert api.move(pos, {"action": "remove", "player": "Ayşe", "at": [3, 0]})["legal"]
    # but cutting off one more tile is the removal's fault
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(1, 0, box.take("")), cell(2, 0, box.take("")), cell(4, 0, box.take(""))]))
    out = api.move(pos, {"action": "remove", "player": "Ayşe", "at": [1, 0]})
    assert not out["legal"] and rules(out) == ["alhambra.build.adjacent"]
    assert out["problems"][0]["cells"] == [[2, 0]]


def test_a_redesign_never_earns_another_action():
    # alhambra.buy.exact-payment: only a purchase paid exactly earns another action; a legal remove, add or
    # swap (alhambra.redesign) ends the turn like taking money
    pos = table()
    tile = pos["players"][0]["reserve"][0]
    for mv in ({"action": "add", "player": "Ayşe", "tile": tile, "at": [-1, 0]},
               {"action": "swap", "player": "Ayşe", "tile": tile, "at": [0, 1]},
               {"action": "remove", "player": "Ayşe", "at": [0, 1]}):
        out = api.move(pos, mv)
        assert out["legal"] and out["extra_action"] is False, mv["action"]
