"""Setup, money deck, scoring cards, the end of the game and Dirk (alhambra.setup.*, alhambra.money.*,
alhambra.end.*, alhambra.variant.*)."""

import random

import pytest

from assistant import api
from assistant.alhambra.dirk import tiles as dirk_tiles
from assistant.alhambra.money import (
    SCORING_1,
    SCORING_2,
    game_ends,
    money_deck,
    refill_money_row,
    stack_scoring_cards,
    start_player,
    take_total_ok,
)


def test_money_deck_has_108_cards_or_72_with_two_players():
    assert len(money_deck()) == 108 and len(money_deck(two_player=True)) == 72
    assert money_deck(True).count(("blue", 9)) == 2 and money_deck().count(("blue", 9)) == 3


def test_take_one_card_of_any_value_or_several_up_to_five():
    assert take_total_ok([("blue", 9)])
    assert take_total_ok([("blue", 1), ("green", 2), ("yellow", 2)])
    assert not take_total_ok([("blue", 3), ("green", 3)])


def test_starting_money_is_dealt_until_twenty_or_more():
    deck = [("blue", 9), ("green", 9), ("blue", 1), ("orange", 1), ("yellow", 9), ("green", 8), ("blue", 3),
            ("orange", 9), ("yellow", 9), ("green", 5)]
    out = api.alhambra_setup_money(deck=[{"currency": c, "value": v} for c, v in deck], players=3)
    totals = [sum(c["value"] for c in h) for h in out["hands"]]
    assert totals == [20, 20, 23]
    assert [len(h) for h in out["hands"]] == [4, 3, 3]


def test_start_player_fewest_cards_then_smallest_total_then_youngest():
    assert start_player([[("b", 9)] * 3, [("b", 9), ("b", 9), ("b", 2)]]).index == 1     # total decides
    assert start_player([[("b", 5)] * 4, [("b", 9)] * 3]).index == 1                      # fewest cards
    tied = start_player([[("b", 9)] * 3, [("b", 9)] * 3])
    assert tied.index is None and tied.tied == (0, 1)
    assert start_player([[("b", 9)] * 3, [("b", 9)] * 3], ages=[30, 12]).index == 1       # youngest


def test_scoring_cards_go_into_the_second_and_fourth_of_five_piles():
    deck = money_deck()[:100]
    stacked = stack_scoring_cards(deck, random.Random(7))
    assert len(stacked) == 102
    i1, i2 = stacked.index(SCORING_1), stacked.index(SCORING_2)
    # piles of 20 (+1 for the pile that holds a scoring card): pile 2 spans 20..40, pile 4 spans 61..81
    assert 20 <= i1 <= 40 and 61 <= i2 <= 81


def test_scoring_card_drawn_while_refilling_is_set_aside_and_the_row_still_fills():
    refill = refill_money_row([("blue", 2)], [("blue", 3), SCORING_1, ("green", 4), ("orange", 5)], [],
                              random.Random(1))
    assert refill.row == [("blue", 2), ("blue", 3), ("green", 4), ("orange", 5)]
    assert refill.scorings == [1]


def test_empty_money_deck_is_rebuilt_from_the_discard_pile():
    refill = refill_money_row([], [("blue", 3)], [("green", 1), ("green", 2), ("green", 3)], random.Random(1))
    assert len(refill.row) == 4 and refill.reshuffled and refill.discard == []


def test_game_ends_when_the_bag_cannot_refill_the_market():
    assert game_ends(bag=1, empty_squares=2) and not game_ends(bag=2, empty_squares=2)


def test_dirk_gets_six_six_and_a_third_of_the_bag_rounded_down():
    assert dirk_tiles("start", 54) == 6 and dirk_tiles("after-first-scoring", 30) == 6
    assert dirk_tiles("after-second-scoring", 20) == 6 and dirk_tiles("after-second-scoring", 17) == 5


def end_position():
    return {
        "game": "alhambra", "round": 3, "dirk": [],
        "players": [
            {"name": "Ayşe", "alhambra": [{"x": 0, "y": 0, "fountain": True}],
             "hand": [{"currency": "blue", "value": 7}, {"currency": "green", "value": 4}]},
            {"name": "Kemal", "alhambra": [{"x": 0, "y": 0, "fountain": True}],
             "hand": [{"currency": "blue", "value": 3}, {"currency": "blue", "value": 2},
                      {"currency": "green", "value": 4}]},
        ],
        "market": [{"currency": "blue", "type": "tower", "price": 13, "walls": "E"},
                   {"currency": "green", "type": "garden", "price": 9, "walls": "E"}],
    }


def test_the_engine_says_why_a_market_tile_goes_or_stays_most_money_a_tie_or_nobodys_money():
    """The turn page used to re-derive the reason from the totals; the report carries it."""
    pos = end_position()
    pos["market"].append({"currency": "orange", "type": "pavilion", "price": 2, "walls": "NEW"})
    reasons = {a["square"]: (a["winner"], a["reason"]) for a in api.alhambra_end_market(pos)["awards"]}
    assert reasons == {"blue": ("Ayşe", "most"), "green": (None, "tie"), "orange": (None, "no-money")}


def test_leftover_market_tile_goes_to_most_money_of_its_currency_and_a_tie_leaves_it():
    out = api.alhambra_end_market(end_position())
    awards = {a["square"]: a for a in out["awards"]}
    assert awards["blue"]["winner"] == "Ayşe" and awards["blue"]["totals"] == {"Ayşe": 7, "Kemal": 5}
    assert awards["green"]["winner"] is None          # 4 against 4: the garden stays in the market
    after = out["after"]
    assert after["market"] == [{"currency": "green", "type": "garden", "price": 9, "walls": "E"}]
    assert {"type": "tower", "price": 13, "walls": "E"} in after["players"][0]["reserve"]
    assert after["dirk"] == []                        # Dirk holds no money, so never gets one


def test_setup_deals_a_whole_game_reproducibly():
    a = api.alhambra_setup(players=3, seed=11)
    b = api.alhambra_setup(players=3, seed=11)
    assert a == b
    assert all(sum(c["value"] for c in h) >= 20 for h in a["hands"])
    assert len(a["money_row"]) == 4 and len(a["market"]) == 4
    assert a["start_player"]["index"] in (0, 1, 2) or a["start_player"]["decided_by"] == "tied"
    two = api.alhambra_setup(players=2, seed=3)
    assert two["money_cards"] == 72 and len(two["dirk"]) == 6
    with pytest.raises(api.PositionError):
        api.alhambra_setup(players=7, seed=1)


def test_refill_through_the_api_sets_the_scoring_card_aside_and_reports_the_scoring():
    out = api.alhambra_refill_money(
        row=[{"currency": "blue", "value": 2}],
        deck=[{"currency": "green", "value": 3}, "scoring-2", {"currency": "blue", "value": 7},
              {"currency": "yellow", "value": 1}, {"currency": "orange", "value": 4}])
    # the row of 1 fills to 4 from the top of the deck: green 3, the scoring card (set aside), blue 7, yellow 1
    assert [c["value"] for c in out["row"]] == [2, 3, 7, 1] and out["scorings"] == [2]
    assert out["deck"] == [{"currency": "orange", "value": 4}]
    with pytest.raises(api.PositionError, match=r"deck\[0\]"):
        api.alhambra_refill_money(row=[], deck=[{"currency": "pink", "value": 1}])


@pytest.mark.parametrize(
    "call",
    [
        lambda: api.alhambra_setup_money([{"currency": "blue", "value": 9}] * 20, 0),
        lambda: api.alhambra_setup_money([{"currency": "blue", "value": 9}] * 20, "2"),
        lambda: api.alhambra_setup_money([{"currency": "blue", "value": 9}] * 20, 7),
        lambda: api.alhambra_setup("3"),
        lambda: api.alhambra_setup(2, names=["Ayşe", 5]),
        lambda: api.alhambra_setup(2, names=["Ayşe", "x" * 41]),
        lambda: api.alhambra_setup(2, seed=1, ages=["old", 12]),
        lambda: api.alhambra_dirk_tiles("after-second-scoring", -3),
        lambda: api.alhambra_dirk_tiles("start", "6"),
    ],
)
def test_impossible_setup_and_dirk_arguments_raise_position_error(call):
    # FORMATS.md, "The same from Python": unreadable input raises one exception type, PositionError
    with pytest.raises(api.PositionError):
        call()


class _InOrder:
    """A shuffler that leaves every pile as it is, so the piles can be read off the stacked deck."""

    @staticmethod
    def shuffle(pile: list) -> None:
        return None


def test_scoring_cards_go_into_the_second_and_fourth_of_five_piles_as_equal_as_possible():
    from assistant.alhambra.money import SCORING_1, SCORING_2, stack_scoring_cards

    deck = [("blue", i) for i in range(108)]  # stand-ins for the 108 money cards, in order
    out = stack_scoring_cards(deck, _InOrder())
    # 108 = 5 * 21 + 3: piles of 22, 22, 22, 21, 21 (as equal as possible, the larger ones on top).
    # Scoring card 1 joins pile 2 (indices 22-44 once it is in): last of it at 22 + 22 = 44.
    # Scoring card 2 joins pile 4 (after 22 + 23 + 22 = 67 cards, 21 of its own): at 67 + 21 = 88.
    assert out.index(SCORING_1) == 44 and out.index(SCORING_2) == 88
    assert [c for c in out if c not in (SCORING_1, SCORING_2)] == deck  # no card lost, none moved across piles


def test_a_refill_from_the_deck_does_not_count_as_a_reshuffle():
    from assistant.alhambra.money import refill_money_row

    deck = [("blue", 1), ("green", 2), ("orange", 3), ("yellow", 4)]
    plain = refill_money_row([], deck, [("blue", 9)], random.Random(1))
    assert plain.reshuffled is False and plain.row == deck and plain.discard == [("blue", 9)]
    rebuilt = refill_money_row([], [], deck, random.Random(1))  # empty deck: the discard pile becomes the deck
    assert rebuilt.reshuffled is True and sorted(rebuilt.row) == sorted(deck) and rebuilt.discard == []


def test_two_youngest_players_of_the_same_age_leave_the_start_player_undecided():
    # alhambra.setup.start-player: tied on cards and total, the youngest starts; two youngest of one age are
    # still tied (both named, no start player), and an older player tied on money is not among them
    hands = [[("b", 9)] * 3] * 3
    same = start_player(hands, ages=[12, 30, 12])
    assert (same.index, same.tied, same.decided_by) == (None, (0, 2), "age")
    one = start_player(hands, ages=[30, 12, 12.5])
    assert (one.index, one.tied, one.decided_by) == (1, (), "age")
