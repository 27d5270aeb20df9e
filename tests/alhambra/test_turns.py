"""Alhambra turn by turn (assistant/alhambra/turns.py): every step kind allowed and refused with the engine's rule
id, the exact-payment chain, the placing of held tiles, the refill's counts, the scoring card and the empty bag,
the order of play and who starts (seeds 000, 002, 004)."""

from __future__ import annotations

import copy
import json

import pytest

from assistant.alhambra.catalogue import game
from assistant.alhambra.game import GAME
from assistant.errors import PositionError
from assistant.games import turn_rules
from assistant.messages import detail

PLAY = GAME.play
PAV8 = {"type": "pavilion", "price": 8, "walls": ""}
GAR10 = {"type": "garden", "price": 10, "walls": ""}
ARC9 = {"type": "arcades", "price": 9, "walls": ""}
CHA10 = {"type": "chambers", "price": 10, "walls": ""}
TOW11 = {"type": "tower", "price": 11, "walls": ""}
SER9 = {"type": "seraglio", "price": 9, "walls": ""}
FOUNTAIN = {"x": 0, "y": 0, "fountain": True}


def c(currency: str, value: int) -> dict:
    return {"currency": currency, "value": value}


def table(**changes) -> dict:
    """Three players as dealt: Cem holds the fewest cards (3); every hand crossed 20 with its last card."""
    out = {
        "game": "alhambra", "round": 1,
        "players": [
            {"name": "Ana", "alhambra": [FOUNTAIN], "reserve": [],
             "hand": [c("blue", 5), c("blue", 3), c("green", 6), c("orange", 9)]},  # 23, 23 - 9 < 20
            {"name": "Ben", "alhambra": [FOUNTAIN], "reserve": [],
             "hand": [c("green", 9), c("green", 1), c("yellow", 8), c("yellow", 2)]},  # 20
            {"name": "Cem", "alhambra": [FOUNTAIN], "reserve": [],
             "hand": [c("orange", 7), c("yellow", 7), c("blue", 9)]},  # 23
        ],
        "market": [{"currency": "blue", **PAV8}, {"currency": "green", **GAR10}, {"currency": "orange", **ARC9},
                   {"currency": "yellow", **CHA10}],
        "money_row": [c("blue", 2), c("green", 3), c("orange", 1), c("yellow", 4)],
    }
    out.update(changes)
    return out


def rich(hand: list[dict], **changes) -> dict:
    """The table with Ana holding `hand` (a game under way: the starting-money rule no longer applies)."""
    out = table(**changes)
    out["players"][0]["hand"] = hand
    return out


def turn(player="Ana", phase="act", action=1, held=(), number=1) -> dict:
    return {"player": player, "phase": phase, "action": action, "held": list(held), "turn": number}


def rules(out) -> list[str]:
    return sorted({p.rule for p in out.problems})


def keys(out) -> list[str]:
    return sorted({p.key for p in out.problems})


def player(position: dict, name: str) -> dict:
    return next(p for p in position["players"] if p["name"] == name)


# --- the game has turn rules; start --------------------------------------------------------------------------


def test_alhambra_is_played_turn_by_turn_through_its_play_attribute():
    assert turn_rules(GAME) is PLAY


def test_start_player_is_the_one_with_the_fewest_money_cards():
    out = PLAY.start(table())
    assert out.problems == [] and out.turn == turn("Cem")
    assert out.said[0] == "play.alhambra.start.cards"


def test_start_player_on_equal_cards_is_the_smallest_total():
    t = table()
    t["players"][2]["hand"].append(c("green", 1))  # Cem: 4 cards, 24; Ben has 4 cards totalling 20, the smallest
    out = PLAY.start(t)
    assert out.turn["player"] == "Ben" and out.said[0] == "play.alhambra.start.total"


def test_start_player_tied_on_cards_and_total_asks_who_is_youngest():
    t = table()
    t["players"][0]["hand"] = [c("blue", 9), c("green", 1), c("yellow", 8), c("yellow", 2)]  # 20 like Ben's
    t["players"][2]["hand"].append(c("green", 2))
    out = PLAY.start(t)
    assert rules(out) == ["alhambra.setup.start-player"] and out.turn is None
    assert PLAY.start(t, starter="Ana").turn["player"] == "Ana"


def test_starter_given_overrides_the_rule_and_must_sit_at_the_table():
    assert PLAY.start(table(), starter="Ben").turn["player"] == "Ben"
    with pytest.raises(PositionError, match="starter"):
        PLAY.start(table(), starter="Zoe")


def test_a_game_under_way_needs_the_player_whose_turn_it_is():
    t = table()
    t["players"][0]["reserve"] = [TOW11]
    assert rules(PLAY.start(t)) == ["alhambra.setup.start-player"]
    assert PLAY.start(t, starter="Ana").problems == []


def test_start_refused_while_a_market_square_or_a_money_card_is_missing():
    t = table(market=table()["market"][1:], money_row=table()["money_row"][:3])
    out = PLAY.start(t)
    assert rules(out) == ["alhambra.setup.market"]
    assert keys(out) == ["alhambra.play.market-not-set", "alhambra.play.money-row-short"]
    assert out.position is None and out.turn is None


def test_start_refused_while_a_hand_is_missing_or_not_dealt_by_the_starting_money_rule():
    t = table()
    t["players"][1]["hand"] = []
    # 30, and 24 without its highest card: the deal would have stopped before the last card
    t["players"][2]["hand"] = [c("blue", 5), c("blue", 4), c("green", 5), c("green", 4), c("orange", 6), c("yellow", 6)]
    out = PLAY.start(t)
    assert rules(out) == ["alhambra.setup.starting-money"]
    assert {(p.player, p.key) for p in out.problems} == {("Ben", "alhambra.play.no-hand"),
                                                         ("Cem", "alhambra.play.starting-money")}


def test_start_refused_in_the_two_player_game_until_dirk_has_his_first_tiles():
    t = table(dirk=[TOW11])
    t["players"] = t["players"][:2]
    assert rules(PLAY.start(t)) == ["alhambra.variant.two-player"]


# --- take ------------------------------------------------------------------------------------------------------


def test_take_one_card_ends_the_actions_and_asks_for_the_refill():
    out = PLAY.step(table(), turn(), {"step": "take", "cards": [c("orange", 1)]})
    assert out.problems == [] and out.turn == turn(phase="refill")
    assert c("orange", 1) in player(out.position, "Ana")["hand"]
    assert c("orange", 1) not in out.position["money_row"]
    assert detail(*out.said[:1], "en", out.said[1]) == "Ana took orange 1."


def test_take_several_cards_over_five_is_refused():
    out = PLAY.step(table(), turn(), {"step": "take", "cards": [c("blue", 2), c("yellow", 4)]})  # 2 + 4 = 6 > 5
    assert rules(out) == ["alhambra.money.take"] and out.position is None


def test_take_a_card_not_in_the_money_row_is_refused():
    out = PLAY.step(table(), turn(), {"step": "take", "cards": [c("blue", 9)]})
    assert keys(out) == ["alhambra.cards-not-in-row"]


# --- buy and the exact-payment chain ---------------------------------------------------------------------------


def test_buy_paid_exactly_holds_the_tile_and_gives_another_action():
    out = PLAY.step(table(), turn(), {"step": "buy", "square": "blue", "pay": [c("blue", 5), c("blue", 3)]})
    assert out.problems == [] and out.turn == turn(action=2, held=[PAV8])
    assert [m["currency"] for m in out.position["market"]] == ["green", "orange", "yellow"]
    assert PAV8 not in player(out.position, "Ana")["reserve"]  # held, not placed
    assert detail(out.said[0], "en", out.said[1]) == \
        "Ana bought the 8 pavilion from the blue square, paying 5 + 3: exact, another action."


def test_buy_not_paid_exactly_ends_the_actions():
    t = rich([c("blue", 9)])
    out = PLAY.step(t, turn(), {"step": "buy", "square": "blue", "pay": [c("blue", 9)]})
    assert out.turn == turn(phase="place", held=[PAV8]) and out.said[0] == "play.alhambra.buy"


def test_buy_in_another_currency_or_paying_too_little_is_refused():
    out = PLAY.step(table(), turn(), {"step": "buy", "square": "green", "pay": [c("green", 6)]})
    assert rules(out) == ["alhambra.buy.no-change"]
    out = PLAY.step(table(), turn(), {"step": "buy", "square": "blue", "pay": [c("orange", 9)]})
    assert "alhambra.buy.currency" in rules(out)


def test_exact_payments_chain_to_the_action_limit_and_the_last_action_cannot_be_a_buy():
    hand = [c("blue", 5), c("blue", 3), c("green", 4), c("green", 6), c("orange", 9), c("yellow", 2), c("yellow", 8)]
    pos, now = rich(hand), turn()
    for square, pay in (("blue", hand[:2]), ("green", hand[2:4]), ("orange", hand[4:5]), ("yellow", hand[5:])):
        out = PLAY.step(pos, now, {"step": "buy", "square": square, "pay": pay})
        assert out.problems == [] and out.said[0] == "play.alhambra.buy.exact"
        pos, now = out.position, out.turn
    limit = game().turn["max_actions"]
    assert now["action"] == limit and len(now["held"]) == 4 and pos["market"] == []
    # the fifth action, were a tile still there to buy, cannot be a purchase (seeds 000, 004)
    refilled = dict(pos, market=[{"currency": "blue", **TOW11}])
    pos2 = copy.deepcopy(refilled)
    player(pos2, "Ana")["hand"] = [c("blue", 9), c("blue", 2)]
    assert rules(PLAY.step(pos2, now, {"step": "buy", "square": "blue", "pay": [c("blue", 9), c("blue", 2)]})) \
        == ["alhambra.buy.exact-payment"]
    out = PLAY.step(pos, now, {"step": "take", "cards": [c("orange", 1)]})
    assert out.turn["phase"] == "place" and len(out.turn["held"]) == 4


def test_buy_from_an_empty_square_is_refused():
    t = table(market=table()["market"][1:])
    assert keys(PLAY.step(t, turn(), {"step": "buy", "square": "blue", "pay": [c("blue", 8)]})) == \
        ["alhambra.empty-square"]


# --- redesign --------------------------------------------------------------------------------------------------


def built(*cells: dict, reserve=()) -> dict:
    t = table()
    t["players"][0]["alhambra"] = [FOUNTAIN, *cells]
    t["players"][0]["reserve"] = list(reserve)
    return t


def test_remove_moves_a_tile_to_the_reserve_and_ends_the_actions():
    out = PLAY.step(built({"x": 1, "y": 0, **TOW11}), turn(), {"step": "remove", "at": [1, 0]})
    assert out.turn == turn(phase="refill") and player(out.position, "Ana")["reserve"] == [TOW11]
    assert detail(out.said[0], "en", out.said[1]) == \
        "Ana redesigned: the 11 tower (walls -), just right of the fountain, went to the reserve."


def test_remove_the_fountain_is_refused():
    assert rules(PLAY.step(built(), turn(), {"step": "remove", "at": [0, 0]})) == ["alhambra.redesign.fountain"]


def test_add_builds_a_reserve_tile_where_the_building_rules_allow():
    t = built(reserve=[TOW11])
    out = PLAY.step(t, turn(), {"step": "add", "tile": TOW11, "at": [0, 1]})
    assert out.problems == [] and {"x": 0, "y": 1, **TOW11} in player(out.position, "Ana")["alhambra"]
    assert rules(PLAY.step(t, turn(), {"step": "add", "tile": TOW11, "at": [5, 5]})) == ["alhambra.build.adjacent"]


def test_swap_puts_the_reserve_tile_where_the_old_one_was():
    t = built({"x": 1, "y": 0, **TOW11}, reserve=[SER9])
    out = PLAY.step(t, turn(), {"step": "swap", "tile": SER9, "at": [1, 0]})
    assert out.problems == [] and player(out.position, "Ana")["reserve"] == [TOW11]
    assert rules(PLAY.step(t, turn(), {"step": "swap", "tile": SER9, "at": [0, 0]})) == ["alhambra.redesign.fountain"]


def test_a_redesign_after_an_exact_payment_places_the_held_tile_next():
    t = built({"x": 1, "y": 0, **TOW11})
    out = PLAY.step(t, turn(action=2, held=[PAV8]), {"step": "remove", "at": [1, 0]})
    assert out.turn == turn(phase="place", action=2, held=[PAV8])


# --- placing held tiles ----------------------------------------------------------------------------------------


def test_held_tiles_are_placed_in_any_order_then_the_refill():
    held = turn(phase="place", held=[PAV8, GAR10])
    for first, second in ((PAV8, GAR10), (GAR10, PAV8)):
        a = PLAY.step(table(), held, {"step": "place", "tile": first, "to": "alhambra", "at": [1, 0]})
        assert a.problems == [] and a.turn["phase"] == "place" and a.turn["held"] == [second]
        b = PLAY.step(a.position, a.turn, {"step": "place", "tile": second, "to": "alhambra", "at": [2, 0]})
        assert b.problems == [] and b.turn == turn(phase="refill")


def test_a_held_tile_that_needs_another_first_is_refused_until_that_one_is_built():
    held = turn(phase="place", held=[PAV8, GAR10])
    far = PLAY.step(table(), held, {"step": "place", "tile": GAR10, "to": "alhambra", "at": [2, 0]})
    assert rules(far) == ["alhambra.build.adjacent"]
    near = PLAY.step(table(), held, {"step": "place", "tile": PAV8, "to": "alhambra", "at": [1, 0]})
    assert PLAY.step(near.position, near.turn, {"step": "place", "tile": GAR10, "to": "alhambra", "at": [2, 0]}) \
        .problems == []


def test_a_held_tile_to_the_reserve_and_the_words_for_a_cell():
    out = PLAY.step(table(), turn(phase="place", held=[PAV8]), {"step": "place", "tile": PAV8, "to": "reserve"})
    assert player(out.position, "Ana")["reserve"] == [PAV8]
    cell = PLAY.step(built({"x": 1, "y": 0, **TOW11}), turn(phase="place", held=[PAV8]),
                     {"step": "place", "tile": PAV8, "to": "alhambra", "at": [1, 1]})
    assert detail(cell.said[0], "en", cell.said[1]) == \
        "Ana built the 8 pavilion (walls -) 1 right and 1 down from the fountain."


def test_placing_before_the_actions_are_over_is_refused():
    out = PLAY.step(table(), turn(action=2, held=[PAV8]), {"step": "place", "tile": PAV8, "to": "reserve"})
    assert rules(out) == ["alhambra.buy.placement-timing"] and keys(out) == ["alhambra.play.place-later"]


def test_placing_a_tile_not_held_is_refused():
    out = PLAY.step(table(), turn(phase="place", held=[PAV8]), {"step": "place", "tile": GAR10, "to": "reserve"})
    assert keys(out) == ["alhambra.play.not-held"]


def test_a_held_tile_goes_to_dirk_only_where_he_plays():
    two = table(dirk=[TOW11])
    two["players"] = two["players"][:2]
    out = PLAY.step(two, turn(phase="place", held=[PAV8]), {"step": "place", "tile": PAV8, "to": "dirk"})
    assert out.problems == [] and out.position["dirk"] == [TOW11, PAV8]
    out = PLAY.step(table(), turn(phase="place", held=[PAV8]), {"step": "place", "tile": PAV8, "to": "dirk"})
    assert rules(out) == ["alhambra.variant.two-player"]


def test_an_action_once_the_actions_are_over_is_refused():
    out = PLAY.step(table(), turn(phase="place", held=[PAV8]), {"step": "take", "cards": [c("blue", 2)]})
    assert rules(out) == ["alhambra.turn.actions"]


# --- refill ----------------------------------------------------------------------------------------------------


def after_buy() -> tuple[dict, dict]:
    """Ana bought the blue square's pavilion (not exactly: blue 9), placed it, and took nothing: blue is empty."""
    pos = rich([c("blue", 9)])
    out = PLAY.step(pos, turn(), {"step": "buy", "square": "blue", "pay": [c("blue", 9)]})
    out = PLAY.step(out.position, out.turn, {"step": "place", "tile": PAV8, "to": "reserve"})
    return out.position, out.turn


def test_refill_fills_the_empty_squares_and_passes_the_turn_in_seat_order():
    pos, now = after_buy()
    out = PLAY.step(pos, now, {"step": "refill", "market": {"blue": TOW11}})
    assert out.problems == [] and out.turn == turn("Ben", number=2)
    assert out.position["market"][0] == {"currency": "blue", **TOW11}
    assert not out.scoring and not out.over
    names = ["Ana", "Ben", "Cem", "Ana"]
    for this, following in zip(names, names[1:], strict=False):
        step = PLAY.step(table(), turn(this, phase="refill"), {"step": "refill"})
        assert step.turn["player"] == following


def test_refill_before_the_end_of_the_turn_is_refused():
    assert rules(PLAY.step(table(), turn(), {"step": "refill"})) == ["alhambra.turn.refill"]
    out = PLAY.step(table(), turn(phase="place", held=[PAV8]), {"step": "refill"})
    assert keys(out) == ["alhambra.play.place-first"]


def test_an_action_during_the_refill_is_refused():
    out = PLAY.step(table(), turn(phase="refill"), {"step": "take", "cards": [c("blue", 2)]})
    assert rules(out) == ["alhambra.turn.refill"] and keys(out) == ["alhambra.play.refill-now"]


def test_refill_counts_wrong_are_refused():
    pos, now = after_buy()
    cases = [({"step": "refill"}, "alhambra.play.square-left-empty"),
             ({"step": "refill", "market": {"blue": TOW11, "green": SER9}}, "alhambra.play.square-full"),
             ({"step": "refill", "market": {"blue": TOW11}, "money": [c("blue", 1)]}, "alhambra.play.money-count")]
    for step, key in cases:
        out = PLAY.step(pos, now, step)
        assert rules(out) == ["alhambra.turn.refill"] and keys(out) == [key], step


def test_refill_with_a_tile_the_box_no_longer_holds_is_refused():
    pos, now = after_buy()
    out = PLAY.step(pos, now, {"step": "refill", "market": {"blue": GAR10}})  # the one garden 10 (open) lies on green
    assert rules(out) == ["alhambra.components"]


def test_the_money_row_is_refilled_back_to_its_size():
    out = PLAY.step(table(), turn(), {"step": "take", "cards": [c("blue", 2), c("green", 3)]})
    done = PLAY.step(out.position, out.turn, {"step": "refill", "money": [c("blue", 7), c("green", 7)]})
    assert done.problems == [] and len(done.position["money_row"]) == game().setup["money_row_size"]


def test_a_scoring_card_in_the_refill_makes_the_scoring_due_before_the_next_player():
    out = PLAY.step(table(), turn(phase="refill"), {"step": "refill", "scoring": True})
    assert out.scoring and not out.over and out.turn["player"] == "Ben"
    assert "A scoring card came up" in detail(out.said[0], "en", out.said[1])
    assert PLAY.after_scoring(out.position, out.turn) == out.turn
    assert PLAY.after_scoring(out.position, out.turn, starter="Cem")["player"] == "Cem"


def test_no_scoring_card_is_left_once_both_came_up():
    out = PLAY.step(table(round=3), turn(phase="refill"), {"step": "refill", "scoring": True})
    assert rules(out) == ["alhambra.scoring.when"]


def nearly_empty_bag() -> tuple[dict, dict, dict]:
    """Two market squares empty and one tile left in the bag (every other tile on Cem's reserve), Ana to refill."""
    t = table(market=[{"currency": "orange", **ARC9}, {"currency": "yellow", **CHA10}])
    lying = [PAV8, GAR10, ARC9, CHA10]
    rest = [tile.to_json() for tile in game().tiles.elements() if tile.to_json() not in lying]
    last = rest.pop()
    t["players"][2]["reserve"] = rest + [PAV8, GAR10]
    return t, turn(phase="refill"), last


def test_the_bag_empty_hands_out_the_market_the_winners_build_their_tiles_then_the_game_ends():
    t, now, last = nearly_empty_bag()
    out = PLAY.step(t, now, {"step": "refill", "market": {"blue": last, "green": None}, "bag_empty": True})
    # the orange square's tile goes to Ana (orange 9 against Cem's 7), the yellow one to Ben (10 against 7), the
    # bag's last tile on the blue square to Cem; the seed: tiles won so "may be added to the Alhambras by the
    # placement rules" before the last scoring
    assert out.problems == [] and not out.scoring and not out.over
    assert out.turn["phase"] == "place" and out.turn["player"] == "Ana" and out.turn["held"] == [ARC9]
    assert out.turn["awarded"] == [{"player": "Ben", "tiles": [CHA10]}, {"player": "Cem", "tiles": [last]}]
    assert ARC9 not in player(out.position, "Ana")["reserve"]  # held, to be placed: not twice on the table
    assert rules(PLAY.step(out.position, out.turn, {"step": "take", "cards": [t["money_row"][0]]})) == [
        "alhambra.turn.actions"]  # building, not acting
    out = PLAY.step(out.position, out.turn, {"step": "place", "tile": ARC9, "to": "reserve"})
    assert out.problems == [] and not out.scoring and out.turn["player"] == "Ben" and out.turn["held"] == [CHA10]
    out = PLAY.step(out.position, out.turn, {"step": "place", "tile": CHA10, "to": "reserve"})
    assert out.problems == [] and not out.scoring and out.turn["player"] == "Cem"
    out = PLAY.step(out.position, out.turn, {"step": "place", "tile": last, "to": "reserve"})
    assert out.problems == [] and out.scoring and out.over
    assert out.turn["phase"] == "over" and out.turn["player"] is None
    assert ARC9 in player(out.position, "Ana")["reserve"] and CHA10 in player(out.position, "Ben")["reserve"]
    assert rules(PLAY.step(out.position, out.turn, {"step": "refill"})) == ["alhambra.end.trigger"]
    assert PLAY.after_scoring(out.position, out.turn)["phase"] == "over"


def test_the_bag_empty_is_refused_while_it_can_fill_the_market_and_needed_when_it_cannot():
    pos, now = after_buy()
    assert rules(PLAY.step(pos, now, {"step": "refill", "market": {"blue": TOW11}, "bag_empty": True})) == \
        ["alhambra.end.trigger"]
    t, now, last = nearly_empty_bag()
    assert keys(PLAY.step(t, now, {"step": "refill", "market": {"blue": last}})) == ["alhambra.play.bag-short"]
    assert keys(PLAY.step(t, now, {"step": "refill", "bag_empty": True})) == ["alhambra.play.bag-last"]


# --- the boundary: malformed steps and turns -------------------------------------------------------------------


@pytest.mark.parametrize(("step", "words"), [
    ({"step": "jump"}, "does not match any of the expected tags"),
    ({"cards": []}, "discriminator"),
    ({"step": "take", "cards": "blue 3"}, "step: take.cards"),
    ({"step": "place", "tile": PAV8, "to": "alhambra"}, "step: at"),
    ({"step": "place", "tile": PAV8, "to": "reserve", "at": [1, 0]}, "step: at"),
    ({"step": "buy", "square": "blue", "pay": [c("blue", 8)], "player": "Ben"}, "unknown field"),
])
def test_a_malformed_step_is_one_position_error_line(step, words):
    with pytest.raises(PositionError, match=words) as err:
        PLAY.step(table(), turn(phase="place", held=[PAV8]) if step.get("step") == "place" else turn(), step)
    assert "\n" not in str(err.value)


def test_a_malformed_turn_or_an_unknown_player_is_a_position_error():
    with pytest.raises(PositionError, match="turn: phase"):
        PLAY.step(table(), {"player": "Ana", "phase": "dance"}, {"step": "refill"})
    with pytest.raises(PositionError, match="turn: player"):
        PLAY.step(table(), turn("Zoe"), {"step": "refill"})


# --- words for the log ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "tr", "es", "ja"])
def test_every_step_is_said_in_every_language_from_plain_json(lang):
    pos, now = table(), turn()
    steps = [{"step": "buy", "square": "blue", "pay": [c("blue", 5), c("blue", 3)]},
             {"step": "take", "cards": [c("orange", 1)]},
             {"step": "place", "tile": PAV8, "to": "alhambra", "at": [1, 0]},
             {"step": "refill", "market": {"blue": TOW11}, "money": [c("orange", 2)], "scoring": True}]
    for step in steps:
        out = PLAY.step(pos, now, step)
        assert out.problems == [], step
        key, params = json.loads(json.dumps(out.said))  # as the ledger stores it
        text = detail(key, lang, params)
        assert "Ana" in text and "{" not in text and "term" not in text
        pos, now = out.position, out.turn


def test_a_step_keeps_its_input_and_answers_in_plain_json():
    """The ledger stores what it gave and what came back as they are (issue 17 item 4: inputs never change)."""
    pos, now = rich([c("blue", 5), c("blue", 3)]), turn()
    step = {"step": "buy", "square": "blue", "pay": [c("blue", 5), c("blue", 3)]}
    kept = copy.deepcopy((pos, now, step))
    out = PLAY.step(pos, now, step)
    assert (pos, now, step) == kept
    assert json.loads(json.dumps([out.position, out.turn, out.said])) == [out.position, out.turn, list(out.said)]


# --- Dirk, right after a scoring ------------------------------------------------------------------------------


def two_player(round_: int) -> dict:
    """Ana and Ben with Dirk, the scoring number `round_` reached (the ledger's carry-over writes it)."""
    t = table(round=round_, dirk=[TOW11, SER9])
    t["players"] = t["players"][:2]
    return t


def test_after_the_first_scoring_dirk_is_dealt_six_tiles_before_the_next_player_acts():
    t = two_player(2)
    now = PLAY.after_scoring(t, turn("Ben"))
    assert now["phase"] == "dirk" and now["player"] == "Ben"
    assert rules(PLAY.step(t, now, {"step": "take", "cards": [c("blue", 2)]})) == ["alhambra.variant.two-player"]
    six = [{"type": "tower", "price": 12, "walls": ""}, {"type": "arcades", "price": 10, "walls": ""},
        {"type": "chambers", "price": 11, "walls": ""},
        {"type": "garden", "price": 11, "walls": ""}, {"type": "pavilion", "price": 6, "walls": "N"},
        {"type": "seraglio", "price": 8, "walls": "S"}]
    assert keys(PLAY.step(t, now, {"step": "dirk", "tiles": six[:5]})) == ["alhambra.play.dirk-count"]
    out = PLAY.step(t, now, {"step": "dirk", "tiles": six})
    assert out.problems == [] and out.turn == turn("Ben") and len(out.position["dirk"]) == 8


def test_after_the_second_scoring_dirk_is_dealt_a_third_of_the_bag_rounded_down():
    t = two_player(3)
    now = PLAY.after_scoring(t, turn("Ben"))
    # 54 tiles less the 4 on the market and Dirk's 2: 48 in the bag, a third is 16
    out = PLAY.step(t, now, {"step": "dirk", "tiles": [TOW11] * 3})
    assert [p.params["due"] for p in out.problems] == [16]


def test_dirk_gets_no_tiles_out_of_his_time_nor_without_him():
    assert PLAY.after_scoring(table(round=2), turn("Ben"))["phase"] == "act"
    assert rules(PLAY.step(two_player(1), turn(), {"step": "dirk", "tiles": []})) == ["alhambra.variant.two-player"]


def test_the_step_schema_names_every_step_kind():
    from assistant.alhambra.turn_model import step_schema

    assert set(step_schema()["discriminator"]["mapping"]) == {"take", "buy", "remove", "add", "swap", "place",
                                                              "refill", "dirk"}
