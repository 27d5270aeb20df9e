"""The Alhambra steps of the Table page as plain functions (ui/alhambra_steps: what its taps and buttons do):
Dirk's tiles due at each stage and given by taps, the hands tapped card by card within the deck's limits, the
leftover market tiles awarded, the awarded tiles offered where they may legally go, the step the table is at."""

from __future__ import annotations

import copy

from assistant import api
from ui import alhambra_entry, alhambra_steps

BOX = alhambra_entry.box_tiles()  # the 54 printed tiles, each copy once


def target(tile: dict) -> str:
    return f"tile:{tile['type']}:{tile['price']}:{tile['walls']}"


def table(players: int = 2, dirk: list[dict] | None = None, reserves: list[list[dict]] | None = None,
          market: list[dict] | None = None, rnd: int = 1, hands: list[list[dict]] | None = None) -> dict:
    """A table: each player's fountain alone and a reserve, Dirk's pile (two players), the market."""
    reserves = reserves or [[] for _ in range(players)]
    pos = {"game": "alhambra", "round": rnd,
           "players": [{"name": f"P{i + 1}", "alhambra": [{"x": 0, "y": 0, "fountain": True}], "reserve": reserves[i],
                        "hand": list((hands or [[]] * players)[i])} for i in range(players)],
           "market": market or []}
    if dirk is not None:
        pos["dirk"] = dirk
    return pos


def test_dirk_is_due_six_at_the_start_and_the_six_on_his_pile_count_as_given():
    start = table(dirk=BOX[:6])
    due = alhambra_steps.dirk_due(start, alhambra_steps.base_pile([], start))
    assert (due.stage, due.due, due.given, due.done) == ("start", 6, 6, True)
    assert alhambra_steps.step(start, due, None) == "play"


def test_dirk_is_due_six_after_the_first_scoring_none_given_yet():
    after = table(dirk=BOX[:6], rnd=2)
    due = alhambra_steps.dirk_due(after, BOX[:6])
    assert (due.stage, due.due, due.given) == ("after-first-scoring", 6, 0)
    assert alhambra_steps.step(after, due, None) == "dirk"


def test_dirk_is_due_a_third_of_the_bag_after_the_second_scoring_counted_before_his_tiles_of_that_stage():
    # 12 tiles on Dirk's pile, 4 in the market, 7 and 5 in the players' reserves: 28 of the 54 on the table,
    # 26 in the bag; a third of 26 rounded down is 8 (alhambra.variant.two-player)
    pile, market = BOX[:12], [{"currency": c, **t} for c, t in zip(("blue", "green", "orange", "yellow"), BOX[12:16],
                                                                     strict=True)]
    pos = table(dirk=list(pile), reserves=[BOX[16:23], BOX[23:28]], market=market, rnd=3)
    due = alhambra_steps.dirk_due(pos, pile)
    assert (due.stage, due.bag, due.due, due.given) == ("after-second-scoring", 26, 8, 0)
    for tile in BOX[28:31]:  # three given: the bag holds 23 now, whose third (7) is not what he is due
        pos, refused = alhambra_steps.dirk_tap(pos, target(tile), pile)
        assert not refused
    due = alhambra_steps.dirk_due(pos, pile)
    assert (due.bag, due.due, due.given) == (26, 8, 3)


def test_a_tile_past_what_dirk_is_due_is_refused_and_the_table_is_unchanged():
    pos = table(dirk=BOX[:6], rnd=2)
    for tile in BOX[6:12]:
        pos, refused = alhambra_steps.dirk_tap(pos, target(tile), BOX[:6])
        assert not refused
    assert alhambra_steps.dirk_due(pos, BOX[:6]).done
    after, refused = alhambra_steps.dirk_tap(pos, target(BOX[12]), BOX[:6])
    assert refused and after == pos and len(pos["dirk"]) == 12


def test_a_tap_on_one_of_dirk_s_tiles_takes_it_back_into_the_box():
    pos = table(dirk=BOX[:7], rnd=2)
    assert alhambra_steps.dirk_due(pos, BOX[:6]).given == 1
    pos, refused = alhambra_steps.dirk_tap(pos, "dirk:6", BOX[:6])
    assert not refused and pos["dirk"] == BOX[:6] and alhambra_steps.dirk_due(pos, BOX[:6]).given == 0
    assert any(free and t == BOX[6] for t, free in alhambra_entry.in_box(pos))


def test_dirk_s_pile_as_the_stage_began_is_the_one_the_ledger_carried_at_the_scoring(led):
    view = api.table.create_table(led, {"game": "alhambra", "players": ["Ana", "Ben"], "variant": "dirk"}, seed=3)
    dealt = view.position["dirk"]
    view = api.table.record_scoring(led, view.token, view.stamp)
    shared = {k: v for k, v in view.position.items() if k not in ("game", "players")}
    free = next(t for t, ok in alhambra_entry.in_box(view.position) if ok)
    view = api.table.write_board(led, view.token, None, {**shared, "dirk": [*dealt, free]}, view.board(None).version)
    base = alhambra_steps.base_pile(api.table.table_log(led, view.token), view.position)
    assert base == dealt and alhambra_steps.dirk_due(view.position, base).given == 1


def test_a_grid_tap_adds_one_card_to_the_hand_and_a_tap_on_the_hand_takes_it_out():
    pos = table(players=3)
    pos, refusal = alhambra_steps.hand_tap(pos, 1, "card:green:7")
    pos, refusal = alhambra_steps.hand_tap(pos, 1, "card:blue:2")
    assert refusal is None and pos["players"][1]["hand"] == [{"currency": "green", "value": 7},
                                                             {"currency": "blue", "value": 2}]
    pos, _ = alhambra_steps.hand_tap(pos, 1, "hand:0")
    assert pos["players"][1]["hand"] == [{"currency": "blue", "value": 2}] and pos["players"][0]["hand"] == []
    for bad in ("card:purple:3", "card:blue:10", "card:blue:0", "hand:7", "card:blue"):
        assert alhambra_steps.hand_tap(pos, 1, bad) == (pos, None)


def test_a_card_the_deck_cannot_give_is_refused_with_the_engine_s_problem():
    for players, copies in ((2, 2), (4, 3)):  # 72 cards with Dirk (two of each), else 108 (three)
        pos = table(players=players, dirk=[] if players == 2 else None)
        for i in range(copies):
            pos, refusal = alhambra_steps.hand_tap(pos, i % players, "card:yellow:6", "en")
            assert refusal is None
        after, refusal = alhambra_steps.hand_tap(pos, 0, "card:yellow:6", "en")
        over = copy.deepcopy(pos)
        over["players"][0]["hand"].append({"currency": "yellow", "value": 6})
        assert after == pos and refusal in [p["message"] for p in api.check(over, "en")["problems"]]


def money(*cards: tuple[str, int]) -> list[dict]:
    return [{"currency": c, "value": v} for c, v in cards]


def test_the_market_award_puts_each_tile_in_its_winner_s_reserve_and_leaves_ties_and_unheld_currencies():
    market = [{"currency": c, **t} for c, t in zip(("blue", "green", "orange", "yellow"), BOX[:4], strict=True)]
    hands = [money(("blue", 9), ("green", 4)), money(("blue", 3), ("green", 4)), money(("yellow", 2))]
    pos = table(players=3, market=market, rnd=3, hands=hands)
    award = alhambra_steps.market_award(pos)
    assert [(a["square"], a["winner"], a["reason"]) for a in award["awards"]] == [
        ("blue", "P1", "most"), ("green", None, "tie"), ("orange", None, "no-money"), ("yellow", "P3", "most")]
    assert alhambra_steps.pending(award) == 2
    after, _ = alhambra_steps.awarded(pos)
    assert after["players"][0]["reserve"] == [BOX[0]] and after["players"][2]["reserve"] == [BOX[3]]
    assert [t["currency"] for t in after["market"]] == ["green", "orange"] and after["round"] == 3
    assert alhambra_steps.step(after, None, alhambra_steps.market_award(after)) == "end_build"
    assert alhambra_steps.step(pos, None, award) == "end_hands"


def test_the_tile_offered_from_the_reserve_is_the_newest_that_fits_and_its_cells_are_the_legal_ones():
    pos = table(players=2, reserves=[[BOX[0], BOX[5]], []], rnd=3)
    offered = alhambra_steps.offer(pos, 0)
    assert offered == {"tile": BOX[5], "from": "reserve", "index": 1}
    assert alhambra_steps.offer(pos, 1) is None  # nothing in the reserve
    from ui.alhambra_board_ui import legal_cells  # what lights the cells on the seat's board
    lit = legal_cells(pos, "P1", offered)
    assert lit and sorted(lit) == sorted(tuple(c) for c in api.place(pos, "P1", BOX[5])["positions"])
